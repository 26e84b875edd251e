// Gift cards sold (docs/gift-cards.md): each unit of a paid order's gift card line becomes a
// card of gift_cards with its own code and an 'issue' ledger row; this table ties the card to
// the order line it was bought as. One card per order, line and unit (the unique key), so an
// order paid twice over (a repeated payment event) issues its cards once.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { giftCards } from "./checkout";
import { createdAt, timestampTz } from "./columns";
import { orders } from "./orders";

export const giftCardIssues = pgTable(
  "gift_card_issues",
  {
    giftCardId: integer("gift_card_id")
      .primaryKey()
      .references(() => giftCards.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    linePosition: smallint("line_position").notNull(),
    /** 1..quantity of the line. */
    unit: smallint("unit").notNull(),
    /** 2427 web gift card (e-mailed) or 1412 (posted). */
    modelId: integer("model_id").notNull(),
    /** Face value in cents, as loaded by the issue row. */
    value: integer("value").notNull(),
    recipientName: text("recipient_name"),
    /** Set when the order's money was given back: the card no longer pays (gift_cards.is_active false). */
    voidedAt: timestampTz("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gift_card_issues_line_unit_uq").on(t.orderId, t.linePosition, t.unit),
    index("gift_card_issues_order_idx").on(t.orderId),
    check("gift_card_issues_value", sql`${t.value} > 0 and ${t.unit} >= 1`),
  ],
);
