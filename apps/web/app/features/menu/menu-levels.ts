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

/**
 * A main group as the first paint has it (`firstPaintGroups`): without its levels and links, and
 * `menuChildCount` its menu children's count, so the bar still knows which groups open a panel.
 */
export type FirstPaintGroup = ProductGroupNode & { menuChildCount?: number };

export function hasMenuChildren(group: FirstPaintGroup): boolean {
  return menuChildren(group).length > 0 || (group.menuChildCount ?? 0) > 0;
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
 * main groups' own links (the bar, the front page's and a store's group links, the menu screen's
 * first level) and whether each opens a panel. Their levels and "shop by" links are in the whole
 * tree, fetched after hydration (`useProductGroups`); a panel opened before it has arrived shows
 * its main group's link and fills in when it comes.
 */
export function firstPaintGroups(tree: readonly ProductGroupNode[]): FirstPaintGroup[] {
  return tree.map(({ shopBy: _shopBy, ...group }) => ({ ...group, links: [], children: [], menuChildCount: menuChildren(group).length }));
}
