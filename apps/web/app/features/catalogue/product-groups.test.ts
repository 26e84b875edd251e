import type { ProductGroupNode } from "@polku/domain";
import { describe, expect, it } from "vitest";
import { breadcrumbGroups, descendantIds, findGroupByPath, flattenGroups, normaliseGroupPath } from "./product-groups";

const node = (id: number, path: string, children: ProductGroupNode[] = []): ProductGroupNode => ({
  id,
  name: path,
  shortName: path,
  slug: path.split("/").at(-1)!,
  path,
  showInMenu: true,
  image: null,
  children,
  links: [],
});
const tree = [node(1, "vaatteet", [node(2, "vaatteet/takit", [node(3, "vaatteet/takit/kuoritakit")])]), node(4, "kengat")];

describe("product group helpers", () => {
  it("normalises a path: lower case, no empty or outer slashes", () => {
    expect(normaliseGroupPath("/Vaatteet//Takit/")).toBe("vaatteet/takit");
  });

  it("flattens depth first and finds a group by path", () => {
    expect(flattenGroups(tree).map((g) => g.id)).toEqual([1, 2, 3, 4]);
    expect(findGroupByPath(tree, "/VAATTEET/takit/")?.id).toBe(2);
    expect(findGroupByPath(tree, "vaatteet/housut")).toBeNull();
  });

  it("builds breadcrumbs by whole-segment path prefix", () => {
    expect(breadcrumbGroups(flattenGroups(tree), "vaatteet/takit/kuoritakit").map((g) => g.id)).toEqual([1, 2, 3]);
    expect(breadcrumbGroups(flattenGroups(tree), "vaatteet-x/takit").map((g) => g.id)).toEqual([]);
  });

  it("collects descendant ids", () => {
    expect([...descendantIds(tree[0]!)]).toEqual([1, 2, 3]);
  });
});
