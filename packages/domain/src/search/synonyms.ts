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

export interface ExpandedTerms {
  /** The shopper's words, with words written apart joined. */
  terms: string[];
  /** For a term: other words that match in its place. */
  alternatives: Map<string, string[]>;
}

/**
 * The shopper's words (searchTerms) with words written apart joined ("gore tex" → "goretex")
 * and the plain words of the language each technical word stands for.
 */
export function expandSynonyms(words: readonly string[], language: LanguageCode): ExpandedTerms {
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
  const unique = [...new Set(terms)];
  const alternatives = new Map<string, string[]>();
  for (const term of unique) {
    const meaning = MEANINGS[term]?.[language];
    if (meaning) alternatives.set(term, meaning.filter((word) => word !== term));
  }
  return { terms: unique, alternatives };
}
