// Staff actions on orders (docs/orders.md "Staff", docs/admin.md "Orders"): status moves along
// the allowed transitions, a cancellation giving the money back, the confirmation sent again.
import type { Executor } from "@polku/db";
import { canStaffMove, holdsReservation, paymentGiveBack, type OrderStatus, type OrderView } from "@polku/domain";
import { HttpError } from "../../http/errors";
import { mailInsertStatement } from "../../lib/mail/outbox";
import type { AuthenticatedCustomer } from "../../http/authentication";
import { voidGiftCards } from "../gift-cards/gift-cards.service";
import { mailRentalsCancelledWithOrder } from "../rental/rental.service";
import { confirmationOptions, type OrdersContext } from "./orders.context";
import { renderConfirmationMail } from "./orders.mail";
import type { PaymentEvents } from "./orders.payment-events";
import * as repo from "./orders.repository";
import { viewOf } from "./orders.views";

export function createStaffActions(ctx: OrdersContext, events: Pick<PaymentEvents, "queueGiveBack" | "runQueued">) {
  const { db, opts, now } = ctx;
  const { queueGiveBack, runQueued } = events;

  /**
   * Staff moves along `path` (each step checked by `canStaffMove`; a function decides it from the
   * locked order) in one transaction; the back office's cancel passes through manual_cancellation (docs/admin.md "Orders"). `hooks` run in
   * that transaction with the order locked: `check` before the first move (the admin's version
   * check), `record` after the last (the audit row). The order's id.
   */
  async function staffMoveAlong(
    number: string,
    path: readonly OrderStatus[] | ((order: repo.OrderRow) => readonly OrderStatus[]),
    staffId: number,
    note: string | undefined,
    hooks: { check?: (tx: Executor, order: repo.OrderRow) => Promise<void>; record?: (tx: Executor, before: repo.OrderRow, after: repo.OrderRow) => Promise<void> } = {},
  ): Promise<number> {
    const moved = await db.transaction(async (tx) => {
      const first = await repo.findOrder(tx, { number }, true);
      if (!first) throw new HttpError(404, "order_not_found", "Order not found");
      await hooks.check?.(tx, first);
      const queued: number[] = [];
      let order = first;
      for (const to of typeof path === "function" ? path(first) : path) {
        if (!canStaffMove(order.status, to)) throw new HttpError(409, "transition_not_allowed", `An order cannot move from ${order.status} to ${to}.`);
        const at = now();
        await repo.setStatus(tx, order, { status: to, cancelledAt: to === "cancelled" ? at : undefined }, { source: "staff", staffId, note: note ?? null });
        if (!holdsReservation(to)) {
          if (to === "cancelled") {
            // A rental it paid is cancelled with it, and its shopper told (docs/rental.md "Paying online").
            const paidRentals = await repo.releaseOrder(tx, order, at);
            await mailRentalsCancelledWithOrder(tx, paidRentals, order.number, { mailFrom: opts.mailFrom, shopName: opts.shopName ?? "Polku" });
            await repo.refundGiftCards(tx, order);
            await voidGiftCards(tx, order.id, at);
            const giveBack = paymentGiveBack(order);
            const payment = giveBack ? await repo.paidPaymentOf(tx, order.id) : null;
            if (giveBack && payment) {
              const id = await queueGiveBack(tx, order, payment, giveBack, "staff_cancel", at);
              if (id !== null) queued.push(id);
            }
          } else await repo.consumeReservations(tx, order.id, at);
        }
        order = (await repo.findOrder(tx, { id: order.id }))!;
      }
      await hooks.record?.(tx, first, order);
      return { id: first.id, queued };
    });
    await runQueued(moved.queued);
    return moved.id;
  }

  /**
   * Queues the order's confirmation e-mail again (docs/admin.md "Orders"), as it was sent at
   * payment but with today's state of the order; `record` runs in the same transaction (the audit).
   */
  async function resendConfirmation(number: string, record?: (tx: Executor, order: repo.OrderRow) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      const order = await repo.findOrder(tx, { number }, true);
      if (!order) throw new HttpError(404, "order_not_found", "Order not found");
      if (!order.paidAt && order.paymentStatus !== "not_required") throw new HttpError(409, "order_not_paid", "The confirmation is sent for paid orders only.");
      const view = await viewOf(tx, order);
      const mail = renderConfirmationMail(view, confirmationOptions(ctx, order, view));
      await tx.execute(
        mailInsertStatement(opts.mailFrom, { kind: "order.confirmation", to: order.email, language: order.language, dedupeKey: `order.confirmation:${order.number}:${now().getTime()}`, ...mail }),
      );
      await record?.(tx, order);
    });
  }

  return {
    /**
     * A staff move. Cancelling a paid order gives its money back: the gift cards by ledger rows in
     * this transaction, the provider's part by a refund (or release) recorded here and asked for
     * after commit (docs/orders.md "Refunds"); the answer shows the order as it is then.
     */
    async staffMove(number: string, to: OrderStatus, staff: AuthenticatedCustomer, note: string | undefined): Promise<OrderView> {
      const id = await staffMoveAlong(number, [to], staff.id, note);
      return viewOf(db, (await repo.findOrder(db, { id }))!);
    },

    staffMoveAlong,
    resendConfirmation,
  };
}
