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

// spec 02 §2 links /checkout/?customer_required=1: the checkout that asks the shopper to log in
// first. A guest who adds a product with a club price lower than the price they pay is offered
// it beside the plain checkout link, so the cart is paid at club prices; the cart page with the
// query asks a guest to log in (or to go on without) before 'Continue to payment'.
export const CHECKOUT_PATH = "/checkout/";
export const CUSTOMER_REQUIRED_CHECKOUT_PATH = "/checkout/?customer_required=1";

/** The customer-required checkout link for a guest who would pay less logged in; else null. */
export function customerRequiredCheckoutLink(shopper: ClubPriceShopper, prices: { active: number; club: number | null }): string | null {
  if (clubPriceAudience(shopper).hint !== "login") return null;
  return prices.club !== null && prices.club < prices.active ? CUSTOMER_REQUIRED_CHECKOUT_PATH : null;
}

/** The cart page's `customer_required` query value asks for a customer and the shopper is a guest: log in first. */
export function checkoutAsksLogin(customerRequired: string | null, shopper: Pick<ClubPriceShopper, "isAuthenticated">): boolean {
  return customerRequired === "1" && !shopper.isAuthenticated;
}
