// Card payments through Nexi Nets Easy's Payment API v1 (docs/payments.md "Card payments (Nets
// Easy)"): a payment created with the order's lines and the hosted payment page as its
// integration, the shopper sent to `hostedPaymentPageUrl`, the reservation charged, cancelled
// or refunded by the shop. A webhook must carry the authorization the shop registered with the
// payment, and even then it only says "look at this payment": what happened is what the API
// answers when asked. Every write carries an Idempotency-Key.
import { timingSafeEqual } from "node:crypto";
import { NETS_WEBHOOK_AUTH, type PaymentEvent, type PaymentOrder, type PaymentOrderLine, type PaymentStatus } from "@polku/domain";
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
import { providerRequest } from "../provider-http";
import { netsChargeSchema, netsCreatedSchema, netsPaymentSchema, netsRefundSchema, netsWebhookSchema, type NetsPayment } from "./nets.schemas";

export const NETS_PROCESSOR_SLUG = "nets";
/** The currencies Nets Easy takes card payments in. */
export const NETS_CURRENCIES = new Set(["eur", "sek", "nok", "dkk", "gbp", "usd", "chf", "pln"]);
/** The webhooks the shop asks for with each payment. */
export const NETS_WEBHOOK_EVENTS = [
  "payment.reservation.created.v2",
  "payment.reservation.failed",
  "payment.charge.created.v2",
  "payment.charge.failed",
  "payment.cancel.created",
  "payment.refund.completed",
] as const;

export interface NetsOptions {
  /** https://test.api.dibspayment.eu or https://api.dibspayment.eu */
  apiUrl: string;
  /** The secret API key, sent as it is in the Authorization header. */
  secretKey: string;
  /** Registered with every payment's webhooks; a webhook without it is refused. */
  webhookAuth: string;
  /** Terms page shown on the hosted page (required by Nets Easy) when the order names none. */
  termsUrl: string;
}

/** One order line as Nets Easy wants it: net unit price, tax rate in hundredths of a percent, net and gross totals. */
export function netsItem(line: PaymentOrderLine) {
  const netTotal = line.totalAmount - line.vatAmount;
  return {
    reference: line.reference,
    name: line.name,
    quantity: line.quantity,
    unit: "pcs",
    unitPrice: Math.round(netTotal / line.quantity),
    taxRate: Math.round(line.vatPercentage * 100),
    taxAmount: line.vatAmount,
    grossTotalAmount: line.totalAmount,
    netTotalAmount: netTotal,
  };
}

/** What a payment's state says about an event; unknown events are recorded and change nothing. */
export function netsStatus(event: string, payment: NetsPayment): { status: PaymentStatus; amount: number } {
  const s = payment.summary;
  if (event.startsWith("payment.refund.")) return { status: "refunded", amount: s.refundedAmount ?? 0 };
  if (event.startsWith("payment.cancel.")) return { status: "cancelled", amount: s.cancelledAmount ?? payment.orderDetails.amount };
  if (event === "payment.charge.failed" || event === "payment.reservation.failed") return { status: "declined", amount: payment.orderDetails.amount };
  if ((s.chargedAmount ?? 0) > 0 && event.startsWith("payment.charge.")) return { status: "captured", amount: s.chargedAmount! };
  if ((s.reservedAmount ?? 0) > 0 && event.startsWith("payment.reservation.")) return { status: "authorised", amount: s.reservedAmount! };
  return { status: "pending", amount: payment.orderDetails.amount };
}

function sameSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createNetsProvider(opts: NetsOptions): PaymentProvider {
  const base = opts.apiUrl.replace(/\/$/, "");
  if (!NETS_WEBHOOK_AUTH.test(opts.webhookAuth)) throw new Error("NETS_WEBHOOK_AUTH: use 8-64 letters and digits");

  const call = <S extends z.ZodType | null>(method: "GET" | "POST", path: string, schema: S, extra: { idempotencyKey?: string; body?: unknown } = {}) =>
    providerRequest({
      processorSlug: NETS_PROCESSOR_SLUG,
      method,
      url: `${base}${path}`,
      headers: { authorization: opts.secretKey, ...(extra.idempotencyKey ? { "idempotency-key": extra.idempotencyKey } : {}) },
      body: extra.body,
      schema,
    });

  const readPayment = async (paymentId: string) => (await call("GET", `/v1/payments/${encodeURIComponent(paymentId)}`, netsPaymentSchema)).payment;

  function eventOf(payment: NetsPayment, eventId: string, status: PaymentStatus, amount: number): PaymentEvent {
    const reference = payment.orderDetails.reference;
    if (!reference) throw new ProviderError(NETS_PROCESSOR_SLUG, `payment ${payment.paymentId} has no order reference`);
    return {
      eventId,
      processorSlug: NETS_PROCESSOR_SLUG,
      paymentId: payment.paymentId,
      orderReference: reference,
      status,
      amount,
      currency: payment.orderDetails.currency.toLowerCase(),
      occurredAt: new Date().toISOString(),
    };
  }

  return {
    processorSlug: NETS_PROCESSOR_SLUG,

    methods(query: MethodQuery): PaymentMethodOffer[] {
      if (query.amount <= 0 || !NETS_CURRENCIES.has(query.currency)) return [];
      return [{ slug: "card", names: methodNames.card, processorSlug: NETS_PROCESSOR_SLUG }];
    },

    async start(order: PaymentOrder): Promise<StartedPayment> {
      const notifyUrl = order.urls.notification;
      const created = await call("POST", "/v1/payments", netsCreatedSchema, {
        idempotencyKey: order.idempotencyKey,
        body: {
          order: { items: order.lines.map(netsItem), amount: order.amount, currency: order.currency.toUpperCase(), reference: order.reference },
          checkout: {
            integrationType: "HostedPaymentPage",
            returnUrl: order.urls.process,
            cancelUrl: order.urls.cancelled,
            termsUrl: order.urls.terms ?? opts.termsUrl,
            // The shop charges the reservation itself (capture), as with the other providers.
            charge: false,
            merchantHandlesConsumerData: true,
            ...(order.email ? { consumer: { email: order.email } } : {}),
          },
          notifications: { webhooks: NETS_WEBHOOK_EVENTS.map((eventName) => ({ eventName, url: notifyUrl, authorization: opts.webhookAuth })) },
        },
      });
      const page = new URL(created.hostedPaymentPageUrl);
      // The hosted page in the shopper's language (Nets Easy's `language` parameter).
      page.searchParams.set("language", NETS_LANGUAGES[order.language]);
      return { kind: "redirect", paymentId: created.paymentId, redirectUrl: page.toString() };
    },

    async verifyNotification(incoming: IncomingNotification): Promise<PaymentEvent> {
      if (!sameSecret(header(incoming.headers, "authorization"), opts.webhookAuth)) throw new NotificationRefused("wrong authorization");
      let parsed: z.infer<typeof netsWebhookSchema>;
      try {
        parsed = netsWebhookSchema.parse(JSON.parse(incoming.rawBody));
      } catch {
        throw new NotificationRefused("unreadable body");
      }
      let payment: NetsPayment;
      try {
        payment = await readPayment(parsed.data.paymentId);
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) throw new NotificationRefused("unknown payment");
        throw error;
      }
      if (!payment.orderDetails.reference) throw new NotificationRefused("payment without an order reference");
      const { status, amount } = netsStatus(parsed.event, payment);
      // Nets Easy sends a webhook again until it is answered 200: its id stays the same.
      return eventOf(payment, `nets:${parsed.id}`, status, amount);
    },

    async capture(paymentId, amount, idempotencyKey) {
      const charged = await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/charges`, netsChargeSchema, { idempotencyKey, body: { amount } });
      const payment = await readPayment(paymentId);
      return eventOf(payment, `nets:charge:${charged.chargeId}`, "captured", amount);
    },

    async cancel(paymentId, idempotencyKey) {
      const before = await readPayment(paymentId);
      const amount = before.summary.reservedAmount ?? before.orderDetails.amount;
      await call("POST", `/v1/payments/${encodeURIComponent(paymentId)}/cancels`, null, { idempotencyKey, body: { amount } });
      return eventOf(before, `nets:${paymentId}:cancel:${idempotencyKey}`, "cancelled", amount);
    },

    async refund(paymentId, amount, idempotencyKey) {
      // Refunds go against a charge: the shop charges each payment once, in full.
      const before = await readPayment(paymentId);
      const charge = before.charges[0];
      if (!charge) throw new ProviderError(NETS_PROCESSOR_SLUG, `payment ${paymentId} has no charge to refund`);
      const refunded = await call("POST", `/v1/charges/${encodeURIComponent(charge.chargeId)}/refunds`, netsRefundSchema, { idempotencyKey, body: { amount } });
      return eventOf(before, `nets:refund:${refunded.refundId}`, "refunded", amount);
    },
  };
}

/** The hosted page's languages for the shop's (Nets Easy has no Russian page: English then). */
const NETS_LANGUAGES: Record<PaymentOrder["language"], string> = { fi: "fi-FI", sv: "sv-SE", en: "en-GB", de: "de-DE", fr: "fr-FR", ru: "en-GB" };
