// Integration of the catalogue's bulk tools (docs/admin.md "Bulk price change", "Stock CSV",
// "Scheduled prices"): role refusals, bad input as field errors, the preview and its version,
// audit rows, whole files refused with each bad row's line and column and nothing written, and
// scheduled prices starting and ending while the storefront has the page cached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { adminModelDetailSchema, adminVariantStockSchema } from "@polku/domain/admin/catalogue";
import { applyBulkChange } from "@polku/domain/admin/catalogue-rules";
import { auditPageSchema } from "@polku/domain/admin/common";
import {
  adminBulkPricePreviewSchema, adminBulkPriceResultSchema, adminScheduledPriceListSchema, adminScheduledPriceSchema, adminStockCsvResultSchema,
} from "@polku/domain/admin/price-tools";
import { expireVersionReaders } from "../../lib/cache-version";
import { ADMIN_ID, MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { createScheduledPriceService } from "./admin-scheduled-prices";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
let member: { authorization: string };
let models: number[];
let clockMs = Date.now();
const clock = () => new Date(clockMs);

beforeAll(async () => {
  t = await createTestApp({ models: 6, now: clock });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
  member = await authHeaders(t.database.db, MEMBER_ID);
  models = (
    await t.database.db.execute<{ id: number }>(sql`select distinct p.model_id as id from model_prices p join product_models m on m.id = p.model_id
      where p.tax_area_id = 1 and m.is_public order by p.model_id limit 4`)
  ).rows.map((r) => r.id);
}, 120_000);
afterAll(async () => t?.close());

const detail = async (id: number) => adminModelDetailSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/models/${id}/`, headers: staff })).json());
const areaPrice = async (id: number) => (await detail(id)).prices.find((p) => p.tax_area_id === 1)!;
const auditActions = async (entity: string, id: number) =>
  auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=${entity}&entity_id=${id}`, headers: admin })).json()).results.map((r) => r.summary);
