// Paging of product grids (spec 02 §4, §9): start with 120 when the list holds fewer than 120
// products (so all of them), otherwise 60; each step adds 60 or the remainder.
export const PAGE_STEP = 60;
export const SMALL_LIST_LIMIT = 120;
export const LOAD_MORE_MARGIN_PX = 500;
export const BACK_TO_TOP_MIN_RESULTS = 12;

export function initialShownCount(total: number): number {
  return Math.min(total, total < SMALL_LIST_LIMIT ? SMALL_LIST_LIMIT : PAGE_STEP);
}

export function nextShownCount(shown: number, total: number): number {
  return Math.min(total, shown + PAGE_STEP);
}

export function showsBackToTop(matching: number): boolean {
  return matching > BACK_TO_TOP_MIN_RESULTS;
}

/**
 * The `shown` query (the 'Show more' link that works without JavaScript): at least the
 * initial count, at most the list; anything that is not a whole number is the initial count.
 */
export function shownFromQuery(value: string | null | undefined, total: number): number {
  const initial = initialShownCount(total);
  const n = Number(value);
  if (!value || !Number.isInteger(n)) return initial;
  return Math.min(total, Math.max(initial, n));
}
