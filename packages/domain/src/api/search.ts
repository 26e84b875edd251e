// API contract of the shop search (docs/search.md): the result list of /search/ and the
// suggestions of the header box. Results are the catalogue's list items (spec 02 §3), so the
// search page filters and sorts them in the browser like a group page.
import { z } from "zod";
import { INT4_MAX } from "../input-safety";
import { SEARCH_QUERY_MAX_LENGTH } from "../query-limits";
import { languageCodeSchema, productListItemSchema } from "./shell";


/** At most this many results, best first; the storefront filters and sorts the whole list. */
export const SEARCH_RESULT_LIMIT = 1000;
export const SUGGEST_LIMITS = { products: 6, brands: 4, groups: 4 } as const;

/** The shopper's words: trimmed, 1 to 200 characters. */
export const searchTextSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, "Type something to search for.")
      .max(SEARCH_QUERY_MAX_LENGTH, `A search is at most ${SEARCH_QUERY_MAX_LENGTH} characters.`),
  );

// GET /api/search/?q=…&language=…&taxAreaId=…
export const searchQuerySchema = z.object({
  q: searchTextSchema,
  language: languageCodeSchema.default("fi"),
  taxAreaId: z.coerce.number().int().positive().max(INT4_MAX).default(1),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResponseSchema = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  /** Number of matching products; `results` holds the first SEARCH_RESULT_LIMIT of them. */
  total: z.number().int().nonnegative(),
  results: z.array(productListItemSchema).max(SEARCH_RESULT_LIMIT),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

// GET /api/search/suggest/?q=…&language=…
export const searchSuggestQuerySchema = z.object({
  q: searchTextSchema,
  language: languageCodeSchema.default("fi"),
});

export const productSuggestionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  /** Product path in the language, "{brand slug}/{model slug}". */
  path: z.string(),
  image: z.string().nullable(),
});
export const brandSuggestionSchema = z.object({ name: z.string(), slug: z.string() });
export const groupSuggestionSchema = z.object({ name: z.string(), path: z.string() });

export const searchSuggestResponseSchema = z.object({
  products: z.array(productSuggestionSchema).max(SUGGEST_LIMITS.products),
  brands: z.array(brandSuggestionSchema).max(SUGGEST_LIMITS.brands),
  groups: z.array(groupSuggestionSchema).max(SUGGEST_LIMITS.groups),
});
export type SearchSuggestResponse = z.infer<typeof searchSuggestResponseSchema>;

// How a shopper's search text becomes search terms. The server builds its text-search
// query from these terms only; nothing else of the raw text reaches the SQL.
/** More words than this add nothing but cost. */
export const MAX_SEARCH_TERMS = 8;
/** Longer "words" are pasted noise; they are cut, not dropped. */
export const MAX_TERM_LENGTH = 40;
/** Words shorter than this are not corrected for typos (too many near neighbours). */
export const MIN_CORRECTED_TERM_LENGTH = 4;

/**
 * Lower-cased runs of letters and digits in any script, in order, without repeats:
 * "Fjällräven  KÅNKEN-reppu!" gives ["fjällräven", "kånken", "reppu"].
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.toLowerCase().normalize("NFC").matchAll(/[\p{L}\p{N}]+/gu)) {
    const term = match[0].slice(0, MAX_TERM_LENGTH);
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === MAX_SEARCH_TERMS) break;
  }
  return terms;
}
