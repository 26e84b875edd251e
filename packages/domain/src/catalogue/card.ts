// Product card rules (spec 02 §3 product card, §4 card active colour, §5 ribbon, §9 limits).
// Pure: the storefront renders what these decide, on the server and in the browser alike.
import type { ProductListItem } from "../api/shell";
import { discountRibbonPercent, type PriceDisplayKind } from "../prices";

/** spec 02 §9: the card's short description is about 75 characters, cut at 72 minus the property length. */
export const CARD_DESCRIPTION_BASE = 72;

type CardColor = Pick<ProductListItem["colors"][number], "slug" | "control">;

/**
 * spec 02 §4: the active colour is the chosen one, else the first colour of the `color` filter
 * (colour controls) the product has, else the first. -1 when the product has no colours.
 */
export function activeColorIndex(colors: readonly CardColor[], chosen: string | null, colorFilter: readonly string[]): number {
  if (colors.length === 0) return -1;
  if (chosen !== null) {
    const index = colors.findIndex((c) => c.slug === chosen);
    if (index !== -1) return index;
  }
  for (const control of colorFilter) {
    const index = colors.findIndex((c) => c.control === control);
    if (index !== -1) return index;
  }
  return 0;
}

/** spec 02 §4: swiping cycles the colours and wraps around in both directions. */
export function cycleColorIndex(index: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  return (((index + step) % count) + count) % count;
}

/** Cuts at a word boundary so the text fits `max` characters with the ellipsis. */
export function cardShortDescription(text: string, propertyLength = 0): string {
  const max = Math.max(0, CARD_DESCRIPTION_BASE - propertyLength);
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const window = plain.slice(0, max);
  const boundary = window.lastIndexOf(" ");
  const cut = boundary > max / 2 ? window.slice(0, boundary) : window;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

export type CardRibbon = { kind: "outlet" } | { kind: "discount"; percent: number };

/**
 * spec 02 §2, §5: an outlet page puts 'Outlet' on every card; a discount ribbon shows the
 * percentage off the reference price only from 5 % and only for a model whose
 * show_discount_percentage is on (discountRibbonPercent, the product page's rule too).
 */
export function cardRibbons(price: Pick<ProductListItem["price"], "active" | "reference" | "showDiscount">, options: { outletPage: boolean }): CardRibbon[] {
  const ribbons: CardRibbon[] = [];
  if (options.outletPage) ribbons.push({ kind: "outlet" });
  const percent = discountRibbonPercent(price.active, price.reference, price.showDiscount ?? true);
  if (percent !== null) ribbons.push({ kind: "discount", percent });
  return ribbons;
}

/**
 * The card's price display kind (spec 02 §4). The list item carries the kind the server decided
 * for a guest; an outlet page shows every price as an outlet price, and a club price is only
 * ever shown as the shopper's own when the club price is visible to them (logged in).
 */
export function cardPriceKind(
  type: ProductListItem["price"]["type"],
  options: { outletPage: boolean; clubPriceVisible?: boolean; hasClubPrice?: boolean },
): PriceDisplayKind {
  if (options.outletPage || type === "outlet") return "outlet";
  // spec 02 §4: club applies when the club price is below the active price. The list's kind is
  // decided for a guest (no club price), so a member's club price overrides it here.
  if (options.clubPriceVisible && options.hasClubPrice) return "club";
  if (type === "regular") return "normal";
  if (type === "club") return options.clubPriceVisible ? "club" : "normal";
  return type;
}

/** What the shopper pays as the card shows it: the club price for a club kind, else the active price. */
export function cardPriceAmount(price: Pick<ProductListItem["price"], "active" | "club">, kind: PriceDisplayKind): number {
  const club = price.club ?? null;
  return kind === "club" && club !== null && club < price.active ? club : price.active;
}

/** The reference price is struck through only when the shopper pays less than it. */
export function showsReferencePrice(price: Pick<ProductListItem["price"], "active" | "reference" | "club">, kind: PriceDisplayKind): boolean {
  return kind !== "normal" && price.reference > cardPriceAmount(price, kind);
}

/**
 * spec 02 §2: the colour a card's link carries as ?select-color=, only when the shopper chose one:
 * a swatch or swipe on the card, or the `color` filter of the address. Otherwise null, so the
 * product page opens on its promoted colour (spec 02 §4 initial colour).
 */
export function cardSelectColor(colors: readonly CardColor[], chosen: string | null, colorFilter: readonly string[]): string | null {
  if (chosen === null && colorFilter.length === 0) return null;
  const index = activeColorIndex(colors, chosen, colorFilter);
  if (index === -1) return null;
  const color = colors[index]!;
  // The filter fell through to the first colour: the product has none of the filtered colours.
  if (chosen === null && !colorFilter.includes(color.control)) return null;
  return color.slug;
}

/** spec 02 §2: the product's language-specific path, with ?select-color= for a chosen colour. */
export function productCardHref(path: string, colorSlug: string | null): string {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  const base = trimmed ? `/${trimmed}/` : "/";
  return colorSlug ? `${base}?select-color=${encodeURIComponent(colorSlug)}` : base;
}
