// The built-in test provider (docs/payments.md "Test provider"): a hosted payment page served by
// the shop's own API where the shopper approves, declines, cancels or delays, then a signed
// server-to-server notification and a redirect to the matching return URL. Stateless: sessions
// and payment ids are signed tokens; only the "already handled" marks live in memory.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { languageCodeSchema, TEST_METHOD_SLUGS, type PaymentEvent, type PaymentOrder, type PaymentStatus } from "@polku/domain";
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
import { testProviderTexts } from "./hosted-page.texts";
import { createNotifier, type Notifier } from "./notifier";
import { hmac, notificationSignatureProblem, SIGNATURE_HEADER, signToken, verifyToken } from "./signing";

export const TEST_PROCESSOR_SLUG = "test";
export const TEST_PAY_PATH = "/api/payments/test/pay/";
/** A session is good for this long after the payment starts. */
export const SESSION_TTL_SECONDS = 30 * 60;

export const testActions = ["approve", "decline", "cancel", "delay"] as const;
export type TestAction = (typeof testActions)[number];

const minor = z.number().int().nonnegative();
const paymentIdSchema = z.object({ r: z.string(), a: minor, c: z.string(), n: z.string() });
const sessionSchema = z.object({
  pid: z.string(),
  ref: z.string(),
  amt: minor,
  cur: z.string(),
  lang: languageCodeSchema,
  urls: z.object({ ok: z.string(), cancelled: z.string(), error: z.string(), process: z.string(), notification: z.string() }),
  exp: z.number().int(),
});
export type TestSession = z.infer<typeof sessionSchema>;

/** The body of a test provider notification (the shop verifies the signature over these bytes). */
export const testNotificationSchema = z.object({
  id: z.string().min(1),
  type: z.string(),
  created: z.string(),
  data: z.object({ payment_id: z.string(), reference: z.string(), status: z.enum(["pending", "authorised", "declined", "cancelled"]), amount: minor, currency: z.string() }),
});

export type ChoiceResult = { ok: true; redirectUrl: string } | { ok: false; reason: "invalid" } | { ok: false; reason: "handled"; session: TestSession };

export interface TestProvider extends PaymentProvider {
  /** The session of a hosted page, or null when expired, altered or foreign. */
  openSession(token: string): TestSession | null;
  /** The shopper's choice on the hosted page: notify the shop, then where the browser goes. */
  choose(token: string, action: TestAction): Promise<ChoiceResult>;
  readonly delayMs: number;
  close(): void;
}

export interface TestProviderOptions {
  secret: string;
  /** The shop's public address; the hosted page is under it. */
  publicUrl: string;
  delayMs: number;
  retryDelaysMs?: number[];
  log?: FastifyBaseLogger;
  now?: () => number;
}

const ACTION_STATUS: Record<TestAction, "authorised" | "declined" | "cancelled"> = { approve: "authorised", decline: "declined", cancel: "cancelled", delay: "authorised" };

