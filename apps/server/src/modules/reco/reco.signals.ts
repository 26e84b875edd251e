// Recording shopper signals for the recommendation service (docs/recommendations.md).
// The storefront reports views and add-to-carts through POST /api/events/; order placement
// calls recordOrderSignals inside its own transaction, so an order that rolls back leaves no
// signal behind. Both queue the signals (reco_inbox); `startRecoFolding` adds them to the
// counters every few seconds.
import type { Database, Executor } from "@polku/db";
import type { FastifyBaseLogger } from "fastify";
import type { RecoSignalType } from "@polku/domain";
import type { SQL } from "@polku/db/orm";
import { alwaysOurs, type Exclusively } from "../../lib/jobs";
import { foldRecoInbox, insertSignals, orderPairs, signalsStatement } from "./reco.repository";

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
  const statement = orderSignalsStatement(lines, at);
  if (statement) await tx.execute(statement);
}

/** `recordOrderSignals` as a statement to run with the order's other writes; null for no lines. */
export function orderSignalsStatement(lines: readonly OrderLineSignal[], at: Date = new Date()): SQL | null {
  const units = new Map<number, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) continue;
    units.set(line.modelId, (units.get(line.modelId) ?? 0) + line.quantity);
  }
  const signals = [...units].sort(([a], [b]) => a - b).map(([modelId, count]) => ({ modelId, type: "order" as const, count, at }));
  return signalsStatement(signals, orderPairs(signals.map((s) => s.modelId).slice(0, ORDER_PAIRS_MAX_MODELS), at));
}

/** Pairs grow with the square of an order's models; a bulk order says little about taste. */
export const ORDER_PAIRS_MAX_MODELS = 20;

/** One view or add-to-cart, in its own transaction. */
export async function recordShopperSignal(db: Database, modelId: number, type: Exclude<RecoSignalType, "order">, at: Date = new Date()): Promise<void> {
  await insertSignals(db, [{ modelId, type, count: 1, at }]);
}

/** Folds every queued signal into the counters (tests, shutdown); the rows folded. */
export async function foldRecoSignals(db: Database): Promise<number> {
  let total = 0;
  for (let n = await foldRecoInbox(db); n > 0; n = await foldRecoInbox(db)) total += n;
  return total;
}

/**
 * Runs the fold every `intervalSeconds` (0: never; the tests fold by hand) and once more on
 * stop. A failed fold leaves its rows queued for the next one.
 */
export function startRecoFolding(db: Database, intervalSeconds: number, log: FastifyBaseLogger, exclusively: Exclusively = alwaysOurs): { stop: () => Promise<void> } {
  if (intervalSeconds <= 0) return { stop: async () => {} };
  let running: Promise<unknown> = Promise.resolve();
  const fold = () => (running = foldRecoSignals(db).catch((err: unknown) => log.error({ err }, "folding recommendation signals failed")));
  // A tick folds in one process of the shop (lib/jobs.ts); the last fold on stop is this process's own.
  const tick = () => {
    running = exclusively("reco-fold", fold).catch((err: unknown) => log.error({ err }, "the recommendation fold could not take its lock"));
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await fold();
    },
  };
}
