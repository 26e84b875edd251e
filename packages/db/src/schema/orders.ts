// Orders (docs/orders.md "Data"): an order is a snapshot of what the shopper was shown and
// accepted — lines with names, prices and VAT, totals, the contact and delivery form — with its
// status, its payment and the stock it holds. Money is integer minor units of the order's
// currency (docs/decisions/001-money-in-minor-units.md); the display conversion of the moment is
// recorded but never charged.
import { orderLineKinds, orderPaymentStatuses, orderStatuses, paymentStatuses } from "@polku/domain/orders/statuses";
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn, languageColumn, timestampTz, updatedAt } from "./columns";
import { customers } from "./customers";
import { discountCodes, giftCards } from "./checkout";
import { giftCampaignCodes, giftCampaigns } from "./gift-campaigns";
import { stores } from "./stores";
import { rentalBookings } from "./rental";
import { productVariants } from "./variants";

// The lists are the domain's (one home: @polku/domain orders/statuses.ts); a value added there
// needs a migration here (`npm run generate`).
export const orderStatus = pgEnum("order_status", orderStatuses);
export const orderPaymentStatus = pgEnum("order_payment_status", orderPaymentStatuses);
export const orderLineKind = pgEnum("order_line_kind", orderLineKinds);
export const paymentEventStatus = pgEnum("payment_event_status", paymentStatuses);
export const enterpriseOrderStatus = pgEnum("enterprise_order_status", ["open", "submitted"]);
/** `cancel` releases an authorisation that was not captured; `refund` returns captured money. */

