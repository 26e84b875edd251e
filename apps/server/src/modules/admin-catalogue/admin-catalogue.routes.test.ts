// Integration of the back office's catalogue (docs/admin.md "Catalogue"): edits with their audit
// rows, stale versions refused with nothing lost, bad input as field errors, prices keeping the
// 30-day history, stock, and every change visible to the storefront's API at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { adminModelDetailSchema, adminModelPageSchema, adminVariantDetailSchema, adminVariantStockSchema, type AdminModelDetail } from "@polku/domain/admin/catalogue";
import { auditPageSchema } from "@polku/domain/admin/common";
import { gtinCheckDigit } from "@polku/domain/admin/catalogue-rules";
import { ADMIN_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
let modelId: number;

beforeAll(async () => {
  t = await createTestApp({ models: 6 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
  const [row] = (await t.database.db.execute<{ id: number }>(sql`select id from product_models where is_public order by id limit 1`)).rows;
  modelId = row!.id;
}, 120_000);
afterAll(async () => t?.close());

const detailOf = async (id = modelId): Promise<AdminModelDetail> =>
  adminModelDetailSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/models/${id}/`, headers: staff })).json());

function bodyOf(d: AdminModelDetail) {
  const { id: _i, uuid: _u, path: _p, variants: _v, prices: _pr, prices_version: _pv, ...fields } = structuredClone(d);
  return fields;
}

const storefrontModel = async (path: string) => t.app.inject({ method: "GET", url: `/api/products/productmodel${path}?language=fi&taxAreaId=1` });

describe("models", () => {
  it("lists models paged, searched and filtered", async () => {
    const page = adminModelPageSchema.parse((await t.app.inject({ method: "GET", url: "/api/admin/models/?per_page=25&sort=name", headers: staff })).json());
    expect(page.results.length).toBeGreaterThan(0);
    const names = page.results.map((r) => r.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "fi"))).toEqual(names);
    const first = page.results[0]!;
    const found = adminModelPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/models/?q=${encodeURIComponent(first.name.slice(0, 5))}`, headers: staff })).json());
    expect(found.results.map((r) => r.id)).toContain(first.id);
    const byId = adminModelPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/models/?q=${first.id}`, headers: staff })).json());
    expect(byId.results.map((r) => r.id)).toContain(first.id);
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/models/?per_page=7&sort=evil", headers: staff });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["per_page", "sort"]);
  });

  it("saves an edit with its audit row, shows it on the storefront at once, and refuses a stale version", async () => {
    const before = await detailOf();
    // The storefront has read (and cached) the page before the edit.
    expect((await storefrontModel(before.path)).statusCode).toBe(200);
    const body = bodyOf(before);
    body.translations.fi.name = "Muokattu nimi";
    const saved = await t.app.inject({ method: "PUT", url: `/api/admin/models/${modelId}/`, headers: staff, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminModelDetailSchema.parse(saved.json());
    expect(after.translations.fi.name).toBe("Muokattu nimi");
    expect(after.version).not.toBe(before.version);
    const page = await storefrontModel(after.path);
    expect(page.json().name).toBe("Muokattu nimi");

    const audit = auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=product_model&entity_id=${modelId}`, headers: staff })).json());
    expect(audit.results[0]).toMatchObject({ action: "update", actor_id: STAFF_ID, actor_name: "myyja" });
    expect((audit.results[0]!.before as { translations: { fi: { name: string } } }).translations.fi.name).toBe(before.translations.fi.name);
    expect((audit.results[0]!.after as { translations: { fi: { name: string } } }).translations.fi.name).toBe("Muokattu nimi");

    // A second editor still holding the old version loses nothing of the first's work.
    const stale = bodyOf(before);
    stale.translations.fi.name = "Toinen nimi";
    const refused = await t.app.inject({ method: "PUT", url: `/api/admin/models/${modelId}/`, headers: admin, payload: stale });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "stale_version", version: after.version });
    expect((await detailOf()).translations.fi.name).toBe("Muokattu nimi");
    const count = (await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=product_model&entity_id=${modelId}`, headers: staff })).json().count;
    expect(count).toBe(audit.count);
  });

  it("of two saves made on one version at the same moment, exactly one wins", async () => {
    const before = await detailOf();
    const saves = await Promise.all(
      ["Rinnakkain A", "Rinnakkain B"].map((name) => {
        const body = bodyOf(before);
        body.translations.fi.name = name;
        return t.app.inject({ method: "PUT", url: `/api/admin/models/${modelId}/`, headers: staff, payload: body });
      }),
    );
    expect(saves.map((s) => s.statusCode).sort()).toEqual([200, 409]);
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const before = await detailOf();
    const body = bodyOf(before);
    const other = await detailOf((await t.database.db.execute<{ id: number }>(sql`select id from product_models where id <> ${modelId} order by id limit 1`)).rows[0]!.id);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/models/${modelId}/`,
      headers: staff,
      payload: { ...body, model_number: "", translations: { ...body.translations, sv: { ...body.translations.sv, slug: "Ei Kelpaa" } } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["model_number", "translations.sv.slug"]));
    const taken = await t.app.inject({
      method: "PUT",
      url: `/api/admin/models/${modelId}/`,
      headers: staff,
      payload: { ...body, manufacturer_id: 999_999, translations: { ...body.translations, en: { ...body.translations.en, slug: other.translations.en.slug } } },
    });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json().errors)).toEqual(expect.arrayContaining(["manufacturer_id", "translations.en.slug"]));
    expect((await detailOf()).version).toBe(before.version);
    const huge = await t.app.inject({ method: "PUT", url: `/api/admin/models/${modelId}/`, headers: staff, payload: { ...body, translations: "x".repeat(10_000) } });
    expect(huge.statusCode).toBe(400);
  });

  it("creates a model with a variant, prices and stock that the storefront shows", async () => {
    const template = bodyOf(await detailOf());
    const { version: _v, ...fields } = template;
    for (const language of Object.keys(fields.translations) as (keyof typeof fields.translations)[]) {
      fields.translations[language] = { ...fields.translations[language], name: `Uusi tuote ${language}`, slug: `uusi-tuote-${language}` };
    }
    const created = await t.app.inject({ method: "POST", url: "/api/admin/models/", headers: staff, payload: { ...fields, model_number: "NEW-1", is_public: true, published_at: "2026-01-01T00:00:00.000Z" } });
    expect(created.statusCode, created.body).toBe(201);
    const model = adminModelDetailSchema.parse(created.json());
    const [colour] = (await t.database.db.execute<{ id: number }>(sql`select id from colours order by id limit 1`)).rows;
    const gtin = `640000000001`;
    const variant = await t.app.inject({
      method: "POST",
      url: `/api/admin/models/${model.id}/variants/`,
      headers: staff,
      payload: { colour_id: colour!.id, size_id: null, product_type_id: null, gtin: `${gtin}${gtinCheckDigit(gtin)}`, on_order: false, shipping_time_number: 1, max_amount: null, is_active: true },
    });
    expect(variant.statusCode, variant.body).toBe(201);
    const v = adminVariantDetailSchema.parse(variant.json());
    const badGtin = await t.app.inject({ method: "POST", url: `/api/admin/models/${model.id}/variants/`, headers: staff, payload: { ...JSON.parse(variant.body), gtin: "6400000000010" } });
    expect(badGtin.statusCode).toBe(400);

    const staffPrices = await t.app.inject({ method: "PUT", url: `/api/admin/models/${model.id}/prices/`, headers: staff, payload: { version: model.prices_version, prices: [] } });
    expect(staffPrices.statusCode).toBe(403);
    const priced = await t.app.inject({
      method: "PUT",
      url: `/api/admin/models/${model.id}/prices/`,
      headers: admin,
      payload: { version: model.prices_version, prices: [{ tax_area_id: 1, regular: 12_900, active: 12_900, club: null, price_ending: null }] },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const stock = adminVariantStockSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/variants/${v.id}/stock/`, headers: staff })).json());
    const stocked = await t.app.inject({ method: "PUT", url: `/api/admin/variants/${v.id}/stock/`, headers: staff, payload: { version: stock.version, rows: [{ store_id: 20, quantity: 7 }] } });
    expect(stocked.statusCode, stocked.body).toBe(200);
    expect(adminVariantStockSchema.parse(stocked.json()).rows.find((r) => r.store_id === 20)?.quantity).toBe(7);
    const blocked = await t.app.inject({ method: "PUT", url: `/api/admin/variants/${v.id}/stock/`, headers: staff, payload: { version: adminVariantStockSchema.parse(stocked.json()).version, rows: [{ store_id: 20, quantity: 1, blocked_quantity: 2 }] } });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().errors).toHaveProperty(["rows.0.blocked_quantity"]);

    const page = await storefrontModel(model.path);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().name).toBe("Uusi tuote fi");
    const kinds = (await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=product_model&entity_id=${model.id}`, headers: staff })).json().results.map((r: { action: string }) => r.action);
    expect(kinds).toEqual(["prices", "create"]);
  });
});

