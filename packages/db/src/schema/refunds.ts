// A refund of an order's payment: a cancellation's or a return's (docs/orders.md, docs/returns.md).
// Its own file because it points at both orders and returns, which point at orders.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz } from "./columns";
import { orders } from "./orders";
import { orderReturns } from "./returns";

export const orderRefundKind = pgEnum("order_refund_kind", ["cancel", "refund"]);
export const orderRefundStatus = pgEnum("order_refund_status", ["pending", "done", "failed"]);

/**
 * Money to give back through the order's provider (docs/orders.md "Refunds"): written in the
 * transaction that cancels the order, called after commit with `idempotency_key`, retried by the
 * order job until the provider's answer is recorded as a payment event. One row per order and
 * kind: the key is derived from the order, so a provider never does the work twice.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: idColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: orderRefundKind("kind").notNull(),
    processorSlug: text("processor_slug").notNull(),
    paymentId: text("payment_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** "staff_cancel", "late_payment" (money for an order that had expired), or "return" (docs/returns.md). */
    reason: text("reason").notNull(),
    /** A return's refund (part of the order): one per return, any number per order. */
    returnId: integer("return_id").references(() => orderReturns.id, { onDelete: "set null" }),
    status: orderRefundStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestampTz("next_attempt_at").notNull().defaultNow(),
    /** A caller is talking to the provider until then; another waits (a crashed one's claim runs out). */
    lockedUntil: timestampTz("locked_until"),
    lastError: text("last_error"),
    /** The provider's event that recorded the result (payment_events.event_id). */
    eventId: text("event_id"),
    createdAt: createdAt(),
    completedAt: timestampTz("completed_at"),
  },
  (t) => [
    uniqueIndex("order_refunds_order_kind_uq").on(t.orderId, t.kind).where(sql`${t.returnId} is null`),
    uniqueIndex("order_refunds_return_uq").on(t.returnId),
    index("order_refunds_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check("order_refunds_amount", sql`${t.amount} > 0`),
  ],
);
