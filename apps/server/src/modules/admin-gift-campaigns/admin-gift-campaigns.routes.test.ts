// Integration of gift campaigns in the back office (docs/admin.md "Gift campaigns"), on PGlite or
// PostgreSQL with DATABASE_URL: an admin creates a campaign and makes codes the shop's code check
// accepts at once; edits it and a stale edit gets 409 with nothing lost; ends it and the shop
// refuses its codes from that moment; bad input is 400 with field errors and writes nothing;
// staff are refused; every write is audited without the codes themselves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { auditPageSchema } from "@polku/domain/admin/common";
import {
  adminGiftCampaignCodePageSchema,
  adminGiftCampaignCodesCreatedSchema,
  adminGiftCampaignPageSchema,
  adminGiftCampaignSchema,
  giftCampaignState,
  GIFT_CAMPAIGN_CODE_ALPHABET,
  type AdminGiftCampaign,
} from "@polku/domain/admin/gift-campaigns";
import { ADMIN_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };
let models: number[];
let variant: number;
let tag = 0;
let nextIp = 1;

beforeAll(async () => {
  t = await createTestApp({ models: 4 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
  const db = t.database.db;
  models = (await db.execute<{ id: number }>(sql`select id from product_models order by id limit 3`)).rows.map((r) => r.id);
  await db.execute(sql`update product_models set is_public = true, published_at = now() - interval '1 day' where id = ${models[0]!}`);
  variant = (await db.execute<{ id: number }>(sql`select min(id) as id from product_variants where model_id = ${models[0]!}`)).rows[0]!.id;
  await db.execute(sql`update product_variants set is_active = true where id = ${variant}`);
}, 120_000);
afterAll(async () => t?.close());

const names = (fi: string) => ({ fi, sv: "", en: `${fi} (en)`, de: "", fr: "", ru: "" });
const campaignBody = (overrides: Record<string, unknown> = {}) => ({
  slug: `lahja-${++tag}-${Date.now() % 100000}`,
  category: "henkilostolahjat",
  starts_at: "2020-01-01T00:00:00Z",
  ends_at: null,
  is_active: true,
  names: names("Joululahja"),
  model_ids: [models[0]!, models[1]!],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminGiftCampaign> {
  const res = await t.app.inject({ method: "POST", url: "/api/admin/giftcampaigns/", headers: admin, payload: campaignBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return adminGiftCampaignSchema.parse(res.json());
}

const put = (c: AdminGiftCampaign, changes: Record<string, unknown>, headers = admin) => {
  const { category, starts_at, ends_at, is_active, names: n, model_ids, version } = c;
  return t.app.inject({ method: "PUT", url: `/api/admin/giftcampaigns/${c.id}/`, headers, payload: { category, starts_at, ends_at, is_active, names: n, model_ids, version, ...changes } });
};

async function makeCodes(id: number, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: "POST", url: `/api/admin/giftcampaigns/${id}/codes/`, headers: admin, payload: { quantity: 1, prefix: "", code: "", max_uses: 1, valid_until: null, ...body } });
  return res;
}

const validate = (code: string, campaign: string) =>
  t.app.inject({ method: "POST", url: "/api/giftcampaigns/validate_code/", remoteAddress: `198.51.100.${nextIp++}`, payload: { code, product_id: variant, category_slug: campaign, lang_code: "en" } });

describe("gift campaigns", () => {
  it("creates a campaign and codes the shop accepts at once, lists and audits them without the codes", async () => {
    const c = await create();
    expect(c).toMatchObject({ state: "open", code_count: 0, model_ids: [models[0], models[1]], names: { fi: "Joululahja", sv: "" } });
    const shown = (await t.app.inject({ method: "GET", url: `/api/giftcampaigns/${c.slug}/?language=en` })).json();
    expect(shown.name).toBe("Joululahja (en)");
    expect(shown.model_ids).toContain(models[0]);

    const drawn = await makeCodes(c.id, { quantity: 25, prefix: "xmas-", max_uses: 1 });
    expect(drawn.statusCode, drawn.body).toBe(201);
    const { codes } = adminGiftCampaignCodesCreatedSchema.parse(drawn.json());
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(new RegExp(`^XMAS-[${GIFT_CAMPAIGN_CODE_ALPHABET}]{10}$`));
    const own = await makeCodes(c.id, { code: `yritys${tag}`, max_uses: 50 });
    expect(own.statusCode, own.body).toBe(201);

    const accepted = await validate(codes[0]!.toLowerCase(), c.slug);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await validate(`YRITYS${tag}`, c.slug)).statusCode).toBe(200);

    const again = adminGiftCampaignSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/giftcampaigns/${c.id}/`, headers: admin })).json());
    expect(again).toMatchObject({ code_count: 26, uses_taken: 0, uses_total: 75 });
    expect(again.version).toBe(c.version);

    const page = adminGiftCampaignCodePageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/giftcampaigns/${c.id}/codes/?q=yritys&per_page=25`, headers: admin })).json());
    expect(page.results.map((r) => [r.code, r.max_uses, r.used_count])).toEqual([[`YRITYS${tag}`, 50, 0]]);
    const all = adminGiftCampaignCodePageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/giftcampaigns/${c.id}/codes/?per_page=25&page=2`, headers: admin })).json());
    expect(all).toMatchObject({ count: 26, count_exact: true });
    expect(all.results).toHaveLength(1);
    const byCode = adminGiftCampaignPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/giftcampaigns/?q=${codes[3]}`, headers: admin })).json());
    expect(byCode.results.map((r) => r.id)).toEqual([c.id]);

    const audit = auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=gift_campaign&entity_id=${c.id}`, headers: admin })).json());
    expect(audit.results.map((r) => [r.action, r.summary])).toEqual([
      ["codes", `1 code added to ${c.slug}`],
      ["codes", `25 codes added to ${c.slug}`],
      ["create", `${c.slug} created`],
    ]);
    const logged = JSON.stringify(audit.results);
    expect(logged).not.toContain(codes[0]!);
    expect(logged).not.toContain(`YRITYS${tag}`);
  });

  it("edits a campaign, refuses a stale edit with 409 and keeps the other admin's change", async () => {
    const c = await create();
    const first = await put(c, { names: names("Kesälahja"), model_ids: [models[2]!, models[0]!] });
    expect(first.statusCode, first.body).toBe(200);
    const saved = adminGiftCampaignSchema.parse(first.json());
    expect(saved).toMatchObject({ slug: c.slug, model_ids: [models[2], models[0]], names: { fi: "Kesälahja" } });
    const second = await put(c, { category: "asiakaslahjat" });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "stale_version", version: saved.version });
    const now = adminGiftCampaignSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/giftcampaigns/${c.id}/`, headers: admin })).json());
    expect(now).toMatchObject({ category: "henkilostolahjat", names: { fi: "Kesälahja" } });
    // The address is given once: an edit that names one is refused.
    expect((await put(saved, { slug: "toinen" })).statusCode).toBe(400);
  });

  it("ends a campaign now, so the shop refuses its codes; a campaign not yet started is switched off", async () => {
    const c = await create();
    const { codes } = adminGiftCampaignCodesCreatedSchema.parse((await makeCodes(c.id, { quantity: 2 })).json());
    expect((await validate(codes[0]!, c.slug)).statusCode).toBe(200);
    const ended = await t.app.inject({ method: "POST", url: `/api/admin/giftcampaigns/${c.id}/end/`, headers: admin, payload: { version: c.version } });
    expect(ended.statusCode, ended.body).toBe(200);
    const after = adminGiftCampaignSchema.parse(ended.json());
    expect(after.state).toBe("ended");
    expect(after.ends_at).not.toBeNull();
    expect((await validate(codes[0]!, c.slug)).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `/api/giftcampaigns/${c.slug}/` })).statusCode).toBe(404);
    const twice = await t.app.inject({ method: "POST", url: `/api/admin/giftcampaigns/${c.id}/end/`, headers: admin, payload: { version: after.version } });
    expect(twice.statusCode).toBe(400);
    expect(Object.keys(twice.json().errors)).toEqual(["ends_at"]);
    expect((await t.app.inject({ method: "POST", url: `/api/admin/giftcampaigns/${c.id}/end/`, headers: admin, payload: { version: c.version } })).statusCode).toBe(409);

    const later = await create({ starts_at: "2099-01-01T00:00:00Z" });
    expect(later.state).toBe("not_started");
    const off = adminGiftCampaignSchema.parse((await t.app.inject({ method: "POST", url: `/api/admin/giftcampaigns/${later.id}/end/`, headers: admin, payload: { version: later.version } })).json());
    expect(off).toMatchObject({ state: "inactive", is_active: false, starts_at: "2099-01-01T00:00:00.000Z", ends_at: null });

    const listed = adminGiftCampaignPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/giftcampaigns/?state=ended&per_page=100`, headers: admin })).json());
    expect(listed.results.map((r) => r.id)).toContain(c.id);
    expect(listed.results.every((r) => r.state === "ended")).toBe(true);
    const audit = auditPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/audit/?entity=gift_campaign&entity_id=${c.id}`, headers: admin })).json());
    expect(audit.results[0]).toMatchObject({ action: "end", summary: `${c.slug} ended`, before: { ends_at: null } });
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const count = async () => (await t.database.db.execute<{ n: number }>(sql`select (select count(*) from gift_campaigns) + (select count(*) from gift_campaign_codes) as n`)).rows[0]!.n;
    const existing = await create();
    const before = Number(await count());
    const cases: [Record<string, unknown>, string[]][] = [
      [{ slug: "Iso Kirjain", category: "-" }, ["category", "slug"]],
      [{ slug: existing.slug }, ["slug"]],
      [{ names: names("") }, ["names.fi"]],
      [{ starts_at: "2030-01-02T00:00:00Z", ends_at: "2030-01-01T00:00:00Z" }, ["ends_at"]],
      [{ model_ids: [] }, ["model_ids"]],
      [{ model_ids: [2_000_000_000] }, ["model_ids"]],
      [{ model_ids: [models[0]!, models[0]!] }, ["model_ids"]],
      [{ starts_at: "tomorrow", extra: 1 }, ["__all__", "starts_at"]],
      [{ names: { fi: "x".repeat(201) } }, ["names.de", "names.en", "names.fi", "names.fr", "names.ru", "names.sv"]],
    ];
    for (const [changes, fields] of cases) {
      const res = await t.app.inject({ method: "POST", url: "/api/admin/giftcampaigns/", headers: admin, payload: campaignBody(changes) });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), JSON.stringify(changes)).toEqual(fields);
    }
    const codeCases: [Record<string, unknown>, string[]][] = [
      [{ quantity: 0, max_uses: 0 }, ["max_uses", "quantity"]],
      [{ quantity: 1001 }, ["quantity"]],
      [{ code: "OMA", quantity: 2, prefix: "X" }, ["prefix", "quantity"]],
      [{ code: "a b" }, ["code"]],
      [{ valid_until: "2001-01-01T00:00:00Z" }, ["valid_until"]],
    ];
    for (const [changes, fields] of codeCases) {
      const res = await makeCodes(existing.id, changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(res.json().errors).sort(), JSON.stringify(changes)).toEqual(fields);
    }
    expect((await makeCodes(existing.id, { code: "SAMA-KOODI" })).statusCode).toBe(201);
    const taken = await makeCodes(existing.id, { code: "sama-koodi" });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json().errors)).toEqual(["code"]);
    expect(Number(await count())).toBe(before + 1);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/giftcampaigns/?sort=evil&state=x", headers: admin })).json().errors).toHaveProperty("sort");
    expect((await t.app.inject({ method: "GET", url: "/api/admin/giftcampaigns/99999999/", headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/giftcampaigns/99999999/codes/", headers: admin })).statusCode).toBe(404);
    expect((await makeCodes(99_999_999, {})).statusCode).toBe(404);
  });

  it("is the admin's: staff are refused", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/giftcampaigns/", headers: staff })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url: "/api/admin/giftcampaigns/", headers: staff, payload: campaignBody() })).statusCode).toBe(403);
  });

  it("tells the state as the shop's code check does", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    const at = (starts_at: string, ends_at: string | null, is_active = true) => giftCampaignState({ starts_at, ends_at, is_active }, now);
    expect(at("2026-01-01T00:00:00Z", null)).toBe("open");
    expect(at("2026-01-01T00:00:00Z", "2026-06-01T12:00:00Z")).toBe("ended");
    expect(at("2026-06-01T12:00:01Z", null)).toBe("not_started");
    expect(at("2026-01-01T00:00:00Z", null, false)).toBe("inactive");
  });
});
