// Brand experiences' addresses (spec 01 §2 /experiences/…; docs/content.md "Experiences"): the
// hub, the products of every experience brand, and one brand's story. One home for the storefront's
// links, breadcrumbs and the server's sitemap.
export const EXPERIENCES_PATH = "/experiences/";
export const EXPERIENCE_PRODUCTS_PATH = "/experiences/products/";

/** One brand's experience page; brand slugs are matched in lower case. */
export function experiencePath(brandSlug: string): string {
  return `/experiences/${encodeURIComponent(brandSlug.toLowerCase())}/`;
}
