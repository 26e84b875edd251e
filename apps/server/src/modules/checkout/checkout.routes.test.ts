// Integration: POST /api/checkout/ on a real database (PGlite, or PostgreSQL with DATABASE_URL)
// with the demo catalogue and checkout data (docs/checkout.md "Demo codes"). The test fixes the
// facts it asserts (prices, stock, groups) on two models, and the clock: Monday 2026-06-15.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { checkoutResponseSchema, deliveryMethodsResponseSchema, fastShippingResponseSchema, shopPromisesResponseSchema, tokenResponseSchema, type CheckoutRequestInput, type CheckoutResponse } from "@polku/domain";
import { DEMO_CUSTOMERS } from "../../seed/customers";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { UNKNOWN_CODE_LIMIT } from "./code-guess-limit";

let t: TestApp;
/** 08:00 in Helsinki on a Monday. */
let clock = new Date("2026-06-15T05:00:00Z");
let v1: number; // model m1: 100 € (club 80 €), web stock 4, 3 in store 1
let v2: number; // model m2: 40 €, web stock 10, tax class with 14 %
let v3: number; // on order, no stock
let m1: number;
let m2: number;
let bundleId: number;
let memberToken: string;
let orgToken: string;
let ip = 1;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;
}

async function tokenFor(user: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password }, remoteAddress: `198.51.100.${ip++}` });
  return tokenResponseSchema.parse(res.json()).access_token;
}

