// The built-in test provider end to end over HTTP: start a payment, the hosted page, the four
// choices, the signed notification to the shop, and everything a forger or a replay might try.
import { paymentOrderSchema, type PaymentOrderInput } from "@polku/domain";
import { sampleOrder, sampleUrls } from "@polku/domain/testing/payment-order";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ProviderError } from "../payment-provider";
import { createPaymentsTestApp, eventually, TEST_SECRET, type PaymentsTestApp } from "../payments-test-app";
import { SIGNATURE_HEADER, signNotification } from "./signing";
import { createTestProvider, TEST_PAY_PATH, type TestProvider } from "./test-provider";

let t: PaymentsTestApp;
let provider: TestProvider;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  provider = t.payments.testProvider!;
});
afterAll(() => t?.close());
beforeEach(() => {
  t.events.length = 0;
});

let serial = 0;
/** A fresh order (own reference and idempotency key) whose notifications reach the test app. */
function order(over: Partial<PaymentOrderInput> = {}) {
  serial += 1;
  return paymentOrderSchema.parse(
    sampleOrder({
      reference: `T${serial}`,
      idempotencyKey: `order-T${serial}-try-1`,
      urls: { ...sampleUrls, notification: `${t.origin}/api/payments/test/notifications/` },
      ...over,
    }),
  );
}

async function startPayment(over: Partial<PaymentOrderInput> = {}) {
  const started = await provider.start(order(over));
  if (started.kind !== "redirect") throw new Error("the test provider redirects");
  const url = new URL(started.redirectUrl);
  return { ...started, token: url.searchParams.get("session")!, path: `${url.pathname}${url.search}` };
}

const choose = (token: string, action: string) =>
  t.app.inject({ method: "POST", url: TEST_PAY_PATH, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: new URLSearchParams({ session: token, action }).toString() });

const notify = (rawBody: string, signature: string) =>
  t.app.inject({ method: "POST", url: "/api/payments/test/notifications/", headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature }, payload: rawBody });

