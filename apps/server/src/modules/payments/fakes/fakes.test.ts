// The fakes themselves catch the mistakes they are there for: a test against a fake that accepts
// anything would prove nothing.
import { paymentOrderSchema, toKlarnaAmounts, toPayPalPurchaseUnit } from "@polku/domain";
import { sampleOrder } from "@polku/domain/testing/payment-order";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFakeKlarna, type FakeKlarna } from "./fake-klarna";
import { createFakePayPal, type FakePayPal } from "./fake-paypal";

let klarna: FakeKlarna;
let paypal: FakePayPal;
beforeAll(async () => {
  klarna = createFakeKlarna({ username: "u", password: "p" });
  paypal = createFakePayPal({ clientId: "c", clientSecret: "s", webhookId: "W" });
  await Promise.all([klarna.listen(), paypal.listen()]);
});
afterAll(async () => {
  await Promise.all([klarna?.close(), paypal?.close()]);
});

const order = paymentOrderSchema.parse(sampleOrder());
const urls = { terms: "https://s.example/t", checkout: "https://s.example/c", confirmation: "https://s.example/k", push: "https://s.example/p" };
const klarnaBody = { purchase_country: "FI", purchase_currency: "EUR", locale: "fi-FI", ...toKlarnaAmounts(order), merchant_urls: urls };
const basic = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString("base64")}`;

async function klarnaCreate(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${klarna.url()}/checkout/v3/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: basic("u", "p"), "klarna-idempotency-key": crypto.randomUUID(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe("the fake Klarna", () => {
  it("accepts a correct order and refuses wrong credentials, a missing key, missing fields and sums that do not add up", async () => {
    expect((await klarnaCreate(klarnaBody)).status).toBe(201);
    expect((await klarnaCreate(klarnaBody, { authorization: basic("u", "x") })).status).toBe(401);
    expect((await klarnaCreate(klarnaBody, { "klarna-idempotency-key": "" })).status).toBe(400);
    const { merchant_urls: _omit, ...noUrls } = klarnaBody;
    expect((await klarnaCreate(noUrls)).status).toBe(400);
    const wrongSum = await klarnaCreate({ ...klarnaBody, order_amount: klarnaBody.order_amount + 1 });
    expect(wrongSum).toMatchObject({ status: 400, body: { error_code: "BAD_VALUE", error_messages: ["Bad value: order_amount"] } });
    const lines = klarnaBody.order_lines.map((l, i) => (i === 0 ? { ...l, total_discount_amount: 0 } : l));
    expect((await klarnaCreate({ ...klarnaBody, order_lines: lines })).body.error_messages).toContain("Bad value: order_lines[0].total_amount");
    const tax = klarnaBody.order_lines.map((l, i) => (i === 1 ? { ...l, total_tax_amount: l.total_tax_amount + 2 } : l));
    expect((await klarnaCreate({ ...klarnaBody, order_lines: tax })).body.error_messages).toContain("Bad value: order_lines[1].total_tax_amount");
  });

  it("answers a repeated key with the first answer and creates nothing new", async () => {
    const before = klarna.orders.size;
    const first = await klarnaCreate(klarnaBody, { "klarna-idempotency-key": "same-key" });
    const second = await klarnaCreate(klarnaBody, { "klarna-idempotency-key": "same-key" });
    expect(second.body.order_id).toBe(first.body.order_id);
    expect(klarna.orders.size).toBe(before + 1);
  });
});

describe("the fake PayPal", () => {
  async function token(secret = "s") {
    const res = await fetch(`${paypal.url()}/v1/oauth2/token`, { method: "POST", headers: { authorization: basic("c", secret), "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=client_credentials" });
    return { status: res.status, token: ((await res.json()) as { access_token?: string }).access_token };
  }
  const create = async (body: unknown, headers: Record<string, string>) => {
    const res = await fetch(`${paypal.url()}/v2/checkout/orders`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const paypalBody = { intent: "CAPTURE", purchase_units: [toPayPalPurchaseUnit(order)], application_context: { return_url: "https://s.example/ok", cancel_url: "https://s.example/c" } };

  it("gives tokens for the right client only, and takes only the tokens it gave", async () => {
    expect((await token("wrong")).status).toBe(401);
    const { token: good } = await token();
    expect((await create(paypalBody, { authorization: `Bearer ${good}`, "paypal-request-id": crypto.randomUUID() })).status).toBe(201);
    expect((await create(paypalBody, { authorization: "Bearer made-up", "paypal-request-id": crypto.randomUUID() })).status).toBe(401);
  });

  it("refuses a missing request id and a breakdown that does not add up", async () => {
    const { token: good } = await token();
    const auth = { authorization: `Bearer ${good}` };
    expect((await create(paypalBody, auth)).status).toBe(400);
    const unit = paypalBody.purchase_units[0]!;
    const wrong = { ...paypalBody, purchase_units: [{ ...unit, amount: { ...unit.amount, value: "94.71" } }] };
    expect(await create(wrong, { ...auth, "paypal-request-id": crypto.randomUUID() })).toMatchObject({ status: 422, body: { details: [{ issue: "AMOUNT_MISMATCH" }] } });
    const items = { ...paypalBody, purchase_units: [{ ...unit, items: unit.items.map((i) => ({ ...i, quantity: "3" })) }] };
    expect((await create(items, { ...auth, "paypal-request-id": crypto.randomUUID() })).body.details).toEqual([{ issue: "ITEM_TOTAL_MISMATCH" }]);
  });
});
