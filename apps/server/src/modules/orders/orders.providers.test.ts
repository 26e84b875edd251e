// Integration: the payment follow-ups against the fake Klarna and PayPal servers (docs/orders.md
// "Refunds", docs/payments.md "Klarna", "PayPal"): the Klarna confirmation page's call, PayPal's
// capture on return, and money given back when staff cancel a paid order — on a real database
// (PGlite, or PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "@polku/db/orm";
import { klarnaConfirmationSchema, orderViewSchema, payPalReturnResponseSchema, resultKindOf, type PlaceOrderResponse } from "@polku/domain";
import { DEMO_CUSTOMERS } from "../../seed/customers";
import { createFakeKlarna, type FakeKlarna } from "../payments/fakes/fake-klarna";
import { createFakePayPal, type FakePayPal } from "../payments/fakes/fake-paypal";
import { ProviderError } from "../payments/payment-provider";
import { deliver, notification, orderBody, ordersFixture, place, type OrdersFixture } from "./orders.test-support";

const KLARNA = { username: "PK_fake_user", password: "klarna-secret" };
const PAYPAL = { clientId: "AZ-client-id", clientSecret: "paypal-client-secret", webhookId: "8PT597110X687430LKGECATA" };

let f: OrdersFixture;
let klarna: FakeKlarna;
let paypal: FakePayPal;
let origin: string;
let staffToken: string;
let v1: number;
let v2: number;

beforeAll(async () => {
  klarna = createFakeKlarna(KLARNA);
  paypal = createFakePayPal(PAYPAL);
  await Promise.all([klarna.listen(), paypal.listen()]);
  f = await ordersFixture({
    env: {
      KLARNA_API_URL: klarna.url(),
      KLARNA_USERNAME: KLARNA.username,
      KLARNA_PASSWORD: KLARNA.password,
      PAYPAL_API_URL: paypal.url(),
      PAYPAL_CLIENT_ID: PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
    },
  });
  // PayPal's webhooks come over HTTP.
  await f.t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = f.t.app.server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  [v1, v2] = f.variants;
  staffToken = await f.token(DEMO_CUSTOMERS[2]!);
}, 120_000);
afterAll(async () => {
  await f?.t.close();
  await Promise.all([klarna?.close(), paypal?.close()]);
});
beforeEach(() => {
  paypal.nextCaptureStatus = "COMPLETED";
  klarna.failNext(0);
  paypal.failNext(0);
  vi.restoreAllMocks();
});

const readOrder = async (order: PlaceOrderResponse) => {
  const res = await f.t.app.inject({ method: "GET", url: `/api/orders/${order.number}/?token=${order.access_token}` });
  expect(res.statusCode, res.body).toBe(200);
  return orderViewSchema.parse(res.json());
};
const mails = async (number: string) => (await f.one<{ n: number }>(sql`select count(*)::int as n from mail_outbox where dedupe_key = ${`order.confirmation:${number}`}`)).n;
const eventsOf = (number: string) =>
  f.one<{ n: number; applied: number }>(
    sql`select count(*)::int as n, count(*) filter (where e.applied)::int as applied from payment_events e join orders o on o.id = e.order_id where o.number = ${number}`,
  );
const historyOf = async (number: string) =>
  (await f.one<{ n: number }>(sql`select count(*)::int as n from order_status_history h join orders o on o.id = h.order_id where o.number = ${number}`)).n;
const refundsOf = (number: string) =>
  f.t.database.db
    .execute<{ kind: string; status: string; attempts: number; amount: number; idempotencyKey: string; lastError: string | null; eventId: string | null; reason: string }>(
      sql`select r.kind, r.status, r.attempts, r.amount, r.idempotency_key as "idempotencyKey", r.last_error as "lastError", r.event_id as "eventId", r.reason
          from order_refunds r join orders o on o.id = r.order_id where o.number = ${number} order by r.id`,
    )
    .then((r) => r.rows);
