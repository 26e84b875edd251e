// Integration of banners, keyword popups and general settings in the back office (docs/admin.md
// "Content"): a banner is made in six languages, scheduled and ordered, and the shop's banner API
// shows it at once and hides it when out of its window; a keyword popup likewise; a setting is
// saved only when the shop's own parser takes it, and the shop's settings answer shows it at once;
// versions, audit rows, roles and bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { bannersResponseSchema, generalSettingsResponseSchema, keywordPopupsResponseSchema, languageCodes } from "@polku/domain";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminBannerSchema, adminKeywordSchema, adminSettingListSchema, adminSettingSchema } from "@polku/domain/admin/content";
import { ADMIN_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ models: 4 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
}, 120_000);
afterAll(async () => t?.close());

const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers = staff) => t.app.inject({ method, url, headers, payload: payload as object });
const shopBanners = async (language = "fi") => bannersResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/banners/?language=${language}` })).json());
const allBannerTitles = (b: Awaited<ReturnType<typeof shopBanners>>) => JSON.stringify(b);

const bannerBody = (title: string, overrides: Record<string, unknown> = {}) => ({
  kind: "image",
  image: "banners/test.jpg",
  crop_point: "50,40",
  sub_text: "",
  product_group_id: null,
  sort_order: -1000,
  active_from: null,
  active_to: null,
  is_active: true,
  translations: Object.fromEntries(languageCodes.map((l) => [l, { title: `${title} ${l}`, heading: `Otsikko ${l}`, url: "/tarjoukset/", button_text: "Katso" }])),
  ...overrides,
});

describe("banners", () => {
  it("shows a new banner in every language at once, and hides it when it is scheduled later or deactivated", async () => {
    const title = `Talvialennus ${Date.now()}`;
    const res = await inject("POST", "/api/admin/banners/", bannerBody(title));
    expect(res.statusCode, res.body).toBe(201);
    const banner = adminBannerSchema.parse(res.json());
    expect(banner.showing).toBe(true);
    for (const language of ["fi", "sv", "ru"]) expect(allBannerTitles(await shopBanners(language))).toContain(`${title} ${language}`);

    const later = await inject("PUT", `/api/admin/banners/${banner.id}/`, { ...bannerBody(title, { active_from: "2099-01-01T00:00:00Z", active_to: "2099-02-01T00:00:00Z" }), version: banner.version });
    expect(later.statusCode, later.body).toBe(200);
    const scheduled = adminBannerSchema.parse(later.json());
    expect(scheduled.showing).toBe(false);
    expect(allBannerTitles(await shopBanners())).not.toContain(title);

    const stale = await inject("PUT", `/api/admin/banners/${banner.id}/`, { ...bannerBody(title, { is_active: false }), version: banner.version });
    expect(stale.statusCode).toBe(409);

    // A language left empty shows no banner in it.
    const noRussian = bannerBody(title);
    (noRussian.translations as Record<string, { title: string; heading: string; url: string; button_text: string }>).ru = { title: "", heading: "", url: "", button_text: "" };
    const back = await inject("PUT", `/api/admin/banners/${banner.id}/`, { ...noRussian, version: scheduled.version });
    expect(back.statusCode, back.body).toBe(200);
    expect(allBannerTitles(await shopBanners("fi"))).toContain(`${title} fi`);
    expect(allBannerTitles(await shopBanners("ru"))).not.toContain(title);

    const audit = auditPageSchema.parse((await inject("GET", `/api/admin/audit/?entity=banner&entity_id=${banner.id}`)).json());
    expect(audit.results.map((r) => r.action)).toEqual(["update", "update", "create"]);
    expect(audit.results[0]!.actor_id).toBe(STAFF_ID);
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const before = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from banners`)).rows[0]!.n;
    const body = bannerBody("x", { image: "", crop_point: "middle", product_group_id: 2_000_000_000, active_from: "2030-01-02T00:00:00Z", active_to: "2030-01-01T00:00:00Z" }) as ReturnType<typeof bannerBody>;
    (body.translations as Record<string, Record<string, string>>).fi = { title: "", heading: "", url: "javascript:alert(1)", button_text: "" };
    const res = await inject("POST", "/api/admin/banners/", body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["active_to", "crop_point", "image", "translations.fi.button_text", "translations.fi.title", "translations.fi.url"]);
    const group = await inject("POST", "/api/admin/banners/", bannerBody("x", { product_group_id: 2_000_000_000 }));
    expect(group.statusCode).toBe(400);
    expect(Object.keys(group.json().errors)).toEqual(["product_group_id"]);
    expect((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from banners`)).rows[0]!.n).toBe(before);
    expect((await inject("GET", "/api/admin/banners/?kind=poster&sort=evil")).statusCode).toBe(400);
  });
});

describe("keyword popups", () => {
  it("makes a popup the shop shows in its languages at once, and stops it", async () => {
    const word = `goretex${Date.now()}`;
    const translations = Object.fromEntries(languageCodes.map((l) => [l, l === "de" ? { keyword: "", text: "", url: "" } : { keyword: `${word}-${l}`, text: `Selitys ${l}`, url: "/gore-tex/" }]));
    const res = await inject("POST", "/api/admin/keywords/", { is_active: true, translations });
    expect(res.statusCode, res.body).toBe(201);
    const popup = adminKeywordSchema.parse(res.json());
    const shop = async (language: string) => keywordPopupsResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/keyword-popups/?language=${language}` })).json()).keywords.map((k) => k.keyword);
    expect(await shop("fi")).toContain(`${word}-fi`);
    expect((await shop("de")).some((k) => k.startsWith(word))).toBe(false);
    const off = await inject("PUT", `/api/admin/keywords/${popup.id}/`, { is_active: false, translations, version: popup.version });
    expect(off.statusCode, off.body).toBe(200);
    expect(await shop("fi")).not.toContain(`${word}-fi`);
    const bad = await inject("POST", "/api/admin/keywords/", { is_active: true, translations: { ...translations, fi: { keyword: "", text: "", url: "ftp://x" }, sv: { keyword: "ord", text: "", url: "" } } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["translations.fi.keyword", "translations.fi.url", "translations.sv.text"]);
  });
});