export const orders = pgTable(
  "orders",
  {
    id: idColumn(),
    /** "P" and 9 random digits: short, unique, not in sequence. */
    number: text("number").notNull().unique(),
    /** Read capability of the order for guests (result pages). */
    accessToken: text("access_token").notNull(),
    /** The storefront's key of one checkout attempt: the same key is the same order. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Hash of the request body, to refuse a key reused for another cart. */
    requestHash: text("request_hash").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    language: languageColumn(),
    countryCode: text("country_code").notNull(),
    status: orderStatus("status").notNull().default("new"),
    paymentStatus: orderPaymentStatus("payment_status").notNull().default("pending"),
    /** The charged currency (the shop charges in euros). */
    currency: text("currency").notNull().default("eur"),
    /** Display currency, its rate and the converted total at the moment of the order. */
    displayCurrency: text("display_currency").notNull(),
    displayRate: doublePrecision("display_rate").notNull(),
    displayTotal: doublePrecision("display_total").notNull(),
    displayDecimals: smallint("display_decimals").notNull(),
    subtotal: integer("subtotal").notNull(),
    discountTotal: integer("discount_total").notNull().default(0),
    deliveryCost: integer("delivery_cost").notNull().default(0),
    repackCost: integer("repack_cost").notNull().default(0),
    giftCardsUsed: integer("gift_cards_used").notNull().default(0),
    /** What the payment provider charges. */
    totalPrice: integer("total_price").notNull(),
    discountCodeId: integer("discount_code_id").references(() => discountCodes.id, { onDelete: "set null" }),
    discountCode: text("discount_code"),
    /** A gift campaign order (docs/orders.md "Gift campaign codes"): the campaign and the code whose use it took. */
    giftCampaignId: integer("gift_campaign_id").references(() => giftCampaigns.id, { onDelete: "set null" }),
    giftCampaignCodeId: integer("gift_campaign_code_id").references(() => giftCampaignCodes.id, { onDelete: "set null" }),
    giftCampaignCode: text("gift_campaign_code"),
    /** When a cancellation gave the code's use back (once). */
    giftCampaignUseReturnedAt: timestampTz("gift_campaign_use_returned_at"),
    paymentMethod: text("payment_method"),
    processorSlug: text("processor_slug"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    phone: text("phone").notNull(),
    deliveryMethod: text("delivery_method").notNull(),
    deliveryMethodName: text("delivery_method_name").notNull(),
    deliveryKind: text("delivery_kind").notNull(),
    deliveryLocation: text("delivery_location"),
    deliveryStoreId: integer("delivery_store_id").references(() => stores.id),
    shippingTime: text("shipping_time").notNull().default(""),
    partDelivery: boolean("part_delivery").notNull().default(false),
    repack: boolean("repack").notNull().default(false),
    specialRequest: text("special_request").notNull().default(""),
    sellerName: text("seller_name"),
    sellerNumber: text("seller_number"),
    enterpriseOrder: boolean("enterprise_order").notNull().default(false),
    transferRequestFrom: integer("transfer_request_from").array(),
    transferRequestTo: integer("transfer_request_to"),
    transferReserveQuantity: boolean("transfer_reserve_quantity").notNull().default(false),
    transferHighPriority: boolean("transfer_high_priority").notNull().default(false),
    /** Unpaid orders are cancelled and their stock released after this. */
    reservedUntil: timestampTz("reserved_until"),
    paidAt: timestampTz("paid_at"),
    cancelledAt: timestampTz("cancelled_at"),
    /** When the review invitation was queued (docs/product-page.md "Review invitations"); null until then. */
    reviewInvitedAt: timestampTz("review_invited_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_customer_idx").on(t.customerId, t.createdAt),
    index("orders_email_idx").on(sql`lower(${t.email})`),
    index("orders_expiring_idx").on(t.reservedUntil).where(sql`${t.status} = 'new' and ${t.paymentStatus} = 'pending'`),
    check(
      "orders_money",
      sql`${t.subtotal} >= 0 and ${t.discountTotal} >= 0 and ${t.deliveryCost} >= 0 and ${t.repackCost} >= 0 and ${t.giftCardsUsed} >= 0 and ${t.totalPrice} >= 0`,
    ),
  ],
);

/** A line as ordered: names and prices copied, so later catalogue changes do not alter it. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: orderLineKind("kind").notNull(),
    variantId: integer("variant_id"),
    modelId: integer("model_id"),
    bundleId: integer("bundle_id"),
    bundleVariantId: text("bundle_variant_id"),
    name: text("name").notNull(),
    manufacturer: text("manufacturer"),
    color: text("color"),
    size: text("size"),
    image: text("image"),
    url: text("url"),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    regularUnitPrice: integer("regular_unit_price").notNull(),
    discount: integer("discount").notNull().default(0),
    totalPrice: integer("total_price").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull().default(0),
    vatAmount: integer("vat_amount").notNull().default(0),
    /** A web gift card's recipient (spec 02 §5, model 2427); printed on the card issued on payment. */
    recipientName: text("recipient_name"),
    /** A rental line: the booking the order pays (docs/rental.md "Paying online"); one order per booking. */
    rentalBookingId: integer("rental_booking_id").references(() => rentalBookings.id),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    uniqueIndex("order_lines_rental_booking_uq").on(t.rentalBookingId).where(sql`${t.rentalBookingId} is not null`),
    check("order_lines_amounts", sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.discount} >= 0 and ${t.totalPrice} >= 0 and ${t.vatAmount} >= 0`),
  ],
);

/** VAT of the order per rate, as the checkout totalled it. */
export const orderVatLines = pgTable(
  "order_vat_lines",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    rateBp: integer("rate_bp").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.rateBp] })],
);

/** What each gift card pays of the order; the ledger is debited when the order is paid. */
export const orderGiftCards = pgTable(
  "order_gift_cards",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    amount: integer("amount").notNull(),
    debitedAt: timestampTz("debited_at"),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.giftCardId] }), index("order_gift_cards_card_idx").on(t.giftCardId), check("order_gift_cards_amount", sql`${t.amount} > 0`)],
);

/** Units an order holds in a store; given back when the order is cancelled or expires. */
export const stockReservations = pgTable(
  "stock_reservations",
  {
    id: idColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id),
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id),
    quantity: integer("quantity").notNull(),
    expiresAt: timestampTz("expires_at"),
    releasedAt: timestampTz("released_at"),
    /** The units left the warehouse with the order. */
    consumedAt: timestampTz("consumed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("stock_reservations_order_idx").on(t.orderId), index("stock_reservations_variant_idx").on(t.variantId, t.storeId), check("stock_reservations_quantity", sql`${t.quantity} > 0`)],
);

/** A payment started with a provider for an order (spec 01 §7 payment_events). */
export const orderPayments = pgTable(
  "order_payments",
  {
    id: idColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    processorSlug: text("processor_slug").notNull(),
    paymentId: text("payment_id").notNull(),
    method: text("method").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** "redirect" or "snippet", and what the shopper is sent to. */
    kind: text("kind").notNull(),
    redirectUrl: text("redirect_url"),
    htmlSnippet: text("html_snippet"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("order_payments_provider_payment_uq").on(t.processorSlug, t.paymentId), index("order_payments_order_idx").on(t.orderId)],
);

/** Every verified payment event, once: a repeated notification carries the same event id. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: idColumn(),
    processorSlug: text("processor_slug").notNull(),
    eventId: text("event_id").notNull(),
    paymentId: text("payment_id").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    status: paymentEventStatus("status").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    occurredAt: text("occurred_at").notNull(),
    /** False when the event changed nothing (a late or repeated stage, an unknown payment). */
    applied: boolean("applied").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_events_provider_event_uq").on(t.processorSlug, t.eventId), index("payment_events_order_idx").on(t.orderId)],
);

/** Who moved an order and when. */
export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: idColumn(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: orderStatus("from_status"),
    toStatus: orderStatus("to_status").notNull(),
    /** "payment", "expiry", "staff". */
    source: text("source").notNull(),
    staffId: integer("staff_id").references(() => customers.id, { onDelete: "set null" }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId)],
);

/** An organisation's collected products (spec 02 §6 enterprise order mode). */
export const enterpriseOrders = pgTable(
  "enterprise_orders",
  {
    id: idColumn(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    status: enterpriseOrderStatus("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("enterprise_orders_customer_idx").on(t.customerId)],
);

export const enterpriseOrderLines = pgTable(
  "enterprise_order_lines",
  {
    enterpriseOrderId: integer("enterprise_order_id")
      .notNull()
      .references(() => enterpriseOrders.id, { onDelete: "cascade" }),
    variantId: integer("variant_id")
      .notNull()
      .references(() => productVariants.id),
    amount: integer("amount").notNull(),
  },
  (t) => [primaryKey({ columns: [t.enterpriseOrderId, t.variantId] }), check("enterprise_order_lines_amount", sql`${t.amount} > 0`)],
);
