import { describe, expect, it } from "vitest";
import { orderByIds, sortProducts, sortQueryValue } from "./sort";

const item = (id: number, over: Partial<{ name: string; manufacturer: string; soldAmount: number; published: string; rating: number | null; active: number; reference: number; type: "regular" | "discount" }> = {}) => ({
  id,
  name: over.name ?? `Tuote ${id}`,
  manufacturer: over.manufacturer ?? "Merkki",
  soldAmount: over.soldAmount ?? 0,
  published: over.published ?? "2026-01-01T00:00:00.000Z",
  rating: over.rating ?? null,
  price: { active: over.active ?? 1000, reference: over.reference ?? 1000, type: over.type ?? ("regular" as const) },
});
const ids = (list: { id: number }[]) => list.map((x) => x.id);

describe("sort rules (spec 02 §5)", () => {
  const list = [
    item(1, { soldAmount: 5, published: "2026-03-01T00:00:00Z", rating: 6, active: 3000, reference: 4000, type: "discount", manufacturer: "Örn", name: "B" }),
    item(2, { soldAmount: 50, published: "2026-01-01T00:00:00Z", rating: 9, active: 1000, reference: 1000, manufacturer: "Alku", name: "Z" }),
    item(3, { soldAmount: 20, published: "2026-05-01T00:00:00Z", rating: null, active: 5000, reference: 10000, type: "discount", manufacturer: "Alku", name: "A" }),
  ];
  it("popular: most sold first", () => expect(ids(sortProducts(list, "popular"))).toEqual([2, 3, 1]));
  it("newest: latest published first", () => expect(ids(sortProducts(list, "newest"))).toEqual([3, 1, 2]));
  it("stars: best rated first, unrated last", () => expect(ids(sortProducts(list, "stars"))).toEqual([2, 1, 3]));
  it("lowest and highest by the active price", () => {
    expect(ids(sortProducts(list, "lowest"))).toEqual([2, 1, 3]);
    expect(ids(sortProducts(list, "highest"))).toEqual([3, 1, 2]);
  });
  it("alphabetical by manufacturer then name, in the language's collation", () => {
    expect(ids(sortProducts(list, "alphabetical", "fi"))).toEqual([3, 2, 1]);
  });
  it("offers: biggest percentage first, a tie prefers a non-regular price", () => {
    expect(ids(sortProducts(list, "offers"))).toEqual([3, 1, 2]);
    const tie = [item(7, { active: 900, reference: 1000, type: "regular" }), item(8, { active: 900, reference: 1000, type: "discount" })];
    expect(ids(sortProducts(tie, "offers"))).toEqual([8, 7]);
  });
  it("default keeps the list's order, and sorting is stable", () => {
    expect(ids(sortProducts(list, "default"))).toEqual([1, 2, 3]);
    const same = [item(4), item(5), item(6)];
    expect(ids(sortProducts(same, "popular"))).toEqual([4, 5, 6]);
  });
});

describe("recommended order and the sort query", () => {
  it("reorders by the given ids with unknown ids last, in their own order", () => {
    expect(ids(orderByIds([item(1), item(2), item(3), item(4)], [3, 99, 1]))).toEqual([3, 1, 2, 4]);
  });
  it("drops the sort from the address when it equals the group default", () => {
    expect(sortQueryValue("newest", "newest")).toBeNull();
    expect(sortQueryValue("newest")).toBe("newest");
  });
});