describe("prices", () => {
  it("a price change closes the open history period and opens a new one, so the 30-day lowest price is right", async () => {
    const before = await detailOf();
    const row = before.prices.find((p) => p.tax_area_id === 1)!;
    const open = async () =>
      (await t.database.db.execute<{ active: number }>(sql`select active from price_history where model_id = ${modelId} and variant_id is null and tax_area_id = 1 and valid_to is null`)).rows;
    const cheaper = row.active - 1000;
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/models/${modelId}/prices/`,
      headers: admin,
      payload: { version: before.prices_version, prices: [{ tax_area_id: 1, regular: row.regular, active: cheaper, club: null, price_ending: "2099-01-01T00:00:00.000Z" }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await open()).toEqual([{ active: cheaper }]);
    const back = adminModelDetailSchema.parse(res.json());
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/admin/models/${modelId}/prices/`,
      headers: admin,
      payload: { version: back.prices_version, prices: [{ tax_area_id: 1, regular: row.regular, active: row.regular, club: null, price_ending: null }] },
    });
    expect(again.statusCode).toBe(200);
    const restored = adminModelDetailSchema.parse(again.json()).prices.find((p) => p.tax_area_id === 1)!;
    expect(restored.active).toBe(row.regular);
    expect(restored.lowest_30_days).toBe(cheaper);
    // The product page reads the same history: the offer's price is the lowest of the 30 days.
    const page = (await storefrontModel(back.path)).json();
    expect(page.prices).toMatchObject({ active: row.regular, lowest_price_30_days: cheaper });
  });

  it("refuses impossible prices row by row", async () => {
    const before = await detailOf();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/models/${modelId}/prices/`,
      headers: admin,
      payload: { version: before.prices_version, prices: [{ tax_area_id: 1, regular: 1000, active: 2000, club: 2500, price_ending: "2001-01-01T00:00:00Z" }, { tax_area_id: 1, regular: 1, active: -1, club: null, price_ending: null }] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["prices.0.active", "prices.0.club", "prices.0.price_ending", "prices.1.active"]));
  });
});
