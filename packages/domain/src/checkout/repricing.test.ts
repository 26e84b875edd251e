import { describe, expect, it } from "vitest";
import { giftCardUnitPrice, repriceBundle, repriceLine } from "./repricing";

const prices = { active: 8_000, club: 7_000, regular: 10_000, discount_free: 10_000 };

describe("line repricing", () => {
  it("gives a club member the lower club price and a guest the active price", () => {
    expect(repriceLine({ prices, outlet: false, discountsAllowed: true }, { clubMember: true })).toEqual({ unitPrice: 7_000, regularUnitPrice: 10_000, priceType: "club" });
    expect(repriceLine({ prices, outlet: false, discountsAllowed: true }, { clubMember: false })).toEqual({ unitPrice: 8_000, regularUnitPrice: 10_000, priceType: "discount" });
  });

  it("keeps the active price for a member when the club price is not lower", () => {
    expect(repriceLine({ prices: { ...prices, club: 9_000 }, outlet: false, discountsAllowed: true }, { clubMember: true })?.unitPrice).toBe(8_000);
  });

  it("charges outlet models the active price, labelled outlet, even for members", () => {
    expect(repriceLine({ prices, outlet: true, discountsAllowed: true }, { clubMember: true })).toEqual({ unitPrice: 8_000, regularUnitPrice: 10_000, priceType: "outlet" });
  });

  it("refuses to price a variant without a price in the tax area", () => {
    expect(repriceLine({ prices: null, outlet: false, discountsAllowed: true }, { clubMember: true })).toBeNull();
  });

  it("prices a bundle as a whole and a gift card at its face value", () => {
    expect(repriceBundle({ active: 45_000, regular: 52_000 })).toEqual({ unitPrice: 45_000, regularUnitPrice: 52_000, priceType: "discount" });
    expect(repriceBundle(null)).toBeNull();
    expect(giftCardUnitPrice(50)).toBe(5_000);
  });
});
