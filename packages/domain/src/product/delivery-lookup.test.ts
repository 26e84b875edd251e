import { describe, expect, it } from "vitest";
import { deliveryLookup, deliveryLookupVariantId } from "./delivery-lookup";

const variants = [
  { id: 11, color: { slug: "musta" } },
  { id: 12, color: { slug: "musta" } },
  { id: 21, color: { slug: "punainen" } },
];

describe("deliveryLookupVariantId", () => {
  it("asks about the chosen variant", () => {
    expect(deliveryLookupVariantId(variants, 12, { colour: "musta" })).toBe(12);
    expect(deliveryLookupVariantId(variants, 21, { colour: "punainen" })).toBe(21);
  });

  it("asks about the chosen colour's first variant while no size is chosen (placeholder -1)", () => {
    expect(deliveryLookupVariantId(variants, -1, { colour: "punainen" })).toBe(21);
    expect(deliveryLookupVariantId(variants, -1, { colour: "musta" })).toBe(11);
  });

  it("falls back to the model's first variant, and to none without variants", () => {
    expect(deliveryLookupVariantId(variants, -1, { colour: null })).toBe(11);
    expect(deliveryLookupVariantId(variants, 999, { colour: "sininen" })).toBe(11);
    expect(deliveryLookupVariantId([], -1, { colour: null })).toBeNull();
  });
});

describe("deliveryLookup", () => {
  it("looks up exactly 5 digits only (spec 02 §5)", () => {
    expect(deliveryLookup("00100", 11)).toEqual({ postalCode: "00100", variantId: 11 });
    expect(deliveryLookup("0010", 11)).toBeNull();
    expect(deliveryLookup("", 11)).toBeNull();
    expect(deliveryLookup("001000", 11)).toBeNull();
    expect(deliveryLookup("0010a", 11)).toBeNull();
  });

  it("makes no call without a variant", () => {
    expect(deliveryLookup("00100", null)).toBeNull();
  });
});
