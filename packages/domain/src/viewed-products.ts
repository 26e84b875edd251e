// Recently viewed products, kept in local storage (spec 01 §3 local storage config, §9).

/** spec 01 §9: at most 60 viewed products. */
export const VIEWED_PRODUCTS_MAX = 60;

export interface ViewedProduct {
  path: string;
}

// "/tuote/x" and "/tuote/x/" are the same page (spec 01 §2: routes end with a slash).
function key(path: string): string {
  return path.replace(/\/+$/, "");
}

/**
 * spec 01 §9: the item goes first (newest first); an earlier visit of the same path is removed
 * (unique by path); the list keeps at most `max` items, dropping the oldest. Returns a new list.
 */
export function addViewedProduct<T extends ViewedProduct>(
  list: readonly T[],
  item: T,
  max = VIEWED_PRODUCTS_MAX,
): T[] {
  const itemKey = key(item.path);
  return [item, ...list.filter((viewed) => key(viewed.path) !== itemKey)].slice(0, Math.max(0, max));
}

/**
 * Reads the stored list back: local storage is user-editable and outlives deployments, so
 * anything that is not an object with a string path is dropped, duplicates after the first
 * are removed and the limit is applied again.
 */
export function parseViewedProducts(json: string | null | undefined): ViewedProduct[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const valid = parsed.filter(
    (entry): entry is ViewedProduct =>
      typeof entry === "object" && entry !== null && typeof (entry as { path?: unknown }).path === "string",
  );
  const seen = new Set<string>();
  return valid
    .filter((entry) => {
      const entryKey = key(entry.path);
      if (seen.has(entryKey)) return false;
      seen.add(entryKey);
      return true;
    })
    .slice(0, VIEWED_PRODUCTS_MAX);
}
