// Returns of web orders (docs/returns.md; spec 02 §4 return statuses, §9 return and exchange
// rules): the return as filed with its lines, the order holding its exchange items, and the
// staff's moves. The refund of an approved return is an `order_refunds` row with `return_id`.
import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, timestampTz, updatedAt } from "./columns";
import { customers } from "./customers";
import { orders } from "./orders";

export const returnStatus = pgEnum("return_status", ["new-return", "processing-return", "processed-return", "more_info-return", "rejected-return"]);
export const returnAction = pgEnum("return_action", ["refund", "exchange"]);

export const orderReturns = pgTable(
  "order_returns",
  {
    id: idColumn(),
    /** "V" and 8 random digits, shown to the customer and written on the parcel. */
    number: text("number").notNull().unique(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: returnStatus("status").notNull().default("new-return"),
    language: languageColumn(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    comment: text("comment").notNull().default(""),
    /** The order that holds the exchange items (paid by this return), when a line is exchanged. */
    exchangeOrderId: integer("exchange_order_id").references(() => orders.id, { onDelete: "set null" }),
    /** Set when the return is approved: what went back through the provider. */
    refundTotal: integer("refund_total").notNull().default(0),
    receivedAt: timestampTz("received_at"),
    decidedAt: timestampTz("decided_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("order_returns_order_idx").on(t.orderId), index("order_returns_status_idx").on(t.status, t.createdAt), check("order_returns_refund", sql`${t.refundTotal} >= 0`)],
);

export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    /** The order line's position (1-based, as order_lines.position). */
    row: smallint("row").notNull(),
    quantity: integer("quantity").notNull(),
    reason: text("reason").notNull(),
    action: returnAction("action").notNull(),
    exchangeVariantId: integer("exchange_variant_id"),
    /** What the units were paid (their share of the line after discounts). */
    value: integer("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.returnId, t.row] }), check("order_return_lines_amounts", sql`${t.quantity} > 0 and ${t.value} >= 0`)],
);

export const orderReturnEvents = pgTable(
  "order_return_events",
  {
    id: idColumn(),
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    fromStatus: returnStatus("from_status"),
    toStatus: returnStatus("to_status").notNull(),
    note: text("note"),
    staffId: integer("staff_id").references(() => customers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("order_return_events_return_idx").on(t.returnId)],
);
