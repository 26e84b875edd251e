import { describe, expect, it } from "vitest";
import type { ProductListItem } from "../api/shell";
import { COMPLETE_THE_LOOK_MAX, completeTheLook } from "./complete-the-look";

const item = (id: number, groups: number[]) => ({ id, productGroupIds: groups }) as unknown as ProductListItem;
const jacket = { id: 1, main_group: 10 };

describe("completeTheLook (docs/product-page.md \"Complete the look\")", () => {
  it("takes also-bought models of other kinds, in also-bought order, one per kind", () => {
    const bought = [item(2, [10]), item(3, [20]), item(4, [20, 21]), item(5, [30]), item(6, [30, 31])];
    const { look, rest } = completeTheLook(jacket, bought);
    // 2 is another jacket; 4 shares a group with 3 and 6 one with 5, which came first.
    expect(look.map((i) => i.id)).toEqual([3, 5]);
    expect(rest.map((i) => i.id)).toEqual([2, 4, 6]);
  });

  it("holds at most four models and never the page's own", () => {
    const bought = [item(1, [40]), ...[2, 3, 4, 5, 6, 7].map((id) => item(id, [100 + id]))];
    const { look, rest } = completeTheLook(jacket, bought);
    expect(look).toHaveLength(COMPLETE_THE_LOOK_MAX);
    expect(look.map((i) => i.id)).toEqual([2, 3, 4, 5]);
    expect(rest.map((i) => i.id)).toEqual([1, 6, 7]);
  });

  it("is empty when nothing bought together is of another kind", () => {
    expect(completeTheLook(jacket, [item(2, [10]), item(3, [])]).look).toEqual([]);
    expect(completeTheLook(jacket, []).look).toEqual([]);
  });
});