export function createTestProvider(opts: TestProviderOptions): TestProvider {
  const now = opts.now ?? Date.now;
  const notifier: Notifier = createNotifier({ secret: opts.secret, retryDelaysMs: opts.retryDelaysMs, log: opts.log });
  /** Payment id → when its mark may be forgotten (the session's expiry). */
  const handled = new Map<string, number>();

  const readPaymentId = (paymentId: string) => (paymentId.startsWith("tp_") ? verifyToken(opts.secret, "payment", paymentId.slice(3), paymentIdSchema) : null);

  function knownPayment(paymentId: string) {
    const payment = readPaymentId(paymentId);
    if (!payment) throw new ProviderError(TEST_PROCESSOR_SLUG, "unknown payment", 404);
    return payment;
  }

  /** Same operation and key, same event id: a retried capture is recorded once. */
  const operationEventId = (op: string, paymentId: string, key: string) => `evt_${hmac(opts.secret, `${op}:${paymentId}:${key}`).toString("hex").slice(0, 32)}`;

  function operationEvent(op: string, status: PaymentStatus, paymentId: string, amount: number, key: string): PaymentEvent {
    const payment = knownPayment(paymentId);
    return {
      eventId: operationEventId(op, paymentId, key),
      processorSlug: TEST_PROCESSOR_SLUG,
      paymentId,
      orderReference: payment.r,
      status,
      amount,
      currency: payment.c,
      occurredAt: new Date(now()).toISOString(),
    };
  }

  function forgetExpired() {
    const nowSeconds = now() / 1000;
    for (const [id, until] of handled) if (until < nowSeconds) handled.delete(id);
  }

  return {
    processorSlug: TEST_PROCESSOR_SLUG,
    delayMs: opts.delayMs,

    methods(query: MethodQuery): PaymentMethodOffer[] {
      if (query.amount <= 0) return [];
      // Card, invoice and wallet, so that the demo's checkout and footer show what a real shop's do;
      // all three are paid on the same test page.
      const methods = [["card", "methodCard"], ["invoice", "methodInvoice"], ["wallet", "methodWallet"]] as const;
      return methods.map(([kind, text]) => ({
        slug: TEST_METHOD_SLUGS[kind],
        names: Object.fromEntries(Object.entries(testProviderTexts).map(([l, t]) => [l, t[text]])) as PaymentMethodOffer["names"],
        processorSlug: TEST_PROCESSOR_SLUG,
      }));
    },

    async start(order: PaymentOrder): Promise<StartedPayment> {
      // The id follows from the order and its idempotency key: a retried start is the same payment.
      const n = hmac(opts.secret, `idempotency:${order.idempotencyKey}`).toString("base64url").slice(0, 16);
      const paymentId = `tp_${signToken(opts.secret, "payment", { r: order.reference, a: order.amount, c: order.currency, n })}`;
      const { ok, cancelled, error, process, notification } = order.urls;
      const session: TestSession = {
        pid: paymentId,
        ref: order.reference,
        amt: order.amount,
        cur: order.currency,
        lang: order.language,
        urls: { ok, cancelled, error, process, notification },
        exp: Math.floor(now() / 1000) + SESSION_TTL_SECONDS,
      };
      const token = signToken(opts.secret, "session", session);
      return { kind: "redirect", paymentId, redirectUrl: `${opts.publicUrl.replace(/\/$/, "")}${TEST_PAY_PATH}?session=${token}` };
    },

    openSession(token) {
      const session = verifyToken(opts.secret, "session", token, sessionSchema);
      if (!session || session.exp < now() / 1000 || !readPaymentId(session.pid)) return null;
      return session;
    },

    async choose(token, action) {
      const session = this.openSession(token);
      if (!session) return { ok: false, reason: "invalid" };
      forgetExpired();
      if (handled.has(session.pid)) return { ok: false, reason: "handled", session };
      handled.set(session.pid, session.exp);
      const status = ACTION_STATUS[action];
      const body: z.infer<typeof testNotificationSchema> = {
        id: `evt_${randomUUID()}`,
        type: `payment.${status}`,
        created: new Date(now()).toISOString(),
        data: { payment_id: session.pid, reference: session.ref, status, amount: session.amt, currency: session.cur },
      };
      if (action === "delay") {
        notifier.sendLater(session.urls.notification, body, opts.delayMs);
        return { ok: true, redirectUrl: session.urls.process };
      }
      // The shop hears of the outcome before the shopper lands on its page; if it does not answer,
      // retries go on and the return page learns the outcome later.
      const delivered = await notifier.send(session.urls.notification, body);
      if (!delivered) opts.log?.warn({ paymentId: session.pid }, "test payment notification not delivered at once; retrying");
      const target = { approve: session.urls.ok, decline: session.urls.error, cancel: session.urls.cancelled }[action];
      return { ok: true, redirectUrl: target };
    },

    async verifyNotification(incoming: IncomingNotification): Promise<PaymentEvent> {
      const problem = notificationSignatureProblem(opts.secret, header(incoming.headers, SIGNATURE_HEADER), incoming.rawBody, Math.floor(now() / 1000));
      if (problem) throw new NotificationRefused(problem);
      let json: unknown;
      try {
        json = JSON.parse(incoming.rawBody);
      } catch {
        throw new NotificationRefused("body is not JSON");
      }
      const parsed = testNotificationSchema.safeParse(json);
      if (!parsed.success) throw new NotificationRefused("body is not a test provider notification");
      const { id, created, data } = parsed.data;
      const payment = readPaymentId(data.payment_id);
      if (!payment || payment.r !== data.reference || payment.a !== data.amount || payment.c !== data.currency) {
        throw new NotificationRefused("unknown payment");
      }
      return {
        eventId: id,
        processorSlug: TEST_PROCESSOR_SLUG,
        paymentId: data.payment_id,
        orderReference: data.reference,
        status: data.status,
        amount: data.amount,
        currency: data.currency,
        occurredAt: created,
      };
    },

    async capture(paymentId, amount, idempotencyKey) {
      const payment = knownPayment(paymentId);
      if (amount !== payment.a) throw new ProviderError(TEST_PROCESSOR_SLUG, `capture of ${amount} is not the authorised ${payment.a}`, 422);
      return operationEvent("capture", "captured", paymentId, amount, idempotencyKey);
    },

    async cancel(paymentId, idempotencyKey) {
      const payment = knownPayment(paymentId);
      return operationEvent("cancel", "cancelled", paymentId, payment.a, idempotencyKey);
    },

    async refund(paymentId, amount, idempotencyKey) {
      const payment = knownPayment(paymentId);
      if (amount <= 0 || amount > payment.a) throw new ProviderError(TEST_PROCESSOR_SLUG, `refund of ${amount} is not within the paid ${payment.a}`, 422);
      return operationEvent("refund", "refunded", paymentId, amount, idempotencyKey);
    },

    close() {
      notifier.close();
    },
  };
}
