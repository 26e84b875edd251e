import { describe, expect, it } from "vitest";
import type { ProductGroupNode, ProductListItem } from "../api/shell";
import { COMPLETE_THE_LOOK_MAX, completeTheLook, groupKinds } from "./complete-the-look";

const item = (id: number, groups: number[]) => ({ id, productGroupIds: groups }) as unknown as ProductListItem;
const jacket = { id: 1, main_group: 10 };

describe("completeTheLook (docs/product-page.md \"Complete the look\")", () => {
  it("takes also-bought models of other kinds, in also-bought order, one per kind", () => {
    const bought = [item(2, [10]), item(3, [20]), item(4, [20, 21]), item(5, [30]), item(6, [30, 31])];
    const { look, rest } = completeTheLook(jacket, bought, new Map());
    // 2 is another jacket; 4 shares a group with 3 and 6 one with 5, which came first.
    expect(look.map((i) => i.id)).toEqual([3, 5]);
    expect(rest.map((i) => i.id)).toEqual([2, 4, 6]);
  });

  it("holds at most four models and never the page's own", () => {
    const bought = [item(1, [40]), ...[2, 3, 4, 5, 6, 7].map((id) => item(id, [100 + id]))];
    const { look, rest } = completeTheLook(jacket, bought, new Map());
    expect(look).toHaveLength(COMPLETE_THE_LOOK_MAX);
    expect(look.map((i) => i.id)).toEqual([2, 3, 4, 5]);
    expect(rest.map((i) => i.id)).toEqual([1, 6, 7]);
  });

  it("is empty when nothing bought together is of another kind", () => {
    expect(completeTheLook(jacket, [item(2, [10]), item(3, [])], new Map()).look).toEqual([]);
    expect(completeTheLook(jacket, [], new Map()).look).toEqual([]);
  });
});

const node = (id: number, children: ProductGroupNode[] = []) => ({ id, children }) as unknown as ProductGroupNode;

describe("groupKinds", () => {
  // Vaatteet(1) > Takit(2) > Untuvatakit(3), Softshell(4); Vaatteet > Housut(5) > Kuorihousut(6); Retkeily(7)
  const tree = [node(1, [node(2, [node(3), node(4)]), node(5, [node(6)])]), node(7)];

  it("gives each group its branch at the second level; top-level groups are their own kind", () => {
    expect(Object.fromEntries(groupKinds(tree))).toEqual({ 1: 1, 2: 2, 3: 2, 4: 2, 5: 5, 6: 5, 7: 7 });
  });

  it("keeps another jacket out of a jacket's look and takes one model of a kind", () => {
    const downJacket = { id: 1, main_group: 3 };
    const bought = [item(10, [4]), item(11, [6]), item(12, [5]), item(13, [7])];
    const { look, rest } = completeTheLook(downJacket, bought, groupKinds(tree));
    expect(look.map((i) => i.id)).toEqual([11, 13]);
    expect(rest.map((i) => i.id)).toEqual([10, 12]);
  });
});
