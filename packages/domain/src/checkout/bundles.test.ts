import { describe, expect, it } from "vitest";
import { parseBundleVariantId } from "../product/bundle";
import { bundleLineAvailability, bundlePartVariants } from "./bundles";

const bundle = { mainModelId: 10, partModelIds: [20, 30] };
const modelOf = (variantId: number) => ({ 101: 10, 102: 10, 201: 20, 301: 30, 999: 99 })[variantId];

describe("bundle lines", () => {
  it("parses the main model id and the chosen variants", () => {
    expect(parseBundleVariantId("10-101-201-301")).toEqual({ mainModelId: 10, variantIds: [101, 201, 301] });
    expect(parseBundleVariantId("10")).toBeNull();
  });

  it("takes one variant of each of the bundle's models, in any order", () => {
    expect(bundlePartVariants(bundle, { mainModelId: 10, variantIds: [301, 101, 201] }, modelOf)).toEqual([101, 201, 301]);
  });

  it("refuses another main model, a missing or doubled model, or a variant outside the bundle", () => {
    expect(bundlePartVariants(bundle, { mainModelId: 11, variantIds: [101, 201, 301] }, modelOf)).toBeNull();
    expect(bundlePartVariants(bundle, { mainModelId: 10, variantIds: [101, 201] }, modelOf)).toBeNull();
    expect(bundlePartVariants(bundle, { mainModelId: 10, variantIds: [101, 102, 201] }, modelOf)).toBeNull();
    expect(bundlePartVariants(bundle, { mainModelId: 10, variantIds: [101, 201, 999] }, modelOf)).toBeNull();
    expect(bundlePartVariants(bundle, { mainModelId: 10, variantIds: [101, 201, 404] }, modelOf)).toBeNull();
  });

  it("is in stock only when every part is, on order only when all are, with the longest time and the fewest units", () => {
    const whole = bundleLineAvailability([
      { inStock: true, onOrder: false, shippingTimeNumber: 1, maxAmount: 4 },
      { inStock: false, onOrder: true, shippingTimeNumber: 14, maxAmount: null },
      { inStock: true, onOrder: true, shippingTimeNumber: 2, maxAmount: 2 },
    ]);
    expect(whole).toEqual({ inStock: false, onOrder: false, shippingTimeNumber: 14, maxAmount: 2 });
    expect(bundleLineAvailability([{ inStock: false, onOrder: true, shippingTimeNumber: 5, maxAmount: null }]).maxAmount).toBeNull();
  });
});
