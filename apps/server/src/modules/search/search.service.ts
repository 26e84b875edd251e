// Use cases of the shop search: the result list of /search/ and the header box's suggestions.
// Answers are memoised briefly per language, tax area and normalised text (a bounded cache:
// shoppers type endless variations).
import type { Database } from "@polku/db";
import { expandSynonyms, SEARCH_RESULT_LIMIT, searchTerms, type LanguageCode, type SearchResponse, type SearchSuggestResponse } from "@polku/domain";
import { badRequest } from "../../http/errors";
import { loadListItems } from "../products";
import { createBoundedCache } from "./bounded-cache";
import { onScopeChange } from "../../lib/cache-version";
import { buildTsQuery, corrections, groupNamesFromOtherLanguages, searchModels, suggestBrands, suggestGroups, suggestProducts, taxAreaExists } from "./search.repository";

const CACHE_TTL_MS = 60_000;

export function createSearchService(db: Database) {
  // Parsed results by search terms (spellings that split into the same words share them); the
  // routes keep the serialised answers, so a few dozen are enough here.
  const results = createBoundedCache<Omit<SearchResponse, "query">>({ ttlMs: CACHE_TTL_MS, maxEntries: 32 });
  const suggestions = createBoundedCache<SearchSuggestResponse>({ ttlMs: CACHE_TTL_MS, maxEntries: 2000 });
  const taxAreas = createBoundedCache<boolean>({ ttlMs: CACHE_TTL_MS, maxEntries: 100 });
  // Results carry prices and names: a catalogue change (here or announced by another process) drops them.
  const unsubscribe = onScopeChange("catalogue", () => {
    results.clear();
    suggestions.clear();
    taxAreas.clear();
  });

  return {
    /** Stops following catalogue changes (the app closes). */
    close: unsubscribe,
    async search(query: string, language: LanguageCode, taxAreaId: number): Promise<SearchResponse> {
      if (!(await taxAreas.get(String(taxAreaId), () => taxAreaExists(db, taxAreaId)))) {
        throw badRequest({ taxAreaId: ["Unknown tax area."] });
      }
      // Words written apart joined, technical words with their plain ones (docs/search.md "Synonyms").
      const { terms, alternatives: synonyms } = expandSynonyms(searchTerms(query), language);
      if (terms.length === 0) return { query, total: 0, results: [] };
      const key = `${language}:${taxAreaId}:${terms.join(" ")}`;
      const found = await results.get(key, async () => {
        const [typos, groupNames] = await Promise.all([corrections(db, terms, language), groupNamesFromOtherLanguages(db, terms, language)]);
        const alternatives = new Map<string, string[]>();
        for (const term of terms) {
          const words = [...(synonyms.get(term) ?? []), ...(groupNames.get(term) ?? []), ...(typos.get(term) ?? [])];
          if (words.length > 0) alternatives.set(term, [...new Set(words)]);
        }
        const tsQuery = buildTsQuery(terms, alternatives, language);
        const matches = await searchModels(db, { tsQuery, text: terms.join(" "), language, taxAreaId, limit: SEARCH_RESULT_LIMIT });
        const items = await loadListItems(db, matches.ids, language, taxAreaId);
        return { total: matches.total, results: items };
      });
      return { query, ...found };
    },

    async suggest(query: string, language: LanguageCode): Promise<SearchSuggestResponse> {
      const terms = searchTerms(query);
      if (terms.length === 0) return { products: [], brands: [], groups: [] };
      const text = terms.join(" ");
      return suggestions.get(`${language}:${text}`, async () => {
        const [products, brands, groups] = await Promise.all([
          suggestProducts(db, terms, text, language),
          suggestBrands(db, text),
          suggestGroups(db, text, language),
        ]);
        return { products, brands, groups };
      });
    },
  };
}
