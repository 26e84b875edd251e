// Integration: GET /api/products/productmodel/{slug}/ (spec 02 §3, §7) on a real database
// (PGlite, or PostgreSQL when DATABASE_URL is set); every answer is parsed with the contract.
import { bumpCacheVersion } from "@polku/db";
import { sql } from "@polku/db/orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailErrorSchema, fieldErrorsSchema, productModelSchema, type ProductModel } from "@polku/domain";
import { ADMIN_ID, MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 60 });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => (await t.database.db.execute<T & Record<string, unknown>>(text)).rows;
const page = async (path: string, qs = "language=fi&taxAreaId=1"): Promise<ProductModel> => {
  const res = await get(`/api/products/productmodel/${path}/?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return productModelSchema.parse(res.json());
};
const pathOf = async (modelId: number, language: string) =>
  (await query<{ path: string }>(sql`select path from product_model_translations where model_id = ${modelId} and language = ${language}`))[0]!.path;
/** A public, published model with several active variants and no variant prices. */
const plainModel = async () =>
  (
    await query<{ id: number }>(sql`
      select m.id from product_models m
      where m.is_public and m.published_at <= now()
        and (select count(*) from product_variants v where v.model_id = m.id and v.is_active) > 1
        and not exists (select 1 from product_variants v join variant_prices vp on vp.variant_id = v.id where v.model_id = m.id)
      order by m.id limit 1`)
  )[0]!.id;
/** The public model `offset` places from the newest, made non-public or unpublished by `change`; never asked for before. */
const hiddenModel = async (offset: number, change: ReturnType<typeof sql>) => {
  const [row] = await query<{ id: number }>(sql`
    select m.id from product_models m where m.is_public and m.published_at <= now() order by m.id desc limit 1 offset ${offset}`);
  await t.database.db.execute(sql`update product_models set ${change} where id = ${row!.id}`);
  return { id: row!.id, path: await pathOf(row!.id, "fi") };
};
const bump = async () => {
  await bumpCacheVersion(t.database.db, "catalogue");
  // The version is read at most once a second (lib/cache-version.ts).
  await new Promise((resolve) => setTimeout(resolve, 1100));
};

describe("GET /api/products/productmodel/{slug}/", () => {
  it("answers a demo model with its variants and prices in two languages and two tax areas", async () => {
    const id = await plainModel();
    const [fiPath, svPath] = [await pathOf(id, "fi"), await pathOf(id, "sv")];
    const fi = await page(fiPath, "language=fi&taxAreaId=1");
    const sv = await page(svPath, "language=sv&taxAreaId=2");

    const [fiName, svName] = [
      (await query<{ name: string }>(sql`select name from product_model_translations where model_id = ${id} and language = 'fi'`))[0]!.name,
      (await query<{ name: string }>(sql`select name from product_model_translations where model_id = ${id} and language = 'sv'`))[0]!.name,
    ];
    expect(fi).toMatchObject({ id, name: fiName, model_url: `/${fiPath}/`, canonical_url: `/${fiPath}/` });
    expect(sv).toMatchObject({ id, name: svName, model_url: `/${svPath}/` });
    expect(fi.paths).toMatchObject({ fi: fiPath, sv: svPath });
    expect(Object.keys(fi.paths).sort()).toEqual(["de", "en", "fi", "fr", "ru", "sv"]);

    const variantIds = (await query<{ id: number }>(sql`select id from product_variants where model_id = ${id} and is_active order by id`)).map((r) => r.id);
    expect(fi.products.map((v) => v.id).sort((a, b) => a - b)).toEqual(variantIds);
    expect(sv.products.map((v) => v.id).sort((a, b) => a - b)).toEqual(variantIds);

    const priceIn = async (area: number) =>
      (await query<{ active: number; regular: number }>(sql`select active, regular from model_prices where model_id = ${id} and tax_area_id = ${area}`))[0]!;
    const [area1, area2] = [await priceIn(1), await priceIn(2)];
    expect(fi.prices).toMatchObject(area1);
    expect(sv.prices).toMatchObject(area2);
    expect(area1.active).not.toBe(area2.active);
    for (const v of fi.products) expect(v.prices).toMatchObject(area1);
    for (const v of sv.products) expect(v.prices).toMatchObject(area2);
    expect(fi.tax_rate).toEqual({ taxAreaId: 1, taxClassId: 5, percentage: 25.5 });
    expect(sv.tax_rate).toEqual({ taxAreaId: 2, taxClassId: 5, percentage: 25 });

    // Colour names come in the language asked.
    const colour = fi.products[0]!.color.slug;
    const names = await query<{ language: string; name: string }>(
      sql`select ct.language, ct.name from colour_translations ct join colours c on c.id = ct.colour_id where c.slug = ${colour} and ct.language in ('fi', 'sv')`,
    );
    expect(fi.products[0]!.color.name).toBe(names.find((n) => n.language === "fi")!.name);
    expect(sv.products.find((v) => v.color.slug === colour)!.color.name).toBe(names.find((n) => n.language === "sv")!.name);
    // Breadcrumbs run from the root to the main group.
    expect(fi.breadcrumbs.at(-1)!.id).toBe(fi.main_group);
    expect(fi.breadcrumbs.map((b) => b.path)).toEqual([...fi.breadcrumbs.map((b) => b.path)].sort((a, b) => a.length - b.length));
    expect(fi.groups.map((g) => g.id)).toContain(fi.main_group);
  });

  it("takes the path with or without surrounding slashes, in any case", async () => {
    const id = await plainModel();
    const path = await pathOf(id, "fi");
    for (const url of [`/api/products/productmodel/${path}/`, `/api/products/productmodel/${path}`, `/api/products/productmodel//${path.toUpperCase()}//`]) {
      const res = await get(`${url}?language=fi`);
      expect(res.statusCode, url).toBe(200);
      expect(productModelSchema.parse(res.json()).id).toBe(id);
    }
  });

  it("gives variants with their own prices those prices", async () => {
    const [row] = await query<{ modelId: number; variantId: number; active: number }>(sql`
      select v.model_id as "modelId", v.id as "variantId", vp.active from product_variants v
      join product_models m on m.id = v.model_id and m.is_public and m.published_at <= now()
      join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = 1
      where v.is_active order by vp.active desc limit 1`);
    if (!row) return; // no model of this small catalogue has variant prices
    const model = await page(await pathOf(row.modelId, "fi"));
    expect(model.products.find((v) => v.id === row.variantId)!.prices.active).toBe(row.active);
    // Every variant has a 30-day lowest price, never above what it costs today.
    for (const v of model.products) {
      expect(v.prices.lowest_price_30_days).not.toBeNull();
      expect(v.prices.lowest_price_30_days!).toBeLessThanOrEqual(v.prices.active);
    }
  });

  it("sends the stores holding sellable stock, the shipping time and blocked stock per variant", async () => {
    const id = await plainModel();
    const model = await page(await pathOf(id, "fi"));
    const stock = await query<{ variantId: number; slug: string; sellable: number; blocked: number }>(sql`
      select k.variant_id as "variantId", s.slug, k.quantity - k.blocked_quantity as sellable, k.blocked_quantity as blocked
      from stock k join stores s on s.id = k.store_id join product_variants v on v.id = k.variant_id where v.model_id = ${id}`);
    for (const v of model.products) {
      const rows = stock.filter((s) => s.variantId === v.id);
      expect(v.inStockStores.map((s) => s.slug).sort()).toEqual(rows.filter((s) => s.sellable > 0).map((s) => s.slug).sort());
      expect(v.inStock).toBe(rows.some((s) => s.sellable > 0));
      expect(v.blockedStock).toBe(rows.some((s) => s.blocked > 0));
      // Only the public form: no per-store quantities.
      expect(Object.keys(v.inStockStores[0] ?? {}).sort()).toEqual(v.inStockStores.length ? ["nouto", "pikanouto", "slug"] : []);
    }
    const shipping = await query<{ id: number; n: number; text: string | null }>(sql`
      select v.id, v.shipping_time_number::int as n, st.text from product_variants v
      left join shipping_time_texts st on st.days = v.shipping_time_number and st.language = 'fi' where v.model_id = ${id}`);
    for (const v of model.products) {
      const s = shipping.find((r) => r.id === v.id)!;
      expect(v.shipping_time).toEqual({ number: s.n, string: s.text });
    }
  });

  it("gives the lowest price of the last 30 days from the price history", async () => {
    const id = await plainModel();
    const path = await pathOf(id, "fi");
    // The documented SQL (docs/data-model.md) agrees with the answer for the demo history.
    const expected = (
      await query<{ low: number | null }>(sql`
        select min(active)::int as low from price_history where model_id = ${id} and tax_area_id = 3 and variant_id is null
          and valid_from <= now() and (valid_to is null or valid_to > now() - interval '30 days')`)
    )[0]!.low;
    const before = await page(path, "language=fi&taxAreaId=3");
    expect(before.prices.lowest_price_30_days).toBe(expected);
    for (const v of before.products) expect(v.prices.lowest_price_30_days).toBe(expected);

    // A cheaper period that ended 10 days ago counts; one that ended 31 days ago does not.
    await t.database.db.execute(sql`
      insert into price_history (model_id, variant_id, tax_area_id, active, valid_from, valid_to) values
        (${id}, null, 3, 123, now() - interval '20 days', now() - interval '10 days'),
        (${id}, null, 3, 45, now() - interval '40 days', now() - interval '31 days')`);
    await bump();
    const after = await page(path, "language=fi&taxAreaId=3");
    expect(after.prices.lowest_price_30_days).toBe(123);
    for (const v of after.products) expect(v.prices.lowest_price_30_days).toBe(123);
  });

  it("answers bundles with their parts' variants and the bundle price", async () => {
    const [bundle] = await query<{ id: number; mainModelId: number; active: number; regular: number }>(sql`
      select b.id, b.main_model_id as "mainModelId", p.active, p.regular from bundles b
      join bundle_prices p on p.bundle_id = b.id and p.tax_area_id = 1
      join product_models m on m.id = b.main_model_id and m.is_public and m.published_at <= now()
      where b.is_active and not exists (
        select 1 from bundle_parts bp join product_models pm on pm.id = bp.model_id where bp.bundle_id = b.id and not (pm.is_public and pm.published_at <= now()))
      order by b.id limit 1`);
    if (!bundle) return; // this small catalogue has no skis with bindings
    const model = await page(await pathOf(bundle.mainModelId, "fi"));
    const answered = model.bundle_models.find((b) => b.bundleId === bundle.id)!;
    expect(answered.prices).toEqual({ active: bundle.active, regular: bundle.regular, discount_value: bundle.regular - bundle.active });
    const partIds = (await query<{ modelId: number }>(sql`select model_id as "modelId" from bundle_parts where bundle_id = ${bundle.id} order by sort_order, model_id`)).map((r) => r.modelId);
    expect(answered.secondaryProducts.map((p) => p.id)).toEqual(partIds);
    for (const part of answered.secondaryProducts) {
      expect(part.products.length).toBeGreaterThan(0);
      expect(part.products.every((v) => v.model_id === part.id)).toBe(true);
    }
    expect(model.is_bundle).toBe(true);
  });

  it("is 404 for an unknown slug", async () => {
    const res = await get("/api/products/productmodel/revontulo/ei-ole-olemassa/?language=fi");
    expect(res.statusCode).toBe(404);
    expect(detailErrorSchema.parse(res.json())).toEqual({ detail: "Product not found", code: "not_found" });
  });

  it("is 404 for a path of another language", async () => {
    const id = await plainModel();
    const fiPath = await pathOf(id, "fi");
    const ruPath = await pathOf(id, "ru");
    if (fiPath.split("/").pop() === ruPath.split("/").pop()) return;
    expect((await get(`/api/products/productmodel/${ruPath}/?language=fi`)).statusCode).toBe(404);
  });

  it("is 400 with field errors for a bad language, tax area, preview, campaign or path", async () => {
    const path = await pathOf(await plainModel(), "fi");
    for (const [qs, field] of [
      ["language=xx", "language"],
      ["taxAreaId=abc", "taxAreaId"],
      ["taxAreaId=0", "taxAreaId"],
      ["taxAreaId=999", "taxAreaId"],
      ["preview=maybe", "preview"],
      ["giftcampaign=not%20a%20slug!", "giftcampaign"],
    ] as const) {
      const res = await get(`/api/products/productmodel/${path}/?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(Object.keys(fieldErrorsSchema.parse(res.json()).errors)).toEqual([field]);
    }
    const bad = await get("/api/products/productmodel/a%20b%3Bc/?language=fi");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(bad.json()).errors)).toEqual(["slug"]);
    const empty = await get("/api/products/productmodel/?language=fi");
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(empty.json()).errors)).toEqual(["slug"]);
    // Valid optional queries are accepted.
    expect((await get(`/api/products/productmodel/${path}/?preview=1&giftcampaign=joulu-2026`)).statusCode).toBe(200);
  });

  it("tells guests and customers a non-public model is not visible to customer accounts, and an unpublished one is not found, even with preview", async () => {
    const [hidden, future] = await query<{ id: number }>(sql`
      select m.id from product_models m where m.is_public and m.published_at <= now() order by m.id desc limit 2`);
    const [hiddenPath, futurePath] = [await pathOf(hidden!.id, "fi"), await pathOf(future!.id, "fi")];
    expect((await get(`/api/products/productmodel/${hiddenPath}/?language=fi`)).statusCode).toBe(200);
    await t.database.db.execute(sql`update product_models set is_public = false where id = ${hidden!.id}`);
    await t.database.db.execute(sql`update product_models set published_at = now() + interval '1 day' where id = ${future!.id}`);
    await bump();
    const member = await authHeaders(t.database.db, MEMBER_ID);
    for (const [path, body] of [
      [hiddenPath, { detail: "Product not visible to customer accounts", code: "not_public" }],
      [futurePath, { detail: "Product not found", code: "not_found" }],
    ] as const) {
      for (const qs of ["language=fi", "language=fi&preview=1"]) {
        for (const headers of [{}, member]) {
          const res = await get(`/api/products/productmodel/${path}/?${qs}`, headers);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual(body);
        }
      }
    }
  });

  it("answers staff and admins a hidden or unpublished model with preview, privately and outside the shared cache", async () => {
    const hidden = await hiddenModel(2, sql`is_public = false`);
    const url = `/api/products/productmodel/${hidden!.path}/?language=fi&preview=1`;
    const staff = await authHeaders(t.database.db, STAFF_ID);

    // Staff see a non-public model without asking for a preview too (spec 02 §6), privately.
    const plain = await get(`/api/products/productmodel/${hidden!.path}/?language=fi`, staff);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["cache-control"]).toBe("private, no-store");
    const res = await get(url, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const model = productModelSchema.parse(res.json());
    expect(model).toMatchObject({ id: hidden!.id, is_public: false, model_url: `/${hidden!.path}/` });
    expect(model.products.length).toBeGreaterThan(0);

    // Nothing of the preview is kept for others: a guest right after still gets 404.
    for (const guestUrl of [url, `/api/products/productmodel/${hidden!.path}/?language=fi`]) {
      const guest = await get(guestUrl);
      expect(guest.statusCode).toBe(404);
      expect(guest.json()).toEqual({ detail: "Product not visible to customer accounts", code: "not_public" });
    }
    expect((await get(url, await authHeaders(t.database.db, MEMBER_ID))).statusCode).toBe(404);
    expect((await get(url, { authorization: "Bearer not-a-live-token-at-all-000000000000000000" })).statusCode).toBe(404);

    // An admin counts as staff; a public model previewed is is_public: true and private too.
    expect((await get(url, await authHeaders(t.database.db, ADMIN_ID))).statusCode).toBe(200);
    // Not yet published is answered to staff the same way.
    const unpublished = await hiddenModel(4, sql`published_at = now() + interval '1 day'`);
    const early = await get(`/api/products/productmodel/${unpublished.path}/?language=fi&preview=1`, staff);
    expect(productModelSchema.parse(early.json())).toMatchObject({ id: unpublished.id, is_public: false });
    expect((await get(`/api/products/productmodel/${unpublished.path}/?language=fi&preview=1`)).statusCode).toBe(404);
    const publicPath = await pathOf(await plainModel(), "fi");
    const previewed = await get(`/api/products/productmodel/${publicPath}/?language=fi&preview=1`, staff);
    expect(previewed.headers["cache-control"]).toBe("private, no-store");
    expect(productModelSchema.parse(previewed.json()).is_public).toBe(true);
  });

  it("shows staff a change to a hidden model at once, without waiting for the page cache", async () => {
    const hidden = await hiddenModel(3, sql`published_at = now() + interval '1 day'`);
    const url = `/api/products/productmodel/${hidden!.path}/?language=fi&preview=1`;
    const staff = await authHeaders(t.database.db, STAFF_ID);
    expect((await get(url, staff)).statusCode).toBe(200);
    await t.database.db.execute(sql`update product_model_translations set tagline = 'Preview tagline' where model_id = ${hidden!.id} and language = 'fi'`);
    expect(productModelSchema.parse((await get(url, staff)).json()).tagline).toBe("Preview tagline");
  });

  it("serves a cached page until the catalogue changes", async () => {
    const id = await plainModel();
    const path = await pathOf(id, "en");
    const first = await get(`/api/products/productmodel/${path}/?language=en`);
    expect(first.headers["cache-control"]).toBe("public, max-age=60");
    // A write the version trigger does not see (triggers off for this transaction): only the
    // cache can then explain an unchanged answer, however slowly the machine runs.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update product_model_translations set tagline = 'Renamed tagline' where model_id = ${id} and language = 'en'`);
    });
    expect(productModelSchema.parse((await get(`/api/products/productmodel/${path}/?language=en`)).json()).tagline).not.toBe("Renamed tagline");
    await bump();
    expect(productModelSchema.parse((await get(`/api/products/productmodel/${path}/?language=en`)).json()).tagline).toBe("Renamed tagline");
  });

  it("gives the guides of the model's groups and their ancestors, in the language", async () => {
    const [model] = await query<{ id: number }>(sql`
      select m.id from product_models m join product_model_groups mg on mg.model_id = m.id
      join product_groups g on g.id = mg.group_id
      where m.is_public and m.published_at <= now() and exists (select 1 from guide_groups gg where gg.group_id in (g.id, g.parent_id))
      order by m.id limit 1`);
    const fi = await page(await pathOf(model!.id, "fi"));
    const sv = await page(await pathOf(model!.id, "sv"), "language=sv&taxAreaId=2");
    expect(fi.blogs.length).toBeGreaterThan(0);
    expect(fi.blogs.length).toBeLessThanOrEqual(3);
    const titles = (await query<{ title: string }>(sql`select title from guide_translations where language = 'sv'`)).map((r) => r.title);
    for (const guide of sv.blogs) expect(titles).toContain(guide.title);
  });

  it("gives the Finnish original of machine-translated texts, and none for the shop's own", async () => {
    const [auto] = await query<{ id: number; language: string }>(sql`
      select t.model_id as id, t.language from product_model_translations t join product_models m on m.id = t.model_id
      where t.is_auto_translated and m.is_public and m.published_at <= now() order by t.model_id limit 1`);
    const translated = await page(await pathOf(auto!.id, auto!.language), `language=${auto!.language}&taxAreaId=1`);
    const [fi] = await query<{ html: string; tagline: string }>(sql`select long_description_html as html, tagline from product_model_translations where model_id = ${auto!.id} and language = 'fi'`);
    expect(translated.translated_fields).toEqual({ original: { language: "fi", tagline: fi!.tagline, long_description_html: fi!.html }, manual_input: false });
    const own = await page(await pathOf(auto!.id, "fi"));
    expect(own.translated_fields).toEqual({ original: null, manual_input: true });
  });

  it("points a second-hand model at its new counterpart", async () => {
    const [used] = await query<{ id: number; parent: number }>(sql`
      select m.id, m.second_hand_parent_id as parent from product_models m
      where m.second_hand_parent_id is not null and m.is_public and m.published_at <= now() order by m.id limit 1`);
    expect(used, "the demo catalogue holds second-hand models").toBeDefined();
    const model = await page(await pathOf(used!.id, "fi"));
    const parent = await page(await pathOf(used!.parent, "fi"));
    expect(model.second_hand_parent).toMatchObject({ id: used!.parent, url: parent.model_url, name: parent.name, is_active: true });
    expect(model.name).toBe(`Käytetty: ${parent.name}`);
  });
});
