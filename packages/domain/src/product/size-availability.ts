// Per-size stock badges of the product page's size selector (issue 12; docs/product-page.md
// "Size badges"): each size of the chosen colour (and type, once chosen) says how it can be had,
// from the stock facts the product answer already carries for every variant.
import { SHIPPING_IN_STOCK_MAX } from "./stock-display";
import { isOrderable, type Selection } from "./selection";

/**
 * At most this many sellable pieces over all stores is "few left". The product answer carries
 * only the flag (`fewLeft`), never a balance.
 */
export const FEW_LEFT_MAX = 3;

export type SizeAvailability =
  /** Dispatched from stock (shipping number 2 or less). */
  | "in_stock"
  /** As in_stock, with FEW_LEFT_MAX pieces or fewer left. */
  | "few_left"
  /** Stock only in stores: buy or pick up there; a web order takes longer. */
  | "in_stores"
  /** No stock anywhere, but orderable from the supplier. */
  | "on_order"
  /** Neither stock nor orderable (or reserved). */
  | "out_of_stock";

export interface SizeStockVariant {
  color: { slug: string };
  type: { name: string } | null;
  size: { name: string } | null;
  inStock: boolean;
  onOrder: boolean;
  shipping_time: { number: number };
  fewLeft: boolean;
}

const RANK: Record<SizeAvailability, number> = { in_stock: 4, few_left: 3, in_stores: 2, on_order: 1, out_of_stock: 0 };

/** One variant's availability. */
export function variantAvailability<V extends SizeStockVariant>(variant: V, orderable: (variant: V) => boolean = isOrderable): SizeAvailability {
  if (!orderable(variant)) return "out_of_stock";
  if (variant.inStock && variant.shipping_time.number <= SHIPPING_IN_STOCK_MAX) return variant.fewLeft ? "few_left" : "in_stock";
  if (variant.inStock) return "in_stores";
  return "on_order";
}

/**
 * The availability of `size` for the chosen colour and, once chosen, type; with the type still
 * open the best of its types (the size can be had in some type). No colour chosen: out of stock.
 */
export function sizeAvailability<V extends SizeStockVariant>(variants: readonly V[], selection: Selection, size: string, orderable: (variant: V) => boolean = isOrderable): SizeAvailability {
  let best: SizeAvailability = "out_of_stock";
  for (const variant of variants) {
    if (variant.size?.name !== size || variant.color.slug !== selection.colour) continue;
    if (selection.type !== null && (variant.type?.name ?? null) !== selection.type) continue;
    const availability = variantAvailability(variant, orderable);
    if (RANK[availability] > RANK[best]) best = availability;
  }
  return best;
}
