// The Nets Easy card adapter against the local fake Nets Easy (fakes/fake-nets.ts): offer,
// create with the hosted payment page, webhooks checked by their authorization and read back
// from the API, charge, cancel, refund, idempotent retries, wrong credentials, unknown payments.
import { paymentOrderSchema, type PaymentOrder, type PaymentOrderInput } from "@polku/domain";
import { sampleOrder, sampleUrls } from "@polku/domain/testing/payment-order";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFakeNets, type FakeNets } from "../fakes/fake-nets";
import { ProviderError, type PaymentProvider } from "../payment-provider";
import { createPaymentsTestApp, eventually, type PaymentsTestApp } from "../payments-test-app";
import { createNetsProvider, netsItem } from "./nets.provider";

const SECRET = "test-secret-key-0a1b2c3d4e5f";
const WEBHOOK_AUTH = "polkuWebhook2026";
let fake: FakeNets;
let t: PaymentsTestApp;
let nets: PaymentProvider;

beforeAll(async () => {
  fake = createFakeNets(SECRET);
  await fake.listen();
  t = await createPaymentsTestApp({ NETS_API_URL: fake.url(), NETS_SECRET_KEY: SECRET, NETS_WEBHOOK_AUTH: WEBHOOK_AUTH });
  nets = t.payments.provider("nets")!;
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
    sampleOrder({ reference: `N${serial}`, idempotencyKey: `order-N${serial}-try-1`, urls: { ...sampleUrls, notification: `${t.origin}/api/payments/nets/notifications/` }, ...over }),
  );
}

async function reservedPayment() {
  const started = await nets.start(order());
  fake.pay(started.paymentId);
  return started.paymentId;
}