const storefront = async (id: number) => {
  const res = await t.app.inject({ method: "GET", url: `/api/products/productmodel${(await detail(id)).path}?language=fi&taxAreaId=1` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().prices as { active: number; regular: number; price_ending: string | null };
};

describe("bulk price change", () => {
  const post = (url: string, payload: unknown, headers: Record<string, string> = admin) => t.app.inject({ method: "POST", url, headers, payload: payload as object });

  it("is the admin's: staff, customers and guests are refused", async () => {
    const body = { filters: { q: String(models[0]) }, target: "active", kind: "percent", amount: -10 };
    expect((await post("/api/admin/prices/bulk/preview/", body, staff)).statusCode).toBe(403);
    expect((await post("/api/admin/prices/bulk/preview/", body, member)).statusCode).toBe(403);
    expect((await post("/api/admin/prices/bulk/preview/", body, {})).statusCode).toBe(401);
    expect((await post("/api/admin/prices/bulk/", { ...body, version: "0123456789abcdef" }, staff)).statusCode).toBe(403);
  });

  it("answers bad changes with field errors", async () => {
    const bad = await post("/api/admin/prices/bulk/preview/", { filters: { brand: "x" }, target: "list", kind: "percent", amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["amount", "filters.brand", "target"]);
    const tooMuch = await post("/api/admin/prices/bulk/preview/", { filters: {}, target: "active", kind: "percent", amount: -100 });
    expect(tooMuch.json().errors).toEqual({ amount: ["Use a percentage from -99.99 to 1000."] });
    const fraction = await post("/api/admin/prices/bulk/preview/", { filters: {}, target: "active", kind: "amount", amount: 10.5 });
    expect(Object.keys(fraction.json().errors)).toEqual(["amount"]);
    const noVersion = await post("/api/admin/prices/bulk/", { filters: {}, target: "active", kind: "percent", amount: 5 });
    expect(Object.keys(noVersion.json().errors)).toEqual(["version"]);
  });

  it("previews old and new prices, writes nothing, then applies the previewed change with history and audit", async () => {
    const id = models[0]!;
    const before = await areaPrice(id);
    const body = { filters: { q: String(id) }, tax_area_id: 1, target: "regular", kind: "percent", amount: 12.5 };
    const previewRes = await post("/api/admin/prices/bulk/preview/", body);
    expect(previewRes.statusCode, previewRes.body).toBe(200);
    const preview = adminBulkPricePreviewSchema.parse(previewRes.json());
    const expected = applyBulkChange(before, { kind: "percent", percent: 12.5, target: "regular" });
    expect(preview).toMatchObject({ models: 1, rows: 1, changed: 1 });
    expect(preview.sample[0]).toMatchObject({ model_id: id, tax_area_id: 1, before: { regular: before.regular, active: before.active, club: before.club }, after: expected });
    expect(await areaPrice(id)).toEqual(before);

    // Another change than the one previewed is refused: the version names the change too.
    const other = await post("/api/admin/prices/bulk/", { ...body, amount: 50, version: preview.version });
    expect(other.statusCode).toBe(409);
    expect(await areaPrice(id)).toEqual(before);

    const cached = await storefront(id);
    const applied = await post("/api/admin/prices/bulk/", { ...body, version: preview.version });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(adminBulkPriceResultSchema.parse(applied.json())).toEqual({ models: 1, changed: 1 });
    const after = await areaPrice(id);
    expect(after).toMatchObject(expected);
    expect(await auditActions("product_model", id)).toContain("Bulk change: regular +12.5 %");
    // The shop shows it at once, though it had the page cached.
    expect((await storefront(id)).regular).toBe(expected.regular);
    expect(cached.regular).toBe(before.regular);

    // The same preview again is stale: the prices it showed have moved.
    const again = await post("/api/admin/prices/bulk/", { ...body, version: preview.version });
    expect(again.statusCode).toBe(409);
    expect(await areaPrice(id)).toEqual(after);
  });

  it("a lowered price paid opens a new history period, so the 30-day lowest price follows", async () => {
    const id = models[1]!;
    const before = await areaPrice(id);
    const body = { filters: { q: String(id) }, tax_area_id: 1, target: "active", kind: "amount", amount: -500 };
    const preview = adminBulkPricePreviewSchema.parse((await post("/api/admin/prices/bulk/preview/", body)).json());
    expect((await post("/api/admin/prices/bulk/", { ...body, version: preview.version })).statusCode).toBe(200);
    const after = await areaPrice(id);
    expect(after.active).toBe(Math.max(0, before.active - 500));
    expect(after.lowest_30_days).toBe(Math.min(before.lowest_30_days ?? after.active, after.active));
  });
});

describe("stock CSV", () => {
  const HEADER = "variant_id;store_id;quantity;blocked_quantity;incoming_quantity;incoming_date;shelf_code";
  const importCsv = (csv: string, dryRun = false, headers: Record<string, string> = staff) =>
    t.app.inject({ method: "POST", url: "/api/admin/stock/import/", headers, payload: { csv, dry_run: dryRun } });
  const variantsOf = async (id: number) => (await detail(id)).variants.map((v) => v.id);
  const stockOf = async (variantId: number) =>
    adminVariantStockSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/variants/${variantId}/stock/`, headers: staff })).json()).rows;

  it("exports the filtered models' stock for staff; refuses customers and guests", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/stock/export/?q=${models[0]}&store=20`, headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\ufeff/, "").trim().split("\r\n");
    expect(lines[0]).toBe("variant_id;gtin;model_id;model_number;name;colour;size;store_id;store;quantity;blocked_quantity;incoming_quantity;incoming_date;shelf_code");
    expect(lines.length - 1).toBe((await variantsOf(models[0]!)).length);
    expect(lines.slice(1).every((l) => l.split(";")[2] === String(models[0]) && l.split(";")[7] === "20")).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/stock/export/", headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/stock/export/" })).statusCode).toBe(401);
    expect((await importCsv(`${HEADER}\n1;20;1;;;;`, true, member)).statusCode).toBe(403);
    expect((await importCsv(`${HEADER}\n1;20;1;;;;`, true, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/stock/export/?store=x", headers: staff })).statusCode).toBe(400);
  });

  it("refuses a file with bad rows by line and column, and writes nothing", async () => {
    const [v1, v2] = await variantsOf(models[0]!);
    const before = await stockOf(v1!);
    const audits = (await auditActions("variant", v1!)).length;
    const csv = [HEADER, `${v1};20;5;0;0;;A1`, `${v2};20;2;3;0;;`, `${v1};20;x;0;0;2026-13-01;`, `${v2};1;1;0;0;;${"s".repeat(41)}`].join("\r\n");
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "rows.4.quantity": ["Use a whole number from 0 to 1000000."],
      "rows.4.incoming_date": ["Use a date like 2026-12-01."],
      "rows.5.shelf_code": ["At most 40 characters."],
    });
    // Rows that read right are then checked against the database and each other.
    const second = await importCsv([HEADER, `${v1};20;5;0;0;;A1`, `${v2};20;2;3;0;;`, `99999999;20;1;0;0;;`, `${v1};9999;1;0;0;;`, `${v1};20;1;0;0;;`].join("\n"));
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({
      "rows.6.store_id": ["One row per variant and store: line 2 has this one."],
    });
    const third = await importCsv([HEADER, `${v1};20;5;0;0;;A1`, `${v2};20;2;3;0;;`, `99999999;20;1;0;0;;`, `${v1};9999;1;0;0;;`].join("\n"));
    expect(third.json().errors).toEqual({
      "rows.3.blocked_quantity": ["Blocked units (3) cannot exceed the units in stock."],
      "rows.4.variant_id": ["No such variant."],
      "rows.5.store_id": ["No such store."],
    });
    expect(await stockOf(v1!)).toEqual(before);
    expect((await auditActions("variant", v1!)).length).toBe(audits);
  });

  it("checks in a dry run, then writes the file in one go with an audit row per variant; a left-out column keeps its value", async () => {
    const [v1, v2] = await variantsOf(models[1]!);
    const csv = ["variant_id;store_id;quantity;shelf_code", `${v1};20;11;B-7`, `${v2};20;0;`].join("\r\n");
    const dry = await importCsv(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(adminStockCsvResultSchema.parse(dry.json())).toEqual({ dry_run: true, rows: 2, variants: 2 });
    expect((await stockOf(v1!)).find((r) => r.store_id === 20)?.shelf_code).not.toBe("B-7");
    const blockedBefore = (await stockOf(v1!)).find((r) => r.store_id === 20)!.blocked_quantity;
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dry_run: false, rows: 2, variants: 2 });
    expect((await stockOf(v1!)).find((r) => r.store_id === 20)).toMatchObject({ quantity: 11, shelf_code: "B-7", blocked_quantity: Math.min(blockedBefore, 11) });
    expect((await stockOf(v2!)).find((r) => r.store_id === 20)).toMatchObject({ quantity: 0 });
    expect(await auditActions("variant", v1!)).toContain("CSV import");
  });

  it("answers empty, headerless, malformed and huge files with a clear 400 or 413", async () => {
    const field = async (csv: string) => {
      const res = await importCsv(csv, true);
      expect(res.statusCode, csv.slice(0, 40)).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(Object.keys(await field(""))).toEqual(["csv"]);
    expect((await field("a;b\n1;2"))["csv"]![0]).toMatch(/missing: variant_id, store_id, quantity/);
    expect((await field(`${HEADER}\n1;"20;1`))["csv"]![0]).toMatch(/not CSV that can be read/);
    expect((await field(HEADER))["csv"]).toEqual(["The file has no rows under the header."]);
    expect((await field(`${HEADER}\n${"1;20;1\n".repeat(20_001)}`))["csv"]).toEqual(["At most 20000 rows in one file."]);
    const huge = await t.app.inject({ method: "POST", url: "/api/admin/stock/import/", headers: { ...staff, "content-type": "application/json" }, payload: `{"csv":"${"x".repeat(6 * 1024 * 1024)}","dry_run":true}` });
    expect(huge.statusCode).toBe(413);
  });
});

