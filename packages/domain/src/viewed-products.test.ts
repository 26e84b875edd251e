import { describe, expect, it } from "vitest";
import { addViewedProduct, parseViewedProducts, VIEWED_PRODUCTS_MAX, viewedProductsToShow } from "./viewed-products";

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

describe("viewedProductsToShow (issue 17 'recently viewed')", () => {
  const card = (id: number, extra: Record<string, unknown> = {}) => ({ path: `/p-${id}/`, id, brand: "Halti", name: `Takki ${id}`, image: `/media/p/${id}.jpg`, ...extra });

  it("shows the newest first without the product on screen, at most the given number", () => {
    const list = [card(5), card(4), card(3), card(2), card(1)];
    expect(viewedProductsToShow(list, 4, 3).map((c) => c.id)).toEqual([5, 3, 2]);
  });

  it("leaves out entries that cannot be cards: no id or name, or an image or path off this shop", () => {
    const list = [
      card(1),
      { path: "/old-entry/" },
      card(2, { image: "https://evil.example/x.jpg" }),
      card(3, { path: "//evil.example/" }),
      card(4, { name: " " }),
      card(5, { id: "5" }),
      card(6, { image: null }),
    ];
    expect(viewedProductsToShow(list, null).map((c) => c.id)).toEqual([1, 6]);
  });
});