describe("the hosted payment page", () => {
  it("shows the merchant, the amount in the shopper's language, the order number and four real buttons in a form", async () => {
    const { path, redirectUrl } = await startPayment({ language: "fi" });
    expect(redirectUrl.startsWith(`http://shop.test${TEST_PAY_PATH}?session=`)).toBe(true);
    const res = await t.app.inject({ method: "GET", url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain("Polku");
    expect(html).toContain("94,70\u00a0€");
    expect(html).toMatch(/Tilausnumero<\/dt><dd>T\d+<\/dd>/);
    expect(html).toContain(`<form method="post" action="${TEST_PAY_PATH}">`);
    for (const [value, text] of [["approve", "Hyväksy maksu"], ["decline", "Hylkää maksu"], ["cancel", "Peruuta"], ["delay", "Viivästetty vastaus"]]) {
      expect(html).toContain(`<button type="submit" name="action" value="${value}"`);
      expect(html).toContain(`>${text}</button>`);
    }
    expect(html).toContain("0.2 sekunnin");
  });

  it("speaks the shopper's language", async () => {
    const de = await t.app.inject({ method: "GET", url: (await startPayment({ language: "de" })).path });
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain("Zahlung genehmigen");
    expect(de.body).toContain("94,70\u00a0€");
    const en = await t.app.inject({ method: "GET", url: (await startPayment({ language: "en", currency: "sek" })).path });
    expect(en.body).toContain("Approve payment");
    expect(en.body).toContain("SEK\u00a095");
  });

  it("refuses an altered, foreign or missing session with a page in the browser's language", async () => {
    const { token } = await startPayment();
    const [body, mac] = token.split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString());
    const cheaper = Buffer.from(JSON.stringify({ ...payload, amt: 1 })).toString("base64url");
    const res = await t.app.inject({ method: "GET", url: `${TEST_PAY_PATH}?session=${cheaper}.${mac}`, headers: { "accept-language": "sv-SE,sv;q=0.9" } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Betalningssessionen är ogiltig");
    expect(res.body).not.toContain("Godkänn");
    const other = createTestProvider({ secret: "another-secret-another-secret-another", publicUrl: "http://x", delayMs: 0 });
    const foreign = await other.start(order());
    other.close();
    expect((await t.app.inject({ method: "GET", url: new URL((foreign as { redirectUrl: string }).redirectUrl).pathname + new URL((foreign as { redirectUrl: string }).redirectUrl).search })).statusCode).toBe(400);
    const missing = await t.app.inject({ method: "GET", url: `${TEST_PAY_PATH}?session=a&session=b`, headers: { "accept-language": "sv-SE" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.headers["content-type"]).toContain("text/html");
    expect(missing.body).toContain("Betalningssessionen är ogiltig");
  });

  it("refuses an expired session", async () => {
    let clock = Date.now();
    const p = createTestProvider({ secret: TEST_SECRET, publicUrl: "http://shop.test", delayMs: 0, now: () => clock });
    const started = await p.start(order());
    const token = new URL((started as { redirectUrl: string }).redirectUrl).searchParams.get("session")!;
    expect(p.openSession(token)).not.toBeNull();
    clock += 31 * 60 * 1000;
    expect(p.openSession(token)).toBeNull();
    expect(await p.choose(token, "approve")).toEqual({ ok: false, reason: "invalid" });
    p.close();
  });
});

describe("the shopper's choice", () => {
  it("approve: the shop is notified of the authorisation before the browser is sent to the ok page", async () => {
    const { token, paymentId } = await startPayment();
    const res = await choose(token, "approve");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(sampleUrls.ok);
    expect(t.events).toHaveLength(1);
    expect(t.events[0]).toMatchObject({ processorSlug: "test", paymentId, orderReference: `T${serial}`, status: "authorised", amount: 9470, currency: "eur" });
    expect(t.events[0]!.eventId).toMatch(/^evt_/);
  });

  it("decline and cancel: the matching event and return page", async () => {
    const declined = await startPayment();
    expect((await choose(declined.token, "decline")).headers.location).toBe(sampleUrls.error);
    const cancelled = await startPayment();
    expect((await choose(cancelled.token, "cancel")).headers.location).toBe(sampleUrls.cancelled);
    expect(t.events.map((e) => [e.paymentId, e.status])).toEqual([
      [declined.paymentId, "declined"],
      [cancelled.paymentId, "cancelled"],
    ]);
  });

  it("delay: the browser goes to the process page at once, the authorisation arrives after the delay", async () => {
    const { token, paymentId } = await startPayment();
    const res = await choose(token, "delay");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(sampleUrls.process);
    expect(t.events).toHaveLength(0);
    const event = await eventually(() => t.events.find((e) => e.paymentId === paymentId));
    expect(event.status).toBe("authorised");
  });

  it("takes one choice per payment: a second submit, even of another session of the same payment, changes nothing", async () => {
    const first = await startPayment({ idempotencyKey: "double-click-1" });
    const again = await provider.start(paymentOrderSchema.parse({ ...order(), reference: `T${serial - 1}`, idempotencyKey: "double-click-1" }));
    expect(again.paymentId).toBe(first.paymentId);
    expect((await choose(first.token, "approve")).statusCode).toBe(303);
    const second = await choose(first.token, "decline");
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Maksu on jo käsitelty");
    const other = await choose(new URL((again as { redirectUrl: string }).redirectUrl).searchParams.get("session")!, "decline");
    expect(other.statusCode).toBe(409);
    expect(t.events.map((e) => e.status)).toEqual(["authorised"]);
  });

  it("refuses a choice that is not one of the four with the page's message, and pays nothing", async () => {
    const { token } = await startPayment();
    const res = await choose(token, "steal");
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(t.events).toEqual([]);
  });

  it("delivers again, with the same event id, when the shop did not take the notification", async () => {
    let refusals = 1;
    const seen: string[] = [];
    const stop = t.payments.onEvent(async (event) => {
      seen.push(event.eventId);
      if (refusals-- > 0) throw new Error("database busy");
    });
    const { token } = await startPayment();
    expect((await choose(token, "approve")).headers.location).toBe(sampleUrls.ok);
    await eventually(() => seen.length >= 2);
    stop();
    expect(seen[0]).toBe(seen[1]);
  });
});

describe("notifications to the shop", () => {
  const body = (over: Record<string, unknown> = {}, paymentId?: string) =>
    JSON.stringify({ id: "evt_fixed", type: "payment.authorised", created: new Date().toISOString(), data: { payment_id: paymentId, reference: `T${serial}`, status: "authorised", amount: 9470, currency: "eur", ...over } });
  const now = () => Math.floor(Date.now() / 1000);

  it("takes a correctly signed notification, and a repeat of it carries the same event id", async () => {
    const { paymentId } = await startPayment();
    const raw = body({}, paymentId);
    const first = await notify(raw, signNotification(TEST_SECRET, raw, now()));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ event_id: "evt_fixed", status: "authorised" });
    const repeat = await notify(raw, signNotification(TEST_SECRET, raw, now()));
    expect(repeat.json()).toEqual({ event_id: "evt_fixed", status: "authorised" });
    expect(t.events.map((e) => e.eventId)).toEqual(["evt_fixed", "evt_fixed"]);
  });

  it("refuses a tampered body, a foreign secret, a missing signature, an old timestamp and an unknown payment, recording nothing", async () => {
    const { paymentId } = await startPayment();
    const raw = body({}, paymentId);
    const signature = signNotification(TEST_SECRET, raw, now());
    const cases = [
      [raw.replace("9470", "1"), signature],
      [raw, signNotification("someone-elses-secret-someone-elses-secret", raw, now())],
      [raw, ""],
      [raw, signNotification(TEST_SECRET, raw, now() - 301)],
      [raw, signNotification(TEST_SECRET, raw, now() + 301)],
      [body({ amount: 1 }, paymentId), signNotification(TEST_SECRET, body({ amount: 1 }, paymentId), now())],
      [body({}, "tp_invented.payment"), signNotification(TEST_SECRET, body({}, "tp_invented.payment"), now())],
      ["not json", signNotification(TEST_SECRET, "not json", now())],
    ] as const;
    for (const [rawBody, sig] of cases) {
      const res = await notify(rawBody, sig);
      expect(res.statusCode, `${rawBody} ${sig}`).toBe(400);
      expect(res.json()).toEqual({ detail: "The notification could not be verified.", code: "notification_refused" });
    }
    expect(t.events).toHaveLength(0);
  });

  it("answers 404 for a provider the shop does not have", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/payments/klarna/notifications/", payload: "" });
    expect(res.statusCode).toBe(404);
  });
});

describe("capture, cancel and refund", () => {
  it("answer events with one id per operation and idempotency key", async () => {
    const { paymentId } = await startPayment();
    const captured = await provider.capture(paymentId, 9470, "capture-1");
    expect(captured).toMatchObject({ status: "captured", amount: 9470, paymentId, orderReference: `T${serial}` });
    expect((await provider.capture(paymentId, 9470, "capture-1")).eventId).toBe(captured.eventId);
    const refunded = await provider.refund(paymentId, 1000, "refund-1");
    expect(refunded).toMatchObject({ status: "refunded", amount: 1000 });
    expect(refunded.eventId).not.toBe(captured.eventId);
    expect((await provider.cancel(paymentId, "cancel-1")).status).toBe("cancelled");
  });

  it("refuse unknown payments, a capture of another amount and a refund above the payment", async () => {
    const { paymentId } = await startPayment();
    await expect(provider.capture("tp_made.up", 9470, "k1")).rejects.toBeInstanceOf(ProviderError);
    await expect(provider.capture(paymentId, 9471, "k2")).rejects.toThrow(/not the authorised/);
    await expect(provider.refund(paymentId, 9471, "k3")).rejects.toThrow(/not within/);
  });
});
