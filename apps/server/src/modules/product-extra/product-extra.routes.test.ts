// Integration: GET /api/product/extra/ (both types), GET /api/keyword-popup/ and the staff-only
// GET /api/product/stock/ on a real database (PGlite, or PostgreSQL when DATABASE_URL is set).
import { sql } from "@polku/db/orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  detailErrorSchema,
  fieldErrorsSchema,
  keywordPopupResponseSchema,
  productExtraType1Schema,
  productExtraType2Schema,
  staffStockResponseSchema,
  tokenResponseSchema,
} from "@polku/domain";
import { foldRecoSignals, recordOrderSignals } from "../reco/reco.signals";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 60 });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => (await t.database.db.execute<T & Record<string, unknown>>(text)).rows;
const pathOf = async (modelId: number, language = "fi") =>
  (await query<{ path: string }>(sql`select path from product_model_translations where model_id = ${modelId} and language = ${language}`))[0]!.path;
const extra = (params: Record<string, string>) => get(`/api/product/extra/?${new URLSearchParams(params)}`);
const modelOfGroup = async (groupSlug: string) =>
  (
    await query<{ id: number }>(sql`
      select m.id from product_models m
      join product_model_groups mg on mg.model_id = m.id
      join product_group_translations g on g.group_id = mg.group_id and g.language = 'fi'
      where m.is_public and m.published_at <= now() and g.path like ${`%${groupSlug}`}
      order by m.id limit 1`)
  )[0]!.id;

let ipCounter = 0;
async function tokenFor(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/token/", payload: { email, password }, remoteAddress: `10.9.0.${++ipCounter}` });
  expect(res.statusCode, res.body).toBe(200);
  return tokenResponseSchema.parse(res.json()).access_token;
}

describe("GET /api/product/extra/?type=1", () => {
  it("answers the delivery days of the country, with the days the settings add", async () => {
    const id = (await query<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() and second_hand_parent_id is null order by id limit 1`))[0]!.id;
    const slug = await pathOf(id);
    const [fi] = await query<{ s: number; e: number; ss: number; se: number }>(
      sql`select delivery_days_start as s, delivery_days_end as e, ski_bundle_days_start as ss, ski_bundle_days_end as se from delivery_countries where code = 'no'`,
    );
    const res = await extra({ slug, "delivery-country-code": "NO", type: "1" });
    expect(res.statusCode, res.body).toBe(200);
    const body = productExtraType1Schema.parse(res.json());
    // The demo's target_country_delivery_added_days adds 2 days for Norway.
    expect(body.delivery_method_limit).toEqual({
      delivery_country_code: "no",
      isDeliveryCountryBlocked: false,
      blockInfoText: null,
      delivery_days: { start: fi!.s + 2, end: fi!.e + 2 },
      ski_bundle_days: { start: fi!.ss + 2, end: fi!.se + 2 },
    });
  });

  it("blocks a product of a blocked group with the block's text in the language, and not elsewhere", async () => {
    const stove = await modelOfGroup("retkikeittimet");
    const blocked = productExtraType1Schema.parse((await extra({ slug: await pathOf(stove), "delivery-country-code": "de", type: "1", language: "fi" })).json());
    expect(blocked.delivery_method_limit.isDeliveryCountryBlocked).toBe(true);
    expect(blocked.delivery_method_limit.blockInfoText).toMatch(/Pohjoismaiden/);
    const en = productExtraType1Schema.parse((await extra({ slug: await pathOf(stove, "en"), "delivery-country-code": "de", type: "1", language: "en" })).json());
    expect(en.delivery_method_limit.blockInfoText).toMatch(/Nordic/);
    const home = productExtraType1Schema.parse((await extra({ slug: await pathOf(stove), "delivery-country-code": "se", type: "1" })).json());
    expect(home.delivery_method_limit).toMatchObject({ isDeliveryCountryBlocked: false, blockInfoText: null });
  });

  it("blocks every product for a country the shop does not deliver to", async () => {
    const [country] = await query<{ code: string }>(sql`select code from delivery_countries where not is_enabled order by code limit 1`);
    const id = (await query<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() order by id limit 1`))[0]!.id;
    const body = productExtraType1Schema.parse((await extra({ slug: await pathOf(id), "delivery-country-code": country!.code, type: "1" })).json());
    expect(body.delivery_method_limit.isDeliveryCountryBlocked).toBe(true);
  });
});

