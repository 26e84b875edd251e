// Integration: gift campaign orders (docs/checkout.md "Gift campaign orders", docs/orders.md
// "Gift campaign codes") on PGlite, or PostgreSQL with DATABASE_URL: the campaign pays its one
// product, the order takes one use of the code in its transaction, a declined payment gives it
// back, and two orders racing for a single-use code's last use make one order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { checkoutResponseSchema, orderConflictSchema } from "@polku/domain";
import { deliver, notification, orderBody, ordersFixture, place, placeRaw, type OrdersFixture } from "./orders.test-support";

let f: OrdersFixture;
let campaignId: number;
let v1: number;
let v2: number;
const campaign = "lahjatesti";

async function newCode(code: string, maxUses = 1): Promise<number> {
  return (await f.one<{ id: number }>(sql`insert into gift_campaign_codes (campaign_id, code, max_uses) values (${campaignId}, ${code}, ${maxUses}) returning id`)).id;
}
const usedCount = async (id: number) => (await f.one<{ n: number }>(sql`select used_count as n from gift_campaign_codes where id = ${id}`)).n;
const giftCart = (code: string, over: Record<string, unknown> = {}) => ({ products: [{ id: v1, amount: 1 }], giftcampaign_data: { code, campaign }, ...over });

beforeAll(async () => {
  f = await ordersFixture({ pool: true });
  [v1, v2] = f.variants;
  const model = (await f.one<{ id: number }>(sql`select model_id as id from product_variants where id = ${v1}`)).id;
  campaignId = (
    await f.one<{ id: number }>(sql`insert into gift_campaigns (slug, category, is_active, starts_at) values (${campaign}, 'henkilostolahjat', true, now() - interval '1 day') returning id`)
  ).id;
  await f.t.database.db.execute(sql`insert into gift_campaign_products (campaign_id, model_id) values (${campaignId}, ${model})`);
});
afterAll(() => f?.t.close());

const checkout = async (body: Record<string, unknown>) => {
  const res = await f.t.app.inject({ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "en", postal_code: "00100", ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return checkoutResponseSchema.parse(res.json());
};

describe("gift campaign carts", () => {
  it("price the campaign's one product at 0 and charge delivery; other carts get a reason in the shopper's language", async () => {
    await newCode("CART-1");
    const paid = await checkout(giftCart(" cart-1 "));
    expect(paid.products[0]).toMatchObject({ id: v1, unit_price: 0, total_price: 0, regular_unit_price: 10_000 });
    expect([paid.subtotal, paid.delivery_cost, paid.total_price, paid.reason]).toEqual([0, 690, 690, null]);
    expect((await checkout(giftCart("CART-1", { products: [{ id: v2, amount: 1 }] }))).reason).toBe("This product is not part of the campaign.");
    expect((await checkout(giftCart("CART-1", { products: [{ id: v1, amount: 2 }] }))).reason).toBe(
      "A gift code buys one product: the cart may hold only this product, 1 pc.",
    );
    expect((await checkout(giftCart("EI-OLE"))).reason).toBe("Code not found. Please check the code.");
    expect((await checkout({ ...giftCart("CART-1"), language_code: "fi", giftcampaign_data: { code: "CART-1", campaign: "ei-ole" } })).reason).toBe("Kampanjaa ei löytynyt");
    // A mixed cart drops the campaign (spec 01 §5) and is priced as any cart.
    const mixed = await checkout(giftCart("CART-1", { products: [{ id: v1, amount: 1 }, { id: v2, amount: 1 }] }));
    expect([mixed.giftcampaign_data, mixed.reason, mixed.subtotal]).toEqual([null, null, 14_000]);
  });
});

describe("gift campaign orders", () => {
  it("take one use of the code and record the campaign and code; the next order with it is 409", async () => {
    const codeId = await newCode("ORDER-1");
    const order = await place(f, orderBody({ ...giftCart("ORDER-1"), language_code: "en" }));
    expect(order).toMatchObject({ status: "new", total_price: 690 });
    expect(await usedCount(codeId)).toBe(1);
    const row = await f.one<{ campaignId: number; codeId: number; code: string }>(
      sql`select gift_campaign_id as "campaignId", gift_campaign_code_id as "codeId", gift_campaign_code as code from orders where number = ${order.number}`,
    );
    expect(row).toEqual({ campaignId, codeId, code: "ORDER-1" });
    const again = await placeRaw(f, orderBody({ ...giftCart("ORDER-1"), language_code: "en" }));
    expect(again.statusCode).toBe(409);
    expect(orderConflictSchema.parse(again.json())).toMatchObject({ code: "code_used_up", detail: "This code has already been used." });
  });

  it("give the use back when the payment is declined", async () => {
    const codeId = await newCode("DECLINE-1");
    const order = await place(f, orderBody(giftCart("DECLINE-1")));
    expect(await usedCount(codeId)).toBe(1);
    const declined = notification(order, "declined");
    expect((await deliver(f, declined)).statusCode).toBe(200);
    expect(await usedCount(codeId)).toBe(0);
    // Delivered again, the event changes nothing: the use is given back once.
    await f.t.database.db.execute(sql`update gift_campaign_codes set used_count = 1 where id = ${codeId}`);
    expect((await deliver(f, declined)).statusCode).toBe(200);
    expect(await usedCount(codeId)).toBe(1);
    await f.t.database.db.execute(sql`update gift_campaign_codes set used_count = 0 where id = ${codeId}`);
    await place(f, orderBody(giftCart("DECLINE-1")));
    expect(await usedCount(codeId)).toBe(1);
  });

  it("let one of two orders racing for a single-use code's last use win; the other is 409", async () => {
    for (let round = 0; round < 3; round++) {
      const codeId = await newCode(`RACE-${round}`);
      const results = await Promise.all([0, 1].map(() => placeRaw(f, orderBody({ ...giftCart(`RACE-${round}`), language_code: "en" }))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(orderConflictSchema.parse(results.find((r) => r.statusCode === 409)!.json()).detail).toBe("This code has already been used.");
      expect(await usedCount(codeId)).toBe(1);
      expect((await f.one<{ n: number }>(sql`select count(*)::int as n from orders where gift_campaign_code_id = ${codeId}`)).n).toBe(1);
    }
  });
});
