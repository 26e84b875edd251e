// Recently viewed products, kept in local storage (spec 01 §3 local storage config, §9).

/** spec 01 §9: at most 60 viewed products. */
export const VIEWED_PRODUCTS_MAX = 60;

export interface ViewedProduct {
  path: string;
}

/** What the storefront keeps of a viewed product (spec 02 §3: brand, name, path, image) and its model id. */
export interface ViewedProductCard extends ViewedProduct {
  id: number;
  brand: string;
  name: string;
  /** A /media/… path, or null for a product without pictures. */
  image: string | null;
}

/** How many viewed products the product page and the cart show. */
export const VIEWED_PRODUCTS_SHOWN = 8;

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

/**
 * The entries that can be shown as cards: a positive model id, a name and brand as text, an
 * image that is a /media/ path or null (never another site's address from edited storage), and
 * a path on this shop. Others (older or edited entries) stay stored but are not shown.
 */
export function viewedProductCards(list: readonly ViewedProduct[]): ViewedProductCard[] {
  return list.filter((entry): entry is ViewedProductCard => {
    const e = entry as Partial<ViewedProductCard>;
    return (
      typeof e.id === "number" && Number.isInteger(e.id) && e.id > 0 &&
      typeof e.name === "string" && e.name.trim() !== "" &&
      typeof e.brand === "string" &&
      (e.image === null || (typeof e.image === "string" && e.image.startsWith("/media/"))) &&
      entry.path.startsWith("/") && !entry.path.startsWith("//")
    );
  });
}

/** The cards to show on a page: without the product being viewed (by id), at most `max`. */
export function viewedProductsToShow(list: readonly ViewedProduct[], exceptModelId: number | null, max = VIEWED_PRODUCTS_SHOWN): ViewedProductCard[] {
  return viewedProductCards(list).filter((card) => card.id !== exceptModelId).slice(0, max);
}
