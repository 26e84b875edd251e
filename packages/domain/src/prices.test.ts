import { describe, expect, it } from "vitest";
import { discountPercent, discountRibbonPercent, priceDisplayKind, shownPrice, showsDiscountRibbon } from "./prices";

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
  it("rounds down to whole percent: never more off than the shopper gets (issue 17)", () => {
    expect(discountPercent(7990, 9990)).toBe(20);
    expect(discountPercent(9550, 10000)).toBe(4); // 4.5 %
    expect(discountPercent(6667, 10000)).toBe(33);
    expect(discountPercent(7000, 10000)).toBe(30); // exact percentages stay exact
    expect(discountPercent(2990, 2990 + 1010)).toBe(25); // 25.25 %
  });
  it("carries no ribbon at 4.5 % and none when the model hides its discount percentage", () => {
    expect(discountRibbonPercent(9550, 10000)).toBeNull();
    expect(showsDiscountRibbon(9550, 10000)).toBe(false);
    expect(discountRibbonPercent(9500, 10000)).toBe(5);
    expect(discountRibbonPercent(5000, 10000, false)).toBeNull();
    expect(showsDiscountRibbon(5000, 10000, false)).toBe(false);
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
