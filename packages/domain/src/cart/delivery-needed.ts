// Whether a purchase goes through the delivery step (docs/rental.md "Rental-only checkout"). A
// rental is picked up at its store and returned there, so a cart of rentals and nothing else
// needs no address, postcode or delivery method: the cart page and the payment page leave that
// step out, and the checkout and the order placement accept the form without it. The browser
// and the server read it from the same lines with this one rule.

/** How many lines of each kind a cart or a checkout request holds. */
export interface LineCounts {
  products: number;
  bundles: number;
  giftCardProducts: number;
  rentals: number;
}

/** False only for a cart of rentals alone: every other line (a product, a bundle, a gift card) is delivered. */
export function deliveryNeeded(lines: LineCounts): boolean {
  return !(lines.rentals > 0 && lines.products === 0 && lines.bundles === 0 && lines.giftCardProducts === 0);
}

/** The rule over a checkout request's lines (contract api/checkout.ts). */
export function requestNeedsDelivery(request: { products?: readonly unknown[]; bundles?: readonly unknown[]; gift_card_products?: readonly unknown[]; rentals?: readonly unknown[] }): boolean {
  return deliveryNeeded({
    products: request.products?.length ?? 0,
    bundles: request.bundles?.length ?? 0,
    giftCardProducts: request.gift_card_products?.length ?? 0,
    rentals: request.rentals?.length ?? 0,
  });
}

/** The contact form's fields that belong to delivery: asked only when the cart is delivered. */
export const DELIVERY_FIELDS = ["address", "postal_code", "city"] as const;
