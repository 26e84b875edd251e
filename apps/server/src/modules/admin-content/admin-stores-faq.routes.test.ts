// Integration of the back office's stores, FAQ and page deletion and preview (docs/admin.md
// "Stores", "FAQ", "Deleting a page") on PGlite, or PostgreSQL with DATABASE_URL: a saved store's
// hours and exceptions show in the shop at once; bad hours are 400 field errors; a stale version is
// 409 and nothing is lost; an FAQ answer is sanitised and shows on /api/faq/ at once; a page the
// menu, footer or a banner links to is not deleted; every write leaves an audit row; customers are
// refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { faqResponseSchema, languageCodes, resourcesResponseSchema, storesResponseSchema } from "@polku/domain";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminFaqCategorySchema, adminFaqQuestionSchema, adminFaqSchema, emptyFaqCategory, emptyFaqQuestion, type AdminFaqQuestionInput } from "@polku/domain/admin/faq";
import { adminPageDeletedSchema, adminPagePreviewSchema, adminPageSchema, emptyPage } from "@polku/domain/admin/pages";
import { adminStorePageSchema, adminStoreSchema, type AdminStore } from "@polku/domain/admin/stores";
import { MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let member: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ models: 4 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  member = await authHeaders(t.database.db, MEMBER_ID);
}, 120_000);
afterAll(async () => t?.close());

const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers: Record<string, string> | undefined = staff) =>
  t.app.inject({ method, url, headers, payload: payload as object });
const auditOf = async (entity: string, id: number) => auditPageSchema.parse((await inject("GET", `/api/admin/audit/?entity=${entity}&entity_id=${id}`)).json()).results;

/** The body a form would send for the store as it is, with its version. */
const bodyOf = (store: AdminStore) => {
  const { id: _id, slug: _slug, type: _type, ...rest } = store;
  return {
    ...rest,
    opening_exceptions: rest.opening_exceptions.map((e) => ({ ...e, name: Object.fromEntries(languageCodes.map((l) => [l, e.name[l] ?? ""])) })),
  };
};

async function aStore(): Promise<AdminStore> {
  const list = adminStorePageSchema.parse((await inject("GET", "/api/admin/stores/?q=helsinki")).json());
  const row = list.results.find((r) => r.type === "retail" && r.is_active) ?? list.results[0]!;
  return adminStoreSchema.parse((await inject("GET", `/api/admin/stores/${row.id}/`)).json());
}

