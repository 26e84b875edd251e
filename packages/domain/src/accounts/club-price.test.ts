import { describe, expect, it } from "vitest";
import { productPriceView } from "../product/price-view";
import { cardPriceKind } from "../catalogue/card";
import { checkoutAsksLogin, clubPriceAudience, customerRequiredCheckoutLink } from "./club-price";

const prices = { active: 10000, regular: 12000, club: 8900, discount_free: 0, type: "discount" as const, lowest_price_30_days: null };

describe("clubPriceAudience", () => {
  it("shows the club price as their own to every logged-in customer, member of the club or not (spec 02 §4, §6)", () => {
    expect(clubPriceAudience({ isAuthenticated: true, isClubMember: true })).toEqual({ clubPriceVisible: true, hint: null });
    expect(clubPriceAudience({ isAuthenticated: true, isClubMember: false })).toEqual({ clubPriceVisible: true, hint: null });
  });

  it("gives a guest the hint to log in", () => {
    expect(clubPriceAudience({ isAuthenticated: false, isClubMember: false })).toEqual({ clubPriceVisible: false, hint: "login" });
    // A stale membership flag without a login counts for nothing.
    expect(clubPriceAudience({ isAuthenticated: false, isClubMember: true })).toEqual({ clubPriceVisible: false, hint: "login" });
  });

  it("decides the amount a product page shows and the card's price kind", () => {
    const member = clubPriceAudience({ isAuthenticated: true, isClubMember: true });
    const customer = clubPriceAudience({ isAuthenticated: true, isClubMember: false });
    const guest = clubPriceAudience({ isAuthenticated: false, isClubMember: false });
    const show = { outlet: false, showDiscount: true };
    expect(productPriceView(prices, { ...show, clubPriceVisible: member.clubPriceVisible })).toMatchObject({ kind: "club", amount: 8900, clubHint: null });
    expect(productPriceView(prices, { ...show, clubPriceVisible: customer.clubPriceVisible })).toMatchObject({ kind: "club", amount: 8900, clubHint: null });
    expect(productPriceView(prices, { ...show, clubPriceVisible: guest.clubPriceVisible })).toMatchObject({ kind: "discount", amount: 10000, clubHint: 8900 });
    expect(cardPriceKind("discount", { outletPage: false, clubPriceVisible: customer.clubPriceVisible, hasClubPrice: true })).toBe("club");
    expect(cardPriceKind("discount", { outletPage: false, clubPriceVisible: guest.clubPriceVisible, hasClubPrice: true })).toBe("discount");
  });

  it("offers a guest the customer-required checkout only when the club price is lower (spec 02 §2)", () => {
    const guest = { isAuthenticated: false, isClubMember: false };
    expect(customerRequiredCheckoutLink(guest, { active: 10000, club: 8900 })).toBe("/checkout/?customer_required=1");
    expect(customerRequiredCheckoutLink(guest, { active: 10000, club: 10000 })).toBeNull();
    expect(customerRequiredCheckoutLink(guest, { active: 10000, club: null })).toBeNull();
    expect(customerRequiredCheckoutLink({ isAuthenticated: true, isClubMember: false }, { active: 10000, club: 8900 })).toBeNull();
  });

  it("the cart page asks a guest to log in when its query says customer_required=1", () => {
    expect(checkoutAsksLogin("1", { isAuthenticated: false })).toBe(true);
    expect(checkoutAsksLogin("1", { isAuthenticated: true })).toBe(false);
    expect(checkoutAsksLogin("0", { isAuthenticated: false })).toBe(false);
    expect(checkoutAsksLogin(null, { isAuthenticated: false })).toBe(false);
  });
});
