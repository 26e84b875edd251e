// A small time-limited cache with a size bound, for answers keyed by what shoppers type.
// Entries expire after `ttlMs`; past `maxEntries` the oldest entry goes (Map keeps insertion
// order). A failed load is not remembered.
export interface BoundedCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createBoundedCache<T>(opts: { ttlMs: number; maxEntries: number; now?: () => number }): BoundedCache<T> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < opts.ttlMs) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now(), value });
      if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