const post = (body: Partial<CheckoutRequestInput> & Record<string, unknown>, token?: string) =>
  t.app.inject({ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "fi", ...body }, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function checkout(body: Partial<CheckoutRequestInput> & Record<string, unknown>, token?: string): Promise<CheckoutResponse> {
  const res = await post(body, token);
  expect(res.statusCode, res.body).toBe(200);
  return checkoutResponseSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({ models: 12, now: () => clock });
  const db = t.database.db;
  const models = (await db.execute<{ id: number }>(sql`select id from product_models order by id limit 3`)).rows.map((r) => r.id);
  [m1, m2] = models as [number, number];
  const m3 = models[2] as number;
  v1 = (await one<{ id: number }>(sql`select min(id) as id from product_variants where model_id = ${m1}`)).id;
  v2 = (await one<{ id: number }>(sql`select min(id) as id from product_variants where model_id = ${m2}`)).id;
  v3 = (await one<{ id: number }>(sql`select min(id) as id from product_variants where model_id = ${m3}`)).id;
  await db.execute(sql`update product_models set is_public = true, published_at = now() - interval '1 day', belongs_to_outlet = false, show_discount_percentage = true where id in (${m1}, ${m2}, ${m3})`);
  await db.execute(sql`update product_variants set is_active = true, on_order = false, max_amount = null, shipping_time_number = 1 where id in (${v1}, ${v2})`);
  await db.execute(sql`update product_variants set is_active = true, on_order = true, max_amount = null, shipping_time_number = 14 where id = ${v3}`);
  await db.execute(sql`delete from variant_prices where variant_id in (select id from product_variants where model_id in (${m1}, ${m2}, ${m3}))`);
  await db.execute(sql`delete from model_prices where model_id in (${m1}, ${m2}, ${m3})`);
  for (const area of [1, 5]) {
    await db.execute(sql`insert into model_prices (model_id, tax_area_id, active, club, regular, discount_free) values
      (${m1}, ${area}, 10000, 8000, 10000, 10000), (${m2}, ${area}, 4000, null, 4000, 4000), (${m3}, ${area}, 2000, null, 2000, 2000)`);
  }
  await db.execute(sql`delete from stock where variant_id in (${v1}, ${v2}, ${v3})`);
  await db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${v1}, 20, 5, 1), (${v1}, 1, 3, 0), (${v2}, 20, 10, 0)`);
  // A reduced rate for m2 (tax class 2, 14 % in Finland).
  await db.execute(sql`insert into tax_classes (id, name) values (2, 'Reduced rate') on conflict do nothing`);
  await db.execute(sql`insert into tax_rates (tax_area_id, tax_class_id, percentage_bp) values (1, 2, 1400) on conflict do nothing`);
  await db.execute(sql`update product_models set tax_class_id = 2 where id = ${m2}`);
  // m1 alone in a new group under a new parent, for a group-limited code.
  const parent = await one<{ id: number }>(sql`insert into product_groups (parent_id) values (null) returning id`);
  const child = await one<{ id: number }>(sql`insert into product_groups (parent_id) values (${parent.id}) returning id`);
  await db.execute(sql`insert into product_model_groups (model_id, group_id) values (${m1}, ${child.id})`);
  await db.execute(sql`insert into discount_codes (code, kind, value) values ('Ryhma30', 'percentage', 3000)`);
  await db.execute(sql`insert into discount_code_groups (code_id, group_id) select id, ${parent.id} from discount_codes where code = 'Ryhma30'`);
  await db.execute(sql`insert into discount_codes (code, kind, value) values ('MERKKI5', 'fixed', 500)`);
  await db.execute(sql`insert into discount_code_brands (code_id, manufacturer_id) select d.id, m.manufacturer_id from discount_codes d, product_models m where d.code = 'MERKKI5' and m.id = ${m2}`);
  await db.execute(sql`update product_models set manufacturer_id = (select manufacturer_id from product_models where id = ${m2}) + 1 where id = ${m1} and manufacturer_id = (select manufacturer_id from product_models where id = ${m2})`);
  // A bundle of m1 with m2.
  bundleId = (await one<{ id: number }>(sql`insert into bundles (main_model_id) values (${m1}) returning id`)).id;
  await db.execute(sql`insert into bundle_parts (bundle_id, model_id) values (${bundleId}, ${m2})`);
  await db.execute(sql`insert into bundle_prices (bundle_id, tax_area_id, active, regular) values (${bundleId}, 1, 12000, 14000)`);
  await db.execute(sql`insert into bundle_translations (bundle_id, language, name) values (${bundleId}, 'fi', 'Testipaketti')`);
  const [member, org] = DEMO_CUSTOMERS;
  memberToken = await tokenFor(member!);
  orgToken = await tokenFor(org!);
});
afterAll(() => t?.close());

describe("POST /api/checkout/ prices", () => {
  it("reprices every line from the database and refuses client prices", async () => {
    const res = await post({ products: [{ id: v1, amount: 1, price: 1 } as { id: number; amount: number }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(["products.0"]);
    const body = await checkout({ products: [{ id: v1, amount: 2 }] });
    expect(body.products[0]).toMatchObject({ id: v1, amount: 2, unit_price: 10_000, total_price: 20_000, price_type: "regular", model_id: m1 });
    expect(body.subtotal).toBe(20_000);
    expect(body.payment_methods).toEqual([
      { slug: "test", name: "Korttimaksu (testi)", processor_slug: "test" },
      { slug: "test-invoice", name: "Lasku tai osamaksu (testi)", processor_slug: "test" },
      { slug: "test-wallet", name: "Verkkolompakko (testi)", processor_slug: "test" },
    ]);
    expect([body.show_klarna, body.paypal_checkout, body.kco_iframe]).toEqual([false, false, null]);
  });

  it("sees a changed price, stock or publication at the next validation, though catalogue facts are kept in memory", async () => {
    const db = t.database.db;
    expect((await checkout({ products: [{ id: v2, amount: 1 }] })).products[0]).toMatchObject({ unit_price: 4_000 });
    // Written by hand, as an import would: the triggers bump the catalogue version.
    await db.execute(sql`update model_prices set active = 3500 where model_id = ${m2} and tax_area_id = 1`);
    expect((await checkout({ products: [{ id: v2, amount: 1 }] })).products[0]).toMatchObject({ unit_price: 3_500, price_type: "discount" });
    await db.execute(sql`update model_prices set active = 4000 where model_id = ${m2} and tax_area_id = 1`);
    expect((await checkout({ products: [{ id: v2, amount: 1 }] })).products[0]).toMatchObject({ unit_price: 4_000 });
    // Stock is never kept: a sale elsewhere shows at once, without any version bump.
    await db.execute(sql`update stock set quantity = 2 where variant_id = ${v2} and store_id = 20`);
    expect((await checkout({ products: [{ id: v2, amount: 5 }] })).products[0]).toMatchObject({ amount: 2 });
    await db.execute(sql`update stock set quantity = 10 where variant_id = ${v2} and store_id = 20`);
    // A model published later is not sold before its time.
    await db.execute(sql`update product_models set published_at = now() + interval '1 day' where id = ${m2}`);
    expect((await checkout({ products: [{ id: v2, amount: 1 }] })).products).toEqual([]);
    await db.execute(sql`update product_models set published_at = now() - interval '1 day' where id = ${m2}`);
    expect((await checkout({ products: [{ id: v2, amount: 1 }] })).products).toHaveLength(1);
  });

  it("gives the club price to every logged-in customer, club member or not (spec 02 §4, §6), and not to a guest", async () => {
    expect((await checkout({ products: [{ id: v1, amount: 1 }] }, memberToken)).products[0]).toMatchObject({ unit_price: 8_000, price_type: "club" });
    expect((await checkout({ products: [{ id: v1, amount: 1 }] }, orgToken)).products[0]).toMatchObject({ unit_price: 8_000, price_type: "club" });
    expect((await checkout({ products: [{ id: v1, amount: 1 }] })).products[0]).toMatchObject({ unit_price: 10_000 });
  });

  it("clamps amounts to web stock minus blocked units, leaving on-order lines unlimited", async () => {
    const body = await checkout({ products: [{ id: v1, amount: 6 }, { id: v3, amount: 40 }] });
    expect(body.products[0]).toMatchObject({ amount: 4, stock: { in_stock: true, max_amount: 4 }, errors: [expect.stringContaining("vain 4 kpl")] });
    expect(body.products[1]).toMatchObject({ amount: 40, stock: { on_order: true, max_amount: null }, errors: [] });
  });

  it("prices a bundle with its bundle price and refuses variants outside it", async () => {
    const body = await checkout({ bundles: [{ uid: "b1", bundle_id: bundleId, id: `${m1}-${v1}-${v2}`, amount: 1 }] });
    expect(body.bundles[0]).toMatchObject({ name: "Testipaketti", unit_price: 12_000, regular_unit_price: 14_000, total_price: 12_000 });
    expect(body.bundles[0]!.parts.map((p) => p.variant_id)).toEqual([v1, v2]);
    const wrong = await checkout({ bundles: [{ uid: "b1", bundle_id: bundleId, id: `${m1}-${v1}-${v3}`, amount: 1 }] });
    expect(wrong.bundles).toEqual([]);
    expect(wrong.errors).toEqual(["Valitse paketin Testipaketti jokaiseen osaan tuote."]);
  });
});

describe("POST /api/checkout/ codes", () => {
  it("applies a percentage code case-insensitively, one discount code per order", async () => {
    const body = await checkout({ products: [{ id: v1, amount: 1 }], discount_codes: ["kesa10", "Ryhma30"] });
    expect(body.cart_discount).toEqual({ code: "KESA10", amount: 1_000 });
    expect(body.discount_total).toBe(1_000);
    expect(body.errors).toEqual(["Vain yksi alennuskoodi tilausta kohden, mutta lahjakortteja voi käyttää useita."]);
  });

  it("limits codes to groups with their descendants, and to brands", async () => {
    const lines = [{ id: v1, amount: 1 }, { id: v2, amount: 1 }];
    expect((await checkout({ products: lines, discount_codes: ["RYHMA30"] })).cart_discount).toEqual({ code: "Ryhma30", amount: 3_000 });
    expect((await checkout({ products: lines, discount_codes: ["merkki5"] })).cart_discount).toEqual({ code: "MERKKI5", amount: 500 });
    const other = await checkout({ products: [{ id: v1, amount: 1 }], discount_codes: ["merkki5"] });
    expect(other.cart_discount).toBeNull();
    expect(other.errors).toEqual(["Koodi MERKKI5 ei koske ostoskorin tuotteita."]);
  });

  it("refuses expired, used-up and below-minimum codes, and a second use by one customer", async () => {
    const small = [{ id: v2, amount: 1 }];
    // The demo code expired the day before the seed; the test's clock is fixed, so are the dates.
    await t.database.db.execute(sql`update discount_codes set valid_from = '2025-01-01', valid_to = '2026-01-01' where code = 'VANHENTUNUT'`);
    expect((await checkout({ products: small, discount_codes: ["vanhentunut", "loppuunkaytetty", "tervetuloa15", "EI-OLE"] })).errors).toEqual([
      "Koodi VANHENTUNUT on vanhentunut.",
      "Koodi LOPPUUNKAYTETTY on käytetty loppuun.",
      "Koodi TERVETULOA15 edellyttää vähintään 75\u00a0€ tilausta.",
      "Koodi ei-ole ei kelpaa.",
    ]);
    const big = [{ id: v1, amount: 1 }];
    expect((await checkout({ products: big, discount_codes: ["tervetuloa15"] }, memberToken)).cart_discount).toEqual({ code: "TERVETULOA15", amount: 1_500 });
    await t.database.db.execute(sql`insert into discount_code_usages (code_id, customer_id, order_ref) select id, 1, 'T-1' from discount_codes where code = 'TERVETULOA15'`);
    const again = await checkout({ products: big, discount_codes: ["tervetuloa15"] }, memberToken);
    expect(again.cart_discount).toBeNull();
    expect(again.errors).toEqual(["Olet jo käyttänyt koodin TERVETULOA15."]);
  });

  it("uses gift cards partly and several at once, after discount and delivery", async () => {
    const body = await checkout({ products: [{ id: v2, amount: 1 }], discount_codes: ["lahja-50-demo", "LAHJA-200-DEMO", "lahja-tyhja"] });
    // 40 € + 6.90 € delivery: the 50 € card pays it all and keeps 3.10 €; the second card is not needed.
    expect(body.delivery_cost).toBe(690);
    expect(body.gift_cards).toEqual([{ code: "LAHJA-50-DEMO", used: 4_690, balance: 310 }, { code: "LAHJA-200-DEMO", used: 0, balance: 17_000 }]);
    expect(body.total_price).toBe(0);
    expect(body.errors).toEqual(["Lahjakortin LAHJA-TYHJA saldo on käytetty."]);
    const both = await checkout({ products: [{ id: v1, amount: 3 }], discount_codes: ["lahja-50-demo", "LAHJA-200-DEMO"] });
    expect(both.gift_cards.map((g) => g.used)).toEqual([5_000, 17_000]);
    expect(both.total_price).toBe(30_000 - 22_000);
  });
});

describe("GET /api/shop-promises/", () => {
  const promises = async (query: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/shop-promises/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return { body: shopPromisesResponseSchema.parse(res.json()), cache: res.headers["cache-control"] };
  };

  it("promises the lowest free-delivery threshold of the country's rules, named by its method", async () => {
    const fi = await promises("country_code=fi&language=en");
    // Parcel lockers are free from 60 €, home delivery from 100 €: the lower one is the promise.
    expect(fi.body.free_delivery).toEqual({ threshold: 6_000, method_name: "Parcel locker", method_slug: "pakettiautomaatti" });
    expect(fi.cache).toBe("public, max-age=60");
    expect((await promises("country_code=se")).body.free_delivery).toMatchObject({ threshold: 15_000, method_slug: "pohjoismaat" });
    expect((await promises("country_code=de")).body.free_delivery).toMatchObject({ threshold: 30_000, method_slug: "kansainvalinen" });
    expect((await promises("country_code=xx")).body.free_delivery).toBeNull();
  });

  it("lists the payment methods the checkout offers the country, and nothing else", async () => {
    const { body } = await promises("country_code=fi&language=fi");
    const offered = (await checkout({ products: [{ id: v2, amount: 1 }], postal_code: "00100" })).payment_methods;
    expect(body.payment_methods).toEqual(offered);
    expect(body.payment_methods.length).toBeGreaterThan(0);
  });

  it("answers 400 for a bad country code", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/shop-promises/?country_code=finland" });
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/checkout/ delivery", () => {
  it("offers the methods of the country: Finnish methods, Nordic delivery, international", async () => {
    const fi = await checkout({ products: [{ id: v2, amount: 1 }], postal_code: "00100" });
    expect([...new Set(fi.delivery_methods.map((m) => m.slug))]).toEqual(["kotiinkuljetus", "pakettiautomaatti", "myymalanouto", "pikanouto"]);
    expect(fi.delivery_methods.filter((m) => m.slug === "myymalanouto").length).toBe(9);
    expect(fi.delivery_methods[0]).toMatchObject({ selected: true, price: 690, time_estimate: "Perillä ti 16.6.–to 18.6." });
    expect(fi.delivery_thresholds).toEqual({ delivery_threshold: 10_000, repack_threshold: 20_000 });
    const se = await checkout({ country_code: "se", products: [{ id: v2, amount: 1 }] });
    expect(se.delivery_methods.map((m) => m.slug)).toEqual(["pohjoismaat"]);
    const de = await checkout({ country_code: "de", language_code: "de", products: [{ id: v2, amount: 1 }] });
    expect(de.delivery_methods.map((m) => [m.slug, m.name])).toEqual([["kansainvalinen", "Internationaler Versand"]]);
    // Norway gets two days added by the general setting: 4-7 business days from Monday 15.6.
    const no = await checkout({ country_code: "no", language_code: "en", products: [{ id: v2, amount: 1 }] });
    expect(no.shipping_time_str).toBe("Arrives Fri, 6/19–Wed, 6/24");
    // A cart whose lines all ship now has nothing to deliver in parts.
    expect(fi.part_delivery).toEqual({ possible: false, selected: false });
  });

  it("lists each pickup store once with its address, nearest first from the postcode", async () => {
    const pickup = (body: Awaited<ReturnType<typeof checkout>>) => body.delivery_methods.filter((m) => m.slug === "myymalanouto");
    const north = pickup(await checkout({ products: [{ id: v2, amount: 1 }], postal_code: "96200" }));
    expect(north.map((m) => m.store_slug).slice(0, 2)).toEqual(["rovaniemi", "oulu"]);
    expect(north[0]).toMatchObject({
      method_name: "Nouto myymälästä", name: "Nouto myymälästä, Polku Rovaniemi",
      store: { slug: "rovaniemi", name: "Polku Rovaniemi", street_address: "Koskikatu 9", postal_code: "96200", city: "Rovaniemi", distance_km: 1 },
    });
    expect(north.at(-1)!.store!.distance_km).toBeGreaterThan(600);
    const south = pickup(await checkout({ products: [{ id: v2, amount: 1 }], postal_code: "02600" }));
    expect(south[0]!.store_slug).toBe("espoo-tapiola");
    expect(new Set(south.map((m) => m.store_slug)).size).toBe(9);
    // The form's store is the selected one, whichever its place in the list.
    const chosen = await checkout({ products: [{ id: v2, amount: 1 }], postal_code: "96200", delivery_method: "myymalanouto", delivery_location: "turku" });
    expect(chosen.delivery_methods.filter((m) => m.selected).map((m) => m.store_slug)).toEqual(["turku"]);
  });

  it("frees delivery from the threshold and charges repack below its own", async () => {
    const body = await checkout({ products: [{ id: v1, amount: 1 }], repack: true });
    expect([body.delivery_cost, body.repack_cost, body.total_price]).toEqual([0, 300, 10_300]);
  });

  it("offers express pickup where every row is in the store, ready by the Helsinki clock", async () => {
    clock = new Date("2026-06-15T05:00:00Z");
    const body = await checkout({ products: [{ id: v1, amount: 2 }], pikanouto: true, delivery_method: "pikanouto", delivery_location: "helsinki-kamppi" });
    const express = body.delivery_methods.filter((m) => m.kind === "express_pickup");
    expect(express.find((m) => m.store_slug === "helsinki-kamppi")).toMatchObject({ available: true, selected: true, time_estimate: "Noudettavissa tänään klo 11 jälkeen" });
    expect(express.find((m) => m.store_slug === "espoo-tapiola")).toMatchObject({ available: false, reason: "Pikanouto ei ole mahdollinen kaikille riveille myymälässä." });
    clock = new Date("2026-06-15T11:30:00Z"); // 14:30 in Helsinki
    const later = await checkout({ language_code: "en", products: [{ id: v1, amount: 2 }], pikanouto: true, delivery_method: "pikanouto", delivery_location: "espoo-tapiola" });
    expect(later.errors).toEqual(["Express pickup is unavailable for some rows at a store."]);
    expect(later.delivery_methods.find((m) => m.kind === "express_pickup" && m.store_slug === "helsinki-kamppi")?.time_estimate).toBe("Ready for pickup tomorrow after 11:00");
    clock = new Date("2026-06-15T05:00:00Z");
  });

  it("refuses blocked countries, Northern Ireland and unacknowledged UK, Swiss and Canadian orders", async () => {
    expect((await checkout({ country_code: "ru", products: [{ id: v2, amount: 1 }] })).reason).toBe("Tätä tuotetta ei toimiteta maahan Venäjä");
    const ni = await checkout({ country_code: "gb", language_code: "en", postal_code: "BT7 1NN", duties_acknowledged: true, products: [{ id: v2, amount: 1 }] });
    expect(ni.reason).toBe("Deliveries to Northern Ireland are not allowed.");
    for (const country_code of ["gb", "ch", "ca"]) {
      const body = await checkout({ country_code, language_code: "en", products: [{ id: v2, amount: 1 }] });
      expect(body.reason).toBe("UK, Swiss and Canadian orders need an acknowledgement of taxes, duties and clearance fees.");
      expect((await checkout({ country_code, language_code: "en", duties_acknowledged: true, products: [{ id: v2, amount: 1 }] })).reason).toBeNull();
    }
  });
});

describe("POST /api/checkout/ VAT and currency", () => {
  it("sums VAT per rate in Finland and none for export", async () => {
    const body = await checkout({ products: [{ id: v1, amount: 1 }, { id: v2, amount: 1 }] });
    expect(body.total_price).toBe(14_000);
    expect(body.vat).toEqual([{ percentage: 25.5, amount: 2_032 }, { percentage: 14, amount: 491 }]);
    expect(body.products.map((p) => p.vat_percentage)).toEqual([25.5, 14]);
    const ch = await checkout({ country_code: "ch", duties_acknowledged: true, products: [{ id: v1, amount: 1 }] });
    expect(ch.vat).toEqual([]);
  });

  it("converts the total for display at the currency's rate and decimals", async () => {
    const body = await checkout({ products: [{ id: v1, amount: 1 }], currency_code: "sek" });
    expect(body.currency).toEqual({ code: "sek", rate: 11.28, total: 1_128, decimals: 0 });
    expect((await checkout({ products: [{ id: v2, amount: 1 }], currency_code: "usd" })).currency).toEqual({ code: "usd", rate: 1.08, total: 50.65, decimals: 2 });
  });
});

describe("POST /api/checkout/ refusals", () => {
  it("answers bad bodies with 400 and field errors", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/checkout/", payload: { language_code: "fi", products: [{ id: v1, amount: 0 }] } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["country_code", "products.0.amount"]);
    expect((await t.app.inject({ method: "POST", url: "/api/checkout/", payload: "[]", headers: { "content-type": "application/json" } })).statusCode).toBe(400);
  });

  it("refuses a bad token with 401 and another customer's id with 403", async () => {
    const bad = await post({ products: [{ id: v2, amount: 1 }] }, "x".repeat(43));
    expect(bad.statusCode).toBe(401);
    expect(bad.headers["www-authenticate"]).toBe('Bearer realm="api"');
    expect((await post({ customer_id: 1, products: [] })).statusCode).toBe(401);
    expect((await post({ customer_id: 2, products: [] }, memberToken)).statusCode).toBe(403);
    expect((await post({ customer_id: 1, products: [] }, memberToken)).statusCode).toBe(200);
  });
});

describe("POST /api/checkout/ code guessing", () => {
  const from = (address: string, codes: string[], token?: string) =>
    t.app.inject({
      method: "POST", url: "/api/checkout/", remoteAddress: address,
      payload: { country_code: "fi", language_code: "fi", products: [{ id: v2, amount: 1 }], discount_codes: codes },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const guesses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

  it(`answers ${UNKNOWN_CODE_LIMIT} unknown codes per address, then 429 with Retry-After, also for codes sent before`, async () => {
    const address = "203.0.113.50";
    expect((await from(address, guesses("arvaus", UNKNOWN_CODE_LIMIT))).statusCode).toBe(200);
    // Sending the same codes again (every change of the cart validates it) does not count.
    expect((await from(address, guesses("arvaus", 3))).statusCode).toBe(200);
    const refused = await from(address, ["arvaus-uusi"]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "throttled" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
    // No answer for a code sent again once over the limit either; known codes still work.
    expect((await from(address, ["arvaus-uusi"])).statusCode).toBe(429);
    const known = await from(address, ["lahja-50-demo"]);
    expect(known.statusCode).toBe(200);
    expect(checkoutResponseSchema.parse(known.json()).gift_cards).toHaveLength(1);
    // Another address is not affected.
    expect((await from("203.0.113.51", ["arvaus-uusi"])).statusCode).toBe(200);
  });

  it("counts a logged-in customer's unknown codes across addresses", async () => {
    const token = await tokenFor(DEMO_CUSTOMERS[1]!);
    for (let i = 0; i < UNKNOWN_CODE_LIMIT; i++) expect((await from(`203.0.113.${100 + i}`, [`asiakas-${i}`], token)).statusCode).toBe(200);
    expect((await from("203.0.113.200", ["asiakas-uusi"], token)).statusCode).toBe(429);
    expect((await from("203.0.113.200", ["asiakas-uusi"])).statusCode).toBe(200);
  });
});

describe("product page delivery lookups", () => {
  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("lists the delivery methods of a variant by postcode, 5 digits in Finland", async () => {
    const res = await get(`/api/delivery-methods/?postal_code=00100&variant_id=${v1}&language=en`);
    expect(res.statusCode).toBe(200);
    const methods = deliveryMethodsResponseSchema.parse(res.json()).delivery_methods;
    expect(methods[0]).toMatchObject({ slug: "kotiinkuljetus", name: "Home delivery", price: 0, selected: false });
    expect(methods.some((m) => m.kind === "express_pickup" && m.store_slug === "helsinki-kamppi" && m.available)).toBe(true);
    expect((await get(`/api/delivery-methods/?postal_code=0010&variant_id=${v1}`)).json()).toEqual({ errors: { postal_code: ["A Finnish postcode has 5 digits."] } });
    expect((await get(`/api/delivery-methods/?postal_code=00100`)).statusCode).toBe(400);
    expect(deliveryMethodsResponseSchema.parse((await get(`/api/delivery-methods/?postal_code=101000&variant_id=${v1}&country_code=ru`)).json())).toEqual({ delivery_methods: [] });
    expect(deliveryMethodsResponseSchema.parse((await get(`/api/delivery-methods/?postal_code=00100&variant_id=999999`)).json())).toEqual({ delivery_methods: [] });
  });

  it("answers fast shipping: express pickup in the postcode's region when a store there holds the variant", async () => {
    clock = new Date("2026-06-15T08:00:00Z"); // 11:00 in Helsinki
    const near = fastShippingResponseSchema.parse((await get(`/api/get_fast_shipping/?postal_code=00500&price=10000&variant_id=${v1}`)).json());
    expect(near).toEqual({
      available: true,
      method: { slug: "pikanouto", name: "Pikanouto, Polku Helsinki Kamppi", price: 0, time_estimate: "Noudettavissa tänään klo 16 jälkeen", store_slug: "helsinki-kamppi", store_name: "Polku Helsinki Kamppi" },
    });
    expect(fastShippingResponseSchema.parse((await get(`/api/get_fast_shipping/?postal_code=33100&price=10000&variant_id=${v1}`)).json())).toEqual({ available: false, method: null });
    expect(fastShippingResponseSchema.parse((await get(`/api/get_fast_shipping/?postal_code=00500&price=4000&variant_id=${v2}`)).json())).toEqual({ available: false, method: null });
    expect((await get(`/api/get_fast_shipping/?postal_code=abc&variant_id=${v1}`)).statusCode).toBe(400);
    clock = new Date("2026-06-15T05:00:00Z");
  });
});