const staffMove = (number: string, status: string) =>
  f.t.app.inject({ method: "POST", url: `/api/staff/orders/${number}/status/`, payload: { status }, headers: { authorization: `Bearer ${staffToken}` } });
const cancelByStaff = async (number: string) => {
  expect((await staffMove(number, "manual_cancellation")).statusCode).toBe(200);
  const res = await staffMove(number, "cancelled");
  expect(res.statusCode, res.body).toBe(200);
  return orderViewSchema.parse(res.json());
};
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

// ---- Klarna ------------------------------------------------------------------------------------

const confirm = (id: string) => f.t.app.inject({ method: "GET", url: `/api/payments/klarna/confirmation/?klarna_order_id=${encodeURIComponent(id)}` });

async function klarnaOrder(amount = 1) {
  const order = await place(f, orderBody({ products: [{ id: v2, amount }], payment_method: "invoice" }));
  if (order.payment.kind !== "snippet") throw new Error("an embedded checkout expected");
  return { order, kgco: order.payment.kgco_id };
}

describe("the Klarna confirmation", () => {
  it("refuses a malformed id with 400 and an id the shop has no order for with 404", async () => {
    const bad = await confirm("not an id!");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["klarna_order_id"]);
    expect((await f.t.app.inject({ method: "GET", url: "/api/payments/klarna/confirmation/" })).statusCode).toBe(400);
    const unknown = await confirm("0b1d9815-165e-42e2-8867-35bc03789e00");
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: "Order not found", code: "order_not_found" }]);
  });

  it("records a completed checkout as the push would: the order is paid, one e-mail; a repeat and the push change nothing", async () => {
    const { order, kgco } = await klarnaOrder();
    // Before the shopper completes it: the order waits, nothing is recorded.
    const open = klarnaConfirmationSchema.parse((await confirm(kgco)).json());
    expect(open).toMatchObject({ number: order.number, status: "new", payment_status: "pending" });
    expect((await eventsOf(order.number)).n).toBe(0);

    klarna.completeCheckout(kgco);
    const res = await confirm(kgco);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const answer = klarnaConfirmationSchema.parse(res.json());
    expect(answer).toMatchObject({ number: order.number, access_token: order.access_token, status: "processing", payment_status: "authorised" });
    expect(answer.html_snippet).toContain("klarna-checkout-confirmation");
    expect(resultKindOf(answer)).toBe("ok");
    expect(await mails(order.number)).toBe(1);
    expect(await eventsOf(order.number)).toEqual({ n: 1, applied: 1 });
    const history = await historyOf(order.number);
    // Klarna was told the order is recorded, so it stops pushing.
    expect(klarna.orders.get(kgco)!.managed!.acknowledged).toBe(1);

    expect(klarnaConfirmationSchema.parse((await confirm(kgco)).json())).toEqual(answer);
    const push = await f.t.app.inject({ method: "POST", url: `/api/payments/klarna/notifications/?klarna_order_id=${kgco}` });
    expect(push.statusCode).toBe(200);
    expect(await eventsOf(order.number)).toEqual({ n: 1, applied: 1 });
    expect(await historyOf(order.number)).toBe(history);
    expect(await mails(order.number)).toBe(1);
    expect(await readOrder(order)).toMatchObject({ status: "processing", payment_status: "authorised" });
  });

  it("answers 502 when Klarna cannot be reached, and records the payment when asked again", async () => {
    const { order, kgco } = await klarnaOrder();
    klarna.completeCheckout(kgco);
    klarna.failNext(1);
    const down = await confirm(kgco);
    expect([down.statusCode, down.json().code]).toEqual([502, "provider_unavailable"]);
    expect(await readOrder(order)).toMatchObject({ status: "new", payment_status: "pending" });
    expect(klarnaConfirmationSchema.parse((await confirm(kgco)).json())).toMatchObject({ status: "processing" });
  });

  it("a checkout Klarna rejects cancels the order and gives its stock back", async () => {
    await f.setStock(v2, 10);
    const { order, kgco } = await klarnaOrder(2);
    expect(await f.webStock(v2)).toBe(8);
    klarna.completeCheckout(kgco, "REJECTED");
    const answer = klarnaConfirmationSchema.parse((await confirm(kgco)).json());
    expect(answer).toMatchObject({ status: "cancelled", payment_status: "declined" });
    expect(resultKindOf(answer)).toBe("error");
    expect(await f.webStock(v2)).toBe(10);
    expect(await mails(order.number)).toBe(0);
  });

  it("a checkout completed after its order expired is released at Klarna, once", async () => {
    const { order, kgco } = await klarnaOrder();
    expect(await f.t.app.orders.expireAbandoned(later(31))).toBeGreaterThanOrEqual(1);
    klarna.completeCheckout(kgco);
    const answer = klarnaConfirmationSchema.parse((await confirm(kgco)).json());
    expect(answer).toMatchObject({ status: "cancelled", payment_status: "cancelled", paid_at: null });
    expect(resultKindOf(answer)).toBe("cancelled");
    expect(klarna.orders.get(kgco)!.managed!.status).toBe("CANCELLED");
    expect(await refundsOf(order.number)).toEqual([expect.objectContaining({ kind: "cancel", status: "done", reason: "late_payment", idempotencyKey: `cancel-${order.number}` })]);
    await confirm(kgco);
    expect(klarna.calls.filter((c) => c.path.endsWith(`/${kgco}/cancel`))).toHaveLength(1);
    expect(await mails(order.number)).toBe(0);
  });
});

