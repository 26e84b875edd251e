// Integration of static pages, pages with tabs and experience stories in the back office
// (docs/admin.md "Pages") on PGlite, or PostgreSQL with DATABASE_URL: a page made in six languages
// shows in the shop at once and goes when unpublished; its HTML is sanitised on save; an address
// taken by another page, a group or a brand is the field's 400; a stale version is 409 and nothing
// is lost; every write leaves an audit row; guests and customers are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { experienceResponseSchema, languageCodes, staticPageResponseSchema, staticPageWithTabsResponseSchema } from "@polku/domain";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminExperienceListSchema, adminPagePageSchema, adminPageSchema, emptyPage, emptyTab, type AdminPageInput } from "@polku/domain/admin/pages";
import { MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ models: 6 });
  staff = await authHeaders(t.database.db, STAFF_ID);
}, 120_000);
afterAll(async () => t?.close());

const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers: Record<string, string> | undefined = staff) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const shopPage = (slug: string, language = "fi") => t.app.inject({ method: "GET", url: `/api/static-page/?slug=${encodeURIComponent(slug)}&language=${language}` });

function pageBody(stem: string, overrides: Partial<AdminPageInput> = {}): AdminPageInput {
  const page = emptyPage();
  for (const l of languageCodes) page.translations[l] = { title: `Sivu ${stem} ${l}`, slug: `${stem}-${l}`, meta_description: `Kuvaus ${l}`, social_image: "", content_html: `<p>Teksti ${stem} ${l}</p>` };
  return { ...page, ...overrides };
}

