// The corporate inquiry and newsletter forms (spec 01 §2; docs/content.md "Forms"):
// /corporate-info-form/ inquiries for corporate sales, and the subscriptions of
// /corporate-newsletter/ and /forest-newsletter/ (double opt-in: pending until the e-mailed link
// is opened). The e-mails go through the mail outbox.
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, timestampTz, updatedAt } from "./columns";

export const corporateInquiries = pgTable(
  "corporate_inquiries",
  {
    id: idColumn(),
    language: text("language").notNull(),
    company: text("company").notNull(),
    /** Finnish business ID (Y-tunnus), checked; null when not given. */
    businessId: text("business_id"),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** One of CORPORATE_INTERESTS. */
    interest: text("interest").notNull(),
    /** How many people the order is for, when known. */
    recipients: integer("recipients"),
    message: text("message").notNull(),
    customerId: integer("customer_id"),
    createdAt: createdAt(),
  },
  (t) => [index("corporate_inquiries_created_idx").on(t.createdAt)],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: idColumn(),
    /** One of NEWSLETTER_LISTS: "corporate", "forest". */
    list: text("list").notNull(),
    /** Lower-cased; one row per list and address. */
    email: text("email").notNull(),
    language: text("language").notNull(),
    name: text("name"),
    company: text("company"),
    /** "pending" until the confirmation link is opened, then "confirmed". */
    status: text("status").notNull().default("pending"),
    /** SHA-256 of the confirmation link's token (the token itself is only in the e-mail). */
    confirmTokenHash: text("confirm_token_hash"),
    confirmExpiresAt: timestampTz("confirm_expires_at"),
    confirmedAt: timestampTz("confirmed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_list_email_idx").on(t.list, t.email),
    uniqueIndex("newsletter_subscriptions_token_idx").on(t.confirmTokenHash),
  ],
);
