// Messages sent with the shop's customer-service forms (issue 14; docs/content.md "Forms"):
// /ask/, /corporate-info-form/, the newsletters. Kept so staff can answer; the e-mails go
// through the mail outbox.
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "./columns";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: idColumn(),
    /** Which form: "ask", "corporate-info", "corporate-newsletter", "forest-newsletter". */
    form: text("form").notNull(),
    language: text("language").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    orderNumber: text("order_number"),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    customerId: integer("customer_id"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
