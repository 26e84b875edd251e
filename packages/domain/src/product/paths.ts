// Product paths (spec 02 §2): pure helpers shared by the API contract (api/product.ts) and the
// browser's API client, which must not load zod.

/** The product path as in a list item's `path` ("brand/model-slug"), lower-cased, slashes trimmed. */
export function normaliseProductPath(path: string): string {
  return path
    .split("/")
    .map((segment) => segment.trim().toLowerCase())
    .filter(Boolean)
    .join("/");
}

/** The product slug is the last path segment (spec 02 §2). */
export function productSlugFromPath(path: string): string {
  return normaliseProductPath(path).split("/").pop() ?? "";
}
