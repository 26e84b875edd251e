import { describe, expect, it } from "vitest";
import { discountPercent, priceDisplayKind, shownPrice, showsDiscountRibbon } from "./prices";

const base = { active: 10000, club: null, regular: 10000, discount_free: 10000 };

describe("priceDisplayKind (spec 02 §4)", () => {
  it("outlet wins whenever the model is flagged", () => {
    expect(priceDisplayKind({ ...base, active: 5000 }, { outlet: true })).toBe("outlet");
  });
  it("is a discount when the active price is below the regular price", () => {
    expect(priceDisplayKind({ ...base, active: 8000 })).toBe("discount");
  });
  it("is not a discount when discounts are not allowed", () => {
    expect(priceDisplayKind({ ...base, active: 8000, discount_free: 8000 }, { discountsAllowed: false })).toBe("normal");
  });
  it("prefers the club price when it is lower and visible to the shopper", () => {
    const prices = { ...base, active: 8000, club: 7000 };
    expect(priceDisplayKind(prices, { clubPriceVisible: true })).toBe("club");
    expect(shownPrice(prices, { clubPriceVisible: true })).toBe(7000);
  });
  it("hides the club price from guests", () => {
    const prices = { ...base, club: 7000 };
    expect(priceDisplayKind(prices)).toBe("normal");
    expect(shownPrice(prices)).toBe(10000);
  });
  it("is an outdoor price when the active price is below the discount-free price", () => {
    expect(priceDisplayKind({ ...base, discount_free: 12000 })).toBe("outdoor");
  });
  it("is normal otherwise", () => {
    expect(priceDisplayKind(base)).toBe("normal");
  });
});

describe("discount ribbon (spec 02 §5)", () => {
  it("rounds to whole percent", () => {
    expect(discountPercent(7990, 9990)).toBe(20);
  });
  it("shows only from 5 %", () => {
    expect(showsDiscountRibbon(9600, 10000)).toBe(false);
    expect(showsDiscountRibbon(9500, 10000)).toBe(true);
  });
  it("is zero for a price at or above the reference", () => {
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
  });
});
