// Menu levels (spec 01 §2 menu screen, §4): primary (main groups), secondary (group slug in the
// path: its children flagged showInMenu), tertiary (a child's slug as a bare query key). A query
// key `back` shows one level up, so a back link is the current address plus `back`.
import type { ProductGroupNode } from "@polku/domain";

export type MenuView =
  | { level: 1; items: ProductGroupNode[] }
  | { level: 2; group: ProductGroupNode; items: ProductGroupNode[] }
  | { level: 3; group: ProductGroupNode; child: ProductGroupNode; items: ProductGroupNode[] };

export const BACK_KEY = "back";

export function menuChildren(group: ProductGroupNode): ProductGroupNode[] {
  return group.children.filter((child) => child.showInMenu);
}

export function hasMenuChildren(group: ProductGroupNode): boolean {
  return menuChildren(group).length > 0;
}

export function topLevelGroups(groups: readonly ProductGroupNode[]): ProductGroupNode[] {
  return groups.filter((group) => group.showInMenu);
}

/** Bare query keys in order: "?takit&back" -> ["takit", "back"]. */
export function queryKeys(search: string): string[] {
  return [...new URLSearchParams(search).keys()];
}

/** The view for /menu/ and /menu/{slug}/?{child}[&back]; null when the slug is no main group. */
export function deriveMenuView(groups: readonly ProductGroupNode[], slug: string | undefined, search: string): MenuView | null {
  const top = topLevelGroups(groups);
  const keys = queryKeys(search);
  const back = keys.includes(BACK_KEY);
  if (!slug) return { level: 1, items: top };
  const group = top.find((candidate) => candidate.slug === slug.toLowerCase());
  if (!group) return null;
  const children = menuChildren(group);
  const child = children.find((candidate) => keys.includes(candidate.slug) && hasMenuChildren(candidate));
  if (child) {
    return back ? { level: 2, group, items: children } : { level: 3, group, child, items: menuChildren(child) };
  }
  return back ? { level: 1, items: top } : { level: 2, group, items: children };
}

/** Where a group leads in the menu: a deeper level when it has menu children, else its page. */
export function menuLevelHref(group: ProductGroupNode, child?: ProductGroupNode): string {
  return child ? `/menu/${group.slug}/?${encodeURIComponent(child.slug)}` : `/menu/${group.slug}/`;
}

/** One level up from the view, as an address (spec 01 §2: the `back` query key). */
export function menuBackHref(view: MenuView): string | null {
  if (view.level === 3) return `${menuLevelHref(view.group, view.child)}&${BACK_KEY}`;
  if (view.level === 2) return `${menuLevelHref(view.group)}?${BACK_KEY}`;
  return null;
}

/** A product group's own page. */
export function groupHref(group: Pick<ProductGroupNode, "path">): string {
  return `/${group.path.replace(/^\/+|\/+$/g, "")}/`;
}

/**
 * What the first paint of a page needs of the group tree (docs/storefront.md "Menu data"): the
 * main groups and, for each, its menu children without their own children, so the bar knows
 * which groups open a panel and a panel opened before the whole tree has arrived still lists
 * its second level. The whole tree is fetched after hydration (`useProductGroups`).
 */
export function firstPaintGroups(tree: readonly ProductGroupNode[]): ProductGroupNode[] {
  return tree.map((group) => ({
    ...group,
    links: [],
    // A child's own shop-by filters are not shown (the links are a main group's).
    children: menuChildren(group).map(({ shopBy: _shopBy, ...child }) => ({ ...child, image: null, links: [], children: [] })),
  }));
}
