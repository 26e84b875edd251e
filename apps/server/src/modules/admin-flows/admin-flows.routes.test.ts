// Integration (PGlite, or PostgreSQL with DATABASE_URL) of the back office's second-hand and ski
// wizard fact screens (docs/admin.md "Second-hand items", "Ski wizard facts"): lists and filters,
// saves with audit rows that the shop's answers show at once, stale versions refused with nothing
// lost, bad input as field errors, unknown ids 404, and the door (guests 401, customers 403).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { compatibleProductsResponseSchema } from "@polku/domain";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminSecondHandDetailSchema, adminSecondHandItemSchema, adminSecondHandPageSchema, adminSkiFactsPageSchema, adminSkiFactsSchema, type AdminSecondHandItem } from "@polku/domain/admin/flows";
import { ADMIN_ID, MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ models: 80 });
  staff = await authHeaders(t.database.db, STAFF_ID);
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, headers: object = staff) => t.app.inject({ method: "GET", url, headers: headers as Record<string, string> });
const put = (url: string, payload: object, headers: object = staff) => t.app.inject({ method: "PUT", url, headers: headers as Record<string, string>, payload });
const wearOf = (text: string) => ({ fi: `${text} fi`, sv: `${text} sv`, en: `${text} en`, de: `${text} de`, fr: `${text} fr`, ru: `${text} ru` });

