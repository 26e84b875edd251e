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

/**
 * Whole-percent discount versus the reference price, rounded down: a shopper is never promised
 * more off than they get (4.5 % is 4 %, so it carries no ribbon). spec 02 §5 shows it only from 5 %.
 */
export function discountPercent(active: number, reference: number): number {
  if (reference <= 0 || active >= reference) return 0;
  // Integer arithmetic: (reference - active) * 100 / reference, floored, without float error.
  return Math.floor(((reference - active) * 100) / reference + 1e-9);
}

export const RIBBON_PERCENT_THRESHOLD = 5;

/**
 * The one ribbon rule of cards and product page (spec 02 §3 show_discount_percentage, §5): the
 * percentage off the reference price, or null when the model does not show its discount
 * percentage or the discount is under 5 %.
 */
export function discountRibbonPercent(active: number, reference: number, showDiscountPercentage = true): number | null {
  if (!showDiscountPercentage) return null;
  const percent = discountPercent(active, reference);
  return percent >= RIBBON_PERCENT_THRESHOLD ? percent : null;
}

export function showsDiscountRibbon(active: number, reference: number, showDiscountPercentage = true): boolean {
  return discountRibbonPercent(active, reference, showDiscountPercentage) !== null;
}
