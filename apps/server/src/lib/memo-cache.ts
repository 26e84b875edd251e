// A small keyed cache for read-heavy reference data (resources, menus, banners). Entries live
// for `ttlMs` and the whole cache is dropped when the catalogue changes (`invalidate()`), so
// shoppers never see data older than the TTL and editors see their change at once.
export interface MemoCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function createMemoCache(ttlMs: number, now: () => number = Date.now): MemoCache {
  let entries = new Map<string, { at: number; value: Promise<unknown> }>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
      const value = load();
      const generation = entries;
      generation.set(key, { at: now(), value });
      // A failed load is not remembered: the next caller tries again.
      value.catch(() => {
        if (generation.get(key)?.value === value) generation.delete(key);
      });
      return value;
    },
    invalidate() {
      entries = new Map();
    },
  };
}
