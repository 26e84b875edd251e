// Text helpers for generated content: URL slugs in every shop language, and trimming.
import { languageCodes, type LanguageCode } from "@polku/domain";

export { languageCodes, type LanguageCode };

/** One text per shop language. */
export type Texts = Record<LanguageCode, string>;

export const tr = (fi: string, sv: string, en: string, de: string, fr: string, ru: string): Texts => ({ fi, sv, en, de, fr, ru });

/** Applies `f` to every language of a Texts. */
export const mapTexts = (texts: Texts, f: (text: string, language: LanguageCode) => string): Texts =>
  Object.fromEntries(languageCodes.map((l) => [l, f(texts[l], l)])) as Texts;

const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "yo", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l", м: "m",
  н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch",
  ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
};
const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l" };

/**
 * Lower-case ASCII slug. Russian is transliterated to Latin; other letters lose their
 * diacritics (ä -> a, as in the spec's "allgemeine-geschaftsbedingungen").
 */
export function slugify(text: string): string {
  // English possessives read better joined: "Men's" -> "mens"; other apostrophes split words.
  const latin = [...text.toLowerCase().replace(/['’]s\b/g, "s")].map((ch) => CYRILLIC[ch] ?? LIGATURES[ch] ?? ch).join("");
  return latin
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Cuts at a word boundary and adds an ellipsis (spec 01 §9: meta descriptions, 150 characters). */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[ch] as string);

/** Registers slugs and makes repeats unique with -2, -3, ... (per language). */
export class SlugRegistry {
  private readonly used = new Map<string, Set<string>>();

  take(language: string, wanted: string): string {
    let set = this.used.get(language);
    if (!set) this.used.set(language, (set = new Set()));
    let slug = wanted;
    for (let n = 2; set.has(slug); n++) slug = `${wanted}-${n}`;
    set.add(slug);
    return slug;
  }
}
