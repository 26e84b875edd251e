// Search synonyms (docs/search.md "Synonyms"): words a shopper types that the catalogue does not
// use. Two kinds live here, as data: words written apart or together ("gore tex", "gore-tex" and
// "goretex" are one word), and technical and brand-generic words with the plain words of each
// language they stand for. Names of product groups in other languages ("jacket" on the Finnish
// shop) come from the catalogue itself, on the server.
import type { LanguageCode } from "../language-codes";

/** Adjacent words that are one word to the shopper, written together. */
const JOINED: readonly (readonly [string, string])[] = [
  ["gore", "tex"],
  ["soft", "shell"],
  ["hard", "shell"],
  ["prima", "loft"],
  ["wind", "stopper"],
];

/** A technical or brand-generic word, and the plain word(s) of each language it stands for. */
const MEANINGS: Readonly<Record<string, Readonly<Record<LanguageCode, readonly string[]>>>> = {
  goretex: { fi: ["vedenpitävä"], sv: ["vattentät"], en: ["waterproof"], de: ["wasserdicht"], fr: ["imperméable"], ru: ["водонепроницаемый"] },
  hardshell: { fi: ["kuoritakki", "kuorihousut"], sv: ["skaljacka", "skalbyxor"], en: ["shell"], de: ["hardshelljacke", "hardshellhose"], fr: ["coque"], ru: ["мембранная"] },
  primaloft: { fi: ["untuva", "tekokuitu"], sv: ["dun", "syntet"], en: ["insulated", "synthetic"], de: ["isoliert", "kunstfaser"], fr: ["isolée", "synthétique"], ru: ["утепленная", "синтетика"] },
  windstopper: { fi: ["tuulenpitävä"], sv: ["vindtät"], en: ["windproof"], de: ["winddicht"], fr: ["coupe"], ru: ["ветрозащитная"] },
  merino: { fi: ["merinovilla"], sv: ["merinoull"], en: ["merino"], de: ["merinowolle"], fr: ["mérinos"], ru: ["мериносовая"] },
  mtb: { fi: ["maastopyörä"], sv: ["mountainbike"], en: ["mountain"], de: ["mountainbike"], fr: ["vtt"], ru: ["горный"] },
};

/**
 * Head nouns that Finnish, Swedish and German join to the word before them ("goretex" + "takki"
 * is "goretextakki", written also "goretex-takki" or "goretex takki"), each with its forms
 * (singular and plural): the stemmer does not make "takki" and "takit" one word, and product
 * groups are named in the plural. Lower case. English and French write the words apart, and
 * Russian inflects them: none there.
 */
const COMPOUND_HEADS: Readonly<Record<LanguageCode, readonly (readonly string[])[]>> = {
  fi: [
    ["takki", "takit"], ["housut"], ["kenkä", "kengät"], ["saapas", "saappaat"], ["hanska", "hanskat"], ["käsine", "käsineet"],
    ["pipo", "pipot"], ["reppu", "reput"], ["teltta", "teltat"], ["makuupussi", "makuupussit"], ["paita", "paidat"],
    ["sukat"], ["liivi", "liivit"], ["hame", "hameet"], ["haalari", "haalarit"], ["sandaalit"],
  ],
  sv: [
    ["jacka", "jackor"], ["byxa", "byxor"], ["sko", "skor"], ["känga", "kängor"], ["handske", "handskar"], ["mössa", "mössor"],
    ["ryggsäck", "ryggsäckar"], ["tält"], ["sovsäck", "sovsäckar"], ["tröja", "tröjor"], ["strumpa", "strumpor"], ["väst", "västar"],
  ],
  de: [
    ["jacke", "jacken"], ["hose", "hosen"], ["schuh", "schuhe"], ["stiefel"], ["handschuh", "handschuhe"], ["mütze", "mützen"],
    ["rucksack", "rucksäcke"], ["zelt", "zelte"], ["schlafsack", "schlafsäcke"], ["shirt", "shirts"], ["socke", "socken"], ["weste", "westen"],
  ],
  en: [],
  fr: [],
  ru: [],
};

