// Back-in-stock e-mail requests (spec 02 §2, §5 back-in-stock form, §7
// POST /api/product_availability_email_notify/; docs/product-page.md "Back-in-stock e-mails").
// A request waits (pending) until its variant has sellable stock again: a statement trigger on
// `stock` marks it due (migration back_in_stock_due), and the notifier queues the e-mail
// through the outbox and marks it notified in one transaction, so each request mails once.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, timestampTz } from "./columns";
import { productVariants } from "./variants";

export const backInStockRequests = pgTable(
  "back_in_stock_requests",
  {
    id: idColumn(),
    /** As typed (trimmed); compared lower-cased. */
    email: text("email").notNull(),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id, { onDelete: "cascade" }),
    /** The requester's language: the e-mail is written in it. */
    language: languageColumn(),
    createdAt: createdAt(),
    /** Set when sellable stock arrived (trigger), or at once when the variant had stock already. */
    dueAt: timestampTz("due_at"),
    /** Set in the transaction that queued the e-mail; a notified request is done. */
    notifiedAt: timestampTz("notified_at"),
  },
  (t) => [
    // One pending request per address and variant (repeats are answered alike, stored once).
    uniqueIndex("back_in_stock_pending_uq").on(sql`lower(${t.email})`, t.variantId).where(sql`${t.notifiedAt} is null`),
    index("back_in_stock_waiting_idx").on(t.variantId).where(sql`${t.notifiedAt} is null`),
    index("back_in_stock_due_idx").on(t.dueAt).where(sql`${t.dueAt} is not null and ${t.notifiedAt} is null`),
  ],
);
