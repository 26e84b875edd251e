// Stock and max amounts of cart lines (docs/checkout.md "Stock"; spec 02 §5 added-to-cart
// quantity). Web orders are served from the web warehouse (store 20): its quantity minus its
// blocked quantity. Staff transfer requests are served from the source stores they name.
import { WEB_STORE_ID } from "../product/stock-display";

export interface LineStockFacts {
  /** Orderable without stock: unlimited (spec 02 §5). */
  onOrder: boolean;
  /** The variant's own per-order maximum; null when none. */
  maxAmount: number | null;
  /** Sellable units (quantity - blocked) per store id. */
  sellableByStore: ReadonlyMap<number, number>;
}

/** Sellable units in the stores the order is served from: the web warehouse, or a transfer's sources. */
export function sellableIn(facts: Pick<LineStockFacts, "sellableByStore">, sourceStoreIds: readonly number[] | null): number {
  const stores = sourceStoreIds && sourceStoreIds.length > 0 ? sourceStoreIds : [WEB_STORE_ID];
  let sum = 0;
  for (const id of new Set(stores)) sum += Math.max(0, facts.sellableByStore.get(id) ?? 0);
  return sum;
}

/**
 * The most units that can be ordered; null when unlimited. On-order lines are unlimited (the
 * variant maximum is a stock rule, spec 02 §5 "unlimited if on order or unset"); other lines are
 * limited by the sellable stock left for them and the variant's maximum.
 */
export function lineMaxAmount(facts: LineStockFacts, available: number): number | null {
  if (facts.onOrder) return null;
  const stock = Math.max(0, available);
  return facts.maxAmount === null ? stock : Math.min(stock, Math.max(0, facts.maxAmount));
}

export type AmountOutcome =
  | { amount: number; limit: null }
  /** Lowered to the maximum (0 when sold out). */
  | { amount: number; limit: "limited" | "sold_out" };

/** Clamps a requested amount to the maximum; never raises it. */
export function clampAmount(requested: number, max: number | null): AmountOutcome {
  if (max === null || requested <= max) return { amount: requested, limit: null };
  return { amount: max, limit: max === 0 ? "sold_out" : "limited" };
}

/**
 * Units left per variant while lines are validated in order, so two lines (or a line and a
 * bundle part) of one variant never get the same unit twice.
 */
export class StockPool {
  private readonly taken = new Map<number, number>();

  available(variantId: number, sellable: number): number {
    return Math.max(0, sellable - (this.taken.get(variantId) ?? 0));
  }

  take(variantId: number, amount: number): void {
    this.taken.set(variantId, (this.taken.get(variantId) ?? 0) + amount);
  }
}
