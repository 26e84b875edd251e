// Grid size preference (spec 02 §3 client preference, §4 grid size): 'default' or 'extended'
// (compact cards), kept in a cookie for a year that the server reads for the first render.
export const GRID_SIZES = ["default", "extended"] as const;
export type GridSize = (typeof GRID_SIZES)[number];

export const GRID_SIZE_COOKIE = "grid_size";
/** spec 02 §9: 31536000 s. */
export const GRID_SIZE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * spec 02 §3: the server also reads the preference from a request header (a native app's web
 * view or an edge that knows the device sends it). Shared caches vary by it.
 */
export const GRID_SIZE_HEADER = "x-grid-size";

export function parseGridSize(value: string | null | undefined): GridSize {
  return value === "extended" ? "extended" : "default";
}

const isGridSize = (value: string | null | undefined): value is GridSize => (GRID_SIZES as readonly string[]).includes(value?.trim() ?? "");

/**
 * The grid size of a request (spec 02 §3, §4): the cookie (the shopper's own choice) when it
 * holds a known value, else the header's, else 'default'.
 */
export function requestGridSize(cookieValue: string | null | undefined, headerValue: string | null | undefined): GridSize {
  if (isGridSize(cookieValue)) return cookieValue.trim() as GridSize;
  if (isGridSize(headerValue)) return headerValue.trim() as GridSize;
  return "default";
}