describe("stores", () => {
  it("saves hours and an exception day that the store list, the store's page data and the resources show at once, with an audit row", async () => {
    const store = await aStore();
    const name = `${store.name.replace(/ \d+$/, "")} ${Date.now() % 100000}`;
    const body = bodyOf(store);
    body.name = name;
    body.opening_hours = [1, 2, 3, 4, 5].map((day) => ({ day, opens: "09:00", closes: "20:30" })).concat([{ day: 6, opens: "10:00", closes: "16:00" }]);
    body.opening_exceptions = [...body.opening_exceptions.filter((e) => e.date !== "2030-03-04"), { date: "2030-03-04", opens: null, closes: null, name: { fi: "Inventaario", sv: "Inventering", en: "Stocktaking", de: "", fr: "", ru: "" } }];
    const res = await inject("PUT", `/api/admin/stores/${store.id}/`, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminStoreSchema.parse(res.json());
    expect(saved.name).toBe(name);

    const shown = storesResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/stores/?language=en" })).json()).stores.find((s) => s.slug === store.slug)!;
    expect(shown.name).toBe(name);
    expect(shown.openingHours.find((h) => h.day === 2)).toMatchObject({ opens: "09:00", closes: "20:30" });
    expect(shown.openingHours.find((h) => h.day === 7)).toBeUndefined();
    expect(shown.openingExceptions.find((e) => e.date === "2030-03-04")).toMatchObject({ opens: null, closes: null, name: "Stocktaking" });
    const resources = resourcesResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/resources/?language=fi" })).json());
    expect(JSON.stringify(resources.stores)).toContain(name);

    const [row] = await auditOf("store", store.id);
    expect(row).toMatchObject({ action: "update", actor_id: STAFF_ID, summary: expect.stringContaining("opening hours") });
    expect((row!.after as { name: string }).name).toBe(name);
    expect((row!.before as { name: string }).name).toBe(store.name);

    // A second save on the version the first one started from is refused, and the first one stays.
    const stale = await inject("PUT", `/api/admin/stores/${store.id}/`, { ...bodyOf(store), version: store.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "stale_version", version: saved.version });
    expect(adminStoreSchema.parse((await inject("GET", `/api/admin/stores/${store.id}/`)).json()).name).toBe(name);
  });

  it("answers wrong times, overlapping days and half-given exceptions with field errors and writes nothing", async () => {
    const store = await aStore();
    const body = bodyOf(store);
    body.opening_hours = [
      { day: 1, opens: "10:00", closes: "09:00" },
      { day: 2, opens: "25:00", closes: "18:00" },
      { day: 3, opens: "10:00", closes: "18:00" },
      { day: 3, opens: "12:00", closes: "20:00" },
    ];
    body.opening_exceptions = [
      { date: "2030-02-30", opens: null, closes: null, name: { fi: "x", sv: "", en: "", de: "", fr: "", ru: "" } },
      { date: "2030-05-01", opens: "10:00", closes: null, name: { fi: "Vappu", sv: "", en: "", de: "", fr: "", ru: "" } },
      { date: "2030-05-02", opens: null, closes: null, name: { fi: "", sv: "", en: "", de: "", fr: "", ru: "" } },
      { date: "2030-05-02", opens: "12:00", closes: "11:00", name: { fi: "Toinen", sv: "", en: "", de: "", fr: "", ru: "" } },
    ];
    body.postal_code = "123";
    body.email = "not-an-address";
    body.latitude = 60.1;
    body.longitude = null;
    const res = await inject("PUT", `/api/admin/stores/${store.id}/`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "email",
      "longitude",
      "opening_exceptions.0.date",
      "opening_exceptions.1.closes",
      "opening_exceptions.2.name.fi",
      "opening_exceptions.3.closes",
      "opening_exceptions.3.date",
      "opening_hours.0.closes",
      "opening_hours.1.opens",
      "opening_hours.3.day",
      "postal_code",
    ]);
    expect(adminStoreSchema.parse((await inject("GET", `/api/admin/stores/${store.id}/`)).json()).version).toBe(store.version);
    expect((await inject("PUT", "/api/admin/stores/999999/", bodyOf(store))).statusCode).toBe(404);
  });

  it("refuses guests and customers", async () => {
    const store = await aStore();
    expect((await inject("GET", "/api/admin/stores/", undefined, {})).statusCode).toBe(401);
    expect((await inject("GET", `/api/admin/stores/${store.id}/`, undefined, member)).statusCode).toBe(403);
    expect((await inject("PUT", `/api/admin/stores/${store.id}/`, bodyOf(store), member)).statusCode).toBe(403);
  });
});

