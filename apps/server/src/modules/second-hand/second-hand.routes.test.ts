// Integration (PGlite, or PostgreSQL with DATABASE_URL): the second-hand listing and items of the
// demo, their filters and sorts, bad input as field errors, unknown ids as 404, and the sale: an
// item bought through the normal order placement disappears from every answer at once, and of
// many shoppers ordering the same item at the same moment exactly one gets it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { orderConflictSchema, secondHandItemSchema, secondHandListResponseSchema, type SecondHandItem } from "@polku/domain";
import { orderBody, ordersFixture, placeRaw, type OrdersFixture } from "../orders/orders.test-support";

let f: OrdersFixture;
beforeAll(async () => {
  f = await ordersFixture({ pool: true });
}, 120_000);
afterAll(() => f?.t.close());

const get = (url: string) => f.t.app.inject({ method: "GET", url });
async function list(query = "") {
  const res = await get(`/api/second-hand/?language=en${query}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return secondHandListResponseSchema.parse(res.json());
}
/** An item for sale no other test has touched. */
const taken = new Set<number>();
async function freshItem(): Promise<SecondHandItem> {
  const item = (await list()).items.find((i) => !taken.has(i.id));
  expect(item, "an untouched item for sale").toBeDefined();
  taken.add(item!.id);
  return item!;
}

describe("the second-hand listing", () => {
  it("lists the demo's one-off items: one unit each in the web warehouse, own photos, grade, wear in the language, linked to the new model", async () => {
    const answer = await list();
    expect(answer.items.length).toBeGreaterThanOrEqual(5);
    expect(answer.total).toBe(answer.items.length);
    const listed = answer.items.map((i) => i.listed_at);
    expect(listed).toEqual([...listed].sort().reverse());
    for (const item of answer.items) {
      expect(item.name).toMatch(/^Second hand: /);
      expect(item.wear.length).toBeGreaterThan(20);
      expect(item.images.length).toBeGreaterThan(0);
      expect(item.url).not.toBe(item.parent.url);
      expect(item.parent.name).toBe(item.name.replace(/^Second hand: /, ""));
      // The fixture reprices the first three models; the others keep the demo's new price, above the used one.
      if (item.parent.price !== null && item.parent.id > 3) expect(item.saving_percent).toBeGreaterThan(0);
    }
    const stock = await f.one<{ units: number[]; max: number[] }>(sql`
      select array_agg(k.quantity order by i.model_id) as units, array_agg(v.max_amount order by i.model_id) as max
      from second_hand_items i join stock k on k.variant_id = i.variant_id join product_variants v on v.id = i.variant_id`);
    expect(new Set(stock.units)).toEqual(new Set([1]));
    expect(new Set(stock.max)).toEqual(new Set([1]));
    const fi = secondHandListResponseSchema.parse((await get("/api/second-hand/?language=fi")).json());
    expect(fi.items[0]!.name).toMatch(/^Käytetty: /);
    expect(fi.items[0]!.wear).not.toBe(answer.items[0]!.wear);
  });

  it("keeps the items out of the new catalogue's lists, the newest and search", async () => {
    const items = (await list()).items;
    const brand = items[0]!.manufacturer.slug;
    const ids = new Set(items.map((i) => i.id));
    const newest = await get("/api/products/newest/?language=en");
    if (newest.statusCode === 200) expect(JSON.stringify(newest.json())).not.toMatch(/Second hand: /);
    const search = await get(`/api/search/?q=${encodeURIComponent(items[0]!.parent.name)}&language=en`);
    if (search.statusCode === 200) expect(search.body).not.toMatch(/Second hand: /);
    const { rows } = await f.t.database.db.execute<{ id: number }>(sql`select model_id as id from product_model_groups where model_id = any(${`{${[...ids].join(",")}}`}::int[])`);
    expect(rows).toEqual([]);
    expect(brand).toBeTruthy();
  });

  it("filters and sorts with the catalogue's sorts and counts each filter's options", async () => {
    const all = await list();
    const brand = all.facets.brands[0]!;
    const byBrand = await list(`&brand=${brand.value}`);
    expect(byBrand.items.length).toBe(brand.count);
    expect(byBrand.items.every((i) => i.manufacturer.slug === brand.value)).toBe(true);
    const cheapest = await list("&sort=lowest");
    expect(cheapest.items.map((i) => i.price.active)).toEqual([...cheapest.items.map((i) => i.price.active)].sort((a, b) => a - b));
    const best = await list("&sort=condition&condition=as_new,excellent");
    expect(best.items.every((i) => i.condition === "as_new" || i.condition === "excellent")).toBe(true);
    const ranks = best.items.map((i) => ["as_new", "excellent"].indexOf(i.condition));
    expect(ranks).toEqual([...ranks].sort());
    const price = all.items[0]!.price.active;
    const inRange = await list(`&price_min=${price}&price_max=${price}`);
    expect(inRange.items.every((i) => i.price.active === price)).toBe(true);
    expect(all.facets.conditions.reduce((n, c) => n + c.count, 0)).toBe(all.total);
    // Items of one new model: what its product page shows as "also available second-hand".
    const parent = all.items[0]!.parent.id;
    const ofParent = await list(`&parent=${parent}`);
    expect(ofParent.items.map((i) => i.parent.id)).toEqual(ofParent.items.map(() => parent));
    expect(ofParent.items.length).toBeGreaterThan(0);
  });

  it("answers bad input with field errors and an unknown model with 404, never 500", async () => {
    const bad: [string, string][] = [
      ["sort=cheap", "sort"], ["condition=broken", "condition.0"], ["taxAreaId=abc", "taxAreaId"], ["price_min=-1", "price_min"],
      ["group=%3Cscript%3E", "group.0"], ["language=xx", "language"], ["parent=0", "parent"], ["parent=99999999999", "parent"],
      [`brand=${Array.from({ length: 60 }, (_, i) => `b${i}`).join(",")}`, "brand"],
    ];
    for (const [query, field] of bad) {
      const res = await get(`/api/second-hand/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
    const unknown = await get("/api/second-hand/?parent=2000000000&language=sv");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Produkten hittades inte.", code: "product_not_found" });
    const huge = await get(`/api/second-hand/?group=${"a".repeat(20_000)}`);
    expect(huge.statusCode).toBeLessThan(500);
  });
});

