import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "./checkout";

describe("checkout request", () => {
  it("fills the spec's defaults for a minimal cart", () => {
    const parsed = checkoutRequestSchema.parse({ country_code: "fi", language_code: "fi", products: [{ id: 12, amount: 2 }] });
    expect(parsed).toMatchObject({ bundles: [], gift_card_products: [], discount_codes: [], repack: false, pageName: "checkout", currency_code: "eur" });
  });

  it("refuses client prices and unknown fields", () => {
    const result = checkoutRequestSchema.safeParse({ country_code: "fi", language_code: "fi", products: [{ id: 12, amount: 1, price: 1 }] });
    expect(result.success).toBe(false);
  });

  it("takes bundle variant ids only as main model id and part variant ids joined by hyphens", () => {
    const line = { uid: "b1", bundle_id: 3, amount: 1 };
    expect(checkoutRequestSchema.safeParse({ country_code: "fi", language_code: "fi", bundles: [{ ...line, id: "10-200-300" }] }).success).toBe(true);
    expect(checkoutRequestSchema.safeParse({ country_code: "fi", language_code: "fi", bundles: [{ ...line, id: "10" }] }).success).toBe(false);
    expect(checkoutRequestSchema.safeParse({ country_code: "fi", language_code: "fi", bundles: [{ ...line, id: "10--3" }] }).success).toBe(false);
  });

  it("takes a ski wizard set by its sport instead of a bundle, never both or neither", () => {
    const line = { uid: "s1", id: "10-1-2-3", amount: 1 };
    const parse = (over: object) => checkoutRequestSchema.safeParse({ country_code: "fi", language_code: "fi", bundles: [{ ...line, ...over }] });
    expect(parse({ ski_set: "alpine" }).success).toBe(true);
    expect(parse({ ski_set: "nordic" }).success).toBe(true);
    expect(parse({ ski_set: "telemark" }).success).toBe(false);
    expect(parse({ ski_set: "alpine", bundle_id: 3 }).success).toBe(false);
    expect(parse({}).success).toBe(false);
  });

  it("takes gift card values from 10 to 10000 euros in steps of 10", () => {
    const card = (value: number) => ({ country_code: "fi", language_code: "fi", gift_card_products: [{ uid: "1", model_id: 2427, value, amount: 1 }] });
    expect(checkoutRequestSchema.safeParse(card(50)).success).toBe(true);
    expect(checkoutRequestSchema.safeParse(card(0)).success).toBe(false);
    expect(checkoutRequestSchema.safeParse(card(55)).success).toBe(false);
    expect(checkoutRequestSchema.safeParse(card(10_010)).success).toBe(false);
  });
});
