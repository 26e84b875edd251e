// The wallet through PayPal's Orders v2 REST contract (docs/payments.md "PayPal"): an OAuth2
// client-credentials token cached until it expires, an order with intent CAPTURE whose 'approve'
// link the shopper follows, capture on return, and webhooks verified by PayPal's own
// verify-webhook-signature call: nothing in a webhook is believed before PayPal says SUCCESS.
import { decimalStringToMinor, minorToDecimalString, toPayPalPurchaseUnit, type PaymentEvent, type PaymentOrder, type PaymentStatus } from "@polku/domain";
import type { z } from "zod";
import { methodNames } from "../method-names";
import {
  header,
  NotificationRefused,
  ProviderError,
  type IncomingNotification,
  type MethodQuery,
  type PaymentMethodOffer,
  type PaymentProvider,
  type StartedPayment,
} from "../payment-provider";
import { basicAuth, providerRequest } from "../provider-http";
import {
  payPalCaptureSchema,
  payPalErrorSchema,
  payPalOrderSchema,
  payPalRefundSchema,
  payPalTokenSchema,
  payPalVerifySchema,
  payPalWebhookEventSchema,
  type PayPalOrder,
} from "./paypal.schemas";

export const PAYPAL_PROCESSOR_SLUG = "paypal";
/** PayPal's currencies (REST API currency codes). */
export const PAYPAL_CURRENCIES = new Set(["aud", "brl", "cad", "cny", "czk", "dkk", "eur", "hkd", "huf", "ils", "jpy", "myr", "mxn", "twd", "nzd", "nok", "php", "pln", "gbp", "sgd", "sek", "chf", "thb", "usd"]);
/** A webhook whose transmission time is further than this from now is refused as a replay. */
export const WEBHOOK_WINDOW_SECONDS = 300;
/** Refresh a token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export interface PayPalOptions {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Shown on PayPal's pages. */
  brandName: string;
  now?: () => number;
}

const CAPTURE_STATUS: Record<string, PaymentStatus> = { COMPLETED: "captured", PARTIALLY_REFUNDED: "captured", REFUNDED: "refunded", PENDING: "pending", DECLINED: "declined", FAILED: "declined" };
/**
 * With intent CAPTURE an approval holds no money: the order is paid when the capture completes.
 * So an approval is `pending` (recorded, changes nothing) and the capture on return decides.
 */
const WEBHOOK_STATUS: Record<string, PaymentStatus> = {
  "CHECKOUT.ORDER.APPROVED": "pending",
  "PAYMENT.CAPTURE.COMPLETED": "captured",
  "PAYMENT.CAPTURE.PENDING": "pending",
  "PAYMENT.CAPTURE.DENIED": "declined",
};

/** The first `details[].issue` of a PayPal error answer (`{ name, message, details: [{ issue }] }`). */
export function payPalIssue(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const parsed = payPalErrorSchema.safeParse(JSON.parse(body));
    return parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name ?? null) : null;
  } catch {
    return null;
  }
}