describe("general settings", () => {
  const setting = async (key: string) => adminSettingListSchema.parse((await inject("GET", "/api/admin/settings/", undefined, admin)).json()).results.find((s) => s.key === key)!;
  const shopSettings = async (language = "fi") => generalSettingsResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/general-settings/?language=${language}` })).json()).settings;

  it("saves a translated text the shop shows at once in each language", async () => {
    const current = await setting("search_bar_placeholder");
    expect(current.kind).toBe("translated");
    const res = await inject("PUT", "/api/admin/settings/search_bar_placeholder/", { version: current.version, value: "Etsi retkelle", translations: { en: "Find your trip gear" } }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminSettingSchema.parse(res.json());
    expect(saved.translations?.en).toBe("Find your trip gear");
    expect(saved.translations?.sv).toBe(current.translations?.sv);
    expect((await shopSettings("fi")).search_bar_placeholder).toBe("Etsi retkelle");
    expect((await shopSettings("en")).search_bar_placeholder).toBe("Find your trip gear");
    const stale = await inject("PUT", "/api/admin/settings/search_bar_placeholder/", { version: current.version, value: "Vanha" }, admin);
    expect(stale.statusCode).toBe(409);
    const audit = auditPageSchema.parse((await inject("GET", "/api/admin/audit/?entity=setting&entity_id=search_bar_placeholder", undefined, admin)).json());
    expect(audit.results[0]).toMatchObject({ actor_id: ADMIN_ID, after: { value: "Etsi retkelle" } });
  });

  it("refuses JSON the shop could not read, and keeps the value", async () => {
    const flags = await setting("feature_flags");
    for (const value of ["{not json", '{"ski_wizard": "yes"}', "[1, 2]"]) {
      const res = await inject("PUT", "/api/admin/settings/feature_flags/", { version: flags.version, value }, admin);
      expect(res.statusCode, value).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(["value"]);
    }
    const quick = await setting("quick_add_products");
    expect((await inject("PUT", "/api/admin/settings/quick_add_products/", { version: quick.version, value: '[{"model_id": "a"}]' }, admin)).statusCode).toBe(400);
    expect((await setting("feature_flags")).value).toBe(flags.value);
    const ok = await inject("PUT", "/api/admin/settings/feature_flags/", { version: flags.version, value: '{"ski_wizard": false}' }, admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await shopSettings()).feature_flags).toBe('{"ski_wizard": false}');
    expect((await inject("PUT", "/api/admin/settings/no_such_key/", { version: flags.version, value: "x" }, admin)).statusCode).toBe(404);
  });

  it("edits the corporate sales address, checks its shape, and keeps it from shoppers", async () => {
    const sales = await setting("corporate_sales_email");
    expect(sales.kind).toBe("text");
    const bad = await inject("PUT", "/api/admin/settings/corporate_sales_email/", { version: sales.version, value: "sales at polku" }, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["value"]);
    const ok = await inject("PUT", "/api/admin/settings/corporate_sales_email/", { version: sales.version, value: "b2b@polku.example" }, admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await setting("corporate_sales_email")).value).toBe("b2b@polku.example");
    expect(Object.keys(await shopSettings())).not.toContain("corporate_sales_email");
    const brands = await setting("experience_manufacturer_list");
    expect((await inject("PUT", "/api/admin/settings/experience_manufacturer_list/", { version: brands.version, value: "fjallraven, <script>" }, admin)).statusCode).toBe(400);
  });

  it("is the admin's: staff are refused", async () => {
    expect((await inject("GET", "/api/admin/settings/")).statusCode).toBe(403);
    expect((await inject("PUT", "/api/admin/settings/feature_flags/", { version: "0000000000000000", value: "{}" })).statusCode).toBe(403);
  });
});

