// Concurrency of order placement and payment on PostgreSQL (PGlite is one connection, so these
// run only with DATABASE_URL): the last units, one cart submitted many times at once, a code's
// usage limit and one gift card spent by many orders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { orderConflictSchema, type PlaceOrderResponse } from "@polku/domain";
import { deliver, notification, orderBody, ordersFixture, placeRaw, type OrdersFixture } from "./orders.test-support";

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info("orders.concurrency.test.ts skipped: concurrency needs PostgreSQL (set DATABASE_URL); PGlite runs one connection");

describe.skipIf(!onPostgres)("concurrent orders on PostgreSQL", () => {
  let f: OrdersFixture;
  beforeAll(async () => {
    f = await ordersFixture();
  }, 120_000);
  afterAll(() => f?.t.close());

  async function race(n: number, body: (i: number) => unknown) {
    const results = await Promise.all(Array.from({ length: n }, (_, i) => placeRaw(f, body(i))));
    return { ok: results.filter((r) => r.statusCode === 201), refused: results.filter((r) => r.statusCode === 409), other: results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409) };
  }

  for (const units of [1, 5]) {
    it(`200 concurrent orders for the last ${units} unit(s) give exactly ${units} orders and a clear 409 to the rest`, async () => {
      const [v] = f.variants;
      await f.setStock(v, units);
      const r = await race(200, () => orderBody({ products: [{ id: v, amount: 1 }], language_code: "en" }));
      expect(r.other.map((x) => x.body)).toEqual([]);
      expect(r.ok).toHaveLength(units);
      expect(r.refused).toHaveLength(200 - units);
      expect(orderConflictSchema.parse(r.refused[0]!.json())).toMatchObject({ code: "sold_out", detail: "Some products sold out meanwhile. Please check your cart." });
      expect(await f.webStock(v)).toBe(0);
    }, 120_000);
  }

  it("two cart lines sharing one product never oversell it", async () => {
    const [v] = f.variants;
    await f.setStock(v, 5);
    // Each order asks for 2 + 1 units of one variant in two lines: at most one order fits 5 units... and a second does not.
    const r = await race(100, () => orderBody({ products: [{ id: v, amount: 2 }, { id: v, amount: 1 }] }));
    expect(r.other.map((x) => x.body)).toEqual([]);
    expect(r.ok).toHaveLength(1);
    expect(await f.webStock(v)).toBe(2);
    // Two variants of one model at once: each variant's own stock holds.
    await f.setStock(v, 3);
    await f.setStock(f.sibling, 3);
    const both = await race(100, (i) => orderBody({ products: [{ id: i % 2 ? v : f.sibling, amount: 1 }, { id: i % 2 ? f.sibling : v, amount: 1 }] }));
    expect(both.other.map((x) => x.body)).toEqual([]);
    expect(both.ok).toHaveLength(3);
    expect([await f.webStock(v), await f.webStock(f.sibling)]).toEqual([0, 0]);
  }, 120_000);

  it("one cart submitted 20 times in parallel gives one order and one payment session", async () => {
    const [, v] = f.variants;
    await f.setStock(v, 1);
    const body = orderBody({ products: [{ id: v, amount: 1 }] });
    const r = await race(20, () => body);
    expect(r.other.map((x) => x.body)).toEqual([]);
    expect(r.ok).toHaveLength(20);
    const answers = r.ok.map((x) => x.json() as PlaceOrderResponse);
    expect(new Set(answers.map((a) => a.number)).size).toBe(1);
    expect(new Set(answers.map((a) => (a.payment.kind === "redirect" ? a.payment.payment_id : "")))).toEqual(new Set([answers[0]!.payment.kind === "redirect" ? answers[0]!.payment.payment_id : ""]));
    const counts = await f.one<{ orders: number; payments: number }>(
      sql`select (select count(*)::int from orders where idempotency_key = ${body.idempotency_key}) as orders,
                 (select count(*)::int from order_payments p join orders o on o.id = p.order_id where o.idempotency_key = ${body.idempotency_key}) as payments`,
    );
    expect(counts).toEqual({ orders: 1, payments: 1 });
    // The same notification delivered 5 times at once changes the order once and queues one e-mail.
    const n = notification(answers[0]!, "authorised");
    const delivered = await Promise.all(Array.from({ length: 5 }, () => deliver(f, n)));
    expect(delivered.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const after = await f.one<{ mails: number; history: number }>(
      sql`select (select count(*)::int from mail_outbox where dedupe_key = ${`order.confirmation:${answers[0]!.number}`}) as mails,
                 (select count(*)::int from order_status_history h join orders o on o.id = h.order_id where o.number = ${answers[0]!.number}) as history`,
    );
    expect(after).toEqual({ mails: 1, history: 1 });
  }, 120_000);

  it("a discount code with a usage limit of L used by 100 concurrent orders is accepted exactly L times", async () => {
    const [, , v] = f.variants;
    await f.setStock(v, 1000);
    const limit = 7;
    await f.t.database.db.execute(sql`insert into discount_codes (code, kind, value, usage_limit) values ('RAJATTU7', 'percentage', 1000, ${limit})`);
    const r = await race(100, () => orderBody({ products: [{ id: v, amount: 1 }], discount_codes: ["rajattu7"] }));
    expect(r.other.map((x) => x.body)).toEqual([]);
    expect(r.ok).toHaveLength(limit);
    expect(r.refused.every((x) => orderConflictSchema.parse(x.json()).code === "code_used_up")).toBe(true);
    expect((await f.one<{ n: number }>(sql`select count(*)::int as n from discount_code_usages u join discount_codes d on d.id = u.code_id where d.code = 'RAJATTU7'`)).n).toBe(limit);
  }, 120_000);

  it("50 concurrent spends of one gift card never take its balance below zero", async () => {
    const [, , v] = f.variants;
    await f.setStock(v, 1000);
    await f.t.database.db.execute(sql`insert into gift_cards (code) values ('KILPA-GIFT')`);
    await f.t.database.db.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount) select id, 'issue', 10000 from gift_cards where code = 'KILPA-GIFT'`);
    // 25 € + 6.90 € delivery = 31.90 € each, paid by the card alone: 3 orders fit 100 €.
    const r = await race(50, () => orderBody({ products: [{ id: v, amount: 1 }], discount_codes: ["KILPA-GIFT"] }));
    expect(r.other.map((x) => x.body)).toEqual([]);
    const balance = await f.one<{ b: number }>(sql`select sum(x.amount)::int as b from gift_card_transactions x join gift_cards g on g.id = x.gift_card_id where g.code = 'KILPA-GIFT'`);
    expect(balance.b).toBeGreaterThanOrEqual(0);
    expect(balance.b).toBe(10_000 - 3 * 3_190);
    expect(r.ok.filter((x) => (x.json() as PlaceOrderResponse).payment_status === "not_required")).toHaveLength(3);
    // The rest: the card pays what is left of it once, then it is refused as empty.
    const partly = r.ok.filter((x) => (x.json() as PlaceOrderResponse).payment_status === "pending");
    expect(partly.length).toBeLessThanOrEqual(1);
  }, 120_000);
});
