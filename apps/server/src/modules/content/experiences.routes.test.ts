// Integration: the brand experiences (docs/content.md "Experiences") with the demo content on
// PGlite, or PostgreSQL with DATABASE_URL: the brands of experience_manufacturer_list in its
// order in every language, a brand's story sanitised on render, a brand without a story, 404 for
// a brand the setting does not name, 400 for bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { experienceResponseSchema, experiencesResponseSchema, fieldErrorsSchema, languageCodes } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 20 });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const setting = async () => (await t.database.db.execute<{ value: string }>(sql`select value from general_settings where key = 'experience_manufacturer_list'`)).rows[0]!.value;

describe("GET /api/experiences/ and /api/experience/", () => {
  it("lists the setting's brands in its order with their stories, in every language", async () => {
    const slugs = (await setting()).split(",");
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const language of languageCodes) {
      const res = await get(`/api/experiences/?language=${language}`);
      expect(res.statusCode, language).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=60");
      const hub = experiencesResponseSchema.parse(res.json());
      expect(hub.title, language).not.toBe("");
      expect(hub.intro).toMatch(/^<p>/);
      expect(hub.brands.map((b) => b.slug)).toEqual(slugs);
      for (const brand of hub.brands) {
        expect(brand.title, brand.slug).not.toBe(brand.name);
        expect(brand.lead.length).toBeGreaterThan(20);
        const page = experienceResponseSchema.parse((await get(`/api/experience/?language=${language}&slug=${brand.slug}`)).json());
        expect(page.title).toBe(brand.title);
        expect(page.content).toContain("<h2 id=");
        expect(page.others.map((o) => o.slug)).toEqual(slugs.filter((s) => s !== brand.slug));
      }
    }
    const fi = experiencesResponseSchema.parse((await get("/api/experiences/?language=fi")).json());
    const en = experiencesResponseSchema.parse((await get("/api/experiences/?language=en")).json());
    expect(fi.brands[0]!.title).not.toBe(en.brands[0]!.title);
  });

  it("answers 404 for a brand the setting does not name, and 400 with field errors for bad input", async () => {
    const { rows } = await t.database.db.execute<{ slug: string }>(sql`select slug from manufacturers where is_active order by id desc limit 1`);
    expect((await setting()).split(",")).not.toContain(rows[0]!.slug);
    const unnamed = await get(`/api/experience/?language=fi&slug=${rows[0]!.slug}`);
    expect(unnamed.statusCode).toBe(404);
    expect((await get("/api/experience/?language=fi&slug=no-such-brand")).statusCode).toBe(404);
    const bad = await get("/api/experience/?language=xx&slug=%3Cscript%3E");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(bad.json()).errors).sort()).toEqual(["language", "slug"]);
    expect((await get("/api/experiences/?language=fi&extra=1")).statusCode).toBe(400);
  });

  // Last: answers are memoised, and these edit the data.
  it("follows an edited setting, shows a brand without a story from its description, and sanitises the story", async () => {
    const before = await setting();
    const { rows } = await t.database.db.execute<{ slug: string }>(sql`select slug from manufacturers where is_active order by id desc limit 1`);
    const plain = rows[0]!.slug;
    const [first] = before.split(",");
    await t.database.db.execute(sql`update general_settings set value = ${` ${plain.toUpperCase()}, ${before}, no-such-brand,${first}`} where key = 'experience_manufacturer_list'`);
    await t.database.db.execute(
      sql`update static_page_translations set content_html = ${'<p>Tarina</p><script>alert(1)</script><iframe src="https://evil.example/"></iframe>'} where language = 'sv' and slug = ${`experiences/${first}`}`,
    );
    t.app.catalogueCache.invalidate();
    const hub = experiencesResponseSchema.parse((await get("/api/experiences/?language=sv")).json());
    expect(hub.brands.map((b) => b.slug)).toEqual([plain, ...before.split(",")]);
    const page = experienceResponseSchema.parse((await get(`/api/experience/?language=sv&slug=${plain}`)).json());
    expect(page.title).toBe(page.brand.name);
    expect(page.content).toMatch(/^<p>.+<\/p>$/);
    const story = experienceResponseSchema.parse((await get(`/api/experience/?language=sv&slug=${first}`)).json());
    expect(story.content).toBe("<p>Tarina</p>");
  });
});