describe("GET /api/product/extra/?type=2", () => {
  it("answers a ski's bundles with their parts' variants, its size table, recommendations of the group and what was bought with it", async () => {
    const [bundle] = await query<{ main: number; part: number; active: number }>(sql`
      select b.main_model_id as main, p.model_id as part, bp.active from bundles b
      join bundle_parts p on p.bundle_id = b.id join bundle_prices bp on bp.bundle_id = b.id and bp.tax_area_id = 1
      order by b.id limit 1`);
    const main = bundle!.main;
    const [other] = await query<{ id: number }>(sql`select id from product_models where id <> ${main} and id <> ${bundle!.part} and is_public and published_at <= now() order by id desc limit 1`);
    // An order of the ski with another model makes them bought together.
    await t.database.db.transaction((tx) => recordOrderSignals(tx, [{ modelId: main, quantity: 1 }, { modelId: other!.id, quantity: 2 }]));
    await foldRecoSignals(t.database.db);
    const [group] = await query<{ id: number }>(sql`select main_group_id as id from product_models where id = ${main}`);

    const res = await extra({ slug: await pathOf(main), "delivery-country-code": "fi", group: String(group!.id), type: "2" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const body = productExtraType2Schema.parse(res.json());

    const answered = body.bundles.find((b) => b.secondary_product_models.some((m) => m.id === bundle!.part));
    expect(answered?.prices.active).toBe(bundle!.active);
    const part = answered!.secondary_product_models.find((m) => m.id === bundle!.part)!;
    const variantIds = (await query<{ id: number }>(sql`select id from product_variants where model_id = ${bundle!.part} and is_active order by id`)).map((r) => r.id);
    expect(part.products.map((v) => v.id).sort((a, b) => a - b)).toEqual(variantIds);
    expect(part.url).toBe(`/${await pathOf(bundle!.part)}/`);

    const [table] = await query<{ id: number; name: string }>(sql`
      select t.id, tt.name from product_models m join size_tables t on t.id = m.size_table_id
      join size_table_translations tt on tt.size_table_id = t.id and tt.language = 'fi' where m.id = ${main}`);
    if (table) expect(body.sizetables).toMatchObject([{ id: table.id, name: table.name }]);
    else expect(body.sizetables).toEqual([]);

    expect(body.also_bought.map((m) => m.id)).toContain(other!.id);
    expect(body.recommendations.map((m) => m.id)).not.toContain(main);
    const groupModels = new Set(
      (
        await query<{ id: number }>(sql`
          with recursive g(id) as (select ${group!.id}::int union select pg.id from product_groups pg join g on pg.parent_id = g.id)
          select distinct model_id as id from product_model_groups where group_id in (select id from g)`)
      ).map((r) => r.id),
    );
    expect(body.recommendations.length).toBeGreaterThan(0);
    for (const item of body.recommendations) expect(groupModels.has(item.id)).toBe(true);
  });

  it("answers a model without bundles, size table or signals with empty lists", async () => {
    const [plain] = await query<{ id: number }>(sql`
      select m.id from product_models m where m.is_public and m.published_at <= now() and m.size_table_id is null
        and not exists (select 1 from bundles b where b.main_model_id = m.id)
        and not exists (select 1 from reco_pairs p where p.model_id = m.id)
      order by m.id limit 1`);
    const body = productExtraType2Schema.parse((await extra({ slug: await pathOf(plain!.id), "delivery-country-code": "fi", type: "2" })).json());
    expect(body).toMatchObject({ bundles: [], also_bought: [], sizetables: [] });
  });
});

describe("GET /api/product/extra/ refusals", () => {
  it("answers 400 with a field error for each bad field", async () => {
    const res = await extra({ slug: "a b", "delivery-country-code": "fin", type: "3", group: "x" });
    expect(res.statusCode).toBe(400);
    const { errors } = fieldErrorsSchema.parse(res.json());
    expect(Object.keys(errors).sort()).toEqual(["delivery-country-code", "group", "slug", "type"]);
    const missing = fieldErrorsSchema.parse((await get("/api/product/extra/")).json());
    expect(Object.keys(missing.errors).sort()).toEqual(["delivery-country-code", "slug", "type"]);
  });

  it("answers 400 for an unknown country and 404 for an unknown slug", async () => {
    const id = (await query<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() order by id limit 1`))[0]!.id;
    const country = await extra({ slug: await pathOf(id), "delivery-country-code": "zz", type: "1" });
    expect(country.statusCode).toBe(400);
    expect(fieldErrorsSchema.parse(country.json()).errors["delivery-country-code"]).toEqual(["Unknown delivery country."]);
    for (const type of ["1", "2"]) {
      const res = await extra({ slug: "no-such-product", "delivery-country-code": "fi", type });
      expect(res.statusCode).toBe(404);
      expect(detailErrorSchema.parse(res.json()).detail).toBe("Product not found");
    }
  });
});

describe("GET /api/keyword-popup/", () => {
  it("answers the keyword's text and link in the language; 404 for an unknown id, 400 for a bad one", async () => {
    const [keyword] = await query<{ id: number; text: string }>(sql`select keyword_popup_id as id, text from keyword_popup_translations where language = 'sv' order by keyword_popup_id limit 1`);
    const res = await get(`/api/keyword-popup/?id=${keyword!.id}&language=sv`);
    expect(res.statusCode).toBe(200);
    expect(keywordPopupResponseSchema.parse(res.json())).toMatchObject({ id: keyword!.id, text: keyword!.text });
    expect((await get("/api/keyword-popup/?id=99999")).statusCode).toBe(404);
    const bad = await get("/api/keyword-popup/?id=abc");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(bad.json()).errors)).toEqual(["id"]);
  });
});

describe("GET /api/product/stock/ (staff only)", () => {
  const modelWithStock = async () =>
    (
      await query<{ id: number }>(sql`
        select v.model_id as id from stock k join product_variants v on v.id = k.variant_id where k.shelf_code is not null order by v.model_id limit 1`)
    )[0]?.id ??
    (await query<{ id: number }>(sql`select v.model_id as id from stock k join product_variants v on v.id = k.variant_id order by v.model_id limit 1`))[0]!.id;

  it("refuses a guest (401) and a customer who is not staff (403), and sends them no balances", async () => {
    const id = await modelWithStock();
    const guest = await get(`/api/product/stock/?model_id=${id}`);
    expect(guest.statusCode).toBe(401);
    expect(guest.body).not.toContain("quantity");
    const member = await tokenFor("jasen@polku.example", "polku-jasen-2025");
    const customer = await get(`/api/product/stock/?model_id=${id}`, { authorization: `Bearer ${member}` });
    expect(customer.statusCode).toBe(403);
    expect(customer.body).not.toContain("quantity");
  });

  it("answers staff every stock row of the model's variants with balances and shelf codes, never cached in shared caches", async () => {
    const id = await modelWithStock();
    const staff = await tokenFor("myyja@polku.example", "polku-myyja-2025");
    const res = await get(`/api/product/stock/?model_id=${id}`, { authorization: `Bearer ${staff}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = staffStockResponseSchema.parse(res.json());
    const expected = await query<{ variant: number; store: string; quantity: number; shelf: string | null }>(sql`
      select v.id as variant, s.slug as store, k.quantity, k.shelf_code as shelf from stock k
      join product_variants v on v.id = k.variant_id join stores s on s.id = k.store_id
      where v.model_id = ${id} and v.is_active and s.is_active order by v.id, s.sort_order, s.id`);
    expect(body.variants.flatMap((v) => v.detailed_stocks.map((d) => ({ variant: v.id, store: d.store, quantity: d.quantity, shelf: d.shelf_code })))).toEqual(expected);
    const admin = await tokenFor("admin@polku.example", "polku-admin-2025");
    expect((await get(`/api/product/stock/?model_id=${id}`, { authorization: `Bearer ${admin}` })).statusCode).toBe(200);
    expect((await get(`/api/product/stock/?model_id=999999`, { authorization: `Bearer ${staff}` })).statusCode).toBe(404);
    expect((await get(`/api/product/stock/?model_id=x`, { authorization: `Bearer ${staff}` })).statusCode).toBe(400);
  });
});
