// Payment events (docs/orders.md "Payment events", "Refunds"): each provider event applied once,
// in the order's transaction, with what paying an order sets going (gift cards debited, the
// confirmation queued, gift cards issued); money given back through the provider after commit.
import type { Executor } from "@polku/db";
import type { SQL } from "@polku/db/orm";
import { applyPaymentEvent, paymentGiveBack, refundRetryAt, type PaymentEvent } from "@polku/domain";
import { mailInsertStatement } from "../../lib/mail/outbox";
import { issueGiftCards } from "../gift-cards/gift-cards.service";
import { confirmPaidRentals, mailRentalsCancelledWithOrder } from "../rental/rental.service";
import { ProviderError } from "../payments";
import { orderSignalsStatement } from "../reco";
import { confirmationOptions, type OrdersContext } from "./orders.context";
import { renderConfirmationMail } from "./orders.mail";
import * as repo from "./orders.repository";
import { viewFrom } from "./orders.views";

/** A refund's claim on its provider call runs out after this (calls time out after 10 s each). */
const REFUND_CLAIM_MS = 2 * 60_000;

export function createPaymentEvents(ctx: OrdersContext) {
  const { db, payments, opts, now, base } = ctx;

  /**
   * Paid: gift cards debited, reservations kept, confirmation queued, signals recorded, in the
   * caller's transaction. The debit runs here; the rest comes back as statements for the caller
   * to write together with the status move (`details`: the order's as read under its lock).
   */
  async function paidStatements(tx: Executor, order: repo.OrderRow, at: Date, details?: repo.OrderDetails): Promise<(SQL | null)[]> {
    if (order.giftCardsUsed > 0) await repo.debitGiftCards(tx, order, at);
    const view = viewFrom({ ...order, status: "processing" }, details ?? (await repo.detailsOf(tx, order.id)));
    const mail = renderConfirmationMail(view, confirmationOptions(ctx, order, view));
    // Gift cards bought get their codes now (docs/gift-cards.md), never before payment.
    const cards = await issueGiftCards(tx, order, at, { publicUrl: base, mailFrom: opts.mailFrom, shopName: opts.shopName ?? "Polku" });
    // Rentals the order pays are booked for good now, each with its confirmation (docs/rental.md "Paying online").
    const rentals = await confirmPaidRentals(tx, order.id, { publicUrl: base, mailFrom: opts.mailFrom, shopName: opts.shopName ?? "Polku" });
    return [
      ...cards,
      ...rentals,
      repo.keepReservationsStatement(order.id),
      mailInsertStatement(opts.mailFrom, { kind: "order.confirmation", to: order.email, language: order.language, dedupeKey: `order.confirmation:${order.number}`, ...mail }),
      orderSignalsStatement(view.lines.filter((l) => l.model_id !== null && l.kind !== "gift_card").map((l) => ({ modelId: l.model_id!, quantity: l.quantity })), at),
    ];
  }

  /**
   * Records money to give back through the order's provider (docs/orders.md "Refunds"), in the
   * caller's transaction; called after commit by `runRefund`. The key follows from the order, so
   * the provider does the work once however often it is asked. The new row's id, or null.
   */
  async function queueGiveBack(tx: Executor, order: repo.OrderRow, payment: { processorSlug: string; paymentId: string }, kind: repo.RefundKind, reason: "staff_cancel" | "late_payment", at: Date) {
    return repo.insertRefund(tx, {
      orderId: order.id,
      kind,
      processorSlug: payment.processorSlug,
      paymentId: payment.paymentId,
      amount: order.totalPrice,
      currency: order.currency,
      idempotencyKey: `${kind}-${order.number}`,
      reason,
      at,
    });
  }

  /** Applies one event in the caller's transaction; the ids of refunds it queued (for after commit). */
  async function applyEventIn(tx: Executor, event: PaymentEvent): Promise<number[]> {
    const moneyEvent = event.status === "authorised" || event.status === "captured";
    // A money event may pay the order: its lines come with the lock, for the confirmation.
    const { eventId, order, details } = await repo.recordEventAndLockOrder(tx, event, moneyEvent);
    if (eventId === null) return []; // recorded before: a repeated delivery changes nothing
    if (!order || order.number !== event.orderReference) {
      await repo.markEvent(tx, eventId, order?.id ?? null, false);
      return [];
    }
    if (moneyEvent && (event.amount !== order.totalPrice || event.currency !== order.currency)) {
      await repo.markEvent(tx, eventId, order.id, false);
      return [];
    }
    const outcome = applyPaymentEvent(order, event.status);
    // Money is given back once per order: a stale money event after that changes nothing.
    if (!outcome || (outcome.effects.includes("give_back") && (await repo.hasRefund(tx, order.id)))) {
      await repo.markEvent(tx, eventId, order.id, false);
      return [];
    }
    const at = now();
    if (outcome.effects.includes("release")) {
      const paidRentals = await repo.releaseOrder(tx, order, at);
      await mailRentalsCancelledWithOrder(tx, paidRentals, order.number, { mailFrom: opts.mailFrom, shopName: opts.shopName ?? "Polku" });
    }
    if (outcome.effects.includes("refund_gift_cards")) await repo.refundGiftCards(tx, order);
    const paid = outcome.effects.includes("paid") && outcome.status !== "cancelled" ? await paidStatements(tx, order, at, details ?? undefined) : [];
    const queued: number[] = [];
    // Money for an order that was cancelled meanwhile (it expired while the shopper paid) goes back.
    const giveBack = outcome.effects.includes("give_back") ? paymentGiveBack({ paymentStatus: outcome.paymentStatus, totalPrice: order.totalPrice }) : null;
    if (giveBack) {
      const id = await queueGiveBack(tx, order, event, giveBack, "late_payment", at);
      if (id !== null) queued.push(id);
    }
    await repo.runTogether(tx, [
      ...repo.statusStatements(
        order,
        { status: outcome.status, paymentStatus: outcome.paymentStatus, paidAt: outcome.effects.includes("paid") ? at : undefined, cancelledAt: outcome.status === "cancelled" ? at : undefined },
        { source: "payment", note: `${event.processorSlug}:${event.status}` },
      ),
      ...paid,
      repo.markEventStatement(eventId, order.id, true),
    ]);
    return queued;
  }

  /**
   * One provider call for a queued refund or release, when it is due and nobody else is making
   * it. The provider's answer is recorded as a payment event in the same transaction that marks
   * the refund done; a failure is tried again later (`refundRetryAt`) with the same key.
   */
  async function runRefund(id: number, at: Date = now()): Promise<"done" | "retry" | "failed" | "skipped"> {
    const claimed = await repo.claimRefund(db, id, at, new Date(at.getTime() + REFUND_CLAIM_MS));
    if (!claimed) return "skipped";
    try {
      const provider = payments.provider(claimed.processorSlug);
      if (!provider) throw new ProviderError(claimed.processorSlug, "the provider is not configured");
      const event =
        claimed.kind === "refund"
          ? await provider.refund(claimed.paymentId, claimed.amount, claimed.idempotencyKey)
          : await provider.cancel(claimed.paymentId, claimed.idempotencyKey);
      await db.transaction(async (tx) => {
        if (claimed.returnId !== null) {
          // A return gives back part of the order: the event is recorded, the order's payment status stays.
          const { eventId } = await repo.recordEventAndLockOrder(tx, event, false);
          if (eventId !== null) await repo.markEvent(tx, eventId, claimed.orderId, true);
        } else await applyEventIn(tx, event);
        await repo.completeRefund(tx, claimed.id, event.eventId, now());
      });
      opts.log?.info({ order: claimed.number, kind: claimed.kind, amount: claimed.amount, eventId: event.eventId }, "payment given back");
      return "done";
    } catch (error) {
      const retryAt = refundRetryAt(claimed.attempts, at);
      await repo.failRefund(db, claimed.id, error instanceof Error ? error.message : String(error), retryAt);
      if (retryAt) opts.log?.warn({ err: error, order: claimed.number, kind: claimed.kind, attempts: claimed.attempts, retryAt }, "giving a payment back failed; trying again later");
      else opts.log?.error({ err: error, order: claimed.number, kind: claimed.kind, attempts: claimed.attempts }, "giving a payment back failed for good: staff must refund it by hand");
      return retryAt ? "retry" : "failed";
    }
  }

  /** Runs refunds just queued, after their transaction committed; a failure is left to the job. */
  async function runQueued(ids: readonly number[]): Promise<void> {
    for (const id of ids) {
      try {
        await runRefund(id);
      } catch (error) {
        opts.log?.error({ err: error, refund: id }, "running a queued refund failed");
      }
    }
  }

  /** Applies an event in its own transaction, then makes the provider calls it queued. */
  async function applyEvent(event: PaymentEvent): Promise<void> {
    const queued = await db.transaction((tx) => applyEventIn(tx, event));
    await runQueued(queued);
  }

  return {
    paidStatements,
    queueGiveBack,
    runQueued,
    /** The payment listener: each event once, in the order's transaction. */
    applyEvent,
    /** Asks the provider again for a refund staff set going (docs/admin.md "Failed refunds"). */
    runRefund,

    /** Provider calls of refunds that are due (the order job; failed calls come back here). */
    async retryRefunds(at: Date = now(), batch = 50): Promise<{ done: number; retry: number; failed: number }> {
      const counts = { done: 0, retry: 0, failed: 0 };
      for (const id of await repo.dueRefundIds(db, at, batch)) {
        const result = await runRefund(id, at);
        if (result !== "skipped") counts[result]++;
      }
      return counts;
    },
  };
}
export type PaymentEvents = ReturnType<typeof createPaymentEvents>;
