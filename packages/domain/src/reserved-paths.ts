// The first path segments the shop's own routes take (spec 01 §2 routes; the storefront's
// apps/web/app/routes.ts and the server's own addresses). A brand's page (/{slug}/) or a top-level
// product group must not take one, or its page would never be reached. The storefront's route
// table is checked against this list by a test (apps/web/app/routes.test.ts).
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  // The storefront's routes.
  "accounts", "ask", "bloggers", "campaigns", "catalog", "checkout", "compare", "corporate-info-form", "corporate-newsletter", "dev",
  "experiences", "faq", "flags", "forest-newsletter", "giftcampaigns", "history", "life-outdoors", "manufacturers", "menu",
  "newest", "order", "pikanouto", "product", "product-group", "reclamation", "rental", "returns", "search", "second-hand",
  "service-products", "shoe-wizard", "ski-wizard", "staff", "stores", "style-guide", "view-order", "wishlist",
  // The server's own addresses.
  "api", "admin", "assets", "builds", "media", "healthz", "readyz", "metrics", "sitemaps", "sitemap.xml", "robots.txt", "page",
];

const reserved = new Set(RESERVED_FIRST_SEGMENTS);

/** Whether `/{slug}/` is an address of the shop's own (case-insensitive). */
export function isReservedFirstSegment(slug: string): boolean {
  return reserved.has(slug.toLowerCase());
}