export function createPayPalProvider(opts: PayPalOptions): PaymentProvider {
  const base = opts.apiUrl.replace(/\/$/, "");
  const now = opts.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    // One token request at a time: concurrent payments wait for the same answer.
    pendingToken ??= providerRequest({
      processorSlug: PAYPAL_PROCESSOR_SLUG,
      method: "POST",
      url: `${base}/v1/oauth2/token`,
      headers: { authorization: basicAuth(opts.clientId, opts.clientSecret), "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
      schema: payPalTokenSchema,
    })
      .then((answer) => {
        token = { value: answer.access_token, expiresAt: now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS };
        return answer.access_token;
      })
      .finally(() => {
        pendingToken = null;
      });
    return pendingToken;
  }

  async function call<S extends z.ZodType>(method: "GET" | "POST", path: string, schema: S, extra: { body?: unknown; requestId?: string } = {}): Promise<z.output<S>> {
    const send = async () =>
      providerRequest({
        processorSlug: PAYPAL_PROCESSOR_SLUG,
        method,
        url: `${base}${path}`,
        headers: { authorization: `Bearer ${await accessToken()}`, ...(extra.requestId ? { "paypal-request-id": extra.requestId } : {}) },
        body: extra.body,
        schema,
      });
    try {
      return (await send()) as z.output<S>;
    } catch (error) {
      // A token PayPal no longer takes (revoked, clock drift): fetch a new one and try once more.
      if (error instanceof ProviderError && error.status === 401 && token) {
        token = null;
        return (await send()) as z.output<S>;
      }
      throw error;
    }
  }

  const getOrder = (id: string) => call("GET", `/v2/checkout/orders/${encodeURIComponent(id)}`, payPalOrderSchema);

  function orderFacts(order: PayPalOrder) {
    const unit = order.purchase_units[0];
    const reference = unit?.custom_id ?? unit?.reference_id;
    const currency = unit?.amount?.currency_code.toLowerCase();
    const amount = unit?.amount && currency ? decimalStringToMinor(unit.amount.value, currency) : null;
    if (!reference || !currency || amount === null) throw new ProviderError(PAYPAL_PROCESSOR_SLUG, `order ${order.id} lacks its reference or amount`);
    return { reference, currency, amount, captures: unit?.payments?.captures ?? [] };
  }

  const event = (eventId: string, paymentId: string, reference: string, status: PaymentStatus, amount: number, currency: string, occurredAt = new Date(now()).toISOString()): PaymentEvent => ({
    eventId,
    processorSlug: PAYPAL_PROCESSOR_SLUG,
    paymentId,
    orderReference: reference,
    status,
    amount,
    currency,
    occurredAt,
  });

  return {
    processorSlug: PAYPAL_PROCESSOR_SLUG,

    methods(query: MethodQuery): PaymentMethodOffer[] {
      if (query.amount <= 0 || !PAYPAL_CURRENCIES.has(query.currency)) return [];
      return [{ slug: "wallet", names: methodNames.wallet, processorSlug: PAYPAL_PROCESSOR_SLUG }];
    },

    async start(order: PaymentOrder): Promise<StartedPayment> {
      const created = await call("POST", "/v2/checkout/orders", payPalOrderSchema, {
        requestId: order.idempotencyKey,
        body: {
          intent: "CAPTURE",
          purchase_units: [toPayPalPurchaseUnit(order)],
          application_context: {
            brand_name: opts.brandName.slice(0, 127),
            locale: `${order.language}-${order.country.toUpperCase()}`,
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
            // PayPal adds ?token={order id}&PayerID=… ; the ok page captures (docs/payments.md).
            return_url: order.urls.ok,
            cancel_url: order.urls.cancelled,
          },
        },
      });
      const approve = created.links.find((l) => l.rel === "approve" || l.rel === "payer-action");
      if (!approve) throw new ProviderError(PAYPAL_PROCESSOR_SLUG, `order ${created.id} came without an approve link`);
      return { kind: "redirect", paymentId: created.id, redirectUrl: approve.href };
    },

    async verifyNotification(incoming: IncomingNotification): Promise<PaymentEvent> {
      let body: unknown;
      try {
        body = JSON.parse(incoming.rawBody);
      } catch {
        throw new NotificationRefused("body is not JSON");
      }
      const parsed = payPalWebhookEventSchema.safeParse(body);
      if (!parsed.success) throw new NotificationRefused("body is not a PayPal webhook event");
      const h = (name: string) => header(incoming.headers, name);
      const transmission = {
        auth_algo: h("paypal-auth-algo"),
        cert_url: h("paypal-cert-url"),
        transmission_id: h("paypal-transmission-id"),
        transmission_sig: h("paypal-transmission-sig"),
        transmission_time: h("paypal-transmission-time"),
      };
      if (Object.values(transmission).some((v) => !v)) throw new NotificationRefused("transmission headers missing");
      const sentAt = Date.parse(transmission.transmission_time!);
      if (!Number.isFinite(sentAt) || Math.abs(now() - sentAt) > WEBHOOK_WINDOW_SECONDS * 1000) throw new NotificationRefused("transmission time outside the replay window");
      const verdict = await call("POST", "/v1/notifications/verify-webhook-signature", payPalVerifySchema, {
        body: { ...transmission, webhook_id: opts.webhookId, webhook_event: body },
      });
      if (verdict.verification_status !== "SUCCESS") throw new NotificationRefused("PayPal did not verify the signature");

      const { id, event_type, create_time, resource } = parsed.data;
      const status = WEBHOOK_STATUS[event_type];
      if (!status) throw new NotificationRefused(`event type ${event_type} is not handled`);
      if (event_type === "CHECKOUT.ORDER.APPROVED") {
        const order = payPalOrderSchema.safeParse(resource);
        if (!order.success) throw new NotificationRefused("approved order unreadable");
        const facts = orderFacts(order.data);
        return event(id, order.data.id, facts.reference, status, facts.amount, facts.currency, create_time);
      }
      const capture = payPalCaptureSchema.safeParse(resource);
      const orderId = capture.success ? capture.data.supplementary_data?.related_ids?.order_id : undefined;
      if (!capture.success || !orderId || !capture.data.custom_id) throw new NotificationRefused("capture unreadable");
      const currency = capture.data.amount.currency_code.toLowerCase();
      const amount = decimalStringToMinor(capture.data.amount.value, currency);
      if (amount === null) throw new NotificationRefused("capture amount unreadable");
      return event(id, orderId, capture.data.custom_id, status, amount, currency, create_time);
    },

    async capture(paymentId, amount, idempotencyKey) {
      const facts = orderFacts(await getOrder(paymentId));
      // Orders v2 with intent CAPTURE takes the whole order amount in one capture.
      if (amount !== facts.amount) throw new ProviderError(PAYPAL_PROCESSOR_SLUG, `capture of ${amount} is not the order's ${facts.amount}`, 422);
      let captured: PayPalOrder;
      try {
        captured = await call("POST", `/v2/checkout/orders/${encodeURIComponent(paymentId)}/capture`, payPalOrderSchema, { requestId: idempotencyKey, body: {} });
      } catch (error) {
        if (!(error instanceof ProviderError) || error.status !== 422) throw error;
        const issue = payPalIssue(error.body);
        // Captured before (under another request id): the answer is that capture.
        if (issue === "ORDER_ALREADY_CAPTURED") captured = await getOrder(paymentId);
        // PayPal refused to take the money (INSTRUMENT_DECLINED, TRANSACTION_REFUSED, ORDER_NOT_APPROVED, …):
        // the payment is declined; one event per order and key, however often it is retried.
        else return event(`paypal:${paymentId}:capture-refused:${idempotencyKey}`, paymentId, facts.reference, "declined", facts.amount, facts.currency);
      }
      const capture = orderFacts(captured).captures[0];
      if (!capture) throw new ProviderError(PAYPAL_PROCESSOR_SLUG, `capture of order ${paymentId} answered no capture`);
      const captureAmount = decimalStringToMinor(capture.amount.value, facts.currency) ?? 0;
      return event(`paypal:capture:${capture.id}`, paymentId, facts.reference, CAPTURE_STATUS[capture.status] ?? "pending", captureAmount, facts.currency);
    },

    async cancel(paymentId, idempotencyKey) {
      // PayPal has no void for a CAPTURE-intent order: an uncaptured order simply expires. What is
      // captured must be refunded instead.
      const order = await getOrder(paymentId);
      const facts = orderFacts(order);
      if (order.status === "COMPLETED" || facts.captures.length > 0) throw new ProviderError(PAYPAL_PROCESSOR_SLUG, `order ${paymentId} is captured: refund it instead`, 422);
      return event(`paypal:${paymentId}:cancel:${idempotencyKey}`, paymentId, facts.reference, "cancelled", facts.amount, facts.currency);
    },

    async refund(paymentId, amount, idempotencyKey) {
      const facts = orderFacts(await getOrder(paymentId));
      const capture = facts.captures.find((c) => c.status === "COMPLETED" || c.status === "PARTIALLY_REFUNDED");
      if (!capture) throw new ProviderError(PAYPAL_PROCESSOR_SLUG, `order ${paymentId} has nothing captured to refund`, 422);
      const refund = await call("POST", `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`, payPalRefundSchema, {
        requestId: idempotencyKey,
        body: { amount: { currency_code: facts.currency.toUpperCase(), value: minorToDecimalString(amount, facts.currency) } },
      });
      return event(`paypal:refund:${refund.id}`, paymentId, facts.reference, "refunded", amount, facts.currency);
    },
  };
}
