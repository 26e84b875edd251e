// Buy now, pay later through Klarna Checkout v3 (docs/payments.md "Klarna"): the checkout order's
// HTML snippet is embedded in the payment page (spec 01 §7 kco_iframe, kgco_id); Klarna pushes an
// empty POST with klarna_order_id when the purchase completes, which is never trusted: the order
// is read from Order Management with our credentials, and acknowledged once recorded.
import { klarnaLocale, toKlarnaAmounts, type PaymentEvent, type PaymentOrder, type PaymentStatus } from "@polku/domain";
import { methodNames } from "../method-names";
import {
  NotificationRefused,
  ProviderError,
  ReadOnlyCheckout,
  type EmbeddedCheckout,
  type IncomingNotification,
  type MethodQuery,
  type PaymentMethodOffer,
  type PaymentProvider,
  type StartedPayment,
} from "../payment-provider";
import { basicAuth, providerRequest } from "../provider-http";
import { klarnaCheckoutOrderSchema, klarnaManagedOrderSchema, type KlarnaCheckoutOrder, type KlarnaManagedOrder } from "./klarna.schemas";

export const KLARNA_PROCESSOR_SLUG = "klarna";
/** Klarna fills in the order id where the URL says so. */
const ORDER_ID_PLACEHOLDER = "{checkout.order.id}";

/** Countries where Klarna Checkout sells, and the currency it takes there. */
export const KLARNA_MARKETS: Record<string, string> = {
  fi: "eur", se: "sek", no: "nok", dk: "dkk", de: "eur", at: "eur", nl: "eur", be: "eur",
  fr: "eur", es: "eur", it: "eur", ch: "chf", pl: "pln", gb: "gbp", us: "usd",
};

export interface KlarnaOptions {
  apiUrl: string;
  username: string;
  password: string;
}

/** "…/checkout/klarna/confirm/" → "…/checkout/klarna/confirm/?klarna_order_id={checkout.order.id}" (braces unescaped). */
function withOrderId(url: string): string {
  return url.includes(ORDER_ID_PLACEHOLDER) ? url : `${url}${url.includes("?") ? "&" : "?"}klarna_order_id=${ORDER_ID_PLACEHOLDER}`;
}

/** What a managed order's state means to the shop, and the amount that state is about. */
export function klarnaStatus(order: KlarnaManagedOrder): { status: PaymentStatus; amount: number } {
  if (order.fraud_status === "REJECTED") return { status: "declined", amount: order.order_amount };
  if (order.fraud_status === "PENDING") return { status: "pending", amount: order.order_amount };
  switch (order.status) {
    case "AUTHORIZED":
      return { status: "authorised", amount: order.order_amount };
    case "PART_CAPTURED":
    case "CAPTURED":
      return { status: "captured", amount: order.captured_amount };
    case "CLOSED":
      return order.refunded_amount > 0 ? { status: "refunded", amount: order.refunded_amount } : { status: "captured", amount: order.captured_amount };
    default:
      // CANCELLED, EXPIRED
      return { status: "cancelled", amount: order.order_amount };
  }
}

/** The checkout order Klarna is asked to create or update for a payment order. */
export function checkoutBody(order: PaymentOrder) {
  const origin = new URL(order.urls.ok).origin;
  return {
    purchase_country: order.country.toUpperCase(),
    purchase_currency: order.currency.toUpperCase(),
    locale: klarnaLocale(order.language, order.country),
    ...toKlarnaAmounts(order),
    merchant_reference1: order.reference,
    ...(order.email ? { billing_address: { email: order.email } } : {}),
    merchant_urls: {
      terms: order.urls.terms ?? `${origin}/page/terms/`,
      checkout: withOrderId(order.urls.checkout ?? order.urls.cancelled),
      // spec 01 §2, §8: the shopper lands on /checkout/klarna/confirm/?klarna_order_id=…
      confirmation: withOrderId(order.urls.ok),
      push: withOrderId(order.urls.notification),
    },
  };
}

function snippetOf(answer: KlarnaCheckoutOrder, order: PaymentOrder): StartedPayment {
  if (answer.order_amount !== order.amount) {
    throw new ProviderError(KLARNA_PROCESSOR_SLUG, `checkout order ${answer.order_id} is for ${answer.order_amount}, not ${order.amount}`);
  }
  return { kind: "snippet", paymentId: answer.order_id, htmlSnippet: answer.html_snippet };
}

