// Integration of discount codes and gift cards in the back office (docs/admin.md "Codes and gift
// cards"): an admin creates a code and the checkout takes it at once, deactivates it and the
// checkout refuses it; limits and dates are checked; a stale edit gets 409 with nothing lost;
// a gift card is issued, corrected and stopped with its history; staff are refused; every write
// is audited; bad input is 400 with field errors and writes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { checkoutResponseSchema } from "@polku/domain";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminDiscountCodePageSchema, adminDiscountCodeSchema, adminGiftCardDetailSchema, adminGiftCardPageSchema, type AdminDiscountCode } from "@polku/domain/admin/codes";
import { ADMIN_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
let variant: number;
let modelId: number;
let tag = 0;

beforeAll(async () => {
  t = await createTestApp({ models: 4 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
  const db = t.database.db;
  // One model at 100 € with stock in the web store, so the checkout prices a cart of it.
  modelId = (await db.execute<{ id: number }>(sql`select id from product_models order by id limit 1`)).rows[0]!.id;
  variant = (await db.execute<{ id: number }>(sql`select min(id) as id from product_variants where model_id = ${modelId}`)).rows[0]!.id;
  await db.execute(sql`update product_models set is_public = true, published_at = now() - interval '1 day' where id = ${modelId}`);
  await db.execute(sql`update product_variants set is_active = true, on_order = false, max_amount = null where id = ${variant}`);
  await db.execute(sql`delete from variant_prices where variant_id = ${variant}`);
  await db.execute(sql`delete from model_prices where model_id = ${modelId}`);
  for (const area of [1, 5]) await db.execute(sql`insert into model_prices (model_id, tax_area_id, active, regular, discount_free) values (${modelId}, ${area}, 10000, 10000, 10000)`);
  await db.execute(sql`delete from stock where variant_id = ${variant}`);
  await db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${variant}, 20, 5, 0)`);
}, 120_000);
afterAll(async () => t?.close());

const codeBody = (overrides: Record<string, unknown> = {}) => ({
  code: `ADMIN${++tag}${Date.now() % 100000}`,
  kind: "percentage",
  value: 2000,
  valid_from: null,
  valid_to: null,
  minimum_order: 0,
  usage_limit: null,
  usage_limit_per_customer: null,
  is_active: true,
  group_ids: [],
  brand_ids: [],
  model_ids: [],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminDiscountCode> {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/codes/", headers: admin, payload: codeBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return adminDiscountCodeSchema.parse(res.json());
}

const put = (code: AdminDiscountCode, changes: Record<string, unknown>, headers = admin) => {
  const { id, times_used: _u, availability: _a, created_at: _c, ...fields } = code;
  return t.app.inject({ method: "PUT", url: `/api/admin/codes/${id}/`, headers, payload: { ...fields, ...changes } });
};

async function checkoutWith(code: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "fi", products: [{ id: variant, amount: 1 }], discount_codes: [code] } });
  expect(res.statusCode, res.body).toBe(200);
  return checkoutResponseSchema.parse(res.json());
}

describe("discount codes", () => {
  it("creates a code the checkout takes at once, and deactivates it so the checkout refuses it", async () => {
    const code = await create();
    expect(code).toMatchObject({ availability: "available", times_used: 0, is_active: true });
    expect((await checkoutWith(code.code.toLowerCase())).cart_discount).toEqual({ code: code.code, amount: 2_000 });

    const off = await put(code, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(adminDiscountCodeSchema.parse(off.json()).availability).toBe("inactive");
    const refused = await checkoutWith(code.code);
    expect(refused.cart_discount).toBeNull();
    expect(refused.errors.length).toBeGreaterThan(0);

    const audit = auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=discount_code&entity_id=${code.id}`, headers: admin })).json());
    expect(audit.results.map((r) => [r.action, r.summary])).toEqual([
      ["update", `${code.code} deactivated`],
      ["create", `${code.code} created`],
    ]);
    expect(audit.results[0]).toMatchObject({ actor_id: ADMIN_ID, before: { is_active: true }, after: { is_active: false } });
  });

  it("keeps a code's limits to products, its dates and its minimum, as the checkout applies them", async () => {
    const other = (await t.database.db.execute<{ id: number }>(sql`select id from product_models where id <> ${modelId} order by id limit 1`)).rows[0]!.id;
    const limited = await create({ kind: "fixed", value: 500, model_ids: [other] });
    expect(limited.model_ids).toEqual([other]);
    expect((await checkoutWith(limited.code)).cart_discount).toBeNull();
    const mine = await put(limited, { model_ids: [modelId] });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await checkoutWith(limited.code)).cart_discount).toEqual({ code: limited.code, amount: 500 });

    const later = await create({ valid_from: "2099-01-01T00:00:00Z", valid_to: "2099-02-01T00:00:00Z" });
    expect(later.availability).toBe("not_yet_valid");
    expect((await checkoutWith(later.code)).cart_discount).toBeNull();
    const high = await create({ minimum_order: 20_000 });
    expect((await checkoutWith(high.code)).cart_discount).toBeNull();

    const page = adminDiscountCodePageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/codes/?q=${encodeURIComponent(later.code.toLowerCase())}`, headers: admin })).json());
    expect(page.results.map((c) => c.id)).toEqual([later.id]);
  });

  it("refuses a stale edit with 409 and keeps the other admin's change", async () => {
    const code = await create();
    const first = await put(code, { value: 3000 });
    expect(first.statusCode).toBe(200);
    const second = await put(code, { value: 4000 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "stale_version", version: adminDiscountCodeSchema.parse(first.json()).version });
    expect(adminDiscountCodeSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/codes/${code.id}/`, headers: admin })).json()).value).toBe(3000);
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const before = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from discount_codes`)).rows[0]!.n;
    const existing = await create();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ code: "x", value: 0 }, ["code", "value"]],
      [{ kind: "percentage", value: 10_001 }, ["value"]],
      [{ valid_from: "2030-01-02T00:00:00Z", valid_to: "2030-01-01T00:00:00Z" }, ["valid_to"]],
      [{ usage_limit: 1, usage_limit_per_customer: 2 }, ["usage_limit_per_customer"]],
      [{ code: existing.code.toLowerCase() }, ["code"]],
      [{ model_ids: [2_000_000_000], brand_ids: [2_000_000_000] }, ["brand_ids", "model_ids"]],
      [{ code: "a b<script>", valid_from: "tomorrow", extra: 1 }, ["__all__", "code", "valid_from"]],
      [{ group_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, ["group_ids"]],
    ];
    for (const [changes, fields] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/admin/codes/", headers: admin, payload: codeBody(changes) });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), JSON.stringify(changes)).toEqual(fields);
    }
    expect((await t.app.inject({ method: "POST", url: "/api/admin/codes/", headers: admin, payload: "x".repeat(2_000_000) })).statusCode).toBeLessThan(500);
    expect((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from discount_codes`)).rows[0]!.n).toBe(before + 1);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/codes/?sort=evil&active=maybe&per_page=7", headers: admin })).json().errors).toHaveProperty("sort");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/codes/99999999/", headers: admin })).statusCode).toBe(404);
  });

  it("is the admin's: staff are refused", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/codes/", headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/codes/", headers: staff, payload: codeBody() })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/giftcards/", headers: staff })).statusCode).toBe(403);
  });
});

