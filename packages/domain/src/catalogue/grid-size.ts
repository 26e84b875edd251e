// Grid size preference (spec 02 §3 client preference, §4 grid size): 'default' or 'extended'
// (compact cards), kept in a cookie for a year that the server reads for the first render.
export const GRID_SIZES = ["default", "extended"] as const;
export type GridSize = (typeof GRID_SIZES)[number];

export const GRID_SIZE_COOKIE = "grid_size";
/** spec 02 §9: 31536000 s. */
export const GRID_SIZE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

export function parseGridSize(value: string | null | undefined): GridSize {
  return value === "extended" ? "extended" : "default";
}