// ---- PayPal ------------------------------------------------------------------------------------

async function payPalOrder(amount = 1) {
  const order = await place(f, orderBody({ products: [{ id: v2, amount }], payment_method: "wallet" }));
  if (order.payment.kind !== "redirect") throw new Error("a redirect expected");
  expect(order.payment.redirect_url).toBe(`https://www.sandbox.paypal.example/checkoutnow?token=${order.payment.payment_id}`);
  return { order, paypalId: order.payment.payment_id };
}
const returnFrom = (order: PlaceOrderResponse, token: string, body: Record<string, unknown> = {}) =>
  f.t.app.inject({ method: "POST", url: "/api/payments/paypal/return/", payload: { order_number: order.number, access_token: order.access_token, token, payer_id: "FSMVU44LF3YUS", ...body } });
const captureCalls = (paypalId: string) => paypal.calls.filter((c) => c.path === `/v2/checkout/orders/${paypalId}/capture`);

describe("PayPal's return", () => {
  it("captures the approved order with the order's key before the ok page; the approval webhook alone pays nothing", async () => {
    const { order, paypalId } = await payPalOrder();
    // The return URL PayPal was given is the ok page; it adds ?token=&PayerID= itself.
    const created = paypal.orders.get(paypalId)!.request;
    expect(created.application_context.return_url).toBe(`http://shop.test/order/payment_ok/${order.number}/${order.access_token}/`);
    paypal.approve(paypalId);
    expect((await paypal.sendWebhook(`${origin}/api/payments/paypal/notifications/`, "CHECKOUT.ORDER.APPROVED", paypalId)).status).toBe(200);
    expect(await readOrder(order)).toMatchObject({ status: "new", payment_status: "pending" });
    expect(await mails(order.number)).toBe(0);

    const res = await returnFrom(order, paypalId);
    expect(res.statusCode, res.body).toBe(200);
    const answer = payPalReturnResponseSchema.parse(res.json());
    expect(answer).toMatchObject({ number: order.number, status: "processing", payment_status: "captured" });
    expect(resultKindOf(answer)).toBe("ok");
    expect(captureCalls(paypalId).map((c) => c.headers["paypal-request-id"])).toEqual([`capture-${order.number}`]);
    expect(paypal.orders.get(paypalId)!.status).toBe("COMPLETED");
    expect(await mails(order.number)).toBe(1);
    // PayPal's capture webhook afterwards is the same payment: nothing changes.
    await paypal.sendWebhook(`${origin}/api/payments/paypal/notifications/`, "PAYMENT.CAPTURE.COMPLETED", paypalId);
    expect(await eventsOf(order.number)).toEqual({ n: 3, applied: 1 });
    expect(await mails(order.number)).toBe(1);
  });

  it("a reload of the ok page captures nothing more; two returns at once capture once", async () => {
    const { order, paypalId } = await payPalOrder();
    paypal.approve(paypalId);
    const first = payPalReturnResponseSchema.parse((await returnFrom(order, paypalId)).json());
    const again = payPalReturnResponseSchema.parse((await returnFrom(order, paypalId)).json());
    expect(again).toEqual(first);
    expect(captureCalls(paypalId)).toHaveLength(1);

    const both = await payPalOrder();
    paypal.approve(both.paypalId);
    const answers = await Promise.all([returnFrom(both.order, both.paypalId), returnFrom(both.order, both.paypalId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().payment_status)).toEqual(["captured", "captured"]);
    expect(paypal.orders.get(both.paypalId)!.capture).not.toBeNull();
    expect(new Set(captureCalls(both.paypalId).map((c) => c.headers["paypal-request-id"]))).toEqual(new Set([`capture-${both.order.number}`]));
    expect(await eventsOf(both.order.number)).toEqual({ n: 1, applied: 1 });
    expect(await mails(both.order.number)).toBe(1);
  });

  it("a capture PayPal declines (422 INSTRUMENT_DECLINED) sends the shopper to the error page and gives the stock back", async () => {
    await f.setStock(v1, 5);
    const order = await place(f, orderBody({ products: [{ id: v1, amount: 2 }], payment_method: "wallet" }));
    if (order.payment.kind !== "redirect") throw new Error("a redirect expected");
    expect(await f.webStock(v1)).toBe(3);
    paypal.approve(order.payment.payment_id);
    paypal.nextCaptureStatus = "INSTRUMENT_DECLINED";
    const answer = payPalReturnResponseSchema.parse((await returnFrom(order, order.payment.payment_id)).json());
    expect(answer).toMatchObject({ status: "cancelled", payment_status: "declined" });
    expect(resultKindOf(answer)).toBe("error");
    expect(await f.webStock(v1)).toBe(5);
    expect(await mails(order.number)).toBe(0);
    // The reload asks PayPal nothing more.
    await returnFrom(order, order.payment.payment_id);
    expect(captureCalls(order.payment.payment_id)).toHaveLength(1);
  });

  it("answers 502 while PayPal is down (the order waits) and captures on the next try", async () => {
    const { order, paypalId } = await payPalOrder();
    paypal.approve(paypalId);
    paypal.failNext(1);
    const down = await returnFrom(order, paypalId);
    expect([down.statusCode, down.json().code]).toEqual([502, "provider_unavailable"]);
    expect(await readOrder(order)).toMatchObject({ status: "new", payment_status: "pending" });
    expect(payPalReturnResponseSchema.parse((await returnFrom(order, paypalId)).json()).payment_status).toBe("captured");
  });

  it("does not capture for an order that expired meanwhile", async () => {
    const { order, paypalId } = await payPalOrder();
    paypal.approve(paypalId);
    await f.t.app.orders.expireAbandoned(later(31));
    const answer = payPalReturnResponseSchema.parse((await returnFrom(order, paypalId)).json());
    expect(answer).toMatchObject({ status: "cancelled", payment_status: "cancelled" });
    expect(captureCalls(paypalId)).toHaveLength(0);
  });

  it("is 404 for another PayPal order, a wrong or missing access token, and 400 for a bad body", async () => {
    const { order, paypalId } = await payPalOrder();
    const other = await payPalOrder();
    paypal.approve(paypalId);
    expect((await returnFrom(order, other.paypalId)).statusCode).toBe(404);
    expect((await returnFrom(order, paypalId, { access_token: "x".repeat(32) })).statusCode).toBe(404);
    expect((await returnFrom(order, paypalId, { access_token: undefined })).statusCode).toBe(404);
    const bad = await returnFrom(order, "<script>", { order_number: "123" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["order_number", "token"]));
    expect(captureCalls(paypalId)).toHaveLength(0);
    expect(await readOrder(order)).toMatchObject({ payment_status: "pending" });
  });
});

// ---- refunds on staff cancel -------------------------------------------------------------------

describe("staff cancelling a paid order", () => {
  it("releases a test provider authorisation once; the gift card part goes back by the ledger; cancelling again is refused", async () => {
    await f.t.database.db.execute(sql`insert into gift_cards (code) values ('REFUND-GIFT-1')`);
    await f.t.database.db.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount) select id, 'issue', 1000 from gift_cards where code = 'REFUND-GIFT-1'`);
    const balance = async () => (await f.one<{ b: number }>(sql`select sum(amount)::int as b from gift_card_transactions x join gift_cards g on g.id = x.gift_card_id where g.code = 'REFUND-GIFT-1'`)).b;
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }], discount_codes: ["refund-gift-1"] }));
    expect(order.total_price).toBeGreaterThan(0);
    await deliver(f, notification(order, "authorised"));
    expect(await balance()).toBe(0);
    const cancel = vi.spyOn(f.t.app.payments.provider("test")!, "cancel");
    const refund = vi.spyOn(f.t.app.payments.provider("test")!, "refund");

    const view = await cancelByStaff(order.number);
    expect(view).toMatchObject({ status: "cancelled", payment_status: "cancelled" });
    expect(resultKindOf(view)).toBe("ok");
    expect(await balance()).toBe(1000);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith(order.payment.kind === "redirect" ? order.payment.payment_id : "", `cancel-${order.number}`);
    expect(refund).not.toHaveBeenCalled();
    expect(await refundsOf(order.number)).toEqual([
      expect.objectContaining({ kind: "cancel", status: "done", attempts: 1, amount: order.total_price, reason: "staff_cancel", idempotencyKey: `cancel-${order.number}` }),
    ]);

    expect((await staffMove(order.number, "cancelled")).statusCode).toBe(409);
    expect(await f.t.app.orders.retryRefunds(later(60 * 24))).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(await balance()).toBe(1000);
    const events = await f.one<{ n: number }>(sql`select count(*)::int as n from payment_events e join orders o on o.id = e.order_id where o.number = ${order.number} and e.status = 'cancelled' and e.applied`);
    expect(events.n).toBe(1);
  });

  it("a provider call that fails is retried by the job when due, with the same key, and done once", async () => {
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }] }));
    await deliver(f, notification(order, "authorised"));
    const provider = f.t.app.payments.provider("test")!;
    const cancel = vi.spyOn(provider, "cancel").mockRejectedValueOnce(new ProviderError("test", "connection refused"));

    const view = await cancelByStaff(order.number);
    expect(view).toMatchObject({ status: "cancelled", payment_status: "authorised" });
    expect(await refundsOf(order.number)).toEqual([expect.objectContaining({ status: "pending", attempts: 1, lastError: "test: connection refused", eventId: null })]);

    // Not due yet; then due: the job runs twice (and twice at once), the provider is asked once more.
    expect(await f.t.app.orders.retryRefunds(new Date())).toEqual({ done: 0, retry: 0, failed: 0 });
    const [a, b] = await Promise.all([f.t.app.orders.retryRefunds(later(2)), f.t.app.orders.retryRefunds(later(2))]);
    expect(a.done + b.done).toBe(1);
    expect(await f.t.app.orders.retryRefunds(later(3))).toEqual({ done: 0, retry: 0, failed: 0 });
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(cancel.mock.calls.map((c) => c[1])).toEqual([`cancel-${order.number}`, `cancel-${order.number}`]);
    expect(await refundsOf(order.number)).toEqual([expect.objectContaining({ status: "done", attempts: 2, lastError: null })]);
    expect(await readOrder(order)).toMatchObject({ status: "cancelled", payment_status: "cancelled" });
  });

  it("gives up after the last retry and leaves the refund to staff", async () => {
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }] }));
    await deliver(f, notification(order, "authorised"));
    vi.spyOn(f.t.app.payments.provider("test")!, "cancel").mockRejectedValue(new ProviderError("test", "refused", 422));
    await cancelByStaff(order.number);
    // Nine more tries, each one due (the longest wait is a day), then it has failed for good.
    const results = [];
    for (let i = 1; i <= 9; i++) results.push(await f.t.app.orders.retryRefunds(later(i * 2 * 24 * 60)));
    expect(results.at(-1)).toEqual({ done: 0, retry: 0, failed: 1 });
    expect(results.slice(0, -1).every((r) => r.retry === 1)).toBe(true);
    expect(await refundsOf(order.number)).toEqual([expect.objectContaining({ status: "failed", attempts: 10, lastError: "test: refused" })]);
    expect(await f.t.app.orders.retryRefunds(later(60 * 24 * 60))).toEqual({ done: 0, retry: 0, failed: 0 });
  });

  it("releases a Klarna authorisation, and refunds a Klarna capture once even when the first call fails", async () => {
    const authorised = await klarnaOrder();
    klarna.completeCheckout(authorised.kgco);
    await confirm(authorised.kgco);
    expect(await cancelByStaff(authorised.order.number)).toMatchObject({ status: "cancelled", payment_status: "cancelled" });
    expect(klarna.orders.get(authorised.kgco)!.managed!.status).toBe("CANCELLED");

    const captured = await klarnaOrder();
    klarna.completeCheckout(captured.kgco);
    await confirm(captured.kgco);
    // The shop captured it (e.g. on shipping); recorded like any event.
    await f.t.app.orders.applyEvent(await f.t.app.payments.provider("klarna")!.capture(captured.kgco, captured.order.total_price, `capture-${captured.order.number}`));
    expect(await readOrder(captured.order)).toMatchObject({ payment_status: "captured" });
    klarna.failNext(1);
    expect(await cancelByStaff(captured.order.number)).toMatchObject({ status: "cancelled", payment_status: "captured" });
    expect(await refundsOf(captured.order.number)).toEqual([expect.objectContaining({ kind: "refund", status: "pending", attempts: 1 })]);
    await f.t.app.orders.retryRefunds(later(2));
    await f.t.app.orders.retryRefunds(later(3));
    const managed = klarna.orders.get(captured.kgco)!.managed!;
    expect(managed.refunded_amount).toBe(captured.order.total_price);
    expect(klarna.calls.filter((c) => c.path.endsWith(`/${captured.kgco}/refunds`)).map((c) => c.headers["klarna-idempotency-key"])).toEqual([`refund-${captured.order.number}`]);
    expect(await readOrder(captured.order)).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    expect(await refundsOf(captured.order.number)).toEqual([expect.objectContaining({ status: "done", attempts: 2 })]);
  });

  it("refunds a PayPal capture at PayPal", async () => {
    const { order, paypalId } = await payPalOrder();
    paypal.approve(paypalId);
    await returnFrom(order, paypalId);
    const view = await cancelByStaff(order.number);
    expect(view).toMatchObject({ status: "cancelled", payment_status: "refunded" });
    expect(resultKindOf(view)).toBe("ok");
    const capture = paypal.orders.get(paypalId)!.capture!;
    expect(capture.refunded).toBe(order.total_price);
    expect(paypal.calls.filter((c) => c.path === `/v2/payments/captures/${capture.id}/refund`).map((c) => c.headers["paypal-request-id"])).toEqual([`refund-${order.number}`]);
    expect(await f.t.app.orders.retryRefunds(later(60))).toEqual({ done: 0, retry: 0, failed: 0 });
  });

  it("asks the provider nothing for an unpaid order", async () => {
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }] }));
    expect((await staffMove(order.number, "cancelled")).json()).toMatchObject({ status: "cancelled", payment_status: "pending" });
    expect(await refundsOf(order.number)).toEqual([]);
  });
});