describe("static pages", () => {
  it("shows a new page in all six languages at once, edits and unpublishes it, with audit rows", async () => {
    const stem = `ohje${Date.now()}`;
    const res = await inject("POST", "/api/admin/pages/", pageBody(stem));
    expect(res.statusCode, res.body).toBe(201);
    const page = adminPageSchema.parse(res.json());
    for (const language of languageCodes) {
      const shown = await shopPage(`${stem}-${language}`, language);
      expect(shown.statusCode, language).toBe(200);
      const body = staticPageResponseSchema.parse(shown.json());
      expect(body).toMatchObject({ title: `Sivu ${stem} ${language}`, metaDescription: `Kuvaus ${language}` });
      expect(body.content).toContain(`Teksti ${stem} ${language}`);
      expect(body.alternates.sv).toBe(`${stem}-sv`);
    }
    const slugs = (await t.app.inject({ method: "GET", url: "/api/route-slugs/?language=de" })).json() as { staticPageSlugs: string[] };
    expect(slugs.staticPageSlugs).toContain(`${stem}-de`);

    const edited = pageBody(stem);
    edited.translations.fi.content_html = "<p>Uusi teksti</p>";
    const put = await inject("PUT", `/api/admin/pages/${page.id}/`, { ...edited, version: page.version });
    expect(put.statusCode, put.body).toBe(200);
    const saved = adminPageSchema.parse(put.json());
    expect(staticPageResponseSchema.parse((await shopPage(`${stem}-fi`)).json()).content).toBe("<p>Uusi teksti</p>");

    // The second save made on the old version is refused, and the first one's text stays.
    const stale = await inject("PUT", `/api/admin/pages/${page.id}/`, { ...pageBody(stem), version: page.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "stale_version", version: saved.version });
    expect(adminPageSchema.parse((await inject("GET", `/api/admin/pages/${page.id}/`)).json()).translations.fi.content_html).toBe("<p>Uusi teksti</p>");

    const off = await inject("PUT", `/api/admin/pages/${page.id}/`, { ...edited, is_active: false, version: saved.version });
    expect(off.statusCode, off.body).toBe(200);
    expect((await shopPage(`${stem}-fi`)).statusCode).toBe(404);

    const audit = auditPageSchema.parse((await inject("GET", `/api/admin/audit/?entity=static_page&entity_id=${page.id}`)).json());
    expect(audit.results.map((r) => r.action)).toEqual(["update", "update", "create"]);
    expect(audit.results[0]).toMatchObject({ actor_id: STAFF_ID, summary: expect.stringContaining("unpublished") });

    const list = adminPagePageSchema.parse((await inject("GET", `/api/admin/pages/?q=${stem}`)).json());
    expect(list.results).toEqual([expect.objectContaining({ id: page.id, slug: `${stem}-fi`, is_active: false, languages: [...languageCodes] })]);
  });

  it("removes a script, event handlers and a foreign iframe on save, and keeps the video", async () => {
    const stem = `turva${Date.now()}`;
    const body = pageBody(stem);
    body.translations.fi.content_html =
      '<p onclick="alert(1)">Hei</p><script>alert(1)</script><iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe><a href="https://x.example/" target="_blank">x</a><a href="javascript:alert(1)">y</a>';
    const res = await inject("POST", "/api/admin/pages/", body);
    expect(res.statusCode, res.body).toBe(201);
    const stored = (await t.database.db.execute<{ content_html: string }>(sql`select content_html from static_page_translations where slug = ${`${stem}-fi`}`)).rows[0]!.content_html;
    for (const html of [stored, adminPageSchema.parse(res.json()).translations.fi.content_html]) {
      expect(html).not.toMatch(/script|onclick|evil\.example|javascript:/);
      expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
      expect(html).toContain('rel="noopener noreferrer"');
    }
  });

  it("answers bad input and taken addresses with field errors and writes nothing", async () => {
    const count = async () => (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from static_pages`)).rows[0]!.n;
    const before = await count();
    const bad = pageBody(`x${Date.now()}`);
    bad.translations.fi = { title: "", slug: "Iso Kirjain/", meta_description: "", social_image: "../etc/passwd", content_html: "" };
    bad.translations.sv = { title: "Bara titel", slug: "", meta_description: "", social_image: "", content_html: "" };
    bad.tabs = [emptyTab()];
    const res = await inject("POST", "/api/admin/pages/", bad);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "tabs",
      "tabs.0.translations.fi.slug",
      "tabs.0.translations.fi.title",
      "translations.fi.slug",
      "translations.fi.social_image",
      "translations.fi.title",
      "translations.sv.slug",
    ]);

    // Addresses the shop already answers: another page's (per language), a product group's, a brand's.
    const taken = pageBody(`y${Date.now()}`);
    taken.translations.sv.slug = "kopvillkor";
    taken.translations.en.slug = (await t.database.db.execute<{ path: string }>(sql`select path from product_group_translations where language = 'en' limit 1`)).rows[0]!.path;
    taken.translations.de.slug = (await t.database.db.execute<{ slug: string }>(sql`select lower(slug) as slug from manufacturers limit 1`)).rows[0]!.slug;
    const clash = await inject("POST", "/api/admin/pages/", taken);
    expect(clash.statusCode).toBe(400);
    expect(Object.keys(clash.json().errors).sort()).toEqual(["translations.de.slug", "translations.en.slug", "translations.sv.slug"]);
    // The same address in another language is another page's address: allowed.
    const otherLanguage = pageBody(`z${Date.now()}`);
    otherLanguage.translations.fi.slug = "kopvillkor";
    expect((await inject("POST", "/api/admin/pages/", otherLanguage)).statusCode).toBe(201);

    expect(await count()).toBe(before + 1);
    expect((await inject("GET", "/api/admin/pages/?kind=poster")).statusCode).toBe(400);
    expect((await inject("GET", "/api/admin/pages/999999999/")).statusCode).toBe(404);
    expect((await inject("PUT", "/api/admin/pages/999999999/", { ...pageBody("w"), version: "0000000000000000" })).statusCode).toBe(404);
    expect((await inject("POST", "/api/admin/pages/", { ...pageBody("v"), evil: true })).statusCode).toBe(400);
  });

  it("refuses guests and customers", async () => {
    const member = await authHeaders(t.database.db, MEMBER_ID);
    for (const headers of [{}, member]) {
      expect((await inject("GET", "/api/admin/pages/", undefined, headers)).statusCode).toBe(headers === member ? 403 : 401);
      expect((await inject("POST", "/api/admin/pages/", pageBody("guest"), headers)).statusCode).toBe(headers === member ? 403 : 401);
      expect((await inject("GET", "/api/admin/experiences/", undefined, headers)).statusCode).toBe(headers === member ? 403 : 401);
    }
  });
});

describe("pages with tabs", () => {
  it("saves tabs and nested tabs the shop shows in their order, in each language", async () => {
    const stem = `palvelu${Date.now()}`;
    const body = pageBody(stem, { with_tabs: true });
    const tab = (name: string) => {
      const made = emptyTab();
      for (const l of languageCodes) made.translations[l] = { title: `${name} ${l}`, slug: `${name}-${l}`, content_html: `<p>${name} ${l}</p><script>x</script>` };
      return made;
    };
    const first = tab("eka");
    first.tabs = [{ translations: tab("ala").translations }];
    body.tabs = [first, tab("toka")];
    const res = await inject("POST", "/api/admin/pages/", body);
    expect(res.statusCode, res.body).toBe(201);
    const page = adminPageSchema.parse(res.json());
    expect(page.tabs[0]!.tabs[0]!.translations.fi.content_html).toBe("<p>ala fi</p>");
    for (const language of ["fi", "ru"]) {
      const shown = staticPageWithTabsResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/static-page-with-tabs/?slug=${stem}-${language}&language=${language}` })).json());
      expect(shown.tabs.map((x) => x.slug)).toEqual([`eka-${language}`, `toka-${language}`]);
      expect(shown.tabs[0]!.tabs.map((x) => x.title)).toEqual([`ala ${language}`]);
    }
    // A page with tabs has a one-part address.
    const nested = await inject("PUT", `/api/admin/pages/${page.id}/`, { ...body, translations: { ...body.translations, fi: { ...body.translations.fi, slug: "a/b" } }, version: page.version });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().errors)).toEqual(["translations.fi.slug"]);
  });
});

describe("experience stories", () => {
  it("lists the setting's brands with their stories, and an edited story shows on the brand's experience page", async () => {
    const list = adminExperienceListSchema.parse((await inject("GET", "/api/admin/experiences/")).json());
    expect(list.hub_page_id).not.toBeNull();
    expect(list.brands.length).toBeGreaterThanOrEqual(3);
    const brand = list.brands.find((b) => b.page_id !== null)!;
    expect(brand.languages).toEqual([...languageCodes]);
    const got = await inject("GET", `/api/admin/pages/${brand.page_id}/`);
    expect(got.statusCode, got.body).toBe(200);
    const story = adminPageSchema.parse(got.json());
    const edited = structuredClone(story) as AdminPageInput & { id?: number; updated_at?: string };
    delete edited.id;
    delete edited.updated_at;
    edited.translations.sv.title = `Berättelse ${Date.now()}`;
    const res = await inject("PUT", `/api/admin/pages/${story.id}/`, edited);
    expect(res.statusCode, res.body).toBe(200);
    const shown = experienceResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/experience/?language=sv&slug=${brand.slug}` })).json());
    expect(shown.title).toBe(edited.translations.sv.title);
    const onlyStories = adminPagePageSchema.parse((await inject("GET", "/api/admin/pages/?kind=experience&per_page=100")).json());
    expect(onlyStories.results.every((r) => r.slug.startsWith("experiences"))).toBe(true);
    expect(onlyStories.results.map((r) => r.id)).toContain(story.id);
  });
});