describe("FAQ", () => {
  const questionBody = (categoryId: number, stem: string): AdminFaqQuestionInput => {
    const body = emptyFaqQuestion(categoryId);
    body.key = stem;
    body.sort_order = -10;
    for (const l of languageCodes) body.translations[l] = { question: `Kysymys ${stem} ${l}?`, answer_html: `<p>Vastaus ${l}</p>` };
    return body;
  };

  it("adds a category and a question that /api/faq/ shows at once, sanitised, in order; edits, hides it; audit rows", async () => {
    const stem = `k${Date.now()}`;
    const category = emptyFaqCategory();
    category.key = `kat-${stem}`;
    category.sort_order = -100;
    for (const l of languageCodes) category.names[l] = `Kategoria ${l}`;
    const made = await inject("POST", "/api/admin/faq/categories/", category);
    expect(made.statusCode, made.body).toBe(201);
    const cat = adminFaqCategorySchema.parse(made.json());

    const body = questionBody(cat.id, stem);
    body.translations.fi.answer_html = '<p onclick="x()">Vastaus</p><script>alert(1)</script><a href="https://x.example/" target="_blank">x</a>';
    const res = await inject("POST", "/api/admin/faq/questions/", body);
    expect(res.statusCode, res.body).toBe(201);
    const question = adminFaqQuestionSchema.parse(res.json());
    expect(question.translations.fi.answer_html).not.toMatch(/script|onclick/);
    expect(question.translations.fi.answer_html).toContain('rel="noopener noreferrer"');

    const faq = faqResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/faq/?language=sv" })).json());
    expect(faq.categories[0]).toMatchObject({ key: `kat-${stem}`, name: "Kategoria sv", questions: [expect.objectContaining({ key: stem, question: `Kysymys ${stem} sv?` })] });

    const listed = adminFaqSchema.parse((await inject("GET", "/api/admin/faq/")).json());
    expect(listed.categories[0]).toMatchObject({ id: cat.id, questions: [expect.objectContaining({ id: question.id, languages: [...languageCodes] })] });

    // A language left blank has no row: the question is not shown in it.
    const edited = questionBody(cat.id, stem);
    edited.translations.de = { question: "", answer_html: "" };
    const put = await inject("PUT", `/api/admin/faq/questions/${question.id}/`, { ...edited, version: question.version });
    expect(put.statusCode, put.body).toBe(200);
    const saved = adminFaqQuestionSchema.parse(put.json());
    const de = faqResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/faq/?language=de" })).json());
    expect(de.categories.flatMap((c) => c.questions).some((q) => q.key === stem)).toBe(false);

    const stale = await inject("PUT", `/api/admin/faq/questions/${question.id}/`, { ...questionBody(cat.id, stem), is_active: false, version: question.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "stale_version", version: saved.version });

    const hidden = await inject("PUT", `/api/admin/faq/questions/${question.id}/`, { ...edited, is_active: false, version: saved.version });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const fi = faqResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/faq/?language=fi" })).json());
    expect(fi.categories.flatMap((c) => c.questions).some((q) => q.key === stem)).toBe(false);

    expect((await auditOf("faq_question", question.id)).map((r) => r.action)).toEqual(["update", "update", "create"]);
    expect((await auditOf("faq_category", cat.id)).map((r) => r.action)).toEqual(["create"]);

    const renamed = await inject("PUT", `/api/admin/faq/categories/${cat.id}/`, { ...category, names: { ...category.names, fi: "Uusi nimi" }, version: cat.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await inject("PUT", `/api/admin/faq/categories/${cat.id}/`, { ...category, version: cat.version })).statusCode).toBe(409);
  });

  it("answers bad input, a taken key and an unknown category with field errors", async () => {
    const [existing] = (await t.database.db.execute<{ id: number; key: string; category_id: number }>(sql`select id, key, category_id from faq_questions order by id limit 1`)).rows;
    const bad = questionBody(existing!.category_id, "Iso Avain");
    bad.translations.fi = { question: "", answer_html: "" };
    bad.translations.sv = { question: "Bara fråga", answer_html: "" };
    const res = await inject("POST", "/api/admin/faq/questions/", bad);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["key", "translations.fi.answer_html", "translations.fi.question", "translations.sv.answer_html"]);

    const taken = await inject("POST", "/api/admin/faq/questions/", questionBody(existing!.category_id, existing!.key));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toEqual({ key: ["Another question has this key."] });

    const unknown = await inject("POST", "/api/admin/faq/questions/", questionBody(999999, `u${Date.now()}`));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty("category_id");

    expect((await inject("POST", "/api/admin/faq/categories/", { ...emptyFaqCategory(), key: "x" })).json().errors).toHaveProperty(["names.fi"]);
    expect((await inject("GET", "/api/admin/faq/", undefined, member)).statusCode).toBe(403);
    expect((await inject("POST", "/api/admin/faq/questions/", questionBody(existing!.category_id, "z"), {})).statusCode).toBe(401);
  });
});