describe("scheduled prices", () => {
  const HOUR = 3_600_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const schedule = (id: number, payload: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({ method: "POST", url: `/api/admin/models/${id}/scheduled-prices/`, headers, payload: payload as object });
  // The job of a running shop, on the test's clock (the test app starts no timers).
  const job = () =>
    createScheduledPriceService(t.database.db, {
      now: clock,
      onChange: () => {
        t.app.catalogueCache.invalidate();
        expireVersionReaders("catalogue");
      },
    });

  it("refuses staff and customers, and bad windows with field errors", async () => {
    const id = models[2]!;
    const price = await areaPrice(id);
    const good = { tax_area_id: 1, active: price.regular - 100, starts_at: at(clockMs + HOUR), ends_at: at(clockMs + 2 * HOUR) };
    expect((await schedule(id, good, staff)).statusCode).toBe(403);
    expect((await schedule(id, good, member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/admin/models/${id}/scheduled-prices/`, headers: staff })).statusCode).toBe(403);
    const backwards = await schedule(id, { ...good, ends_at: good.starts_at, club: good.active });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(backwards.json().errors).sort()).toEqual(["club", "ends_at"]);
    const dear = await schedule(id, { ...good, active: price.regular, ends_at: at(clockMs - HOUR), starts_at: at(clockMs - 2 * HOUR) });
    expect(dear.json().errors).toEqual({ active: ["A campaign price must be below the regular price."], ends_at: ["The end has passed."] });
    expect((await schedule(id, { ...good, tax_area_id: 99 })).statusCode).toBe(400);
    expect((await schedule(99_999_999, good)).statusCode).toBe(404);
  });

  it("starts and ends while the storefront has the page cached, putting back the price it replaced", async () => {
    const id = models[2]!;
    const price = await areaPrice(id);
    const campaign = price.regular - 1000;
    const start = clockMs + HOUR;
    const end = clockMs + 3 * HOUR;
    const res = await schedule(id, { tax_area_id: 1, active: campaign, starts_at: at(start), ends_at: at(end) });
    expect(res.statusCode, res.body).toBe(201);
    const created = adminScheduledPriceSchema.parse(res.json());
    expect(created.state).toBe("scheduled");
    const overlap = await schedule(id, { tax_area_id: 1, active: campaign, starts_at: at(start + HOUR), ends_at: at(end + HOUR) });
    expect(overlap.json().errors).toEqual({ starts_at: [`Another scheduled price (${created.id}) is in this window for this tax area.`] });

    // Before the window: the shop shows (and caches) the old price; the job changes nothing.
    expect((await storefront(id)).active).toBe(price.active);
    expect(await job().runDue()).toBe(false);
    expect((await storefront(id)).active).toBe(price.active);

    // The window starts: the cached page turns over to the campaign price with its end.
    clockMs = start + 1;
    expect(await job().runDue()).toBe(true);
    const during = await storefront(id);
    expect(during.active).toBe(campaign);
    expect(new Date(during.price_ending!).getTime()).toBe(end);
    expect((await areaPrice(id)).lowest_30_days).toBeLessThanOrEqual(campaign);
    const list = adminScheduledPriceListSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/models/${id}/scheduled-prices/`, headers: admin })).json());
    expect(list.results[0]).toMatchObject({ id: created.id, state: "running" });

    // The window ends: the price it replaced comes back on the cached page.
    clockMs = end;
    expect(await job().runDue()).toBe(true);
    const afterwards = await storefront(id);
    expect(afterwards.active).toBe(price.active);
    expect(afterwards.price_ending).toBe(price.price_ending);
    expect(await auditActions("product_model", id)).toEqual(expect.arrayContaining([`Scheduled price ${created.id} started`, `Scheduled price ${created.id} ended`]));
  });

  it("a window that has begun starts at once; cancelling it puts the price back now", async () => {
    const id = models[3]!;
    const price = await areaPrice(id);
    const res = await schedule(id, { tax_area_id: 1, active: price.regular - 200, club: null, starts_at: at(clockMs - HOUR), ends_at: at(clockMs + HOUR) });
    expect(res.statusCode, res.body).toBe(201);
    const created = adminScheduledPriceSchema.parse(res.json());
    expect(created.state).toBe("running");
    expect((await storefront(id)).active).toBe(price.regular - 200);
    const cancelled = await t.app.inject({ method: "POST", url: `/api/admin/models/${id}/scheduled-prices/${created.id}/cancel/`, headers: admin });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe("cancelled");
    expect((await storefront(id)).active).toBe(price.active);
    const twice = await t.app.inject({ method: "POST", url: `/api/admin/models/${id}/scheduled-prices/${created.id}/cancel/`, headers: admin });
    expect(twice.statusCode).toBe(400);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/models/${id}/scheduled-prices/999999/cancel/`, headers: admin })).statusCode).toBe(404);
  });
});
