// The PayPal adapter against the local fake PayPal (fakes/fake-paypal.ts): token, create, approve,
// capture, refund, webhooks verified by PayPal, idempotent retries, wrong credentials, tampered
// and replayed webhooks, amounts that do not add up.
import { paymentOrderSchema, type PaymentOrder, type PaymentOrderInput } from "@polku/domain";
import { sampleOrder, sampleUrls } from "@polku/domain/testing/payment-order";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakePayPal, type FakePayPal } from "../fakes/fake-paypal";
import { ProviderError, type PaymentProvider } from "../payment-provider";
import { createPaymentsTestApp, type PaymentsTestApp } from "../payments-test-app";
import { createPayPalProvider } from "./paypal.provider";

const CREDENTIALS = { clientId: "AZ-client-id", clientSecret: "paypal-client-secret", webhookId: "8PT597110X687430LKGECATA" };
let fake: FakePayPal;
let t: PaymentsTestApp;
let paypal: PaymentProvider;
let webhookUrl: string;

beforeAll(async () => {
  fake = createFakePayPal(CREDENTIALS);
  await fake.listen();
  t = await createPaymentsTestApp({
    PAYPAL_API_URL: fake.url(),
    PAYPAL_CLIENT_ID: CREDENTIALS.clientId,
    PAYPAL_CLIENT_SECRET: CREDENTIALS.clientSecret,
    PAYPAL_WEBHOOK_ID: CREDENTIALS.webhookId,
  });
  paypal = t.payments.provider("paypal")!;
  webhookUrl = `${t.origin}/api/payments/paypal/notifications/`;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  t.events.length = 0;
  fake.calls.length = 0;
  fake.nextCaptureStatus = "COMPLETED";
});

let serial = 0;
function order(over: Partial<PaymentOrderInput> = {}): PaymentOrder {
  serial += 1;
  return paymentOrderSchema.parse(sampleOrder({ reference: `P${serial}`, idempotencyKey: `order-P${serial}-try-1`, ...over }));
}

async function approvedOrder() {
  const started = await paypal.start(order());
  fake.approve(started.paymentId);
  return started.paymentId;
}

const post = (raw: string, headers: Record<string, string>) => t.app.inject({ method: "POST", url: "/api/payments/paypal/notifications/", headers, payload: raw });