describe("deleting and previewing pages", () => {
  const newPage = async (slug: string) => {
    const page = emptyPage();
    page.translations.fi = { title: `Sivu ${slug}`, slug, meta_description: "", social_image: "", content_html: "<p>x</p>" };
    const res = await inject("POST", "/api/admin/pages/", page);
    expect(res.statusCode, res.body).toBe(201);
    return adminPageSchema.parse(res.json());
  };
  const del = (id: number, version: string, headers: Record<string, string> = staff) => inject("POST", `/api/admin/pages/${id}/delete/`, { version }, headers);

  it("deletes a page nothing links to, with an audit row; the shop answers 404 at once", async () => {
    const slug = `poista-${Date.now()}`;
    const page = await newPage(slug);
    expect((await t.app.inject({ method: "GET", url: `/api/static-page/?slug=${slug}&language=fi` })).statusCode).toBe(200);
    expect((await del(page.id, page.version, member)).statusCode).toBe(403);
    expect((await del(page.id, "0000000000000000")).statusCode).toBe(409);
    const res = await del(page.id, page.version);
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPageDeletedSchema.parse(res.json())).toEqual({ id: page.id, deleted: true });
    expect((await t.app.inject({ method: "GET", url: `/api/static-page/?slug=${slug}&language=fi` })).statusCode).toBe(404);
    expect((await inject("GET", `/api/admin/pages/${page.id}/`)).statusCode).toBe(404);
    const [row] = await auditOf("static_page", page.id);
    expect(row).toMatchObject({ action: "delete", after: null, before: expect.objectContaining({ is_active: true }) });
    expect((await del(page.id, page.version)).statusCode).toBe(404);
  });

  it("refuses to delete a page the footer or a banner links to, and names the link", async () => {
    const footer = (await t.database.db.execute<{ page_id: number }>(sql`select page_id from static_page_translations where language = 'fi' and slug = 'page/delivery'`)).rows[0];
    if (footer) {
      const page = adminPageSchema.parse((await inject("GET", `/api/admin/pages/${footer.page_id}/`)).json());
      const res = await del(page.id, page.version);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "page_linked", detail: expect.stringContaining("/page/delivery/") });
    }
    const slug = `banneri-${Date.now()}`;
    const page = await newPage(slug);
    const [banner] = (await t.database.db.execute<{ banner_id: number }>(sql`select banner_id from banner_translations order by banner_id limit 1`)).rows;
    await t.database.db.execute(sql`update banner_translations set url = ${`/${slug}/?from=banner`} where banner_id = ${banner!.banner_id} and language = 'sv'`);
    const res = await del(page.id, page.version);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "page_linked", detail: expect.stringContaining(`banner ${banner!.banner_id}`) });
    expect((await inject("GET", `/api/admin/pages/${page.id}/`)).statusCode).toBe(200);
  });

  it("previews HTML with the shop's sanitiser and says when something was removed", async () => {
    const res = await inject("POST", "/api/admin/pages/preview/", { html: '<h2>Otsikko</h2><script>alert(1)</script><p style="color:red">x</p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPagePreviewSchema.parse(res.json())).toEqual({ html: "<h2>Otsikko</h2><p>x</p>", removed: true });
    expect(adminPagePreviewSchema.parse((await inject("POST", "/api/admin/pages/preview/", { html: "<p>ok</p>" })).json())).toEqual({ html: "<p>ok</p>", removed: false });
    expect((await inject("POST", "/api/admin/pages/preview/", { html: 5 })).statusCode).toBe(400);
    expect((await inject("POST", "/api/admin/pages/preview/", { html: "<p>x</p>" }, member)).statusCode).toBe(403);
  });
});
