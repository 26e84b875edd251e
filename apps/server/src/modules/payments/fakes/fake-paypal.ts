// A local PayPal that follows the public REST contract (OAuth2 client credentials, Orders v2,
// Payments v2 refunds, webhooks) closely enough to catch the adapter's mistakes (docs/payments.md
// "Fake servers"): Basic auth for tokens and Bearer tokens that expire, required fields, the
// amount breakdown rules, PayPal-Request-Id on every write (a repeated id answers the first answer
// and creates nothing), webhooks sent to a URL, and a verify call that says SUCCESS only for a
// webhook it really sent, unchanged, to the webhook id it was sent for.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { isDeepStrictEqual } from "node:util";
import { z } from "zod";
import { createFakeServer, type FakeServer } from "./fake-server";

const decimal = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
const money = z.object({ currency_code: z.string().regex(/^[A-Z]{3}$/), value: decimal });
const createOrderSchema = z.object({
  intent: z.enum(["CAPTURE", "AUTHORIZE"]),
  purchase_units: z
    .array(
      z.object({
        reference_id: z.string().max(256).optional(),
        custom_id: z.string().max(127).optional(),
        invoice_id: z.string().max(127).optional(),
        amount: money.extend({
          breakdown: z
            .object({
              item_total: money.optional(),
              tax_total: money.optional(),
              shipping: money.optional(),
              handling: money.optional(),
              insurance: money.optional(),
              shipping_discount: money.optional(),
              discount: money.optional(),
            })
            .optional(),
        }),
        items: z
          .array(z.object({ name: z.string().min(1).max(127), quantity: z.string().regex(/^\d{1,10}$/), unit_amount: money, tax: money.optional(), sku: z.string().max(127).optional() }))
          .optional(),
      }),
    )
    .min(1)
    .max(10),
  application_context: z.object({ return_url: z.url(), cancel_url: z.url() }).loose(),
});
type CreateOrder = z.infer<typeof createOrderSchema>;

interface FakeOrder {
  id: string;
  request: CreateOrder;
  status: "CREATED" | "APPROVED" | "COMPLETED";
  capture: null | { id: string; status: string; value: string; currency: string; refunded: number };
}

export interface SentWebhook {
  status: number;
  rawBody: string;
  headers: Record<string, string>;
}

export interface FakePayPal extends FakeServer {
  orders: Map<string, FakeOrder>;
  tokensIssued: () => number;
  /** The shopper approves the order on PayPal's pages. */
  approve(orderId: string): void;
  /**
   * The outcome of captures from now on (PayPal's risk decision). INSTRUMENT_DECLINED: PayPal
   * refuses the capture with `422 UNPROCESSABLE_ENTITY` and the order stays approved.
   */
  nextCaptureStatus: "COMPLETED" | "PENDING" | "DECLINED" | "INSTRUMENT_DECLINED";
  /** Sends a signed webhook about an order to a URL, as PayPal does. */
  sendWebhook(url: string, eventType: string, orderId: string): Promise<SentWebhook>;
  /** Tokens live this many seconds (PayPal: about 9 hours). */
  tokenLifetimeSeconds: number;
}

const cents = (value: string) => Math.round(Number(value) * 100);

export function amountIssues(unit: CreateOrder["purchase_units"][number]): string[] {
  const b = unit.amount.breakdown;
  const issues: string[] = [];
  const currency = unit.amount.currency_code;
  for (const m of [...Object.values(b ?? {}), ...(unit.items ?? []).flatMap((i) => [i.unit_amount, ...(i.tax ? [i.tax] : [])])]) {
    if (m && m.currency_code !== currency) issues.push("CURRENCY_MISMATCH");
  }
  if (b) {
    const v = (m?: { value: string }) => (m ? cents(m.value) : 0);
    const total = v(b.item_total) + v(b.tax_total) + v(b.shipping) + v(b.handling) + v(b.insurance) - v(b.shipping_discount) - v(b.discount);
    if (total !== cents(unit.amount.value)) issues.push("AMOUNT_MISMATCH");
  }
  if (unit.items?.length) {
    if (!b?.item_total) issues.push("ITEM_TOTAL_REQUIRED");
    else if (unit.items.reduce((s, i) => s + cents(i.unit_amount.value) * Number(i.quantity), 0) !== cents(b.item_total.value)) issues.push("ITEM_TOTAL_MISMATCH");
    const tax = unit.items.reduce((s, i) => s + (i.tax ? cents(i.tax.value) * Number(i.quantity) : 0), 0);
    if (tax !== (b?.tax_total ? cents(b.tax_total.value) : 0)) issues.push("TAX_TOTAL_MISMATCH");
  }
  if (cents(unit.amount.value) <= 0) issues.push("CANNOT_BE_ZERO_OR_NEGATIVE");
  return issues;
}

