// Line repricing (docs/checkout.md "Prices"): the server is the only authority on prices. A
// line's unit price comes from the stored prices of the delivery country's tax area and the
// customer; whatever a client sends is never read (the request schema has no price fields).
import { priceDisplayKind, type PriceSet } from "../prices";

export type LinePriceType = "regular" | "discount" | "club" | "outdoor" | "outlet";

export interface LinePriceFacts {
  /** Variant prices where the variant has its own, else the model's; null when not sold in the tax area. */
  prices: PriceSet | null;
  /** The model belongs to the outlet: the outlet price wins (spec 02 §4). */
  outlet: boolean;
  /** Discounts may be shown for the model (show_discount_percentage). */
  discountsAllowed: boolean;
}

export interface LinePrice {
  unitPrice: number;
  /** What a discount is measured against: the regular price, never below the unit price. */
  regularUnitPrice: number;
  priceType: LinePriceType;
}

/**
 * The unit price of a variant for this shopper: the active price, or the club price when the
 * shopper is a logged-in club member and it is lower (spec 02 §4, issue 5: club prices for
 * members). Null when the variant has no price in the tax area: it is not sold there.
 */
export function repriceLine(facts: LinePriceFacts, shopper: { clubMember: boolean }): LinePrice | null {
  const prices = facts.prices;
  if (!prices) return null;
  const kind = priceDisplayKind(prices, { outlet: facts.outlet, discountsAllowed: facts.discountsAllowed, clubPriceVisible: shopper.clubMember });
  const unitPrice = kind === "club" && prices.club !== null ? prices.club : prices.active;
  return { unitPrice, regularUnitPrice: Math.max(prices.regular, unitPrice), priceType: kind === "normal" ? "regular" : kind };
}

/** A bundle's price: the bundle price of the tax area for the whole combination, parts are not priced one by one. */
export function repriceBundle(prices: { active: number; regular: number } | null): LinePrice | null {
  if (!prices) return null;
  return {
    unitPrice: prices.active,
    regularUnitPrice: Math.max(prices.regular, prices.active),
    priceType: prices.active < prices.regular ? "discount" : "regular",
  };
}

/** A gift card costs its face value (whole euros) in cents. */
export function giftCardUnitPrice(valueEuros: number): number {
  return valueEuros * 100;
}
