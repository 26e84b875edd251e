// The order lists the API contract validates with (api/orders.ts, payments/payment-event.ts) and
// the database's enums are made of (@polku/db schema/orders.ts): written once here, as plain
// lists without zod, so the schema imports nothing else of the domain.

/**
 * Order statuses: the spec's labels (spec 02 §4 "Order and return status labels") and
 * `cancelled`. `new` waits for payment; `processing` is paid; `manual_cancellation` is a
 * cancellation waiting for staff, followed by a refund in 1-5 days.
 */
export const orderStatuses = [
  "new",
  "processing",
  "ready_for_packing",
  "transfer_to_packing",
  "skis_in_installation",
  "ready_for_pick_up",
  "transported_to_pickuplocation",
  "shipped",
  "manual_cancellation",
  "cancelled",
] as const;

/**
 * The payment of an order: `pending` until the provider decides; `not_required` when gift
 * cards paid it all; then the provider's outcome (docs/payments.md "Events").
 */
export const orderPaymentStatuses = ["pending", "authorised", "captured", "declined", "cancelled", "refunded", "not_required"] as const;

/** What an order line is. */
export const orderLineKinds = ["product", "bundle", "gift_card", "rental"] as const;

/**
 * pending: the provider has not decided (a slow bank, a fraud review); authorised: money is
 * reserved, to be captured when the order ships; captured: money taken; declined: refused by the
 * provider; cancelled: the shopper gave up or the shop released the authorisation; refunded:
 * captured money returned (partly or wholly: see `amount`).
 */
export const paymentStatuses = ["pending", "authorised", "captured", "declined", "cancelled", "refunded"] as const;
