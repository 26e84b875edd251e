import type { ProductGroupNode } from "@polku/domain";
import { describe, expect, it } from "vitest";
import { deriveMenuView, firstPaintGroups, groupHref, hasMenuChildren, menuBackHref, menuLevelHref } from "./menu-levels";

function node(slug: string, path: string, children: ProductGroupNode[] = [], showInMenu = true): ProductGroupNode {
  return { id: path.length, name: slug, shortName: slug, slug, path, showInMenu, image: null, children, links: [] };
}

const groups = [
  node("vaatteet", "vaatteet", [
    node("takit", "vaatteet/takit", [node("kuoritakit", "vaatteet/takit/kuoritakit"), node("piilo", "vaatteet/takit/piilo", [], false)]),
    node("housut", "vaatteet/housut"),
    node("piilotettu", "vaatteet/piilotettu", [node("x", "vaatteet/piilotettu/x")], false),
  ]),
  node("retkeily", "retkeily"),
  node("arkisto", "arkisto", [], false),
];

describe("deriveMenuView", () => {
  it("shows the main groups flagged for the menu on /menu/", () => {
    const view = deriveMenuView(groups, undefined, "");
    expect(view?.level).toBe(1);
    expect(view?.items.map((g) => g.slug)).toEqual(["vaatteet", "retkeily"]);
  });

  it("shows a group's menu children on /menu/{slug}/", () => {
    const view = deriveMenuView(groups, "vaatteet", "");
    expect(view).toMatchObject({ level: 2, group: { slug: "vaatteet" } });
    expect(view?.items.map((g) => g.slug)).toEqual(["takit", "housut"]);
  });

  it("shows the third level for a child slug given as a bare query key", () => {
    const view = deriveMenuView(groups, "vaatteet", "?takit");
    expect(view).toMatchObject({ level: 3, group: { slug: "vaatteet" }, child: { slug: "takit" } });
    expect(view?.items.map((g) => g.slug)).toEqual(["kuoritakit"]);
  });

  it("goes one level up with the back key", () => {
    expect(deriveMenuView(groups, "vaatteet", "?takit&back")?.level).toBe(2);
    expect(deriveMenuView(groups, "vaatteet", "?back")?.level).toBe(1);
  });

  it("ignores unknown keys, leaf children and children hidden from the menu", () => {
    expect(deriveMenuView(groups, "vaatteet", "?utm_source=x")?.level).toBe(2);
    expect(deriveMenuView(groups, "vaatteet", "?housut")?.level).toBe(2);
    expect(deriveMenuView(groups, "vaatteet", "?piilotettu")?.level).toBe(2);
  });

  it("matches the slug case-insensitively and refuses unknown or hidden main groups", () => {
    expect(deriveMenuView(groups, "VAATTEET", "")?.level).toBe(2);
    expect(deriveMenuView(groups, "nope", "")).toBeNull();
    expect(deriveMenuView(groups, "arkisto", "")).toBeNull();
  });
});

describe("menu addresses", () => {
  const [clothes] = groups;
  const jackets = clothes!.children[0]!;

  it("builds level and back links that end with a slash before the query", () => {
    expect(menuLevelHref(clothes!)).toBe("/menu/vaatteet/");
    expect(menuLevelHref(clothes!, jackets)).toBe("/menu/vaatteet/?takit");
    expect(menuBackHref({ level: 3, group: clothes!, child: jackets, items: [] })).toBe("/menu/vaatteet/?takit&back");
    expect(menuBackHref({ level: 2, group: clothes!, items: [] })).toBe("/menu/vaatteet/?back");
    expect(menuBackHref({ level: 1, items: [] })).toBeNull();
  });

  it("links a group to its page path", () => {
    expect(groupHref(jackets)).toBe("/vaatteet/takit/");
  });
});

describe("firstPaintGroups", () => {
  it("keeps the main groups' own links, without their levels", () => {
    const first = firstPaintGroups(groups);
    expect(first.map((g) => g.slug)).toEqual(["vaatteet", "retkeily", "arkisto"]);
    expect(first.every((group) => group.children.length === 0 && group.links.length === 0 && group.shopBy === undefined)).toBe(true);
    // The bar still knows which groups open a panel.
    expect(first.map(hasMenuChildren)).toEqual(groups.map(hasMenuChildren));
    expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(groups).length);
  });
});