export function createKlarnaProvider(opts: KlarnaOptions): PaymentProvider {
  const base = opts.apiUrl.replace(/\/$/, "");
  const auth = basicAuth(opts.username, opts.password);
  const call = <S extends Parameters<typeof providerRequest>[0]["schema"]>(
    method: "GET" | "POST",
    path: string,
    schema: S,
    extra: { body?: unknown; idempotencyKey?: string } = {},
  ) =>
    providerRequest({
      processorSlug: KLARNA_PROCESSOR_SLUG,
      method,
      url: `${base}${path}`,
      headers: { authorization: auth, ...(extra.idempotencyKey ? { "klarna-idempotency-key": extra.idempotencyKey } : {}) },
      body: extra.body,
      schema,
    });

  const managedOrder = (orderId: string) => call("GET", `/ordermanagement/v1/orders/${encodeURIComponent(orderId)}`, klarnaManagedOrderSchema);

  function eventOf(order: KlarnaManagedOrder, eventId: string, status: PaymentStatus, amount: number): PaymentEvent {
    if (!order.merchant_reference1) throw new ProviderError(KLARNA_PROCESSOR_SLUG, `order ${order.order_id} has no merchant reference`);
    return {
      eventId,
      processorSlug: KLARNA_PROCESSOR_SLUG,
      paymentId: order.order_id,
      orderReference: order.merchant_reference1,
      status,
      amount,
      currency: order.purchase_currency.toLowerCase(),
      occurredAt: new Date().toISOString(),
    };
  }

  return {
    processorSlug: KLARNA_PROCESSOR_SLUG,

    methods(query: MethodQuery): PaymentMethodOffer[] {
      if (query.amount <= 0 || KLARNA_MARKETS[query.country] !== query.currency) return [];
      return [{ slug: "invoice", names: methodNames.invoice, processorSlug: KLARNA_PROCESSOR_SLUG }];
    },

    async start(order: PaymentOrder): Promise<StartedPayment> {
      const created = await call("POST", "/checkout/v3/orders", klarnaCheckoutOrderSchema, { idempotencyKey: order.idempotencyKey, body: checkoutBody(order) });
      return snippetOf(created, order);
    },

    async updateEmbedded(paymentId: string, order: PaymentOrder): Promise<StartedPayment> {
      try {
        const updated = await call("POST", `/checkout/v3/orders/${encodeURIComponent(paymentId)}`, klarnaCheckoutOrderSchema, {
          idempotencyKey: order.idempotencyKey,
          body: checkoutBody(order),
        });
        return snippetOf(updated, order);
      } catch (error) {
        // Klarna refuses to change a completed checkout with error_code READ_ONLY_ORDER.
        if (error instanceof ProviderError && error.status === 400 && error.message.includes("READ_ONLY_ORDER")) throw new ReadOnlyCheckout(paymentId);
        throw error;
      }
    },

    async readEmbedded(paymentId: string): Promise<EmbeddedCheckout> {
      const order = await call("GET", `/checkout/v3/orders/${encodeURIComponent(paymentId)}`, klarnaCheckoutOrderSchema);
      const complete = order.status !== "checkout_incomplete";
      return {
        paymentId: order.order_id,
        status: complete ? "complete" : "incomplete",
        readOnly: complete,
        htmlSnippet: order.html_snippet,
        orderReference: order.merchant_reference1 ?? null,
        amount: order.order_amount,
        currency: order.purchase_currency.toLowerCase(),
      };
    },

    async verifyNotification(incoming: IncomingNotification): Promise<PaymentEvent> {
      const orderId = incoming.query.klarna_order_id;
      if (!orderId || !/^[A-Za-z0-9-]{1,100}$/.test(orderId)) throw new NotificationRefused("no klarna_order_id");
      // The push says only "look at this order": what happened is what Klarna answers us.
      let order: KlarnaManagedOrder;
      try {
        order = await managedOrder(orderId);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) throw new NotificationRefused("unknown payment");
        throw error;
      }
      if (!order.merchant_reference1) throw new NotificationRefused("order without a merchant reference");
      const { status, amount } = klarnaStatus(order);
      // Klarna pushes until acknowledged: repeats of one state carry one event id.
      return eventOf(order, `klarna:${order.order_id}:${status}:${amount}`, status, amount);
    },

    async acknowledge(event: PaymentEvent): Promise<void> {
      await call("POST", `/ordermanagement/v1/orders/${encodeURIComponent(event.paymentId)}/acknowledge`, null, { idempotencyKey: `ack-${event.paymentId}` });
    },

    async capture(paymentId, amount, idempotencyKey) {
      await call("POST", `/ordermanagement/v1/orders/${encodeURIComponent(paymentId)}/captures`, null, {
        idempotencyKey,
        body: { captured_amount: amount },
      });
      const order = await managedOrder(paymentId);
      return eventOf(order, `klarna:${paymentId}:capture:${idempotencyKey}`, "captured", amount);
    },

    async cancel(paymentId, idempotencyKey) {
      await call("POST", `/ordermanagement/v1/orders/${encodeURIComponent(paymentId)}/cancel`, null, { idempotencyKey });
      const order = await managedOrder(paymentId);
      return eventOf(order, `klarna:${paymentId}:cancel:${idempotencyKey}`, "cancelled", order.order_amount);
    },

    async refund(paymentId, amount, idempotencyKey) {
      const before = await managedOrder(paymentId);
      await call("POST", `/ordermanagement/v1/orders/${encodeURIComponent(paymentId)}/refunds`, null, {
        idempotencyKey,
        body: { refunded_amount: amount },
      });
      return eventOf(before, `klarna:${paymentId}:refund:${idempotencyKey}`, "refunded", amount);
    },
  };
}
