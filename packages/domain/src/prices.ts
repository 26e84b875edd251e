// Price display kind (spec 02 §4): which price a shopper sees and how it is labelled.
// All amounts are integer minor units (docs/decisions/001-money-in-minor-units.md).

export type PriceDisplayKind = "normal" | "discount" | "club" | "outdoor" | "outlet";

export interface PriceSet {
  active: number;
  club: number | null;
  regular: number;
  discount_free: number;
}

export interface PriceKindOptions {
  outlet?: boolean;
  /** Discounts may be shown for this model (show_discount_percentage / allowed discounts). */
  discountsAllowed?: boolean;
  /** spec 02 §4: the club price is used only for logged-in users, or when forced. */
  clubPriceVisible?: boolean;
}

export function priceDisplayKind(prices: PriceSet, options: PriceKindOptions = {}): PriceDisplayKind {
  const { outlet = false, discountsAllowed = true, clubPriceVisible = false } = options;
  const club = clubPriceVisible && prices.club !== null ? prices.club : null;
  if (outlet) return "outlet";
  const lowerClub = club !== null && club < prices.active;
  if (prices.active < prices.regular && discountsAllowed && !lowerClub) return "discount";
  if (lowerClub) return "club";
  if (prices.active < prices.discount_free && (club === null || prices.active < club)) return "outdoor";
  return "normal";
}

/** The amount a shopper pays: the club price when it is visible and lower. */
export function shownPrice(prices: PriceSet, options: PriceKindOptions = {}): number {
  return priceDisplayKind(prices, options) === "club" && prices.club !== null ? prices.club : prices.active;
}

/** Whole-percent discount versus the reference price; spec 02 §5 shows it only from 5 %. */
export function discountPercent(active: number, reference: number): number {
  if (reference <= 0 || active >= reference) return 0;
  return Math.round(((reference - active) / reference) * 100);
}

export const RIBBON_PERCENT_THRESHOLD = 5;

export function showsDiscountRibbon(active: number, reference: number): boolean {
  return discountPercent(active, reference) >= RIBBON_PERCENT_THRESHOLD;
}
