// Recording shopper signals for the recommendation service (docs/recommendations.md).
// The storefront reports views and add-to-carts through POST /api/events/; order placement
// calls recordOrderSignals inside its own transaction, so an order that rolls back leaves no
// signal behind.
import type { Database, Executor } from "@polku/db";
import type { RecoSignalType } from "@polku/domain";
import { insertOrderPairs, insertSignals } from "./reco.repository";

export interface OrderLineSignal {
  modelId: number;
  /** Units of the model in the order (all of its variants together, or one line each). */
  quantity: number;
}

/**
 * Call from the order placement, in its transaction, with the order's lines: each unit counts
 * as an 'order' signal of its model at `at` (default now). Lines of the same model add up. The
 * order's models also count as bought together, pair by pair (the product page's also-bought
 * list); an order of more than ORDER_PAIRS_MAX_MODELS models counts its first ones only.
 */
export async function recordOrderSignals(tx: Executor, lines: readonly OrderLineSignal[], at: Date = new Date()): Promise<void> {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) continue;
    units.set(line.modelId, (units.get(line.modelId) ?? 0) + line.quantity);
  }
  // A stable order of upserts keeps two concurrent orders from deadlocking on the same rows.
  const signals = [...units].sort(([a], [b]) => a - b).map(([modelId, count]) => ({ modelId, type: "order" as const, count, at }));
  await insertSignals(tx, signals);
  await insertOrderPairs(tx, signals.map((s) => s.modelId).slice(0, ORDER_PAIRS_MAX_MODELS), at);
}

/** Pairs grow with the square of an order's models; a bulk order says little about taste. */
export const ORDER_PAIRS_MAX_MODELS = 20;

/** One view or add-to-cart, in its own transaction. */
export async function recordShopperSignal(db: Database, modelId: number, type: Exclude<RecoSignalType, "order">, at: Date = new Date()): Promise<void> {
  await db.transaction((tx) => insertSignals(tx, [{ modelId, type, count: 1, at }]));
}
