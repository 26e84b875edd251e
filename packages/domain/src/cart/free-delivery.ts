// The cart's free-delivery progress (docs/cart.md "Free delivery"): how far the shopper's
// merchandise is from the free-delivery threshold of the delivery method the checkout charges
// (the chosen one, else the checkout's default), measured as the checkout measures it: product
// and bundle lines after the discount code, without gift cards or rentals. The threshold comes
// from the last answer's delivery rules, never from a typed-in number. While a change of the lines
// waits for its answer, the amount is the optimistic estimate, so the bar moves at once.
import type { Cart } from "./cart";
import { estimatedTotals } from "./optimistic";
import { freeShippingProgress, type FreeShippingProgress } from "./rules";

export interface FreeDeliveryStatus extends FreeShippingProgress {
  /** The method whose threshold it is, in the shopper's language ("Kotiinkuljetus"). */
  methodName: string;
  /** The bar's value as a whole percent (0-100), for assistive technology. */
  percent: number;
  /** The amount is an estimate of a change still being checked. */
  estimated: boolean;
}

/** Merchandise as the checkout counts it for the threshold (merchandise after the discount). */
export function freeDeliveryMerchandise(answer: NonNullable<Cart["validation"]>): number {
  const lines = answer.products.reduce((sum, line) => sum + line.total_price, 0) + answer.bundles.reduce((sum, line) => sum + line.total_price, 0);
  return Math.max(0, lines - answer.discount_total);
}

/**
 * The progress towards free delivery, or null when there is nothing to measure: no answer yet,
 * no method charged (nothing ships), or the method has no free threshold (it never ships free,
 * or already costs nothing).
 */
export function freeDeliveryStatus(cart: Pick<Cart, "products" | "validation" | "thresholds" | "status">): FreeDeliveryStatus | null {
  const answer = cart.validation;
  if (!answer) return null;
  const method = answer.delivery_methods.find((m) => m.selected);
  if (!method) return null;
  let amount = freeDeliveryMerchandise(answer);
  const estimate = cart.status === "PENDING" ? estimatedTotals(cart) : null;
  if (estimate) amount = Math.max(0, amount + estimate.subtotal - answer.subtotal);
  const progress = freeShippingProgress(amount, cart.thresholds.delivery);
  if (!progress) return null;
  return { ...progress, methodName: method.method_name || method.name, percent: Math.floor(progress.ratio * 100), estimated: estimate !== null };
}