export function createFakePayPal(credentials: { clientId: string; clientSecret: string; webhookId: string }): FakePayPal {
  const server = createFakeServer();
  const { app } = server;
  const orders = new Map<string, FakeOrder>();
  const tokens = new Map<string, number>();
  const answered = new Map<string, { status: number; body: unknown }>();
  /** Transmission id → what was signed (only these verify). */
  const transmissions = new Map<string, { sig: string; time: string; webhookId: string; event: unknown }>();
  const signingKey = randomBytes(32);
  let issued = 0;

  const error = (reply: FastifyReply, status: number, name: string, issue: string) =>
    reply.status(status).send({ name, message: issue, debug_id: randomUUID().slice(0, 13), details: [{ issue }] });

  app.addHook("preHandler", async (request, reply) => {
    if (request.url.startsWith("/v1/oauth2/token")) {
      if (request.headers.authorization !== `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64")}`) {
        return reply.status(401).send({ error: "invalid_client", error_description: "Client Authentication failed" });
      }
      return;
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1];
    const expires = bearer ? tokens.get(bearer) : undefined;
    if (!expires || expires < Date.now()) return reply.status(401).send({ error: "invalid_token", error_description: "Token signature verification failed" });
  });

  app.post("/v1/oauth2/token", async (request, reply) => {
    if (new URLSearchParams(String(request.body ?? "")).get("grant_type") !== "client_credentials") return reply.status(400).send({ error: "unsupported_grant_type" });
    const accessToken = `A21${randomBytes(24).toString("base64url")}`;
    tokens.set(accessToken, Date.now() + fake.tokenLifetimeSeconds * 1000);
    issued += 1;
    return { scope: "https://uri.paypal.com/services/payments/payment", access_token: accessToken, token_type: "Bearer", app_id: "APP-FAKE", expires_in: fake.tokenLifetimeSeconds, nonce: randomUUID() };
  });

  /** Writes: PayPal-Request-Id required here (the adapter must send one), a repeat answers the first answer. */
  function idempotent(handler: (request: FastifyRequest, reply: FastifyReply) => { status: number; body: unknown } | FastifyReply) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers["paypal-request-id"];
      if (typeof key !== "string" || !key) return error(reply, 400, "INVALID_REQUEST", "PAYPAL_REQUEST_ID_REQUIRED");
      const scoped = `${request.url}|${key}`;
      const first = answered.get(scoped);
      const result = first ?? handler(request, reply);
      if ("sent" in result) return result;
      if (!first) answered.set(scoped, result);
      return reply.status(result.status).send(result.body);
    };
  }

  const orderView = (o: FakeOrder) => {
    const unit = o.request.purchase_units[0]!;
    return {
      id: o.id,
      status: o.status,
      intent: o.request.intent,
      purchase_units: [
        {
          reference_id: unit.reference_id ?? "default",
          custom_id: unit.custom_id,
          invoice_id: unit.invoice_id,
          amount: unit.amount,
          ...(o.capture ? { payments: { captures: [captureView(o)] } } : {}),
        },
      ],
      links: [
        { href: `${server.url()}/v2/checkout/orders/${o.id}`, rel: "self", method: "GET" },
        { href: `https://www.sandbox.paypal.example/checkoutnow?token=${o.id}`, rel: "approve", method: "GET" },
        { href: `${server.url()}/v2/checkout/orders/${o.id}/capture`, rel: "capture", method: "POST" },
      ],
    };
  };
  const captureView = (o: FakeOrder) => ({
    id: o.capture!.id,
    status: o.capture!.refunded > 0 ? (o.capture!.refunded === cents(o.capture!.value) ? "REFUNDED" : "PARTIALLY_REFUNDED") : o.capture!.status,
    amount: { currency_code: o.capture!.currency, value: o.capture!.value },
    custom_id: o.request.purchase_units[0]!.custom_id,
    invoice_id: o.request.purchase_units[0]!.invoice_id,
    final_capture: true,
    supplementary_data: { related_ids: { order_id: o.id } },
  });

  app.post(
    "/v2/checkout/orders",
    idempotent((request, reply) => {
      const parsed = createOrderSchema.safeParse(request.body);
      if (!parsed.success) return error(reply, 400, "INVALID_REQUEST", `MISSING_OR_INVALID:${parsed.error.issues.map((i) => i.path.join(".")).join(",")}`);
      const issues = parsed.data.purchase_units.flatMap(amountIssues);
      if (issues.length) return error(reply, 422, "UNPROCESSABLE_ENTITY", issues.join(","));
      const order: FakeOrder = { id: randomBytes(8).toString("hex").toUpperCase(), request: parsed.data, status: "CREATED", capture: null };
      orders.set(order.id, order);
      return { status: 201, body: orderView(order) };
    }),
  );

  const findOrder = (request: FastifyRequest) => orders.get((request.params as { id: string }).id);

  app.get("/v2/checkout/orders/:id", async (request, reply) => {
    const order = findOrder(request);
    return order ? orderView(order) : error(reply, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
  });

  app.post(
    "/v2/checkout/orders/:id/capture",
    idempotent((request, reply) => {
      const order = findOrder(request);
      if (!order) return error(reply, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      if (order.status === "COMPLETED") return error(reply, 422, "UNPROCESSABLE_ENTITY", "ORDER_ALREADY_CAPTURED");
      if (order.status !== "APPROVED") return error(reply, 422, "UNPROCESSABLE_ENTITY", "ORDER_NOT_APPROVED");
      if (fake.nextCaptureStatus === "INSTRUMENT_DECLINED") return error(reply, 422, "UNPROCESSABLE_ENTITY", "INSTRUMENT_DECLINED");
      const unit = order.request.purchase_units[0]!;
      order.status = "COMPLETED";
      order.capture = { id: randomBytes(8).toString("hex").toUpperCase(), status: fake.nextCaptureStatus as string, value: unit.amount.value, currency: unit.amount.currency_code, refunded: 0 };
      return { status: 201, body: orderView(order) };
    }),
  );

  app.post(
    "/v2/payments/captures/:id/refund",
    idempotent((request, reply) => {
      const id = (request.params as { id: string }).id;
      const order = [...orders.values()].find((o) => o.capture?.id === id);
      if (!order) return error(reply, 404, "RESOURCE_NOT_FOUND", "INVALID_RESOURCE_ID");
      const body = z.object({ amount: money }).safeParse(request.body);
      if (!body.success || body.data.amount.currency_code !== order.capture!.currency) return error(reply, 400, "INVALID_REQUEST", "INVALID_PARAMETER_VALUE");
      const value = cents(body.data.amount.value);
      if (value <= 0 || value > cents(order.capture!.value) - order.capture!.refunded) return error(reply, 422, "UNPROCESSABLE_ENTITY", "REFUND_AMOUNT_EXCEEDED");
      order.capture!.refunded += value;
      return { status: 201, body: { id: randomBytes(8).toString("hex").toUpperCase(), status: "COMPLETED" } };
    }),
  );

  app.post("/v1/notifications/verify-webhook-signature", async (request, reply) => {
    const body = z
      .object({ auth_algo: z.string(), cert_url: z.string(), transmission_id: z.string(), transmission_sig: z.string(), transmission_time: z.string(), webhook_id: z.string(), webhook_event: z.unknown() })
      .safeParse(request.body);
    if (!body.success) return error(reply, 400, "VALIDATION_ERROR", "MISSING_REQUIRED_FIELD");
    const sent = transmissions.get(body.data.transmission_id);
    const genuine =
      !!sent &&
      sent.sig === body.data.transmission_sig &&
      sent.time === body.data.transmission_time &&
      sent.webhookId === body.data.webhook_id &&
      body.data.webhook_id === credentials.webhookId &&
      isDeepStrictEqual(sent.event, body.data.webhook_event);
    return { verification_status: genuine ? "SUCCESS" : "FAILURE" };
  });

  const fake: FakePayPal = {
    ...server,
    orders,
    tokensIssued: () => issued,
    nextCaptureStatus: "COMPLETED",
    tokenLifetimeSeconds: 32_400,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = "APPROVED";
    },
    async sendWebhook(url, eventType, orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const isCapture = eventType.startsWith("PAYMENT.CAPTURE.");
      const event = {
        id: `WH-${randomBytes(10).toString("hex").toUpperCase()}`,
        event_version: "1.0",
        create_time: new Date().toISOString(),
        resource_type: isCapture ? "capture" : "checkout-order",
        event_type: eventType,
        summary: `${eventType} for ${orderId}`,
        resource: isCapture ? captureView(order) : orderView(order),
      };
      const rawBody = JSON.stringify(event);
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      const sig = createHmac("sha256", signingKey).update(`${transmissionId}|${time}|${credentials.webhookId}|${rawBody}`).digest("base64");
      transmissions.set(transmissionId, { sig, time, webhookId: credentials.webhookId, event });
      const headers = {
        "content-type": "application/json",
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": `${server.url()}/v1/notifications/certs/CERT-fake`,
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-sig": sig,
        "paypal-transmission-time": time,
      };
      const response = await fetch(url, { method: "POST", headers, body: rawBody });
      await response.arrayBuffer();
      return { status: response.status, rawBody, headers };
    },
  };
  return fake;
}
