// The order job (docs/orders.md "Expiry", "Refunds"): every few seconds it cancels unpaid orders
// past their reservation, giving their stock back, and retries refunds that are due.
import type { FastifyInstance } from "fastify";
import { alwaysOurs, type Exclusively } from "../../lib/jobs";
import { reservationExpired } from "@polku/domain";
import type { OrdersContext } from "./orders.context";
import * as repo from "./orders.repository";
import { expireRentalHolds, mailRentalsCancelledWithOrder } from "../rental/rental.service";

export function createOrderExpiry({ db, now, opts }: OrdersContext) {
  return {
    /** Cancels unpaid orders past their reservation and gives their stock back; the number cancelled. */
    async expireAbandoned(at: Date = now(), batch = 100): Promise<number> {
      let cancelled = 0;
      for (const id of await repo.expiredOrderIds(db, at, batch)) {
        await db.transaction(async (tx) => {
          const order = await repo.findOrder(tx, { id }, true);
          if (!order || !reservationExpired(order, at)) return;
          await repo.setStatus(tx, order, { status: "cancelled", paymentStatus: "cancelled", cancelledAt: at }, { source: "expiry" });
          const paidRentals = await repo.releaseOrder(tx, order, at);
          await mailRentalsCancelledWithOrder(tx, paidRentals, order.number, { mailFrom: opts.mailFrom, shopName: opts.shopName ?? "Polku" });
          cancelled++;
        });
      }
      // Rentals held for online payment that no order took (docs/rental.md "Paying online").
      await expireRentalHolds(db, at, batch);
      return cancelled;
    },
  };
}

/**
 * Runs the job every `intervalSeconds` (0: never; tests run it by hand). A run still going when
 * the next tick comes is left to finish, and a shutdown waits for it instead of closing the pool
 * under it.
 */
export function startOrderJob(
  app: FastifyInstance,
  service: { expireAbandoned(): Promise<number>; retryRefunds(): Promise<unknown> },
  intervalSeconds: number,
  exclusively: Exclusively = alwaysOurs,
): void {
  if (intervalSeconds <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a slow provider call: the next tick finds what is still due
    // Several processes: one of them runs each tick (lib/jobs.ts).
    running = exclusively("order-expiry", () =>
      service
        .expireAbandoned()
        .catch((err: unknown) => app.log.error({ err }, "expiring abandoned orders failed"))
        .then(() => service.retryRefunds())
        .catch((err: unknown) => app.log.error({ err }, "retrying refunds failed")),
    )
      .catch((err: unknown) => app.log.error({ err }, "the order job could not take its lock"))
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
