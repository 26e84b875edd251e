// API contract of orders (issue 5 "Checkout pages and payment"; spec 01 §2 checkout and order
// routes, §3 Cart.form, §7 payment_events; spec 02 §4 order status labels, §6 enterprise order
// mode; docs/orders.md). The paths and shapes are ours:
//
//   POST /api/orders/                          place an order from a cart, start its payment
//   GET  /api/orders/{number}/?token=          one order (result pages, /order/process/ polling)
//   POST /api/orders/lookup/                   e-mail + order number → the order (/view-order/)
//   GET  /api/customer/orders/                 the logged-in customer's orders (/history/)
//   POST /api/customer/enterprise/order/       add products to the organisation's enterprise order
//   POST /api/staff/orders/{number}/status/    staff move an order along the allowed transitions
//   GET  /api/payments/klarna/confirmation/?klarna_order_id=
//                                              the embedded checkout's confirmation (/checkout/klarna/confirm/)
//   POST /api/payments/paypal/return/          the wallet's return to the ok page: capture, then the order's state
//
// Money is integer minor units of the order's currency (euros: the shop charges in euros); the
// display conversion of the moment is recorded with the order and never charged.
import { z } from "zod";
import { checkoutRequestSchema } from "./checkout";
import { SELLER_MAX_LENGTH } from "../cart/contact-form";
import { requestNeedsDelivery } from "../cart/delivery-needed";
import { languageCodeSchema } from "./shell";
import { orderLineKinds, orderPaymentStatuses, orderStatuses } from "../orders/statuses";

// ---- statuses -------------------------------------------------------------------------------

/** Order statuses (orders/statuses.ts: the database's enum is made of the same list). */
export { orderStatuses, orderPaymentStatuses, orderLineKinds };
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderPaymentStatusSchema = z.enum(orderPaymentStatuses);
export type OrderPaymentStatus = z.infer<typeof orderPaymentStatusSchema>;

// ---- common ---------------------------------------------------------------------------------

/** Order numbers: "P" and 9 random digits, not in sequence (docs/orders.md "Numbers"). */
export const orderNumberSchema = z.string().regex(/^P\d{9}$/, "Not an order number.");
/** A capability of one order for guests: sent with the number on the result pages. */
export const orderAccessTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, "Not an order token.");

const cents = z.number().int().nonnegative();
const required = (max: number) => z.string().trim().min(1, "This is a required field.").max(max);

// ---- POST /api/orders/ ------------------------------------------------------------------------

