import { describe, expect, it } from "vitest";
import { filterSecondHand, secondHandFacets, secondHandPrice, secondHandSaving, sortSecondHand, type SecondHandListItem } from "./second-hand";

const item = (id: number, over: Partial<SecondHandListItem> = {}): SecondHandListItem => ({
  id,
  name: `Item ${id}`,
  manufacturer: { name: "Brand A", slug: "brand-a" },
  condition: "good",
  size: "M",
  group: { slug: "clothing", name: "Clothing" },
  price: { active: 10_000 },
  listed_at: `2026-11-${String(10 + id).padStart(2, "0")}T08:00:00.000Z`,
  ...over,
});

const items = [
  item(1, { condition: "fair", price: { active: 3_000 }, size: "L" }),
  item(2, { condition: "as_new", price: { active: 20_000 }, manufacturer: { name: "Brand B", slug: "brand-b" } }),
  item(3, { condition: "excellent", price: { active: 15_000 }, group: { slug: "skis", name: "Skis" }, size: null }),
  item(4, { condition: "good", price: { active: 8_000 }, manufacturer: { name: "Brand B", slug: "brand-b" }, size: "L" }),
];

describe("second-hand listing rules", () => {
  it("filters by group, brand, size, condition and price; values of one filter are alternatives", () => {
    expect(filterSecondHand(items, {}).map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(filterSecondHand(items, { brands: ["brand-b"] }).map((i) => i.id)).toEqual([2, 4]);
    expect(filterSecondHand(items, { sizes: ["L"], brands: ["brand-a"] }).map((i) => i.id)).toEqual([1]);
    expect(filterSecondHand(items, { conditions: ["as_new", "excellent"] }).map((i) => i.id)).toEqual([2, 3]);
    expect(filterSecondHand(items, { priceMin: 8_000, priceMax: 15_000 }).map((i) => i.id)).toEqual([3, 4]);
    expect(filterSecondHand(items, { groups: ["skis"], sizes: ["M"] })).toEqual([]);
  });

  it("sorts newest first by default order, by price both ways, by condition best first", () => {
    expect(sortSecondHand(items, "newest").map((i) => i.id)).toEqual([4, 3, 2, 1]);
    expect(sortSecondHand(items, "lowest").map((i) => i.id)).toEqual([1, 4, 3, 2]);
    expect(sortSecondHand(items, "highest").map((i) => i.id)).toEqual([2, 3, 4, 1]);
    expect(sortSecondHand(items, "condition").map((i) => i.id)).toEqual([2, 3, 4, 1]);
    expect(sortSecondHand(items, "alphabetical").map((i) => i.manufacturer.name)).toEqual(["Brand A", "Brand A", "Brand B", "Brand B"]);
  });

  it("counts each filter's options with the other filters applied and keeps chosen options", () => {
    const facets = secondHandFacets(items, { brands: ["brand-b"], sizes: ["XS"] });
    // Brands are counted with the size filter only: no item is XS.
    expect(facets.brands).toEqual([
      { value: "brand-a", label: "Brand A", count: 0 },
      { value: "brand-b", label: "Brand B", count: 0 },
    ]);
    const sizes = secondHandFacets(items, { brands: ["brand-b"] }).sizes;
    expect(sizes).toEqual([
      { value: "L", label: "L", count: 1 },
      { value: "M", label: "M", count: 1 },
    ]);
    expect(facets.sizes.find((s) => s.value === "XS")).toEqual({ value: "XS", label: "XS", count: 0 });
    expect(secondHandFacets(items, {}).conditions.map((c) => c.value)).toEqual(["as_new", "excellent", "good", "fair"]);
  });

  it("prices a used item by its grade in whole euros ending in 0 or 5, never under 5 €", () => {
    expect(secondHandPrice(39_990, "as_new")).toBe(29_500);
    expect(secondHandPrice(39_990, "good")).toBe(19_500);
    expect(secondHandPrice(39_990, "fair")).toBe(13_500);
    expect(secondHandPrice(900, "fair")).toBe(500);
    for (const price of [500, 1_999, 12_345, 89_900]) {
      for (const grade of ["as_new", "excellent", "good", "fair"] as const) {
        const used = secondHandPrice(price, grade);
        expect(used % 500).toBe(0);
        expect(used).toBeGreaterThanOrEqual(500);
      }
    }
  });

  it("measures the saving against the new price in whole percent", () => {
    expect(secondHandSaving(19_500, 39_990)).toBe(51);
    expect(secondHandSaving(40_000, 39_990)).toBe(0);
    expect(secondHandSaving(1_000, null)).toBe(0);
  });
});