describe("gift cards", () => {
  it("issues a card the checkout takes, corrects its balance, stops it, with its history and audit", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/giftcards/", headers: admin, payload: { amount: 2500, expires_at: "2099-12-31T22:00:00Z" } });
    expect(res.statusCode, res.body).toBe(201);
    const card = adminGiftCardDetailSchema.parse(res.json());
    expect(card).toMatchObject({ balance: 2500, is_active: true, order_number: null });
    expect(card.transactions.map((x) => [x.kind, x.amount])).toEqual([["issue", 2500]]);
    expect((await checkoutWith(card.code)).gift_cards).toEqual([{ code: card.code, used: 2500, balance: 0 }]);

    const corrected = await t.app.inject({ method: "PUT", url: `/api/admin/giftcards/${card.id}/`, headers: admin, payload: { version: card.version, expires_at: card.expires_at, is_active: true, adjustment: -500 } });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after = adminGiftCardDetailSchema.parse(corrected.json());
    expect(after.balance).toBe(2000);
    expect(after.transactions.map((x) => [x.kind, x.amount])).toEqual([["adjust", -500], ["issue", 2500]]);

    const stale = await t.app.inject({ method: "PUT", url: `/api/admin/giftcards/${card.id}/`, headers: admin, payload: { version: card.version, expires_at: null, is_active: false, adjustment: 0 } });
    expect(stale.statusCode).toBe(409);
    const below = await t.app.inject({ method: "PUT", url: `/api/admin/giftcards/${card.id}/`, headers: admin, payload: { version: after.version, expires_at: null, is_active: true, adjustment: -2001 } });
    expect(below.statusCode).toBe(400);
    expect(Object.keys(below.json().errors)).toEqual(["adjustment"]);

    const stopped = await t.app.inject({ method: "PUT", url: `/api/admin/giftcards/${card.id}/`, headers: admin, payload: { version: after.version, expires_at: after.expires_at, is_active: false, adjustment: 0 } });
    expect(stopped.statusCode).toBe(200);
    expect((await checkoutWith(card.code)).gift_cards).toEqual([]);

    const listed = adminGiftCardPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/giftcards/?q=${card.code}&active=false`, headers: admin })).json());
    expect(listed.results.map((c) => [c.id, c.balance])).toEqual([[card.id, 2000]]);
    const audit = auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=gift_card&entity_id=${card.id}`, headers: admin })).json());
    expect(audit.results.map((r) => r.summary)).toEqual(["deactivated", "balance -500 cents", "gift card of 2500 cents issued"]);
    expect(JSON.stringify(audit.results)).not.toContain(card.code);
  });

  it("refuses a card without value or ending in the past", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/giftcards/", headers: admin, payload: { amount: 0, expires_at: "yesterday" } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["amount", "expires_at"]);
    const past = await t.app.inject({ method: "POST", url: "/api/admin/giftcards/", headers: admin, payload: { amount: 1000, expires_at: "2001-01-01T00:00:00Z" } });
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json().errors)).toEqual(["expires_at"]);
  });
});
