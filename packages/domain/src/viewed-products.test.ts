import { describe, expect, it } from "vitest";
import { addViewedProduct, parseViewedProducts, VIEWED_PRODUCTS_MAX } from "./viewed-products";

const item = (n: number) => ({ path: `/tuote-${n}/`, name: `Tuote ${n}` });

describe("addViewedProduct (spec 01 §9)", () => {
  it("puts the newest first", () => {
    expect(addViewedProduct([item(1)], item(2)).map((viewed) => viewed.path)).toEqual(["/tuote-2/", "/tuote-1/"]);
  });

  it("keeps each path once, moving a revisited product to the front", () => {
    const list = [item(3), item(2), item(1)];
    expect(addViewedProduct(list, item(1)).map((viewed) => viewed.path)).toEqual(["/tuote-1/", "/tuote-3/", "/tuote-2/"]);
    expect(addViewedProduct(list, { path: "/tuote-2", name: "Tuote 2" })).toHaveLength(3);
  });

  it("keeps at most 60, dropping the oldest", () => {
    const full = Array.from({ length: VIEWED_PRODUCTS_MAX }, (_, index) => item(index));
    const next = addViewedProduct(full, item(100));
    expect(VIEWED_PRODUCTS_MAX).toBe(60);
    expect(next).toHaveLength(60);
    expect(next[0]?.path).toBe("/tuote-100/");
    expect(next.at(-1)?.path).toBe("/tuote-58/");
  });

  it("does not change the list it was given", () => {
    const list = [item(1)];
    addViewedProduct(list, item(2));
    expect(list).toEqual([item(1)]);
  });
});

describe("parseViewedProducts", () => {
  it("reads the stored list, dropping broken entries and duplicates", () => {
    const json = JSON.stringify([item(1), { name: "no path" }, null, item(2), item(1), "x"]);
    expect(parseViewedProducts(json).map((viewed) => viewed.path)).toEqual(["/tuote-1/", "/tuote-2/"]);
  });

  it("gives an empty list for missing or unreadable storage", () => {
    expect(parseViewedProducts(null)).toEqual([]);
    expect(parseViewedProducts("{oops")).toEqual([]);
    expect(parseViewedProducts('{"path": "/x/"}')).toEqual([]);
  });
});
