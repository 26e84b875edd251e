// A local Klarna that follows the public REST contract of Checkout v3 and Order Management v1
// closely enough to catch the adapter's mistakes (docs/payments.md "Fake servers"): HTTP Basic
// auth, required fields, the amount rules (line totals, order_amount and order_tax_amount as sums,
// tax within a unit of the rate's share), Klarna-Idempotency-Key on every write (a repeated key
// answers the first answer and creates nothing), and the push to the merchant's push URL.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { createFakeServer, type FakeServer } from "./fake-server";

const int = z.number().int();
const orderLineSchema = z.object({
  type: z.enum(["physical", "digital", "discount", "shipping_fee", "sales_tax", "store_credit", "gift_card", "surcharge"]).optional(),
  reference: z.string().max(64).optional(),
  name: z.string().min(1).max(255),
  quantity: int.min(0),
  unit_price: int,
  tax_rate: int.min(0).max(10000),
  total_amount: int,
  total_discount_amount: int.min(0).default(0),
  total_tax_amount: int,
});
const createOrderSchema = z.object({
  purchase_country: z.string().regex(/^[A-Z]{2}$/),
  purchase_currency: z.string().regex(/^[A-Z]{3}$/),
  locale: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  order_amount: int.min(0),
  order_tax_amount: int,
  order_lines: z.array(orderLineSchema).min(1).max(1000),
  merchant_urls: z.object({ terms: z.url(), checkout: z.url(), confirmation: z.url(), push: z.url() }),
  merchant_reference1: z.string().max(255).optional(),
  merchant_reference2: z.string().max(255).optional(),
});
type CreateOrder = z.infer<typeof createOrderSchema>;

interface FakeOrder {
  request: CreateOrder;
  order_id: string;
  checkoutStatus: "checkout_incomplete" | "checkout_complete";
  /** Order Management state, once the shopper has completed the checkout. */
  managed: null | { status: string; fraud_status: string; captured_amount: number; refunded_amount: number; acknowledged: number };
}

export interface FakeKlarna extends FakeServer {
  orders: Map<string, FakeOrder>;
  /** The shopper completes the checkout in the iframe; Klarna then decides (fraud_status). */
  completeCheckout(orderId: string, fraudStatus?: "ACCEPTED" | "PENDING" | "REJECTED"): void;
  /** Klarna's push: an empty POST to the merchant's push URL; answers the merchant's status code. */
  sendPush(orderId: string): Promise<number>;
}

const badValueCode = (reply: FastifyReply, code: string, messages: string[]) =>
  reply.status(400).send({ error_code: code, error_messages: messages, correlation_id: randomUUID() });
const badValue = (reply: FastifyReply, messages: string[]) => badValueCode(reply, "BAD_VALUE", messages);

export function amountProblems(order: CreateOrder): string[] {
  const problems: string[] = [];
  order.order_lines.forEach((line, i) => {
    if (line.total_amount !== line.quantity * line.unit_price - line.total_discount_amount) {
      problems.push(`Bad value: order_lines[${i}].total_amount`);
    }
    // Klarna: total_tax_amount = total_amount - total_amount * 10000 / (10000 + tax_rate).
    const expectedTax = line.total_amount - (line.total_amount * 10000) / (10000 + line.tax_rate);
    if (Math.abs(line.total_tax_amount - expectedTax) > 1) problems.push(`Bad value: order_lines[${i}].total_tax_amount`);
  });
  if (order.order_amount !== order.order_lines.reduce((s, l) => s + l.total_amount, 0)) problems.push("Bad value: order_amount");
  if (order.order_tax_amount !== order.order_lines.reduce((s, l) => s + l.total_tax_amount, 0)) problems.push("Bad value: order_tax_amount");
  return problems;
}

