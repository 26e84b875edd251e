// Optimistic cart (docs/cart.md "Optimistic updates"): while a change waits for its answer, the
// cart shows at once what the change is expected to cost, from the unit prices of the last
// answer; the answer then replaces the estimate. Only amounts of lines the last answer priced
// are estimated: a new product, a bundle line or no answer at all gives no estimate (the page
// says it is checking, as before).
import type { CheckoutResponse } from "../api/checkout";
import { isBundleLine, type Cart, type CartProduct } from "./cart";

export interface EstimatedTotals {
  subtotal: number;
  total: number;
}

/** A priced line's expected total at another amount: the answer's own total at its amount, else the unit price times the amount. */
export function estimatedLineTotal(priced: { amount: number; unit_price: number; total_price: number }, amount: number): number {
  return amount === priced.amount ? priced.total_price : priced.unit_price * amount;
}

export function estimatedTotals(cart: Pick<Cart, "products" | "validation">): EstimatedTotals | null {
  const answer: CheckoutResponse | null = cart.validation;
  if (!answer) return null;
  const priced = new Map(answer.products.map((line) => [line.id, line]));
  let change = 0;
  const seen = new Set<number>();
  for (const line of cart.products) {
    if (isBundleLine(line)) return null;
    const id = Number(line.productId);
    const result = priced.get(id);
    if (!result) return null;
    seen.add(id);
    change += estimatedLineTotal(result, line.amount) - result.total_price;
  }
  // Lines removed since the answer no longer cost anything.
  for (const line of answer.products) if (!seen.has(line.id)) change -= line.total_price;
  return { subtotal: Math.max(0, answer.subtotal + change), total: Math.max(0, answer.total_price + change) };
}

/**
 * The cart with the lines of the last answer back (docs/cart.md "Optimistic updates"), when a
 * validation of a change failed: `validated` are the lines that answer was for. Null when there
 * is nothing to go back to (no answer yet, or the lines are those already).
 */
export function rolledBack(cart: Cart, validated: readonly CartProduct[] | null): Cart | null {
  if (!validated || !cart.validation || cart.validateHash === null) return null;
  const same = validated.length === cart.products.length && validated.every((line, i) => line.productId === cart.products[i]!.productId && line.amount === cart.products[i]!.amount);
  if (same) return null;
  return { ...cart, products: validated.map((line) => ({ ...line })), status: "VALIDATED", validationToken: null };
}
