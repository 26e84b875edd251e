// The Klarna adapter against the local fake Klarna (fakes/fake-klarna.ts): create, read, push,
// capture, cancel, refund, idempotent retries, wrong credentials, unknown orders, bad amounts.
import { paymentOrderSchema, type PaymentOrder, type PaymentOrderInput } from "@polku/domain";
import { sampleOrder, sampleUrls } from "@polku/domain/testing/payment-order";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeKlarna, type FakeKlarna } from "../fakes/fake-klarna";
import { ProviderError, ReadOnlyCheckout, type PaymentProvider } from "../payment-provider";
import { createPaymentsTestApp, type PaymentsTestApp } from "../payments-test-app";
import { createKlarnaProvider } from "./klarna.provider";

const CREDENTIALS = { username: "PK_test_merchant", password: "klarna-shared-secret" };
let fake: FakeKlarna;
let t: PaymentsTestApp;
let klarna: PaymentProvider;

beforeAll(async () => {
  fake = createFakeKlarna(CREDENTIALS);
  await fake.listen();
  t = await createPaymentsTestApp({ KLARNA_API_URL: fake.url(), KLARNA_USERNAME: CREDENTIALS.username, KLARNA_PASSWORD: CREDENTIALS.password });
  klarna = t.payments.provider("klarna")!;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  t.events.length = 0;
  fake.calls.length = 0;
});

let serial = 0;
function order(over: Partial<PaymentOrderInput> = {}): PaymentOrder {
  serial += 1;
  return paymentOrderSchema.parse(
    sampleOrder({
      reference: `K${serial}`,
      idempotencyKey: `order-K${serial}-try-1`,
      urls: { ...sampleUrls, ok: "https://shop.example/checkout/klarna/confirm/", notification: `${t.origin}/api/payments/klarna/notifications/` },
      ...over,
    }),
  );
}

async function completedPayment(fraud: "ACCEPTED" | "PENDING" | "REJECTED" = "ACCEPTED") {
  const started = await klarna.start(order());
  fake.completeCheckout(started.paymentId, fraud);
  return started.paymentId;
}

