// The menu's "shop by gender and activity" links (issue 12; docs/storefront.md "Shop by gender and
// activity"): a main group's page filtered with the catalogue's own checkbox-property parameters
// (spec 02 §5, docs/filters.md "The address"), e.g. /vaatteet/?sukupuoli=naiset. Which values a
// group lists is data (`ProductGroupNode.shopBy` from /api/product-groups/). Zod-free: the
// browser's menu imports it.

/** The property filters the menu offers, in menu order: gender, then activity. */
export const SHOP_BY_FILTERS = ["sukupuoli", "kayttotarkoitus"] as const;
export type ShopByFilter = (typeof SHOP_BY_FILTERS)[number];

export const isShopByFilter = (slug: string): slug is ShopByFilter => (SHOP_BY_FILTERS as readonly string[]).includes(slug);

export interface ShopByLink {
  filter: ShopByFilter;
  value: string;
  name: string;
  href: string;
}

interface ShopByGroup {
  path: string;
  shopBy?: readonly { filter: string; values: readonly { slug: string; name: string }[] }[];
}

/** The group's page with one filter value per link, gender first; none when the group has no values. */
export function shopByLinks(group: ShopByGroup): ShopByLink[] {
  const base = `/${group.path.replace(/^\/+|\/+$/g, "")}/`;
  return SHOP_BY_FILTERS.flatMap((filter) =>
    (group.shopBy?.find((entry) => entry.filter === filter)?.values ?? []).map((value) => ({
      filter,
      value: value.slug,
      name: value.name,
      href: `${base}?${filter}=${encodeURIComponent(value.slug)}`,
    })),
  );
}