/** A modifier shorter than this is not split off ("t" + "akki" is no compound). */
const MIN_MODIFIER_LENGTH = 3;

/** Every form of a head noun of the language, longest first (so "takit" is not read as "…t"). */
const headForms = (language: LanguageCode) => COMPOUND_HEADS[language].flat().sort((a, b) => b.length - a.length);

/** The forms of the head noun a word is a form of ("takit" → takki, takit), or null. */
const formsOf = (head: string, language: LanguageCode) => COMPOUND_HEADS[language].find((forms) => forms.includes(head)) ?? null;

/** The modifier and head of a compound written together ("goretextakki" → goretex, takki), or null. */
export function splitCompound(term: string, language: LanguageCode): [string, string] | null {
  for (const head of headForms(language)) {
    if (term.length - head.length >= MIN_MODIFIER_LENGTH && term.endsWith(head)) return [term.slice(0, -head.length), head];
  }
  return null;
}

export interface ExpandedTerms {
  /** The shopper's words, with words written apart joined. */
  terms: string[];
  /** For a term: other words that match in its place. */
  alternatives: Map<string, string[]>;
}

/** Words written apart joined: "gore", "tex" → "goretex". */
function joinWords(words: readonly string[]): string[] {
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const next = words[i + 1];
    if (next !== undefined && JOINED.some(([a, b]) => a === words[i] && b === next)) {
      terms.push(words[i]! + next);
      i++;
    } else {
      terms.push(words[i]!);
    }
  }
  return terms;
}

/** The plain words of the language a technical word stands for, without the word itself. */
const meaningsOf = (term: string, language: LanguageCode) => (MEANINGS[term]?.[language] ?? []).filter((word) => word !== term);

/**
 * The shopper's words (searchTerms) normalised so that every way of writing the same words is one
 * query (docs/search.md "Synonyms"):
 * - words written apart joined ("gore tex" → "goretex");
 * - a compound of the language written apart, with a hyphen or together is one term, the
 *   compound written together, whose alternatives are its parts with each form of the head
 *   ("goretex takki", "goretex-takki", "gore-tex takki" and "goretextakki" all give the term
 *   "goretextakki" matching that word, or "goretex" with "takki" or "takit");
 * - the plain words of the language each technical word stands for.
 * An alternative of two or more words matches where all of them do.
 */
export function expandSynonyms(words: readonly string[], language: LanguageCode): ExpandedTerms {
  const joined = joinWords(words);
  const terms: string[] = [];
  const alternatives = new Map<string, string[]>();
  const add = (term: string, others: readonly string[], hasMeaning: boolean) => {
    if (!terms.includes(term)) terms.push(term);
    const all = [...new Set([...(alternatives.get(term) ?? []), ...others.filter((word) => word !== term)])];
    if (all.length > 0 || hasMeaning || alternatives.has(term)) alternatives.set(term, all);
  };
  for (let i = 0; i < joined.length; i++) {
    const word = joined[i]!;
    const next = joined[i + 1];
    // Written apart or with a hyphen ("goretex takki"), or together ("goretextakki").
    const apart = next !== undefined && word.length >= MIN_MODIFIER_LENGTH && formsOf(next, language) !== null;
    const parts = apart ? ([word, next] as const) : splitCompound(word, language);
    if (!parts) {
      add(word, meaningsOf(word, language), MEANINGS[word]?.[language] !== undefined);
      continue;
    }
    const [modifier, head] = parts;
    const forms = formsOf(head, language) ?? [head];
    const modifiers = [modifier, ...meaningsOf(modifier, language)];
    add(modifier + head, modifiers.flatMap((word) => forms.map((form) => `${word} ${form}`)), false);
    if (apart) i++;
  }
  return { terms, alternatives };
}
