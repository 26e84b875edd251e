// The body of POST /api/checkout/ for a cart with the whole postcode rule (cart/validation.ts
// `checkoutRequestWith`): what the server, the checkout page and the tests use. The cart store of
// every page loads the rule only when it validates (apps/web/app/features/cart/cart-store.ts).
import type { CheckoutRequestInput } from "../api/checkout";
import type { Cart } from "./cart";
import { isCompletePostcode } from "./rules";
import { checkoutRequestWith, type CheckoutContext } from "./validation";

/** spec 01 §7: the body of POST /api/checkout/ for a cart (contract: api/checkout.ts). */
export function checkoutRequestOf(cart: Cart, context: CheckoutContext): CheckoutRequestInput {
  return checkoutRequestWith(isCompletePostcode, cart, context);
}
