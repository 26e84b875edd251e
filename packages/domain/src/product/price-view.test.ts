import { describe, expect, it } from "vitest";
import { productPriceView, propertyDisplayName, propertyDisplayValue, showsLowestPrice, vatPercent, type ProductPriceFacts } from "./price-view";

const prices = (extra: Partial<ProductPriceFacts>): ProductPriceFacts => ({
  active: 10000,
  regular: 10000,
  club: null,
  discount_free: 10000,
  type: "regular",
  lowest_price_30_days: null,
  ...extra,
});
const guest = { outlet: false, clubPriceVisible: false, showDiscount: true };

describe("productPriceView", () => {
  it("is normal without a reference price", () => {
    expect(productPriceView(prices({}), guest)).toEqual({ kind: "normal", amount: 10000, reference: null, clubHint: null });
  });
  it("strikes the regular price through for a discount", () => {
    expect(productPriceView(prices({ active: 7990, type: "discount" }), guest)).toEqual({ kind: "discount", amount: 7990, reference: 10000, clubHint: null });
  });
  it("never shows a club price as a guest's own, but hints at it", () => {
    const view = productPriceView(prices({ club: 8990, type: "club" }), guest);
    expect(view).toEqual({ kind: "normal", amount: 10000, reference: null, clubHint: 8990 });
  });
  it("shows the club price to a logged-in member", () => {
    expect(productPriceView(prices({ club: 8990 }), { outlet: false, clubPriceVisible: true, showDiscount: true })).toEqual({ kind: "club", amount: 8990, reference: 10000, clubHint: null });
  });
  it("follows show_discount_percentage as the cards do: without it a lower price is no 'discount' (issue 17)", () => {
    const lower = prices({ active: 7990, discount_free: 8990, type: "outdoor" });
    expect(productPriceView(lower, { ...guest, showDiscount: false })).toMatchObject({ kind: "outdoor", amount: 7990 });
    expect(productPriceView(lower, guest)).toMatchObject({ kind: "discount", amount: 7990, reference: 10000 });
    expect(productPriceView(prices({ active: 7990, discount_free: 7990 }), { ...guest, showDiscount: false }).kind).toBe("normal");
  });
  it("is outdoor below the discount-free price, and outlet when flagged", () => {
    expect(productPriceView(prices({ active: 9000, regular: 9000, discount_free: 10000 }), guest).kind).toBe("outdoor");
    expect(productPriceView(prices({ active: 6000, type: "discount" }), { outlet: true, clubPriceVisible: false, showDiscount: true })).toMatchObject({ kind: "outlet", reference: 10000 });
  });
});

describe("price notes", () => {
  it("shows the 30-day lowest price only for delivery to Finland", () => {
    expect(showsLowestPrice("FI", 5000)).toBe(true);
    expect(showsLowestPrice("fi", 5000)).toBe(true);
    expect(showsLowestPrice("SE", 5000)).toBe(false);
    expect(showsLowestPrice("FI", null)).toBe(false);
  });
  it("hides the VAT line when the rate is unknown", () => {
    expect(vatPercent({ percentage: 25.5 })).toBe(25.5);
    expect(vatPercent(null)).toBeNull();
  });
});

describe("property values", () => {
  it("suffixes a whole number with the unit", () => {
    expect(propertyDisplayValue({ name: "Paino", unit: "g", value: "850" })).toBe("850 g");
    expect(propertyDisplayValue({ name: "Vesipilari (mm)", unit: null, value: "20000" })).toBe("20000 mm");
  });
  it("leaves decimals and texts alone", () => {
    expect(propertyDisplayValue({ name: "Paino", unit: "kg", value: "1.2" })).toBe("1.2");
    expect(propertyDisplayValue({ name: "Materiaali", unit: null, value: "merinovilla" })).toBe("merinovilla");
    expect(propertyDisplayName("Paino (g)")).toBe("Paino");
  });
});
