// Who sees the club price as their own (issue 6, spec 02 §2 club-price hint, §6): a logged-in club
// member. The checkout charges it on the same condition (checkout/repricing.ts: shopper.clubMember),
// so a price shown as the shopper's is the price they pay. A guest gets the hint with a login link;
// a logged-in customer who is not a member gets the hint with a link to join the club.

export interface ClubPriceShopper {
  isAuthenticated: boolean;
  /** The customer has a club membership (GET /api/customer/ customer.club). */
  isClubMember: boolean;
}

export interface ClubPriceAudience {
  /** The club price is shown as the shopper's own price. */
  clubPriceVisible: boolean;
  /** Which hint goes with a lower club price the shopper does not get: log in, join, or none. */
  hint: "login" | "join" | null;
}

export function clubPriceAudience(shopper: ClubPriceShopper): ClubPriceAudience {
  if (!shopper.isAuthenticated) return { clubPriceVisible: false, hint: "login" };
  if (!shopper.isClubMember) return { clubPriceVisible: false, hint: "join" };
  return { clubPriceVisible: true, hint: null };
}
