// Who sees the club price as their own (spec 02 §1, §4 "used only for logged-in users", §6
// "Logged-in customer: club price"): every logged-in customer, member of the club or not. The
// checkout charges it on the same condition (checkout/validate-cart.ts: a shopper is logged in),
// so a price shown as the shopper's is the price they pay. A guest gets the hint with a login
// link. The club membership itself (member number, card) stays for members.

export interface ClubPriceShopper {
  isAuthenticated: boolean;
  /** The customer has a club membership (GET /api/customer/ customer.club). */
  isClubMember: boolean;
}

export interface ClubPriceAudience {
  /** The club price is shown as the shopper's own price. */
  clubPriceVisible: boolean;
  /** Which hint goes with a lower club price the shopper does not get: log in, or none. */
  hint: "login" | null;
}

export function clubPriceAudience(shopper: ClubPriceShopper): ClubPriceAudience {
  if (!shopper.isAuthenticated) return { clubPriceVisible: false, hint: "login" };
  return { clubPriceVisible: true, hint: null };
}
