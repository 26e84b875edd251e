// A local Nets Easy that follows the public REST contract of Payment API v1 closely enough to
// catch the adapter's mistakes (docs/payments.md "Fake servers"): the secret key as the
// Authorization header, the order's amount rules (gross = net + tax per item, items summing to
// the order amount), a hosted payment page integration with its required URLs, webhook
// authorization values of 8-64 letters and digits, Idempotency-Key required on every write (a
// repeated key answers the first answer and changes nothing; another body with it is a 409), reservations charged once, refunds against the
// charge, and webhooks sent to the URLs registered with the payment.
import { NETS_WEBHOOK_AUTH } from "@polku/domain";
import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { createFakeServer, fingerprint, type FakeServer } from "./fake-server";

const int = z.number().int();
const itemSchema = z.object({
  reference: z.string().min(1).max(128),
  name: z.string().min(1).max(128),
  quantity: z.number().positive(),
  unit: z.string().min(1).max(128),
  unitPrice: int,
  taxRate: int.min(0).max(10000).optional(),
  taxAmount: int.optional(),
  grossTotalAmount: int,
  netTotalAmount: int,
});
const createSchema = z.object({
  order: z.object({ items: z.array(itemSchema).min(1), amount: int.positive(), currency: z.string().regex(/^[A-Z]{3}$/), reference: z.string().min(1).max(128) }),
  checkout: z.object({
    integrationType: z.literal("HostedPaymentPage"),
    returnUrl: z.url(),
    cancelUrl: z.url().optional(),
    termsUrl: z.url(),
    charge: z.boolean().optional(),
    merchantHandlesConsumerData: z.boolean().optional(),
    consumer: z.object({ email: z.email() }).optional(),
  }),
  notifications: z
    .object({ webhooks: z.array(z.object({ eventName: z.string().min(1), url: z.url(), authorization: z.string().regex(NETS_WEBHOOK_AUTH) })).max(32) })
    .optional(),
});
type Create = z.infer<typeof createSchema>;

export interface FakeNetsPayment {
  paymentId: string;
  request: Create;
  reserved: number;
  charged: number;
  refunded: number;
  cancelled: number;
  charges: { chargeId: string; amount: number }[];
}

export interface FakeNets extends FakeServer {
  payments: Map<string, FakeNetsPayment>;
  /** The shopper pays on the hosted page: the whole amount is reserved (or the card is refused). */
  pay(paymentId: string, outcome?: "reserved" | "failed"): void;
  /** Sends one webhook as Nets Easy does; answers the merchant's status code. */
  sendWebhook(paymentId: string, eventName: string, opts?: { id?: string; authorization?: string }): Promise<number>;
}

const hex = () => randomBytes(16).toString("hex");
const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ errors: { request: [message] } });