describe("second-hand items", () => {
  it("lists the items with their wear in every language, filtered by condition and sold", async () => {
    const res = await get("/api/admin/second-hand/?per_page=100");
    expect(res.statusCode, res.body).toBe(200);
    const page = adminSecondHandPageSchema.parse(res.json());
    expect(page.count).toBeGreaterThan(0);
    for (const item of page.results) for (const text of Object.values(item.wear)) expect(text.length).toBeGreaterThan(0);
    const good = adminSecondHandPageSchema.parse((await get("/api/admin/second-hand/?condition=good&per_page=100")).json());
    for (const item of good.results) expect(item.condition).toBe("good");
    const unsold = adminSecondHandPageSchema.parse((await get("/api/admin/second-hand/?sold=false&per_page=100")).json());
    for (const item of unsold.results) expect(item.sold).toBe(false);
    expect((await get("/api/admin/second-hand/?condition=broken")).statusCode).toBe(400);
  });

  it("saves the grade, store and wear with an audit row, shown by the shop at once; a stale version is refused", async () => {
    const first = adminSecondHandPageSchema.parse((await get("/api/admin/second-hand/?sold=false")).json()).results[0]!;
    const detail = adminSecondHandDetailSchema.parse((await get(`/api/admin/second-hand/${first.id}/`)).json());
    expect(detail.stores.length).toBeGreaterThan(0);
    const store = detail.stores[0]!;
    const body = { version: first.version, condition: "fair", store_id: store.id, wear: wearOf("Scratched sole") };
    const res = await put(`/api/admin/second-hand/${first.id}/`, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved: AdminSecondHandItem = adminSecondHandItemSchema.parse(res.json());
    expect(saved).toMatchObject({ condition: "fair", store_id: store.id, wear: wearOf("Scratched sole") });
    expect(saved.version).not.toBe(first.version);

    const shop = await t.app.inject({ method: "GET", url: `/api/second-hand/${first.id}/?language=en` });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(shop.json()).toMatchObject({ condition: "fair", wear: "Scratched sole en" });

    const audit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=second_hand_item&entity_id=${first.id}`)).json());
    expect(audit.results[0]).toMatchObject({ action: "update", entity: "second_hand_item", entity_id: String(first.id) });
    expect(audit.results[0]!.summary).toContain("condition fair");

    // The old version: 409, and the saved texts stay.
    const stale = await put(`/api/admin/second-hand/${first.id}/`, { ...body, wear: wearOf("Other") });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("stale_version");
    expect(adminSecondHandDetailSchema.parse((await get(`/api/admin/second-hand/${first.id}/`)).json()).item.wear.fi).toBe("Scratched sole fi");
  });

  it("answers bad input with field errors and a foreign id with 404", async () => {
    const item = adminSecondHandPageSchema.parse((await get("/api/admin/second-hand/")).json()).results[0]!;
    const base = { version: item.version, condition: item.condition, store_id: item.store_id, wear: item.wear };
    const missingWear = await put(`/api/admin/second-hand/${item.id}/`, { ...base, wear: { ...item.wear, ru: "  " } });
    expect(missingWear.statusCode).toBe(400);
    expect(Object.keys(missingWear.json().errors)).toContain("wear.ru");
    const long = await put(`/api/admin/second-hand/${item.id}/`, { ...base, wear: { ...item.wear, fi: "x".repeat(2001) } });
    expect(Object.keys(long.json().errors)).toContain("wear.fi");
    const grade = await put(`/api/admin/second-hand/${item.id}/`, { ...base, condition: "broken" });
    expect(Object.keys(grade.json().errors)).toContain("condition");
    const store = await put(`/api/admin/second-hand/${item.id}/`, { ...base, store_id: 999_999 });
    expect(store.statusCode).toBe(400);
    expect(Object.keys(store.json().errors)).toContain("store_id");
    const extra = await put(`/api/admin/second-hand/${item.id}/`, { ...base, price: 1 });
    expect(extra.statusCode).toBe(400);
    // A new model's id is no item.
    const [newModel] = (await t.database.db.execute<{ id: number }>(sql`select id from product_models where second_hand_parent_id is null order by id limit 1`)).rows;
    expect((await get(`/api/admin/second-hand/${newModel!.id}/`)).statusCode).toBe(404);
    expect((await put(`/api/admin/second-hand/${newModel!.id}/`, base)).statusCode).toBe(404);
    expect((await get("/api/admin/second-hand/abc/")).statusCode).toBe(404);
  });
});

describe("ski wizard facts", () => {
  const bindingOf = async () => {
    const page = adminSkiFactsPageSchema.parse((await get("/api/admin/ski-facts/?sport=alpine&group=bindings")).json());
    return page.results[0]!;
  };

  it("lists the wizard's models by sport and group, every demo model readable", async () => {
    const all = adminSkiFactsPageSchema.parse((await get("/api/admin/ski-facts/?per_page=100")).json());
    expect(all.count).toBeGreaterThan(0);
    for (const m of all.results) expect(m.valid, `${m.id}`).toBe(true);
    const boots = adminSkiFactsPageSchema.parse((await get("/api/admin/ski-facts/?sport=nordic&group=boots")).json());
    for (const m of boots.results) expect(m).toMatchObject({ sport: "nordic", group: "boots" });
    expect(adminSkiFactsPageSchema.parse((await get("/api/admin/ski-facts/?invalid=true")).json()).count).toBe(0);
    expect((await get("/api/admin/ski-facts/?sport=telemark")).statusCode).toBe(400);
  });

  it("saves a binding's facts with an audit row, and the wizard answers with them", async () => {
    const binding = await bindingOf();
    const facts = { brakeWidthMm: 200, norms: ["iso5355"], soleLengthMm: [260, 340] };
    const res = await put(`/api/admin/ski-facts/${binding.id}/`, { version: binding.version, facts });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminSkiFactsSchema.parse(res.json())).toMatchObject({ facts, valid: true });
    // A 200 mm brake fits no demo ski (waists 72-106 mm): the wizard offers it with no ski.
    const [variant] = (await t.database.db.execute<{ id: number }>(sql`select id from product_variants where model_id = ${binding.id} and is_active order by id limit 1`)).rows;
    const [ski] = (await t.database.db.execute<{ id: number }>(sql`select v.id from product_variants v join product_models m on m.id = v.model_id where m.ski_sport = 'alpine' and m.ski_wizard_group = 'skis' and m.is_public and v.is_active order by v.id limit 1`)).rows;
    const answer = compatibleProductsResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/compatible_products/?ski_type=laskettelu&ski_id=${ski!.id}&binding_id=${variant!.id}` })).json());
    expect(answer.problems).toEqual(["brakeTooWide"]);
    const audit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=ski_facts&entity_id=${binding.id}`)).json());
    expect(audit.results[0]).toMatchObject({ action: "update", after: { facts } });
    // Stale: refused, the saved facts stay.
    const stale = await put(`/api/admin/ski-facts/${binding.id}/`, { version: binding.version, facts: { ...facts, brakeWidthMm: 90 } });
    expect(stale.statusCode).toBe(409);
    expect(adminSkiFactsSchema.parse((await get(`/api/admin/ski-facts/${binding.id}/`)).json()).facts).toEqual(facts);
  });

  it("needs a sole length for every size of a boot and checks the limits per sport and group", async () => {
    const boot = adminSkiFactsPageSchema.parse((await get("/api/admin/ski-facts/?sport=alpine&group=boots")).json()).results[0]!;
    expect(boot.sizes.length).toBeGreaterThan(1);
    // One entry per size, whatever number of colours the model has.
    expect(new Set(boot.sizes).size).toBe(boot.sizes.length);
    const soles = Object.fromEntries(boot.sizes.map((s, i) => [s, 280 + i * 5]));
    const missing = await put(`/api/admin/ski-facts/${boot.id}/`, { version: boot.version, facts: { norm: "gripwalk", soleLengthMm: { ...soles, [boot.sizes[0]!]: undefined } } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain(`facts.soleLengthMm.${boot.sizes[0]}`);
    const tiny = await put(`/api/admin/ski-facts/${boot.id}/`, { version: boot.version, facts: { norm: "gripwalk", soleLengthMm: { ...soles, [boot.sizes[1]!]: 20 } } });
    expect(Object.keys(tiny.json().errors)).toContain(`facts.soleLengthMm.${boot.sizes[1]}`);
    const norm = await put(`/api/admin/ski-facts/${boot.id}/`, { version: boot.version, facts: { norm: "nnn", soleLengthMm: soles } });
    expect(Object.keys(norm.json().errors)).toContain("facts.norm");
    // A binding's facts on a boot are refused, not stored.
    const wrong = await put(`/api/admin/ski-facts/${boot.id}/`, { version: boot.version, facts: { brakeWidthMm: 90, norms: ["iso5355"], soleLengthMm: [260, 340] } });
    expect(wrong.statusCode).toBe(400);
    const binding = await bindingOf();
    const range = await put(`/api/admin/ski-facts/${binding.id}/`, { version: binding.version, facts: { brakeWidthMm: 90, norms: [], soleLengthMm: [340, 260] } });
    expect(Object.keys(range.json().errors)).toEqual(expect.arrayContaining(["facts.norms", "facts.soleLengthMm.1"]));
    const ok = await put(`/api/admin/ski-facts/${boot.id}/`, { version: boot.version, facts: { norm: "gripwalk", soleLengthMm: soles } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(adminSkiFactsSchema.parse(ok.json()).valid).toBe(true);
    // Models outside the wizard: 404.
    const [other] = (await t.database.db.execute<{ id: number }>(sql`select id from product_models where ski_wizard_group is null order by id limit 1`)).rows;
    expect((await get(`/api/admin/ski-facts/${other!.id}/`)).statusCode).toBe(404);
    expect((await put(`/api/admin/ski-facts/${other!.id}/`, { version: boot.version, facts: {} })).statusCode).toBe(404);
  });
});

describe("the door", () => {
  it("refuses guests with 401 and customers with 403; admins may", async () => {
    const member = await authHeaders(t.database.db, MEMBER_ID);
    const admin = await authHeaders(t.database.db, ADMIN_ID);
    for (const url of ["/api/admin/second-hand/", "/api/admin/ski-facts/"]) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, member)).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(200);
    }
  });
});
