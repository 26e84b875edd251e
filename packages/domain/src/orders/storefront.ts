// The storefront's order rules (docs/orders.md "Storefront"): which payment methods the payment
// step offers, the order request of a cart, the idempotency key kept for one cart, which result
// page an order belongs on, and the analytics events of the payment step and a completed order.
import type { CheckoutResponse } from "../api/checkout";
import { payPalOrderIdSchema, type OrderPaymentStatus, type OrderView, type PlaceOrderRequestInput } from "../api/orders";
import type { AnalyticsEvent } from "../analytics";
import type { Cart } from "../cart/cart";
import { checkoutRequestOf } from "../cart/checkout-request";
import { cartNeedsDelivery } from "../cart/contact-form";
import { validationKey, type CheckoutContext } from "../cart/validation";
import { toMajor } from "../money";

/** The payment method sent when gift cards pay the whole order (the server ignores it then). */
export const GIFT_CARD_PAYMENT_METHOD = "gift_card";

export type PaymentMethod = CheckoutResponse["payment_methods"][number];

/**
 * spec 01 §4: the buy-now-pay-later checkout (processor `klarna`) is offered only when the server
 * says so and the answer has no reason or error text (`cart.showKlarna`); the wallet (`paypal`)
 * likewise with `cart.showPaypalCheckout`. Card and the test provider are always offered.
 */
export function visiblePaymentMethods(cart: Pick<Cart, "paymentMethods" | "showKlarna" | "showPaypalCheckout">): PaymentMethod[] {
  return cart.paymentMethods.filter((method) => {
    if (method.processor_slug === "klarna") return cart.showKlarna;
    if (method.processor_slug === "paypal") return cart.showPaypalCheckout;
    return true;
  });
}

/** POST /api/orders/: the cart as the checkout takes it, the contact form, the method and the key. */
export function placeOrderRequestOf(cart: Cart, context: CheckoutContext, paymentMethod: string, idempotencyKey: string): PlaceOrderRequestInput {
  const { form } = cart;
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  // A cart of rentals alone is picked up at the rental store: no address or delivery is sent (delivery-needed.ts).
  const delivery = cartNeedsDelivery(cart);
  return {
    ...checkoutRequestOf(cart, { ...context, pageName: "checkout" }),
    form: {
      first_name: form.first_name,
      last_name: form.last_name,
      address: delivery ? form.address : "",
      postal_code: delivery ? form.postal_code : "",
      city: delivery ? form.city : "",
      phone: form.phone,
      email: form.email,
      delivery_method: delivery ? form.delivery_method : "",
      delivery_location: delivery ? optional(form.delivery_location) : null,
      seller_name: optional(form.seller_name),
      seller_number: optional(form.seller_number),
    },
    payment_method: paymentMethod,
    idempotency_key: idempotencyKey,
    transferrequest_reserve_quantity: cart.transferRequest && cart.transferrequest_reserve_quantity,
    transferrequest_high_priority: cart.transferRequest && cart.transferrequest_high_priority,
  };
}

/** The idempotency key of one checkout attempt and what it was made for. */
export interface OrderAttempt {
  key: string;
  /** validationKey of the order request without its key: the cart, form and method as sent. */
  fingerprint: string;
  /** The order the key placed, once the server has answered. */
  number: string | null;
  token: string | null;
}

/** The fingerprint of an order request: everything but the idempotency key. */
export function orderFingerprint(request: PlaceOrderRequestInput): string {
  const { idempotency_key: _key, ...rest } = request;
  return validationKey(rest as PlaceOrderRequestInput);
}

/**
 * The attempt to send: the kept one while the request is the same (a retried or double-clicked
 * Pay gives the same order), a new key when anything changed (the server refuses a key reused
 * for another cart with 409 idempotency_key_reused).
 */
export function attemptFor(kept: OrderAttempt | null, fingerprint: string, newKey: () => string): OrderAttempt {
  if (kept && kept.fingerprint === fingerprint) return kept;
  return { key: newKey(), fingerprint, number: null, token: null };
}

/** Orders whose payment has ended without money: a new attempt needs a new key. */
export function paymentEnded(paymentStatus: OrderPaymentStatus): boolean {
  return paymentStatus === "declined" || paymentStatus === "cancelled";
}