describe("Klarna checkout", () => {
  it("is offered where Klarna sells in the market's currency, named in the shopper's language", () => {
    expect(t.payments.methods({ country: "fi", currency: "eur", amount: 9470 }, "sv")).toContainEqual({ slug: "invoice", name: "Faktura eller delbetalning (Klarna)", processor_slug: "klarna" });
    expect(klarna.methods({ country: "se", currency: "sek", amount: 9470 })).toHaveLength(1);
    expect(klarna.methods({ country: "fi", currency: "sek", amount: 9470 })).toEqual([]);
    expect(klarna.methods({ country: "jp", currency: "jpy", amount: 9470 })).toEqual([]);
  });

  it("creates a checkout order with Basic auth and an idempotency key, and answers its snippet and order id", async () => {
    const started = await klarna.start(order({ language: "sv" }));
    expect(started.kind).toBe("snippet");
    if (started.kind !== "snippet") return;
    expect(started.htmlSnippet).toContain("klarna-checkout-container");
    expect(started.htmlSnippet).toContain("<script>");
    const call = fake.calls.find((c) => c.path === "/checkout/v3/orders")!;
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from("PK_test_merchant:klarna-shared-secret").toString("base64")}`);
    expect(call.headers["klarna-idempotency-key"]).toBe(`order-K${serial}-try-1`);
    expect(call.body).toMatchObject({
      purchase_country: "FI",
      purchase_currency: "EUR",
      locale: "sv-FI",
      order_amount: 9470,
      order_tax_amount: 1924,
      merchant_reference1: `K${serial}`,
      merchant_urls: {
        terms: "https://shop.example/page/terms/",
        checkout: `${sampleUrls.cancelled}?klarna_order_id={checkout.order.id}`,
        confirmation: "https://shop.example/checkout/klarna/confirm/?klarna_order_id={checkout.order.id}",
        push: `${t.origin}/api/payments/klarna/notifications/?klarna_order_id={checkout.order.id}`,
      },
    });
    expect(fake.orders.get(started.paymentId)!.checkoutStatus).toBe("checkout_incomplete");
  });

  it("makes one order of a retried create with the same key", async () => {
    const o = order();
    const first = await klarna.start(o);
    const again = await klarna.start(o);
    expect(again.paymentId).toBe(first.paymentId);
    expect([...fake.orders.values()].filter((x) => x.request.merchant_reference1 === o.reference)).toHaveLength(1);
  });

  it("reads an incomplete checkout as editable and a completed one as read-only", async () => {
    const started = await klarna.start(order());
    expect(await klarna.readEmbedded!(started.paymentId)).toMatchObject({ status: "incomplete", readOnly: false, amount: 9470, currency: "eur", orderReference: `K${serial}` });
    fake.completeCheckout(started.paymentId);
    const read = await klarna.readEmbedded!(started.paymentId);
    expect(read).toMatchObject({ status: "complete", readOnly: true });
    expect(read.htmlSnippet).toContain("klarna-checkout-confirmation");
  });

  it("updates an open checkout when the cart changes, and reports a completed one as read-only", async () => {
    const first = order();
    const started = await klarna.start(first);
    const bigger = paymentOrderSchema.parse(
      sampleOrder({
        ...first,
        amount: 14460,
        lines: [...first.lines, { reference: "1002", name: "Pipo", kind: "physical", quantity: 1, unitPrice: 4990, totalAmount: 4990, vatPercentage: 25.5, vatAmount: 1014 }],
        vat: [{ percentage: 25.5, amount: 2938 }],
        idempotencyKey: `${first.idempotencyKey}-update-1`,
      }),
    );
    const updated = await klarna.updateEmbedded!(started.paymentId, bigger);
    expect(updated.paymentId).toBe(started.paymentId);
    expect(fake.orders.get(started.paymentId)!.request.order_amount).toBe(14460);
    fake.completeCheckout(started.paymentId);
    await expect(klarna.updateEmbedded!(started.paymentId, { ...bigger, idempotencyKey: `${first.idempotencyKey}-update-2` })).rejects.toBeInstanceOf(ReadOnlyCheckout);
  });

  it("refuses, before Klarna and at Klarna, an order whose amounts do not add up", async () => {
    const inconsistent = { ...order(), amount: 9000 };
    expect(paymentOrderSchema.safeParse(inconsistent).success).toBe(false);
    // Forced past the schema, Klarna's own sum check refuses it: nothing is created.
    const before = fake.orders.size;
    await expect(klarna.start(inconsistent)).rejects.toMatchObject({ status: 400 });
    const badTax = order();
    badTax.lines[0] = { ...badTax.lines[0]!, vatAmount: badTax.lines[0]!.vatAmount + 5 };
    await expect(klarna.start(badTax)).rejects.toThrow(/total_tax_amount/);
    expect(fake.orders.size).toBe(before);
  });

  it("fails with the provider's 401 on wrong credentials", async () => {
    const wrong = createKlarnaProvider({ apiUrl: fake.url(), username: CREDENTIALS.username, password: "wrong" });
    await expect(wrong.start(order())).rejects.toMatchObject({ status: 401 });
    await expect(wrong.start(order())).rejects.toBeInstanceOf(ProviderError);
  });
});

describe("Klarna's push", () => {
  it("takes an empty push sent as JSON, as Klarna may send it", async () => {
    const paymentId = await completedPayment();
    const res = await t.app.inject({ method: "POST", url: `/api/payments/klarna/notifications/?klarna_order_id=${paymentId}`, headers: { "content-type": "application/json" }, payload: "" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "authorised" });
  });

  it("is checked with Order Management, handed on as an authorisation, and acknowledged once", async () => {
    const paymentId = await completedPayment();
    fake.calls.length = 0;
    expect(await fake.sendPush(paymentId)).toBe(200);
    expect(t.events).toEqual([expect.objectContaining({ processorSlug: "klarna", paymentId, orderReference: `K${serial}`, status: "authorised", amount: 9470, currency: "eur" })]);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /ordermanagement/v1/orders/${paymentId}`,
      `POST /ordermanagement/v1/orders/${paymentId}/acknowledge`,
    ]);
    expect(fake.calls[1]!.headers["klarna-idempotency-key"]).toBeTruthy();
    expect(fake.orders.get(paymentId)!.managed!.acknowledged).toBe(1);
    // Klarna pushes again: the same state has the same event id, for the order module to drop.
    expect(await fake.sendPush(paymentId)).toBe(200);
    expect(t.events[1]!.eventId).toBe(t.events[0]!.eventId);
  });

  it("reports a pending fraud review as pending and a rejection as declined", async () => {
    await fake.sendPush(await completedPayment("PENDING"));
    await fake.sendPush(await completedPayment("REJECTED"));
    expect(t.events.map((e) => e.status)).toEqual(["pending", "declined"]);
  });

  it("refuses a push for an order Klarna does not know, or without an order id, recording nothing", async () => {
    const unknown = await t.app.inject({ method: "POST", url: "/api/payments/klarna/notifications/?klarna_order_id=0b1d9815-165e-42e2-8867-35bc03789e00" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("notification_refused");
    // A checkout not completed yet has no Order Management order either.
    const started = await klarna.start(order());
    expect((await t.app.inject({ method: "POST", url: `/api/payments/klarna/notifications/?klarna_order_id=${started.paymentId}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: "/api/payments/klarna/notifications/" })).statusCode).toBe(400);
    // An empty body sent as JSON is still read as the empty push it is, and refused for its id alone.
    const emptyJson = await t.app.inject({ method: "POST", url: "/api/payments/klarna/notifications/?klarna_order_id=nope", headers: { "content-type": "application/json" }, payload: "" });
    expect(emptyJson.json().code).toBe("notification_refused");
    expect((await t.app.inject({ method: "POST", url: "/api/payments/klarna/notifications/?klarna_order_id=../../x" })).statusCode).toBe(400);
    expect(t.events).toEqual([]);
  });

  it("answers 502 when Klarna cannot be asked (so Klarna pushes again), and does not acknowledge", async () => {
    const paymentId = await completedPayment();
    const wrong = createKlarnaProvider({ apiUrl: fake.url(), username: "someone", password: "else" });
    await expect(wrong.verifyNotification({ headers: {}, query: { klarna_order_id: paymentId }, rawBody: "" })).rejects.toMatchObject({ status: 401 });
    expect(fake.orders.get(paymentId)!.managed!.acknowledged).toBe(0);
  });
});

describe("Klarna order management", () => {
  it("captures the authorised amount once however often the capture is retried with its key", async () => {
    const paymentId = await completedPayment();
    const captured = await klarna.capture(paymentId, 9470, "capture-1");
    expect(captured).toMatchObject({ status: "captured", amount: 9470, paymentId, orderReference: `K${serial}` });
    const again = await klarna.capture(paymentId, 9470, "capture-1");
    expect(again.eventId).toBe(captured.eventId);
    expect(fake.orders.get(paymentId)!.managed).toMatchObject({ status: "CAPTURED", captured_amount: 9470 });
    const captures = fake.calls.filter((c) => c.path.endsWith("/captures"));
    expect(captures.map((c) => c.headers["klarna-idempotency-key"])).toEqual(["capture-1", "capture-1"]);
    expect(captures[0]!.body).toEqual({ captured_amount: 9470 });
    // A new capture (new key) of money no longer authorised is refused by Klarna.
    await expect(klarna.capture(paymentId, 100, "capture-2")).rejects.toMatchObject({ status: 403 });
  });

  it("cancels an authorisation, and refuses to cancel what is captured", async () => {
    const paymentId = await completedPayment();
    expect(await klarna.cancel(paymentId, "cancel-1")).toMatchObject({ status: "cancelled", amount: 9470 });
    expect(fake.orders.get(paymentId)!.managed!.status).toBe("CANCELLED");
    const captured = await completedPayment();
    await klarna.capture(captured, 9470, "capture-x");
    await expect(klarna.cancel(captured, "cancel-2")).rejects.toMatchObject({ status: 403 });
  });

  it("refunds captured money up to what was captured", async () => {
    const paymentId = await completedPayment();
    await klarna.capture(paymentId, 9470, "capture-r");
    expect(await klarna.refund(paymentId, 2000, "refund-1")).toMatchObject({ status: "refunded", amount: 2000 });
    await klarna.refund(paymentId, 2000, "refund-1");
    expect(fake.orders.get(paymentId)!.managed!.refunded_amount).toBe(2000);
    await expect(klarna.refund(paymentId, 9000, "refund-2")).rejects.toMatchObject({ status: 403 });
  });
});
