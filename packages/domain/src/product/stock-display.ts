// Stock display (spec 02 §4 "Stock display", §9 shipping time thresholds 2 / 30 / 60 / 999 and
// "Store always added to variant stores: id 20"). The server sends the facts of a variant; the
// icon and the text a shopper sees follow from them here, the same on server and browser.

/** 2 or less: dispatched from stock. */
export const SHIPPING_IN_STOCK_MAX = 2;
/** From 30 days on the shipping time text is shown instead of a number of days (30 and 60 have their own texts). */
export const SHIPPING_TEXT_FROM = 30;
/** Unknown or blocked. */
export const SHIPPING_UNKNOWN = 999;
/** The web warehouse: always a source of a variant (spec 02 §4, §9). */
export const WEB_STORE_ID = 20;

export type StockIcon = "check" | "circle" | "minus";

export type StockDisplay =
  /** Not orderable. */
  | { kind: "out_of_stock"; icon: "minus" }
  | { kind: "in_stock"; icon: "check" }
  /** On order, shown as "n days". */
  | { kind: "on_order_days"; icon: "circle"; days: number }
  /** On order for 30 days or more: the shipping time text of the number is shown. */
  | { kind: "on_order_text"; icon: "circle"; days: number }
  /** 999 with blocked stock: the general setting blocked_stock_text is shown. */
  | { kind: "blocked"; icon: "minus" }
  /** 999 without blocked stock: nothing is known about the delivery. */
  | { kind: "unknown"; icon: "minus" };

export interface VariantStockFacts {
  /** Orderable at all: sellable stock somewhere or orderable without stock (the spec's "onOrder" of the display). */
  orderable: boolean;
  shippingTimeNumber: number;
  blockedStock: boolean;
}

export function stockDisplay({ orderable, shippingTimeNumber, blockedStock }: VariantStockFacts): StockDisplay {
  // Checked first so the reserved text is reachable: a blocked variant is not orderable.
  if (shippingTimeNumber >= SHIPPING_UNKNOWN && blockedStock) return { kind: "blocked", icon: "minus" };
  if (!orderable) return { kind: "out_of_stock", icon: "minus" };
  if (shippingTimeNumber <= SHIPPING_IN_STOCK_MAX) return { kind: "in_stock", icon: "check" };
  if (shippingTimeNumber >= SHIPPING_UNKNOWN) return { kind: "unknown", icon: "minus" };
  if (shippingTimeNumber >= SHIPPING_TEXT_FROM) return { kind: "on_order_text", icon: "circle", days: shippingTimeNumber };
  return { kind: "on_order_days", icon: "circle", days: shippingTimeNumber };
}

export interface StoreAvailabilityFacts {
  storeId: number;
  /** The store holds sellable stock of the variant. */
  storeHasStock: boolean;
  onOrder: boolean;
  shippingTimeNumber: number;
  blockedStock: boolean;
}

/** The icon of one store in the availability table (spec 02 §4). */
export function storeAvailabilityIcon({ storeId, storeHasStock, onOrder, shippingTimeNumber, blockedStock }: StoreAvailabilityFacts): StockIcon {
  if (storeHasStock) return "check";
  if (storeId === WEB_STORE_ID && !blockedStock && shippingTimeNumber === SHIPPING_IN_STOCK_MAX) return "check";
  if (onOrder) return "circle";
  return "minus";
}

/** The stores a variant may be had from: its stocked stores plus the web warehouse, which is always a source. */
export function variantSourceStoreIds(stockedStoreIds: readonly number[]): number[] {
  return stockedStoreIds.includes(WEB_STORE_ID) ? [...stockedStoreIds] : [...stockedStoreIds, WEB_STORE_ID];
}

/**
 * spec 02 §4 Orderable: on order or in stock; when a transfer request names source stores, the
 * variant must be had from one of them, and the web warehouse is always among its sources.
 */
export function isVariantOrderable(variant: { onOrder: boolean; inStockStoreIds: readonly number[] }, transferSourceStoreIds?: readonly number[]): boolean {
  if (transferSourceStoreIds && transferSourceStoreIds.length > 0) {
    const sources = new Set(transferSourceStoreIds);
    return variantSourceStoreIds(variant.inStockStoreIds).some((id) => sources.has(id));
  }
  return variant.onOrder || variant.inStockStoreIds.length > 0;
}

/**
 * What "orderable" means on the product page while a staff transfer request names source stores
 * (spec 02 §4): isVariantOrderable with the variant's stocked stores as ids (stores named by slug
 * in the catalogue). Null without sources: the ordinary rule applies.
 */
export function transferOrderable(
  sourceStoreIds: readonly number[] | null | undefined,
  stores: readonly { id: number; slug: string }[],
): ((variant: { onOrder: boolean; inStockStores: readonly { slug: string }[] }) => boolean) | null {
  if (!sourceStoreIds || sourceStoreIds.length === 0) return null;
  const idOf = new Map(stores.map((store) => [store.slug, store.id]));
  return (variant) =>
    isVariantOrderable({ onOrder: variant.onOrder, inStockStoreIds: variant.inStockStores.flatMap((store) => (idOf.has(store.slug) ? [idOf.get(store.slug)!] : [])) }, sourceStoreIds);
}