export type OrderResultKind = "process" | "ok" | "cancelled" | "error";

/**
 * spec 01 §2 order routes: which page an order's recorded payment belongs on. A paid order
 * (`paid_at`) stays on the ok page whatever happens to its money later (a staff cancel releases
 * or refunds it: the order page shows the cancellation and the refund note). Money that arrived
 * for an order cancelled before it was paid (it expired) is given back: that order's page is
 * the cancelled one.
 */
export function resultKindOf(order: Pick<OrderView, "payment_status" | "status"> & { paid_at?: string | null }): OrderResultKind {
  const paid = order.paid_at !== undefined && order.paid_at !== null;
  switch (order.payment_status) {
    case "pending":
      return order.status === "cancelled" ? "cancelled" : "process";
    case "declined":
      return "error";
    case "cancelled":
    case "refunded":
      return paid ? "ok" : "cancelled";
    case "authorised":
    case "captured":
      return order.status === "cancelled" && !paid ? "cancelled" : "ok";
    default:
      return "ok";
  }
}

/**
 * PayPal sends the shopper back to the ok page with `?token={PayPal order id}&PayerID=…`
 * (docs/payments.md "PayPal"): what the page hands to POST /api/payments/paypal/return/, or null
 * when the address is not such a return.
 */
export function payPalReturnOf(query: Readonly<Record<string, string | null | undefined>>): { token: string; payerId: string | null } | null {
  const token = payPalOrderIdSchema.safeParse(query.token ?? "");
  if (!token.success) return null;
  const payerId = query.PayerID;
  return { token: token.data, payerId: payerId && /^[A-Za-z0-9]{1,64}$/.test(payerId) ? payerId : null };
}

/** The address of a result page: `/order/payment_ok/{number}/{token}/`, `/order/process/?order=&token=`. */
export function orderResultPath(kind: OrderResultKind, number: string, token: string | null): string {
  if (kind === "process") {
    return `/order/process/?order=${encodeURIComponent(number)}${token ? `&token=${encodeURIComponent(token)}` : ""}`;
  }
  const page = kind === "ok" ? "payment_ok" : kind === "cancelled" ? "payment_cancelled" : "payment_error";
  return `/order/${page}/${number}/${token ? `${token}/` : ""}`;
}

/**
 * The `{slug...}` of a result page: the order number, then its access token (absent for the
 * logged-in owner's own links). Anything else is not an order address.
 */
export function parseOrderSlug(slug: string): { number: string; token: string | null } | null {
  const parts = slug.split("/").filter(Boolean);
  if (parts.length < 1 || parts.length > 2) return null;
  const [number, token] = parts as [string, string | undefined];
  if (!/^P\d{9}$/.test(number)) return null;
  if (token !== undefined && !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return null;
  return { number, token: token ?? null };
}

/** spec 01 §7 payment page event, with what the latest answer holds. */
export function paymentPageEvent(answer: CheckoutResponse, language: string): AnalyticsEvent {
  return {
    event: "paymentPage",
    pageType: "payment",
    language,
    value: toMajor(answer.total_price),
    items: answer.products.map((line) => ({ id: line.model_id, variantId: line.id, name: line.name, brand: line.manufacturer, price: toMajor(line.unit_price), quantity: line.amount })),
  };
}

/** spec 01 §7 order complete event: the order as recorded, in euros (the charged currency). */
export function orderCompleteEvent(order: OrderView): AnalyticsEvent {
  const vat = order.vat.reduce((sum, part) => sum + part.amount, 0);
  return {
    event: "orderComplete",
    transactionId: order.number,
    currency: order.currency_code.toUpperCase(),
    value: toMajor(order.total_price),
    tax: toMajor(vat),
    shipping: toMajor(order.delivery_cost),
    coupon: order.discount_code ?? undefined,
    items: order.lines.map((line) => ({
      id: line.model_id,
      variantId: line.variant_id ?? line.bundle_variant_id,
      name: line.name,
      brand: line.manufacturer,
      price: toMajor(line.unit_price),
      quantity: line.quantity,
    })),
  };
}