/** Contact and delivery form (spec 01 §3 Cart.form). */
export const orderFormSchema = z.strictObject({
  first_name: required(100),
  last_name: required(100),
  // Address, postcode, city and delivery method are required unless the cart is rentals alone
  // (placeOrderRequestSchema below; cart/delivery-needed.ts): then they may be empty.
  address: z.string().trim().max(200),
  postal_code: z.string().trim().max(12).regex(/^[A-Za-z0-9 -]*$/, "Check the postal code."),
  city: z.string().trim().max(100),
  phone: z.string().trim().min(5, "Check the phone number.").max(30).regex(/^\+?[0-9 ()-]+$/, "Check the phone number."),
  email: z.string().trim().min(1, "Email is required").max(254).email("Check email formatting"),
  /** Slug of the chosen delivery method from the checkout answer. */
  delivery_method: z.string().trim().max(100),
  /** Store slug or pickup point id, for methods that need one. */
  delivery_location: z.string().trim().max(100).nullable().optional(),
  /** Staff selling in a store on behalf of the shopper (spec 01 §3). */
  seller_name: z.string().trim().max(SELLER_MAX_LENGTH.seller_name).nullable().optional(),
  seller_number: z.string().trim().max(SELLER_MAX_LENGTH.seller_number).nullable().optional(),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/**
 * The checkout request (the cart as POST /api/checkout/ takes it) with the form, the payment
 * method and an idempotency key. `delivery_method`, `delivery_location` and `postal_code` of the
 * cart are taken from the form. The same idempotency key always answers the same order.
 */
export const placeOrderRequestSchema = checkoutRequestSchema.extend({
  form: orderFormSchema,
  /** Slug of a payment method from the checkout answer's payment_methods; ignored when gift cards pay it all. */
  payment_method: z.string().trim().min(1, "Choose a payment method.").max(50),
  /** Made by the storefront once per checkout attempt (a UUID or 16-64 url-safe characters). */
  idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "Use 16-64 letters, digits, _ or -."),
  /** Staff transfer requests (spec 01 §3): keep the units reserved, handle first. */
  transferrequest_reserve_quantity: z.boolean().default(false),
  transferrequest_high_priority: z.boolean().default(false),
}).superRefine((request, ctx) => {
  // A delivered cart needs where it goes; a cart of rentals alone is picked up at the rental store.
  if (!requestNeedsDelivery(request)) return;
  for (const field of ["address", "postal_code", "city", "delivery_method"] as const) {
    if (!request.form[field]) ctx.addIssue({ code: "custom", path: ["form", field], message: "This is a required field." });
  }
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type PlaceOrderRequestInput = z.input<typeof placeOrderRequestSchema>;

/** Where the shopper goes to pay. */
export const paymentStartSchema = z.discriminatedUnion("kind", [
  /** Go to `redirect_url` (test provider's hosted page, wallet approval). */
  z.object({ kind: z.literal("redirect"), processor_slug: z.string(), payment_id: z.string(), redirect_url: z.string() }),
  /** Insert `kco_iframe` into a page container and re-run its scripts (spec 01 §7); `kgco_id` is the checkout's id. */
  z.object({ kind: z.literal("snippet"), processor_slug: z.string(), payment_id: z.string(), kco_iframe: z.string(), kgco_id: z.string() }),
  /** Paid in full by gift cards: nothing to pay, go to the ok page. */
  z.object({ kind: z.literal("none") }),
]);
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const placeOrderResponseSchema = z.object({
  number: orderNumberSchema,
  /** Read the order with it: GET /api/orders/{number}/?token={access_token}. */
  access_token: orderAccessTokenSchema,
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  total_price: cents,
  currency_code: z.string(),
  payment: paymentStartSchema,
  /** spec 01 §7 payment_events of this order. */
  payment_events: z.array(z.object({ payment_id: z.string(), processor_slug: z.string(), creation_time: z.string() })),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * 409 when the cart no longer holds inside the order's transaction (sold out, a code used up, a
 * gift card balance spent, a refused delivery): `detail` and `errors` in the shopper's language.
 */
export const orderConflictCodes = ["sold_out", "code_used_up", "gift_card_balance", "cart_invalid", "payment_method_unavailable", "idempotency_key_reused"] as const;
export const orderConflictSchema = z.object({
  detail: z.string(),
  code: z.enum(orderConflictCodes),
  errors: z.array(z.string()),
});
export type OrderConflict = z.infer<typeof orderConflictSchema>;

// ---- one order ----------------------------------------------------------------------------

export const orderLineKindSchema = z.enum(orderLineKinds);

export const orderLineSchema = z.object({
  kind: orderLineKindSchema,
  /** Product lines: the variant; bundle lines: the main part's variant; gift cards: null. */
  variant_id: z.number().int().nullable(),
  model_id: z.number().int().nullable(),
  bundle_id: z.number().int().nullable(),
  /** Bundle lines: "mainModelId-variantId-…". */
  bundle_variant_id: z.string().nullable(),
  name: z.string(),
  manufacturer: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  image: z.string().nullable(),
  url: z.string().nullable(),
  quantity: z.number().int().positive(),
  unit_price: cents,
  regular_unit_price: cents,
  /** This line's share of the discount code. */
  discount: cents,
  /** quantity × unit_price − discount. */
  total_price: cents,
  vat_percentage: z.number().nonnegative(),
  vat_amount: cents,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDeliverySchema = z.object({
  method: z.string(),
  method_name: z.string(),
  kind: z.string(),
  /** The pickup store's slug or the parcel locker's id. */
  location: z.string().nullable(),
  /** The store a pickup order is collected from. */
  store: z.object({ name: z.string(), street_address: z.string(), postal_code: z.string(), city: z.string() }).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
  phone: z.string(),
  email: z.string(),
  shipping_time: z.string(),
  part_delivery: z.boolean(),
  repack: z.boolean(),
});

export const orderViewSchema = z.object({
  number: orderNumberSchema,
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Unpaid orders are cancelled and their stock released after this moment. */
  reserved_until: z.string().nullable(),
  language: languageCodeSchema,
  /** The charged currency ("eur"). */
  currency_code: z.string(),
  /** Display currency and rate at the moment of the order; not a charge. */
  display_currency: z.object({ code: z.string(), rate: z.number().positive(), total: z.number().nonnegative(), decimals: z.number().int() }),
  lines: z.array(orderLineSchema),
  subtotal: cents,
  discount_total: cents,
  delivery_cost: cents,
  repack_cost: cents,
  gift_cards_used: cents,
  /** What the payment provider charges. */
  total_price: cents,
  vat: z.array(z.object({ percentage: z.number().nonnegative(), amount: cents })),
  discount_code: z.string().nullable(),
  /** Gift cards paying this order (codes shown by their last 4 characters). */
  gift_cards: z.array(z.object({ code: z.string(), used: cents })),
  delivery: orderDeliverySchema,
  special_request: z.string(),
  payment_method: z.string().nullable(),
  payment_events: z.array(z.object({ payment_id: z.string(), processor_slug: z.string(), creation_time: z.string() })),
  enterprise_order: z.boolean(),
  /** Invoice term in days for invoice payments (spec 02 §9: 14). */
  invoice_term_days: z.number().int(),
  /** Return time in days for unused products (spec 02 §9: 100). */
  return_days: z.number().int(),
  /** Every status the order moved to, oldest first (orderTimeline; docs/orders.md "Timeline"). */
  status_history: z.array(z.object({ status: orderStatusSchema, at: z.string() })),
  /** When a return of the order was processed, or null. */
  returned_at: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderParamsSchema = z.object({ number: orderNumberSchema });
export const orderReadQuerySchema = z.object({ token: orderAccessTokenSchema.optional() });

// ---- the providers' return pages ------------------------------------------------------------

/** Klarna's order id as its confirmation URL carries it (`klarna_order_id`, our `kgco_id`). */
export const klarnaOrderIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,100}$/, "Not a Klarna order id.");
export const klarnaConfirmationQuerySchema = z.object({ klarna_order_id: klarnaOrderIdSchema });

/**
 * GET /api/payments/klarna/confirmation/: the shop's order of a Klarna checkout after its
 * completion was recorded, with what the confirmation page needs to link to it, and Klarna's
 * confirmation snippet (inserted like `kco_iframe`, its scripts re-run).
 */
export const klarnaConfirmationSchema = z.object({
  number: orderNumberSchema,
  access_token: orderAccessTokenSchema,
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  paid_at: z.string().nullable(),
  html_snippet: z.string(),
});
export type KlarnaConfirmation = z.infer<typeof klarnaConfirmationSchema>;

/** PayPal's order id as it returns it in `?token=` (also `payment_id` of the order's payment). */
export const payPalOrderIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "Not a PayPal order id.");

/**
 * POST /api/payments/paypal/return/: the shopper is back from PayPal on the ok page with
 * `?token={PayPal order id}&PayerID=`. The order's `access_token` (or its owner's Authorization).
 */
export const payPalReturnRequestSchema = z.strictObject({
  order_number: orderNumberSchema,
  access_token: orderAccessTokenSchema.optional(),
  token: payPalOrderIdSchema,
  payer_id: z.string().regex(/^[A-Za-z0-9]{1,64}$/, "Not a PayPal payer id.").optional(),
});
export type PayPalReturnRequest = z.infer<typeof payPalReturnRequestSchema>;

/** The order after the capture: the page it belongs on follows from these (`resultKindOf`). */
export const payPalReturnResponseSchema = z.object({
  number: orderNumberSchema,
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  paid_at: z.string().nullable(),
});
export type PayPalReturnResponse = z.infer<typeof payPalReturnResponseSchema>;

// ---- POST /api/orders/lookup/ ---------------------------------------------------------------

export const orderLookupRequestSchema = z.strictObject({
  email: z.string().trim().min(1, "Email is required").max(254).email("Check email formatting"),
  order_number: z.string().trim().toUpperCase().pipe(orderNumberSchema),
});
export type OrderLookupRequest = z.infer<typeof orderLookupRequestSchema>;
/** Lookups per IP address and window (docs/orders.md "Lookup"). */
export const ORDER_LOOKUP_LIMIT = 10;
export const ORDER_LOOKUP_WINDOW_SECONDS = 600;
/** The one answer for an unknown number and a wrong e-mail alike (spec 02 dictionary). */
export const ORDER_NOT_FOUND = "Order not found";

// ---- GET /api/customer/orders/ ------------------------------------------------------------

export const orderSummarySchema = z.object({
  number: orderNumberSchema,
  status: orderStatusSchema,
  payment_status: orderPaymentStatusSchema,
  created_at: z.string(),
  total_price: cents,
  currency_code: z.string(),
  item_count: z.number().int().nonnegative(),
  /** Names of the first lines, for the history list. */
  names: z.array(z.string()),
});
export const customerOrdersResponseSchema = z.object({ orders: z.array(orderSummarySchema) });
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;

// ---- POST /api/customer/enterprise/order/ (spec 02 §6) --------------------------------------

export const enterpriseOrderRequestSchema = z.strictObject({
  /** The organisation's open enterprise order; null or absent starts a new one. */
  enterprise_data: z.strictObject({ id: z.number().int().positive().nullable().optional() }).default({}),
  checkout_data: z.strictObject({
    products: z.array(z.strictObject({ productId: z.number().int().positive(), amount: z.number().int().min(1).max(999) })).min(1).max(100),
  }),
});
export type EnterpriseOrderRequest = z.infer<typeof enterpriseOrderRequestSchema>;

export const enterpriseOrderResponseSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(["open", "submitted"]),
  /** Amounts add up per variant. */
  products: z.array(z.object({ productId: z.number().int(), amount: z.number().int().positive(), name: z.string() })),
  updated_at: z.string(),
});
export type EnterpriseOrderResponse = z.infer<typeof enterpriseOrderResponseSchema>;

// ---- POST /api/staff/orders/{number}/status/ ----------------------------------------------

export const orderStatusChangeSchema = z.strictObject({
  status: orderStatusSchema,
  note: z.string().trim().max(500).optional(),
});
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/** Invoice payment term and return time (spec 02 §9). */
export const INVOICE_TERM_DAYS = 14;
export const RETURN_DAYS = 100;
