// The product page's price block (spec 02 §2 price block, §4 "Price display kind", §5 display
// rules): which amount the shopper pays, its display kind, the struck-through reference, the
// club-price hint for guests, the VAT line and the 30-day lowest price note.
import { priceDisplayKind, type PriceDisplayKind } from "../prices";

export interface ProductPriceFacts {
  active: number;
  regular: number;
  club: number | null;
  discount_free: number;
  type: "regular" | "discount" | "club" | "outdoor" | "outlet";
  lowest_price_30_days: number | null;
}

export interface ProductPriceView {
  kind: PriceDisplayKind;
  /** What the shopper pays. */
  amount: number;
  /** Struck through: the regular price, when the shopper pays less than it. */
  reference: number | null;
  /** A guest's hint: the lower club price a logged-in club member would pay. */
  clubHint: number | null;
}

/**
 * spec 02 §4: outlet wins when flagged; a club price is the shopper's own only when it is visible
 * to them (logged in), so a guest never sees it as theirs but gets the hint instead.
 */
export function productPriceView(
  prices: ProductPriceFacts,
  options: { outlet: boolean; clubPriceVisible: boolean; /** The model's show_discount_percentage (spec 02 §4 "discounts are allowed"). */ showDiscount: boolean },
): ProductPriceView {
  const kind = priceDisplayKind(prices, {
    outlet: options.outlet || prices.type === "outlet",
    clubPriceVisible: options.clubPriceVisible,
    discountsAllowed: options.showDiscount,
  });
  const amount = kind === "club" && prices.club !== null ? prices.club : prices.active;
  const reference = kind !== "normal" && prices.regular > amount ? prices.regular : null;
  const clubHint = !options.clubPriceVisible && prices.club !== null && prices.club < prices.active ? prices.club : null;
  return { kind, amount, reference, clubHint };
}

/** spec 02 §5: the 30-day lowest price note is shown only for delivery to Finland. */
export function showsLowestPrice(deliveryCountryCode: string, lowest: number | null): lowest is number {
  return deliveryCountryCode.toUpperCase() === "FI" && lowest !== null;
}

/** spec 02 §5: 'Incl. VAT n %'; hidden when the rate is unknown. Returns the percent to show. */
export function vatPercent(taxRate: { percentage: number } | null): number | null {
  return taxRate && Number.isFinite(taxRate.percentage) ? taxRate.percentage : null;
}

/**
 * spec 02 §5: a whole-number property value gets its unit as a suffix: the property's own unit,
 * else a bracketed unit at the end of its name ("Paino (g)"); other values are shown as they are.
 */
export function propertyDisplayValue(property: { name: string; unit: string | null; value: string }): string {
  const value = property.value.trim();
  const unit = property.unit?.trim() || /\(([^()]+)\)\s*$/.exec(property.name)?.[1]?.trim();
  return unit && /^-?\d+$/.test(value) ? `${value} ${unit}` : value;
}

/** The property's name without its bracketed unit ("Paino (g)" → "Paino"). */
export function propertyDisplayName(name: string): string {
  return name.replace(/\s*\([^()]+\)\s*$/, "").trim() || name;
}
