import { describe, expect, it } from "vitest";
import { bundleAvailability, bundleNeedsChoice, bundleVariantId, initialBundleChoice, isBundleOrderable, parseBundleVariantId, type BundlePartVariant } from "./bundle";

const store = (slug: string, nouto = true, pikanouto = true) => ({ slug, nouto, pikanouto });
const part = (over: Partial<BundlePartVariant> = {}): BundlePartVariant => ({
  id: 1,
  inStock: true,
  onOrder: true,
  shipping_time: { number: 2 },
  inStockStores: [store("helsinki"), store("verkkokauppa")],
  blockedStock: false,
  ...over,
});

describe("bundleVariantId", () => {
  it("joins the main model id and the part variant ids with hyphens", () => {
    expect(bundleVariantId(812, [10431, 20977])).toBe("812-10431-20977");
    expect(bundleVariantId(5, [7])).toBe("5-7");
  });
  it("exists only when every model has a chosen variant", () => {
    expect(bundleVariantId(812, [10431, null])).toBeNull();
    expect(bundleVariantId(812, [undefined, 3])).toBeNull();
    expect(bundleVariantId(812, [])).toBeNull();
    // The placeholder variant (-1) and 0 are not choices.
    expect(bundleVariantId(812, [-1, 3])).toBeNull();
    expect(bundleVariantId(812, [0, 3])).toBeNull();
  });
  it("reads back what it wrote", () => {
    expect(parseBundleVariantId("812-10431-20977")).toEqual({ mainModelId: 812, variantIds: [10431, 20977] });
    expect(parseBundleVariantId("812")).toBeNull();
    expect(parseBundleVariantId("812--3")).toBeNull();
    expect(parseBundleVariantId("a-3")).toBeNull();
  });
});

describe("bundleAvailability", () => {
  it("is none until every part is chosen", () => {
    expect(bundleAvailability([part(), null])).toBeNull();
    expect(bundleAvailability([])).toBeNull();
  });
  it("is in stock only if all parts are, on order only if all are", () => {
    expect(bundleAvailability([part(), part()])).toMatchObject({ inStock: true, onOrder: true });
    expect(bundleAvailability([part(), part({ inStock: false })])).toMatchObject({ inStock: false, onOrder: true });
    expect(bundleAvailability([part({ onOrder: false }), part()])).toMatchObject({ inStock: true, onOrder: false });
  });
  it("ships with the slowest part", () => {
    expect(bundleAvailability([part({ shipping_time: { number: 2 } }), part({ shipping_time: { number: 14 } }), part({ shipping_time: { number: 5 } })])?.shippingTimeNumber).toBe(14);
  });
  it("ANDs the store pickup flags and keeps only stores every part lists", () => {
    const a = part({ inStockStores: [store("helsinki", true, true), store("tampere", true, true), store("oulu", true, false)] });
    const b = part({ inStockStores: [store("oulu", true, true), store("helsinki", true, false)] });
    expect(bundleAvailability([a, b])?.inStockStores).toEqual([store("helsinki", true, false), store("oulu", true, false)]);
  });
  it("carries blocked stock of any part", () => {
    expect(bundleAvailability([part(), part({ blockedStock: true })])?.blockedStock).toBe(true);
    expect(bundleAvailability([part(), part()])?.blockedStock).toBe(false);
  });
  it("is orderable when all parts are in stock or all are on order", () => {
    expect(isBundleOrderable(bundleAvailability([part({ onOrder: false }), part({ onOrder: false })]))).toBe(true);
    expect(isBundleOrderable(bundleAvailability([part({ inStock: false }), part({ inStock: false })]))).toBe(true);
    // One only in stock, the other only on order: neither holds for all parts.
    expect(isBundleOrderable(bundleAvailability([part({ onOrder: false }), part({ inStock: false })]))).toBe(false);
    expect(isBundleOrderable(null)).toBe(false);
  });
});

describe("bundle choices", () => {
  it("starts a model with its only variant, or the page's choice when it is the model's", () => {
    expect(initialBundleChoice([4])).toBe(4);
    expect(initialBundleChoice([4, 5], 5)).toBe(5);
    expect(initialBundleChoice([4, 5], 9)).toBeNull();
    expect(initialBundleChoice([4, 5])).toBeNull();
  });
  it("needs a choice only when some model has more than one variant", () => {
    expect(bundleNeedsChoice([{ variantCount: 1 }, { variantCount: 1 }])).toBe(false);
    expect(bundleNeedsChoice([{ variantCount: 1 }, { variantCount: 3 }])).toBe(true);
  });
});
