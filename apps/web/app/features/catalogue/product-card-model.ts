// What a product card shows (spec 02 §3 product card, §5, §9).
import type { ProductListItem } from "@polku/domain";

/** spec 02 §5: a ribbon shows a percentage only for a discount of 5 % or more. */
export const RIBBON_MIN_DISCOUNT_PERCENT = 5;
/** spec 02 §9: card short description about 75 characters (cut at 72). */
export const CARD_DESCRIPTION_MAX = 72;

type Price = ProductListItem["price"];

export function isDiscounted(price: Price): boolean {
  return price.reference > price.active && price.active > 0;
}

/** Whole percent off the reference price (0 when not discounted). */
export function discountPercent(price: Price): number {
  if (!isDiscounted(price)) return 0;
  return Math.round(((price.reference - price.active) / price.reference) * 100);
}

export function ribbonPercent(price: Price): number | null {
  const percent = discountPercent(price);
  return percent >= RIBBON_MIN_DISCOUNT_PERCENT ? percent : null;
}

/** Cuts at a word boundary within `max` characters and adds an ellipsis. */
export function cutShortDescription(text: string, max = CARD_DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const window = plain.slice(0, max + 1);
  const boundary = window.lastIndexOf(" ");
  const cut = boundary > max / 2 ? plain.slice(0, boundary) : plain.slice(0, max);
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/** A product's page address with one leading and one trailing slash. */
export function productHref(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed ? `/${trimmed}/` : "/";
}