describe("PayPal orders", () => {
  it("is offered for PayPal's currencies, as the wallet", () => {
    expect(t.payments.methods({ country: "fi", currency: "eur", amount: 9470 }, "fi")).toContainEqual({ slug: "wallet", name: "PayPal", processor_slug: "paypal" });
    expect(paypal.methods({ country: "is", currency: "isk", amount: 9470 })).toEqual([]);
  });

  it("creates an order with a Bearer token and a request id, and sends the shopper to its approve link", async () => {
    const o = order({ language: "sv", country: "se", currency: "sek" });
    const started = await paypal.start(o);
    expect(started).toMatchObject({ kind: "redirect", redirectUrl: `https://www.sandbox.paypal.example/checkoutnow?token=${started.paymentId}` });
    const create = fake.calls.find((c) => c.path === "/v2/checkout/orders");
    expect(create!.headers.authorization).toMatch(/^Bearer A21/);
    expect(create!.headers["paypal-request-id"]).toBe(o.idempotencyKey);
    expect(create!.body).toMatchObject({
      intent: "CAPTURE",
      purchase_units: [{ custom_id: o.reference, amount: { currency_code: "SEK", value: "94.70" } }],
      application_context: { return_url: sampleUrls.ok, cancel_url: sampleUrls.cancelled, locale: "sv-SE", brand_name: "Polku" },
    });
  });

  it("asks for its token with Basic auth and the client-credentials grant", async () => {
    const provider = createPayPalProvider({ apiUrl: fake.url(), ...CREDENTIALS, brandName: "Polku" });
    await provider.start(order());
    const tokenCall = fake.calls.find((c) => c.path === "/v1/oauth2/token")!;
    expect(tokenCall.headers.authorization).toBe(`Basic ${Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString("base64")}`);
    expect(tokenCall.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(tokenCall.body).toBe("grant_type=client_credentials");
  });

  it("keeps one token until it is about to expire, then fetches a new one", async () => {
    const clock = { now: Date.now() };
    const provider = createPayPalProvider({ apiUrl: fake.url(), ...CREDENTIALS, brandName: "Polku", now: () => clock.now });
    const before = fake.tokensIssued();
    await Promise.all([provider.start(order()), provider.start(order()), provider.start(order())]);
    expect(fake.tokensIssued() - before).toBe(1);
    clock.now += (fake.tokenLifetimeSeconds - 30) * 1000;
    await provider.start(order());
    expect(fake.tokensIssued() - before).toBe(2);
  });

  it("makes one order of a retried create with the same request id", async () => {
    const o = order();
    const first = await paypal.start(o);
    const again = await paypal.start(o);
    expect(again.paymentId).toBe(first.paymentId);
    expect([...fake.orders.values()].filter((x) => x.request.purchase_units[0]!.custom_id === o.reference)).toHaveLength(1);
  });

  it("refuses, before PayPal and at PayPal, an order whose amounts do not add up", async () => {
    expect(paymentOrderSchema.safeParse({ ...order(), amount: 9000 }).success).toBe(false);
    const before = fake.orders.size;
    await expect(paypal.start({ ...order(), amount: 9000 })).rejects.toThrow(/AMOUNT_MISMATCH/);
    expect(fake.orders.size).toBe(before);
  });

  it("fails with PayPal's 401 on wrong credentials", async () => {
    const wrong = createPayPalProvider({ apiUrl: fake.url(), ...CREDENTIALS, clientSecret: "wrong", brandName: "Polku" });
    await expect(wrong.start(order())).rejects.toBeInstanceOf(ProviderError);
    await expect(wrong.start(order())).rejects.toMatchObject({ status: 401 });
  });
});

describe("PayPal capture, cancel and refund", () => {
  it("captures an approved order once however often the capture is retried with its key", async () => {
    const paymentId = await approvedOrder();
    const captured = await paypal.capture(paymentId, 9470, "capture-1");
    expect(captured).toMatchObject({ status: "captured", amount: 9470, currency: "eur", paymentId, orderReference: `P${serial}` });
    const again = await paypal.capture(paymentId, 9470, "capture-1");
    expect(again.eventId).toBe(captured.eventId);
    expect(fake.orders.get(paymentId)!.status).toBe("COMPLETED");
    expect(fake.calls.filter((c) => c.path.endsWith("/capture")).map((c) => c.headers["paypal-request-id"])).toEqual(["capture-1", "capture-1"]);
    // A new key is a new capture, which PayPal refuses (ORDER_ALREADY_CAPTURED): the answer is the capture made.
    expect(await paypal.capture(paymentId, 9470, "capture-2")).toMatchObject({ eventId: captured.eventId, status: "captured" });
    expect(fake.orders.get(paymentId)!.capture).toMatchObject({ refunded: 0 });
  });

  it("answers a capture of an order the shopper has not approved as declined, and refuses another amount than the order's", async () => {
    const started = await paypal.start(order());
    const refused = await paypal.capture(started.paymentId, 9470, "c-1");
    expect(refused).toMatchObject({ status: "declined", amount: 9470, eventId: `paypal:${started.paymentId}:capture-refused:c-1` });
    fake.approve(started.paymentId);
    await expect(paypal.capture(started.paymentId, 9000, "c-2")).rejects.toThrow(/not the order's/);
  });

  it("reports a declined capture as declined", async () => {
    const paymentId = await approvedOrder();
    fake.nextCaptureStatus = "DECLINED";
    expect((await paypal.capture(paymentId, 9470, "c-d")).status).toBe("declined");
  });

  it("reports PayPal's 422 INSTRUMENT_DECLINED as a declined payment, the same event however often it is retried", async () => {
    const paymentId = await approvedOrder();
    fake.nextCaptureStatus = "INSTRUMENT_DECLINED";
    const first = await paypal.capture(paymentId, 9470, "c-i");
    const again = await paypal.capture(paymentId, 9470, "c-i");
    expect(first).toMatchObject({ status: "declined", amount: 9470, paymentId });
    expect(again.eventId).toBe(first.eventId);
    expect(fake.orders.get(paymentId)!.capture).toBeNull();
  });

  it("fails with a ProviderError when PayPal is down, so the caller can try again", async () => {
    const paymentId = await approvedOrder();
    fake.failNext(1);
    await expect(paypal.capture(paymentId, 9470, "c-down")).rejects.toMatchObject({ status: 503 });
    expect((await paypal.capture(paymentId, 9470, "c-down")).status).toBe("captured");
  });

  it("cancels an uncaptured order without a call PayPal does not have, and refunds a captured one", async () => {
    const open = await approvedOrder();
    expect(await paypal.cancel(open, "cancel-1")).toMatchObject({ status: "cancelled", amount: 9470 });
    const paid = await approvedOrder();
    await paypal.capture(paid, 9470, "cap");
    await expect(paypal.cancel(paid, "cancel-2")).rejects.toThrow(/refund it instead/);
    const refunded = await paypal.refund(paid, 2000, "refund-1");
    expect(refunded).toMatchObject({ status: "refunded", amount: 2000 });
    expect((await paypal.refund(paid, 2000, "refund-1")).eventId).toBe(refunded.eventId);
    expect(fake.orders.get(paid)!.capture!.refunded).toBe(2000);
    await expect(paypal.refund(paid, 9000, "refund-2")).rejects.toThrow(/REFUND_AMOUNT_EXCEEDED/);
  });
});

describe("PayPal webhooks", () => {
  it("are verified by PayPal and handed on: approval (no money yet: pending), capture completed, capture denied", async () => {
    const paymentId = await approvedOrder();
    expect((await fake.sendWebhook(webhookUrl, "CHECKOUT.ORDER.APPROVED", paymentId)).status).toBe(200);
    await paypal.capture(paymentId, 9470, "cap-w");
    expect((await fake.sendWebhook(webhookUrl, "PAYMENT.CAPTURE.COMPLETED", paymentId)).status).toBe(200);
    expect(t.events.map((e) => [e.status, e.paymentId, e.orderReference, e.amount])).toEqual([
      ["pending", paymentId, `P${serial}`, 9470],
      ["captured", paymentId, `P${serial}`, 9470],
    ]);
    expect(t.events[0]!.eventId).toMatch(/^WH-/);
    const verify = fake.calls.filter((c) => c.path === "/v1/notifications/verify-webhook-signature");
    expect(verify).toHaveLength(2);
    expect(verify[0]!.body).toMatchObject({ webhook_id: CREDENTIALS.webhookId, auth_algo: "SHA256withRSA" });

    const denied = await approvedOrder();
    fake.nextCaptureStatus = "DECLINED";
    await paypal.capture(denied, 9470, "cap-d");
    await fake.sendWebhook(webhookUrl, "PAYMENT.CAPTURE.DENIED", denied);
    expect(t.events.at(-1)).toMatchObject({ status: "declined", paymentId: denied });
  });

  it("refuse a tampered body, a forged signature, missing headers and a replay outside the window, recording nothing", async () => {
    const paymentId = await approvedOrder();
    const genuine = await fake.sendWebhook(webhookUrl, "CHECKOUT.ORDER.APPROVED", paymentId);
    expect(genuine.status).toBe(200);
    t.events.length = 0;

    const tampered = genuine.rawBody.replace('"value":"94.70"', '"value":"0.01"');
    expect(tampered).not.toBe(genuine.rawBody);
    const cases: [string, Record<string, string>][] = [
      [tampered, genuine.headers],
      [genuine.rawBody, { ...genuine.headers, "paypal-transmission-sig": Buffer.from("forged").toString("base64") }],
      [genuine.rawBody, { ...genuine.headers, "paypal-transmission-id": "3b9c7d5e-0000-4000-8000-000000000000" }],
      [genuine.rawBody, { "content-type": "application/json" }],
      [genuine.rawBody, { ...genuine.headers, "paypal-transmission-time": new Date(Date.now() - 10 * 60_000).toISOString() }],
      ["{}", genuine.headers],
    ];
    for (const [raw, headers] of cases) {
      const res = await post(raw, headers);
      expect(res.statusCode, raw.slice(0, 40)).toBe(400);
      expect(res.json().code).toBe("notification_refused");
    }
    expect(t.events).toEqual([]);
    // The genuine one delivered again keeps its event id, for the order module to drop the repeat.
    expect((await post(genuine.rawBody, genuine.headers)).statusCode).toBe(200);
    expect(t.events.map((e) => e.eventId)).toEqual([JSON.parse(genuine.rawBody).id]);
  });

  it("are refused when verified against another webhook id", async () => {
    const paymentId = await approvedOrder();
    const otherShop = createPayPalProvider({ apiUrl: fake.url(), ...CREDENTIALS, webhookId: "SOMEONE-ELSES-WEBHOOK", brandName: "Polku" });
    const sent = await fake.sendWebhook(webhookUrl, "CHECKOUT.ORDER.APPROVED", paymentId);
    await expect(otherShop.verifyNotification({ headers: sent.headers, query: {}, rawBody: sent.rawBody })).rejects.toThrow(/did not verify/);
  });
});