describe("one second-hand item", () => {
  it("answers the item, 404 for an unknown id in the shopper's language, 400 for a malformed id", async () => {
    const item = (await list()).items[0]!;
    const res = await get(`/api/second-hand/${item.id}/?language=en`);
    expect(res.statusCode).toBe(200);
    expect(secondHandItemSchema.parse(res.json())).toEqual(item);
    const unknown = await get("/api/second-hand/2000000000/?language=fi");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Käytettyä tuotetta ei löytynyt.", code: "second_hand_not_found" });
    // A new model's id is not a second-hand item.
    expect((await get(`/api/second-hand/${item.parent.id}/`)).statusCode).toBe(404);
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) expect((await get(`/api/second-hand/${id}/`)).statusCode, id).toBe(400);
  });

  it("is sold through the normal order placement and then gone from every answer at once; a second order is refused", async () => {
    const item = await freshItem();
    const first = await placeRaw(f, orderBody({ products: [{ id: item.variant_id, amount: 1 }], language_code: "en" }));
    expect(first.statusCode, first.body).toBe(201);
    expect((await list()).items.map((i) => i.id)).not.toContain(item.id);
    expect((await list(`&parent=${item.parent.id}`)).items.map((i) => i.id)).not.toContain(item.id);
    const sold = await get(`/api/second-hand/${item.id}/?language=en`);
    expect(sold.statusCode).toBe(410);
    expect(sold.json()).toEqual({ detail: "This second-hand item has already been sold.", code: "second_hand_sold" });
    const second = await placeRaw(f, orderBody({ products: [{ id: item.variant_id, amount: 1 }], language_code: "en" }));
    expect(second.statusCode).toBe(409);
    expect(orderConflictSchema.parse(second.json()).code).toBe("sold_out");
  });

  it("never sells more than its one unit: two in one cart are lowered by the checkout", async () => {
    const item = await freshItem();
    const res = await placeRaw(f, orderBody({ products: [{ id: item.variant_id, amount: 2 }], language_code: "en" }));
    expect(res.statusCode).toBe(409);
    expect(await f.webStock(item.variant_id)).toBe(1);
  });

  it("of 20 shoppers ordering the same item at the same moment, exactly one gets it", async () => {
    const item = await freshItem();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeRaw(f, orderBody({ products: [{ id: item.variant_id, amount: 1 }], language_code: "en" }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await f.webStock(item.variant_id)).toBe(0);
    const orders = await f.one<{ n: number }>(sql`select count(*)::int as n from order_lines where variant_id = ${item.variant_id}`);
    expect(orders.n).toBe(1);
  }, 60_000);
});