describe("Nets Easy card payments", () => {
  it("is offered as card payment in Nets Easy's currencies, named in the shopper's language", () => {
    expect(t.payments.methods({ country: "fi", currency: "eur", amount: 9470 }, "fi")).toContainEqual({ slug: "card", name: "Korttimaksu (Visa, Mastercard)", processor_slug: "nets" });
    expect(nets.methods({ country: "se", currency: "sek", amount: 100 })).toHaveLength(1);
    expect(nets.methods({ country: "jp", currency: "jpy", amount: 100 })).toEqual([]);
    expect(nets.methods({ country: "fi", currency: "eur", amount: 0 })).toEqual([]);
  });

  it("creates a payment for the hosted page with the secret key, an idempotency key, the lines, return URLs and authorised webhooks", async () => {
    const o = order({ language: "sv" });
    const started = await nets.start(o);
    expect(started.kind).toBe("redirect");
    if (started.kind !== "redirect") return;
    expect(started.redirectUrl).toMatch(new RegExp(`^${fake.url()}/hpp/\\?pid=${started.paymentId}&language=sv-SE$`));
    const call = fake.calls.find((c) => c.path === "/v1/payments" && c.method === "POST")!;
    expect(call.headers.authorization).toBe(SECRET);
    expect(call.headers["idempotency-key"]).toBe(o.idempotencyKey);
    expect(call.body).toMatchObject({
      order: { amount: 9470, currency: "EUR", reference: o.reference },
      checkout: { integrationType: "HostedPaymentPage", returnUrl: sampleUrls.process, cancelUrl: sampleUrls.cancelled, charge: false },
    });
    const hooks = (call.body as { notifications: { webhooks: { eventName: string; url: string; authorization: string }[] } }).notifications.webhooks;
    expect(hooks.map((h) => h.eventName)).toContain("payment.reservation.created.v2");
    expect(hooks.every((h) => h.url === `${t.origin}/api/payments/nets/notifications/` && h.authorization === WEBHOOK_AUTH)).toBe(true);
  });

  it("writes each line with its net unit price, tax rate in hundredths, and net and gross totals that add up", () => {
    expect(netsItem({ reference: "1001", name: "Kuoritakki", kind: "physical", quantity: 2, unitPrice: 4990, totalAmount: 9480, vatPercentage: 25.5, vatAmount: 1926 })).toEqual({
      reference: "1001", name: "Kuoritakki", quantity: 2, unit: "pcs", unitPrice: 3777, taxRate: 2550, taxAmount: 1926, grossTotalAmount: 9480, netTotalAmount: 7554,
    });
  });

  it("makes one payment of a retried create with the same key", async () => {
    const o = order();
    const first = await nets.start(o);
    const again = await nets.start(o);
    expect(again.paymentId).toBe(first.paymentId);
    expect([...fake.payments.values()].filter((p) => p.request.order.reference === o.reference)).toHaveLength(1);
  });

  it("turns a reservation webhook into an authorised event read back from the API; a repeat keeps its event id", async () => {
    const paymentId = await reservedPayment();
    expect(await fake.sendWebhook(paymentId, "payment.reservation.created.v2", { id: "evt-1" })).toBe(200);
    const event = await eventually(() => t.events.find((e) => e.paymentId === paymentId));
    expect(event).toMatchObject({ eventId: "nets:evt-1", processorSlug: "nets", status: "authorised", amount: 9470, currency: "eur", orderReference: `N${serial}` });
    expect(await fake.sendWebhook(paymentId, "payment.reservation.created.v2", { id: "evt-1" })).toBe(200);
    expect(t.events.filter((e) => e.paymentId === paymentId).map((e) => e.eventId)).toEqual(["nets:evt-1", "nets:evt-1"]);
  });

  it("refuses a webhook without the registered authorization, and one for a payment Nets does not know", async () => {
    const paymentId = await reservedPayment();
    expect(await fake.sendWebhook(paymentId, "payment.reservation.created.v2", { authorization: "someoneElse123" })).toBe(400);
    const forged = await fetch(`${t.origin}/api/payments/nets/notifications/`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: WEBHOOK_AUTH },
      body: JSON.stringify({ id: "evt-x", event: "payment.charge.created.v2", data: { paymentId: "0123456789abcdef0123456789abcdef" } }),
    });
    expect(forged.status).toBe(400);
    const garbage = await fetch(`${t.origin}/api/payments/nets/notifications/`, { method: "POST", headers: { "content-type": "application/json", authorization: WEBHOOK_AUTH }, body: "{" });
    expect(garbage.status).toBe(400);
    expect(t.events).toEqual([]);
  });

  it("a webhook claiming a charge that the API does not show is only pending (changes nothing): the API's state decides", async () => {
    const paymentId = await reservedPayment();
    expect(await fake.sendWebhook(paymentId, "payment.charge.created.v2")).toBe(200);
    expect((await eventually(() => t.events.find((e) => e.paymentId === paymentId))).status).toBe("pending");
  });

  it("declines a payment whose reservation failed", async () => {
    const started = await nets.start(order());
    fake.pay(started.paymentId, "failed");
    expect(await fake.sendWebhook(started.paymentId, "payment.reservation.failed")).toBe(200);
    expect((await eventually(() => t.events.find((e) => e.paymentId === started.paymentId))).status).toBe("declined");
  });

  it("charges the reservation once per idempotency key, and refunds part of the charge", async () => {
    const paymentId = await reservedPayment();
    const captured = await nets.capture(paymentId, 9470, "capture-1");
    expect(captured).toMatchObject({ status: "captured", amount: 9470, paymentId });
    const again = await nets.capture(paymentId, 9470, "capture-1");
    expect(again.eventId).toBe(captured.eventId);
    expect(fake.payments.get(paymentId)!.charged).toBe(9470);
    const refund = await nets.refund(paymentId, 2000, "refund-1");
    expect(refund).toMatchObject({ status: "refunded", amount: 2000 });
    expect(fake.payments.get(paymentId)!.refunded).toBe(2000);
    const refundCall = fake.calls.find((c) => c.path.endsWith("/refunds"))!;
    expect(refundCall.headers["idempotency-key"]).toBe("refund-1");
    await expect(nets.refund(paymentId, 9000, "refund-2")).rejects.toBeInstanceOf(ProviderError);
  });

  it("cancels an uncharged reservation", async () => {
    const paymentId = await reservedPayment();
    expect(await nets.cancel(paymentId, "cancel-1")).toMatchObject({ status: "cancelled", amount: 9470 });
    expect(fake.payments.get(paymentId)!.cancelled).toBe(9470);
    await expect(nets.capture(paymentId, 9470, "capture-after-cancel")).rejects.toBeInstanceOf(ProviderError);
  });

  it("answers a ProviderError for a wrong secret key and when Nets is down", async () => {
    const wrong = createNetsProvider({ apiUrl: fake.url(), secretKey: "not-the-key", webhookAuth: WEBHOOK_AUTH, termsUrl: "https://shop.example/sopimusehdot/" });
    await expect(wrong.start(order())).rejects.toMatchObject({ status: 401 });
    fake.failNext(1, 503);
    await expect(nets.start(order())).rejects.toBeInstanceOf(ProviderError);
  });

  it("will not start with a webhook authorization Nets Easy would refuse", () => {
    expect(() => createNetsProvider({ apiUrl: fake.url(), secretKey: SECRET, webhookAuth: "short", termsUrl: "https://shop.example/t/" })).toThrow(/8-64/);
  });
});
