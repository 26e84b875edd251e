// The back office (docs/admin.md): the audit log of every write made through the admin API, and
// the internal notes staff keep on orders. Audit rows are written in the transaction of the
// change they describe, so a change without its row (or a row without its change) cannot exist.
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./columns";
import { customers } from "./customers";
import { orders } from "./orders";

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: createdAt(),
    /** The staff user who made the change; kept as a name when the account is later deleted. */
    actorId: integer("actor_id").references(() => customers.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    /** What was done: create, update, delete, status, refund, note, import, … (docs/admin.md "Audit"). */
    action: text("action").notNull(),
    /** The kind of object (product_model, variant, order, customer, setting, …) and its key. */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    /** One line for lists: "status processing → shipped", "3 rows imported". */
    summary: text("summary").notNull().default(""),
    /** The object as the admin API shows it, before and after the write (null: created / deleted). */
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
  },
  (t) => [
    index("admin_audit_log_entity_idx").on(t.entity, t.entityId, t.id),
    index("admin_audit_log_actor_idx").on(t.actorId, t.id),
    index("admin_audit_log_at_idx").on(t.at),
  ],
);

/** Staff's notes on an order, never shown to the customer. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: idColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => customers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.id), check("order_notes_body", sql`length(${t.body}) between 1 and 4000`)],
);
