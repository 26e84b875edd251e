// Mail outbox (docs/mail.md): every e-mail the shop sends is first written here, in the same
// transaction as the change that causes it, so a rolled-back order or registration sends nothing
// and a committed one is never forgotten. A dispatcher delivers pending rows through SMTP when
// SMTP_URL is set; without it the rows stay here and the developer mailbox shows them.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, timestampTz } from "./columns";

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: idColumn(),
    /** What the message is about ("account.activation", "order.confirmation", ...). */
    kind: text("kind").notNull(),
    /**
     * Makes sending idempotent: a second message with the same key is not queued
     * ("order.confirmation:1234"). Null for messages that may repeat.
     */
    dedupeKey: text("dedupe_key"),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    language: languageColumn(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    /** Null until delivered through SMTP; outbox-only setups never set it. */
    sentAt: timestampTz("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the dispatcher may try again after a failure. */
    nextAttemptAt: timestampTz("next_attempt_at"),
  },
  (t) => [
    uniqueIndex("mail_outbox_dedupe_key_uq").on(t.dedupeKey),
    index("mail_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index("mail_outbox_to_idx").on(sql`lower(${t.toAddress})`),
  ],
);
