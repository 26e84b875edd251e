// Integration of model prices as CSV (docs/admin.md "Price CSV"): the export of the filtered
// list, an import checked in full before anything is written (a bad row refuses the whole file
// with that row's line and column), the dry run, the 30-day history and audit rows of a written
// file, role refusals, and huge or malformed files as clear 400s.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { adminModelDetailSchema, adminPriceCsvResultSchema } from "@polku/domain/admin/catalogue";
import { auditPageSchema } from "@polku/domain/admin/common";
import { ADMIN_ID, MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
let member: { authorization: string };
let models: number[];

beforeAll(async () => {
  t = await createTestApp({ models: 6 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
  member = await authHeaders(t.database.db, MEMBER_ID);
  models = (await t.database.db.execute<{ id: number }>(sql`select distinct model_id as id from model_prices where tax_area_id = 1 order by model_id limit 3`)).rows.map((r) => r.id);
}, 120_000);
afterAll(async () => t?.close());

const HEADER = "model_id;model_number;name;tax_area_id;regular;active;club;price_ending";
const importCsv = (csv: string, dryRun = false, headers: Record<string, string> = admin) =>
  t.app.inject({ method: "POST", url: "/api/admin/prices/import/", headers, payload: { csv, dry_run: dryRun } });
const pricesOf = async (id: number) => adminModelDetailSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/models/${id}/`, headers: staff })).json()).prices;
const auditCount = async (id: number) =>
  auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=product_model&entity_id=${id}`, headers: admin })).json()).count;

describe("price CSV", () => {
  it("exports the filtered models' prices; refuses staff, customers and guests", async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/admin/prices/export/?q=${models[0]}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.body.replace(/^\ufeff/, "").trim().split("\r\n");
    expect(lines[0]).toBe(HEADER);
    expect(lines.slice(1).every((l) => l.startsWith(`${models[0]};`))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/prices/export/", headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/prices/export/", headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/prices/export/" })).statusCode).toBe(401);
    expect((await importCsv(`${HEADER}\r\n`, true, staff)).statusCode).toBe(403);
    expect((await importCsv(`${HEADER}\r\n`, true, {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/prices/export/?brand=x", headers: admin })).statusCode).toBe(400);
  });

  it("refuses a file with one bad row by its line and column, and writes nothing", async () => {
    const [a, b] = models;
    const before = await pricesOf(a!);
    const audits = await auditCount(a!);
    const csv = [HEADER, `${a};;;1;500.00;450,00;;`, `${b};;;1;100.00;120.00;;`, `99999999;;;1;10;10;;`, `${a};;;1;abc;1;;`].join("\r\n");
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors["rows.3.active"]).toEqual(["The price paid cannot be above the regular price."]);
    expect(errors["rows.5.regular"]).toEqual(["Use euros, like 129.90."]);
    expect(Object.keys(errors)).not.toContain("rows.2.active");
    // Unknown models are found once the rows read right.
    const unknown = await importCsv([HEADER, `${a};;;1;500.00;450,00;;`, `99999999;;;1;10;10;;`, `${a};;;99;10;10;;`].join("\n"));
    expect(unknown.json().errors).toEqual({ "rows.3.model_id": ["No such model."], "rows.4.tax_area_id": ["No such tax area."] });
    expect(await pricesOf(a!)).toEqual(before);
    expect(await auditCount(a!)).toBe(audits);
  });

  it("checks a good file in a dry run without writing, then writes it with history and audit rows", async () => {
    const [a, b] = models;
    const csv = [HEADER, `${a};X;Name;1;"1 234,50";999.00;899.00;`, `${b};;;1;80;80;;`].join("\r\n");
    const dry = await importCsv(csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(adminPriceCsvResultSchema.parse(dry.json())).toEqual({ dry_run: true, rows: 2, models: 2 });
    expect((await pricesOf(a!)).find((p) => p.tax_area_id === 1)!.active).not.toBe(99_900);
    const audits = await auditCount(a!);

    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dry_run: false, rows: 2, models: 2 });
    const price = (await pricesOf(a!)).find((p) => p.tax_area_id === 1)!;
    expect(price).toMatchObject({ regular: 123_450, active: 99_900, club: 89_900 });
    expect(price.lowest_30_days).not.toBeNull();
    expect(price.lowest_30_days!).toBeLessThanOrEqual(99_900);
    const history = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from price_history where model_id = ${a!} and variant_id is null and tax_area_id = 1 and valid_to is null and active = 99900`,
    );
    expect(history.rows[0]!.n).toBe(1);
    expect(await auditCount(a!)).toBe(audits + 1);
  });

  it("answers empty, malformed, headerless, huge and repeated-row files with a clear 400", async () => {
    const [a] = models;
    const field = async (csv: string) => {
      const res = await importCsv(csv, true);
      expect(res.statusCode, csv.slice(0, 40)).toBe(400);
      return res.json().errors as Record<string, string[]>;
    };
    expect(Object.keys(await field(""))).toEqual(["csv"]);
    expect((await field("a;b\n1;2"))["csv"]![0]).toMatch(/missing: model_id/);
    expect((await field(`${HEADER}\n${a};;"unclosed;1;1;1;;`))["csv"]![0]).toMatch(/not CSV that can be read \(line/);
    expect((await field(HEADER))["csv"]).toEqual(["The file has no rows under the header."]);
    expect(await field([HEADER, `${a};;;1;10;10;;`, `${a};;;1;10;10;;`].join("\n"))).toEqual({ "rows.3.tax_area_id": ["One row per model and tax area: line 2 has this one."] });
    expect((await field(`${HEADER}\n${"x".repeat(2_000_001)}`))["csv"]).toEqual(["The file is too large: at most 2 MB."]);
    const huge = await t.app.inject({ method: "POST", url: "/api/admin/prices/import/", headers: { ...admin, "content-type": "application/json" }, payload: `{"csv":"${"x".repeat(6 * 1024 * 1024)}","dry_run":true}` });
    expect(huge.statusCode).toBe(413);
    const notJson = await t.app.inject({ method: "POST", url: "/api/admin/prices/import/", headers: admin, payload: { csv: 5, dry_run: "yes" } });
    expect(notJson.statusCode).toBe(400);
  });
});