export function createFakeKlarna(credentials: { username: string; password: string }): FakeKlarna {
  const server = createFakeServer();
  const { app } = server;
  const orders = new Map<string, FakeOrder>();
  /** Idempotency key → the first answer (status, headers, body). */
  const answered = new Map<string, { status: number; headers: Record<string, string>; body: unknown }>();
  const expected = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`;

  app.addHook("preHandler", async (request, reply) => {
    if (request.headers.authorization !== expected) {
      return reply.status(401).send({ error_code: "UNAUTHORIZED", error_messages: ["Bad credentials"], correlation_id: randomUUID() });
    }
  });

  /** Writes: a key is required here (the adapter must always send one), and a repeat answers the first answer. */
  function idempotent(handler: (request: FastifyRequest, reply: FastifyReply) => { status: number; headers?: Record<string, string>; body?: unknown } | FastifyReply) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers["klarna-idempotency-key"];
      if (typeof key !== "string" || !key) return badValue(reply, ["Missing Klarna-Idempotency-Key"]);
      const scoped = `${request.url}|${key}`;
      const first = answered.get(scoped);
      const result = first ?? handler(request, reply);
      if ("sent" in result) return result;
      if (!first && result.status < 300) answered.set(scoped, { status: result.status, headers: result.headers ?? {}, body: result.body });
      return reply.status(result.status).headers(result.headers ?? {}).send(result.body ?? "");
    };
  }

  const checkoutView = (o: FakeOrder) => ({
    order_id: o.order_id,
    status: o.checkoutStatus,
    purchase_country: o.request.purchase_country,
    purchase_currency: o.request.purchase_currency,
    locale: o.request.locale,
    order_amount: o.request.order_amount,
    order_tax_amount: o.request.order_tax_amount,
    order_lines: o.request.order_lines,
    merchant_urls: o.request.merchant_urls,
    merchant_reference1: o.request.merchant_reference1,
    html_snippet:
      o.checkoutStatus === "checkout_incomplete"
        ? `<div id="klarna-checkout-container"><script>window._klarnaCheckout = { orderId: "${o.order_id}" };</script></div>`
        : `<div id="klarna-checkout-confirmation"><script>window._klarnaCheckout = { confirmed: "${o.order_id}" };</script></div>`,
  });

  app.post(
    "/checkout/v3/orders",
    idempotent((request, reply) => {
      const parsed = createOrderSchema.safeParse(request.body);
      if (!parsed.success) return badValue(reply, parsed.error.issues.map((i) => `Bad value: ${i.path.join(".")}`));
      const problems = amountProblems(parsed.data);
      if (problems.length) return badValue(reply, problems);
      const order: FakeOrder = { request: parsed.data, order_id: randomUUID(), checkoutStatus: "checkout_incomplete", managed: null };
      orders.set(order.order_id, order);
      return { status: 201, body: checkoutView(order) };
    }),
  );

  app.post(
    "/checkout/v3/orders/:id",
    idempotent((request, reply) => {
      const order = orders.get((request.params as { id: string }).id);
      if (!order) return reply.status(404).send({ error_code: "NOT_FOUND", error_messages: [], correlation_id: randomUUID() });
      if (order.checkoutStatus !== "checkout_incomplete") return badValueCode(reply, "READ_ONLY_ORDER", ["Cannot change a completed order"]);
      const parsed = createOrderSchema.safeParse(request.body);
      if (!parsed.success) return badValue(reply, parsed.error.issues.map((i) => `Bad value: ${i.path.join(".")}`));
      const problems = amountProblems(parsed.data);
      if (problems.length) return badValue(reply, problems);
      order.request = parsed.data;
      return { status: 200, body: checkoutView(order) };
    }),
  );

  app.get("/checkout/v3/orders/:id", async (request, reply) => {
    const order = orders.get((request.params as { id: string }).id);
    if (!order) return reply.status(404).send({ error_code: "NOT_FOUND", error_messages: [], correlation_id: randomUUID() });
    return checkoutView(order);
  });

  const managedView = (o: FakeOrder) => ({
    order_id: o.order_id,
    status: o.managed!.status,
    fraud_status: o.managed!.fraud_status,
    order_amount: o.request.order_amount,
    original_order_amount: o.request.order_amount,
    captured_amount: o.managed!.captured_amount,
    refunded_amount: o.managed!.refunded_amount,
    remaining_authorized_amount: o.managed!.status === "AUTHORIZED" || o.managed!.status === "PART_CAPTURED" ? o.request.order_amount - o.managed!.captured_amount : 0,
    purchase_currency: o.request.purchase_currency,
    merchant_reference1: o.request.merchant_reference1,
    created_at: new Date().toISOString(),
  });

  const managed = (request: FastifyRequest) => {
    const order = orders.get((request.params as { id: string }).id);
    return order?.managed ? order : null;
  };
  const notFound = (reply: FastifyReply) => reply.status(404).send({ error_code: "NO_SUCH_ORDER", error_messages: [], correlation_id: randomUUID() });
  const notAllowed = (reply: FastifyReply, message: string) => reply.status(403).send({ error_code: "NOT_ALLOWED", error_messages: [message], correlation_id: randomUUID() });

  app.get("/ordermanagement/v1/orders/:id", async (request, reply) => {
    const order = managed(request);
    return order ? managedView(order) : notFound(reply);
  });

  app.post(
    "/ordermanagement/v1/orders/:id/acknowledge",
    idempotent((request, reply) => {
      const order = managed(request);
      if (!order) return notFound(reply);
      order.managed!.acknowledged += 1;
      return { status: 204 };
    }),
  );

  app.post(
    "/ordermanagement/v1/orders/:id/captures",
    idempotent((request, reply) => {
      const order = managed(request);
      if (!order) return notFound(reply);
      const body = z.object({ captured_amount: int.min(1) }).safeParse(request.body);
      if (!body.success) return badValue(reply, ["Bad value: captured_amount"]);
      const m = order.managed!;
      if (m.fraud_status !== "ACCEPTED" || !["AUTHORIZED", "PART_CAPTURED"].includes(m.status)) return notAllowed(reply, `Cannot capture an order in ${m.status}`);
      if (body.data.captured_amount > order.request.order_amount - m.captured_amount) return notAllowed(reply, "Captured amount is higher than the remaining authorized amount");
      m.captured_amount += body.data.captured_amount;
      m.status = m.captured_amount === order.request.order_amount ? "CAPTURED" : "PART_CAPTURED";
      const captureId = randomUUID();
      return { status: 201, headers: { "capture-id": captureId, location: `/ordermanagement/v1/orders/${order.order_id}/captures/${captureId}` } };
    }),
  );

  app.post(
    "/ordermanagement/v1/orders/:id/cancel",
    idempotent((request, reply) => {
      const order = managed(request);
      if (!order) return notFound(reply);
      if (order.managed!.status !== "AUTHORIZED") return notAllowed(reply, `Cannot cancel an order in ${order.managed!.status}`);
      order.managed!.status = "CANCELLED";
      return { status: 204 };
    }),
  );

  app.post(
    "/ordermanagement/v1/orders/:id/refunds",
    idempotent((request, reply) => {
      const order = managed(request);
      if (!order) return notFound(reply);
      const body = z.object({ refunded_amount: int.min(1) }).safeParse(request.body);
      if (!body.success) return badValue(reply, ["Bad value: refunded_amount"]);
      const m = order.managed!;
      if (body.data.refunded_amount > m.captured_amount - m.refunded_amount) return notAllowed(reply, "Refunded amount is higher than the captured amount");
      m.refunded_amount += body.data.refunded_amount;
      return { status: 201, headers: { "refund-id": randomUUID() } };
    }),
  );

  return {
    ...server,
    orders,
    completeCheckout(orderId, fraudStatus = "ACCEPTED") {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.checkoutStatus = "checkout_complete";
      order.managed = { status: "AUTHORIZED", fraud_status: fraudStatus, captured_amount: 0, refunded_amount: 0, acknowledged: 0 };
    },
    async sendPush(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const url = order.request.merchant_urls.push.replace("{checkout.order.id}", orderId);
      const response = await fetch(url, { method: "POST" });
      await response.arrayBuffer();
      return response.status;
    },
  };
}