export function createFakeNets(secretKey: string): FakeNets {
  const fake = createFakeServer();
  const payments = new Map<string, FakeNetsPayment>();
  const charges = new Map<string, string>();
  /** Idempotency-Key → the first answer (same key and same body; another body is a 409). */
  const answered = new Map<string, { body: string; status: number; answer: unknown }>();
  const failedReservations = new Set<string>();

  fake.app.addHook("preHandler", async (request, reply) => {
    if (request.headers.authorization !== secretKey) return refuse(reply, 401, "Unauthorized");
  });

  /** Answers a repeated write with its first answer; runs `write` once per key. */
  async function once(request: FastifyRequest, reply: FastifyReply, write: () => { status: number; answer: unknown } | null) {
    const key = request.headers["idempotency-key"];
    const body = fingerprint(request.body);
    // The shop sends a key with every write: a write without one is a mistake of the adapter.
    if (typeof key !== "string" || key === "") return refuse(reply, 400, "Idempotency-Key required");
    {
      const seen = answered.get(`${request.url}|${key}`);
      if (seen) return seen.body === body ? reply.status(seen.status).send(seen.answer ?? undefined) : refuse(reply, 409, "Idempotency-Key reused with another request");
    }
    const result = write();
    if (!result) return reply;
    answered.set(`${request.url}|${key}`, { body, ...result });
    return reply.status(result.status).send(result.answer ?? undefined);
  }

  fake.app.post("/v1/payments", async (request, reply) => {
    const parsed = createSchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, parsed.error.issues.map((i) => i.path.join(".")).join(", "));
    const order = parsed.data.order;
    for (const [i, item] of order.items.entries()) {
      if (item.grossTotalAmount !== item.netTotalAmount + (item.taxAmount ?? 0)) return refuse(reply, 400, `order.items[${i}].grossTotalAmount`);
    }
    if (order.items.reduce((sum, item) => sum + item.grossTotalAmount, 0) !== order.amount) return refuse(reply, 400, "order.amount does not match the items");
    return once(request, reply, () => {
      const paymentId = hex();
      payments.set(paymentId, { paymentId, request: parsed.data, reserved: 0, charged: 0, refunded: 0, cancelled: 0, charges: [] });
      return { status: 201, answer: { paymentId, hostedPaymentPageUrl: `${fake.url()}/hpp/?pid=${paymentId}` } };
    });
  });

  fake.app.get("/v1/payments/:id", async (request, reply) => {
    const p = payments.get((request.params as { id: string }).id);
    if (!p) return refuse(reply, 404, "Payment not found");
    return {
      payment: {
        paymentId: p.paymentId,
        orderDetails: { amount: p.request.order.amount, currency: p.request.order.currency, reference: p.request.order.reference },
        summary: {
          ...(p.reserved ? { reservedAmount: p.reserved } : {}),
          ...(p.charged ? { chargedAmount: p.charged } : {}),
          ...(p.refunded ? { refundedAmount: p.refunded } : {}),
          ...(p.cancelled ? { cancelledAmount: p.cancelled } : {}),
        },
        ...(p.charges.length ? { charges: p.charges } : {}),
        created: "2026-11-26T10:00:00.000+00:00",
      },
    };
  });

  const amountOf = (body: unknown) => z.object({ amount: int.positive() }).safeParse(body);

  fake.app.post("/v1/payments/:id/charges", async (request, reply) => {
    const p = payments.get((request.params as { id: string }).id);
    if (!p) return refuse(reply, 404, "Payment not found");
    const body = amountOf(request.body);
    if (!body.success) return refuse(reply, 400, "amount");
    return once(request, reply, () => {
      if (p.reserved < body.data.amount || p.charged > 0 || p.cancelled > 0) {
        void refuse(reply, 400, "Nothing reserved to charge");
        return null;
      }
      const chargeId = hex();
      p.charged = body.data.amount;
      p.charges.push({ chargeId, amount: body.data.amount });
      charges.set(chargeId, p.paymentId);
      return { status: 201, answer: { chargeId } };
    });
  });

  fake.app.post("/v1/payments/:id/cancels", async (request, reply) => {
    const p = payments.get((request.params as { id: string }).id);
    if (!p) return refuse(reply, 404, "Payment not found");
    const body = amountOf(request.body);
    if (!body.success) return refuse(reply, 400, "amount");
    return once(request, reply, () => {
      if (p.charged > 0 || body.data.amount !== p.reserved) {
        void refuse(reply, 400, "Only the whole uncharged reservation can be cancelled");
        return null;
      }
      p.cancelled = body.data.amount;
      return { status: 204, answer: null };
    });
  });

  fake.app.post("/v1/charges/:id/refunds", async (request, reply) => {
    const paymentId = charges.get((request.params as { id: string }).id);
    const p = paymentId ? payments.get(paymentId) : undefined;
    if (!p) return refuse(reply, 404, "Charge not found");
    const body = amountOf(request.body);
    if (!body.success) return refuse(reply, 400, "amount");
    return once(request, reply, () => {
      if (p.refunded + body.data.amount > p.charged) {
        void refuse(reply, 400, "Refund above the charged amount");
        return null;
      }
      p.refunded += body.data.amount;
      return { status: 201, answer: { refundId: hex() } };
    });
  });

  return Object.assign(fake, {
    payments,
    pay(paymentId: string, outcome: "reserved" | "failed" = "reserved") {
      const p = payments.get(paymentId);
      if (!p) throw new Error(`No fake Nets payment ${paymentId}`);
      if (outcome === "reserved") p.reserved = p.request.order.amount;
      else failedReservations.add(paymentId);
    },
    async sendWebhook(paymentId: string, eventName: string, opts: { id?: string; authorization?: string } = {}) {
      const p = payments.get(paymentId);
      const hook = p?.request.notifications?.webhooks.find((w) => w.eventName === eventName);
      if (!p || !hook) throw new Error(`Payment ${paymentId} has no webhook for ${eventName}`);
      const response = await fetch(hook.url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: opts.authorization ?? hook.authorization },
        body: JSON.stringify({ id: opts.id ?? hex(), merchantId: 100017120, timestamp: new Date().toISOString(), event: eventName, data: { paymentId } }),
      });
      await response.body?.cancel();
      return response.status;
    },
  });
}
