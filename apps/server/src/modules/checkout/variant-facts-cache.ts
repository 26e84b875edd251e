// The catalogue facts of variants (names, path, brand, colour, size, type, image, tax class,
// groups, prices of a tax area) kept in memory for cart validation and order placement
// (docs/checkout.md "Caching"). An entry belongs to the `catalogue` cache version its row was
// read under (the version is read in the same statement as the row, so the two are of one
// snapshot); every write to those facts bumps the version in its transaction (bumpCacheVersion,
// and the triggers of migration 0015 on prices, models, variants and their texts). A caller
// passes the version it has just read from the database: entries of another version are never
// answered, and a newer version empties the cache. Stock is never kept here.
import type { VariantRow } from "./checkout.repository";

export interface VariantFactsCache {
  /** Rows of `ids` kept at exactly `version`, and the ids that must be read. */
  lookup(version: number, language: string, taxAreaId: number, ids: readonly number[]): { found: VariantRow[]; missing: number[] };
  /** Keeps rows read under `version` (ignored when the cache already holds a newer version). */
  store(version: number, language: string, taxAreaId: number, rows: readonly VariantRow[]): void;
  readonly size: number;
}

/** 20,000 variant facts take about 15 MB. */
export const VARIANT_FACTS_MAX_ENTRIES = 20_000;

export function createVariantFactsCache(maxEntries = VARIANT_FACTS_MAX_ENTRIES): VariantFactsCache {
  let current = -1;
  // Map order is recency: a hit moves its entry to the end, the oldest leave first.
  const entries = new Map<string, VariantRow>();
  const key = (language: string, taxAreaId: number, id: number) => `${language}:${taxAreaId}:${id}`;
  const moveTo = (version: number) => {
    if (version > current) {
      entries.clear();
      current = version;
    }
  };
  return {
    lookup(version, language, taxAreaId, ids) {
      moveTo(version);
      if (version !== current) return { found: [], missing: [...ids] };
      const found: VariantRow[] = [];
      const missing: number[] = [];
      for (const id of ids) {
        const k = key(language, taxAreaId, id);
        const row = entries.get(k);
        if (row === undefined) {
          missing.push(id);
          continue;
        }
        entries.delete(k);
        entries.set(k, row);
        found.push(row);
      }
      return { found, missing };
    },
    store(version, language, taxAreaId, rows) {
      moveTo(version);
      if (version !== current) return;
      for (const row of rows) {
        const k = key(language, taxAreaId, row.id);
        entries.delete(k);
        entries.set(k, row);
      }
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
