// Integration: the search calls on a real database (PGlite, or PostgreSQL with DATABASE_URL),
// over the demo catalogue plus fixture models with known texts. Every answer is parsed with
// the API contract.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchResponseSchema, searchSuggestResponseSchema, searchTerms, SEARCH_RESULT_LIMIT } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { addBrand, addModel } from "./search.fixtures";
import { buildTsQuery, searchModels } from "./search.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 40 });
  const db = t.database.db;
  await addBrand(db, 900, "Qorvalla");
  await addModel(db, {
    id: 9001, brandId: 900, groupPath: "vaatteet/takit", soldAmount: 0,
    texts: {
      fi: { name: "Zyrppä tuulitakki", short: "Kevyt tuulitakki lenkille.", html: "<p>Tuulenpitävä &amp; kevyt.</p>" },
      sv: { name: "Zyrppä vindjacka", short: "Lätt vindjacka." },
      en: { name: "Zyrppa Wind Jacket", short: "A light jacket for runs." },
      de: { name: "Zyrppa Windjacke", short: "Leichte Jacke." },
      fr: { name: "Zyrppa veste coupe-vent", short: "Veste légère." },
      ru: { name: "Zyrppa ветровка куртка", short: "Лёгкая куртка." },
    },
  });
  // Mentions the same made-up word only in its long description.
  await addModel(db, {
    id: 9002, brandId: 900, groupPath: "retkeily", soldAmount: 999,
    texts: { fi: { name: "Polkuviitta", short: "Sadeviitta.", html: "<p>Sopii Zyrppä-takin päälle.</p>" }, en: { name: "Trail Poncho", html: "<p>Fits over a zyrppa jacket.</p>" } },
  });
  await addModel(db, { id: 9003, brandId: 900, groupPath: "retkeily", isPublic: false, texts: { fi: { name: "Zyrppä salainen" } } });
  // A waterproof shell that never says "Gore-Tex".
  await addModel(db, {
    id: 9004, brandId: 900, groupPath: "vaatteet/takit", soldAmount: 0,
    texts: { fi: { name: "Qorvalla Kelo kuoritakki", short: "Vedenpitävä ja hengittävä." }, en: { name: "Qorvalla Kelo shell jacket", short: "Waterproof and breathable." } },
  });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const search = async (q: string, extra = "") => {
  const res = await get(`/api/search/?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return searchResponseSchema.parse(res.json());
};
const ids = async (q: string, extra = "") => (await search(q, extra)).results.map((r) => r.id);
const suggest = async (q: string, extra = "") => {
  const res = await get(`/api/search/suggest/?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return searchSuggestResponseSchema.parse(res.json());
};

describe("GET /api/search/", () => {
  it("finds a group's models by its name in another language (docs/search.md \"Synonyms\")", async () => {
    const english = await ids("jacket", "&language=fi");
    expect(english).toContain(9001);
    expect(english).toContain(9004);
    // What the Finnish word finds, the English one finds too.
    const finnish = await ids("takit", "&language=fi");
    expect(new Set(english)).toEqual(new Set(finnish));
    expect(await ids("Jacken", "&language=fi")).toContain(9001);
  });

  it("finds a technical word's plain meaning, however it is written", async () => {
    for (const q of ["gore-tex", "Gore Tex", "GORE-TEX® kuoritakki", "goretex"]) {
      expect(await ids(q, "&language=fi"), q).toContain(9004);
      expect(await ids(q, "&language=fi"), q).not.toContain(9001);
    }
    expect(await ids("gore-tex", "&language=en")).toContain(9004);
  });

  it("finds the same products for a compound written apart, hyphenated or together (docs/search.md \"Synonyms\")", async () => {
    const together = await ids("goretextakki", "&language=fi");
    expect(together).toContain(9004);
    expect(together).not.toContain(9001);
    for (const q of ["gore tex takki", "goretex-takki", "Gore-Tex takki", "GORE-TEX®-takki"]) {
      expect(new Set(await ids(q, "&language=fi")), q).toEqual(new Set(together));
    }
    const wind = await ids("tuulitakki", "&language=fi");
    expect(wind).toContain(9001);
    for (const q of ["tuuli takki", "tuuli-takki"]) expect(new Set(await ids(q, "&language=fi")), q).toEqual(new Set(wind));
  });

  it("answers list items with the query and the number of matches, cacheable", async () => {
    const res = await get("/api/search/?q=%20tuulitakki%20&language=fi&taxAreaId=1");
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const body = searchResponseSchema.parse(res.json());
    expect(body.query).toBe("tuulitakki");
    expect(body.results[0]).toMatchObject({ id: 9001, name: "Zyrppä tuulitakki", manufacturer: "Qorvalla", price: { active: 9900 } });
    expect(body.total).toBe(body.results.length);
  });

  it("keeps the answer's bytes: brotli and gzip decode to the same body, and a repeat with the ETag is a 304", async () => {
    const url = "/api/search/?q=tuulitakki&language=fi";
    const plain = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
    const br = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "br" } });
    const gz = await t.app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(plain.payload);
    expect(gunzipSync(gz.rawPayload).toString("utf8")).toBe(plain.payload);
    expect(br.headers.vary).toContain("accept-encoding");
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe("");
  });

  it("finds inflected forms through the language's stemming", async () => {
    expect(await ids("tuulitakkia", "&language=fi")).toContain(9001); // Finnish partitive
    expect(await ids("vindjackor", "&language=sv")).toContain(9001); // Swedish plural
    expect(await ids("jackets", "&language=en")).toContain(9001); // English plural
    expect(await ids("Windjacken", "&language=de")).toContain(9001);
    expect(await ids("vestes", "&language=fr")).toContain(9001);
    expect(await ids("куртки", "&language=ru")).toContain(9001);
  });

  it("searches in the shopper's language only", async () => {
    expect(await ids("vindjacka", "&language=fi")).not.toContain(9001);
  });

  it("still finds a product when a word is misspelt", async () => {
    expect(await ids("tuulitakkki")).toContain(9001);
    expect(await ids("tuulitaki")).toContain(9001);
    expect(await ids("zyrpää tuulitakki")).toContain(9001);
  });

  it("matches brand names, with a letter wrong too", async () => {
    expect(await ids("qorvalla")).toEqual(expect.arrayContaining([9001, 9002]));
    expect(await ids("qorvala")).toEqual(expect.arrayContaining([9001, 9002]));
    expect(await ids("qorvelle")).toEqual(expect.arrayContaining([9001, 9002]));
  });

  it("matches group names, including the groups above the model's group", async () => {
    const takit = await ids("takit");
    expect(takit).toContain(9001);
    expect(await ids("vaatteet")).toContain(9001);
    expect(await ids("clothing", "&language=en")).toContain(9001);
  });

  it("ranks a name match above a description-only match, whatever sells more", async () => {
    const found = await ids("zyrppä");
    expect(found).toContain(9002);
    expect(found.indexOf(9001)).toBeLessThan(found.indexOf(9002));
  });

  it("leaves out models that are not public and words that match nothing", async () => {
    expect(await ids("salainen")).not.toContain(9003);
    expect(await search("xqxqxqxqxq")).toEqual({ query: "xqxqxqxqxq", total: 0, results: [] });
    expect(await search("!!!")).toEqual({ query: "!!!", total: 0, results: [] });
    for (const odd of ["²½", "x² ǅ 中文", "' or 1=1 --", "takki:* & !", "\\ % _"]) expect((await search(odd)).query).toBe(odd);
  });

  it("caps the list and counts every match", async () => {
    const all = await search("takki");
    expect(all.total).toBeGreaterThan(3);
    expect(all.results.length).toBeLessThanOrEqual(SEARCH_RESULT_LIMIT);
    const terms = searchTerms("takki");
    const capped = await searchModels(t.database.db, { tsQuery: buildTsQuery(terms, new Map(), "fi"), text: "takki", language: "fi", taxAreaId: 1, limit: 3 });
    expect(capped.ids).toEqual(all.results.slice(0, 3).map((r) => r.id));
    expect(capped.total).toBe(all.total);
  });

  it("answers 400 with field errors for bad input", async () => {
    for (const [url, field] of [
      ["/api/search/", "q"],
      ["/api/search/?q=%20%20", "q"],
      [`/api/search/?q=${"x".repeat(201)}`, "q"],
      ["/api/search/?q=takki&language=xx", "language"],
      ["/api/search/?q=takki&taxAreaId=abc", "taxAreaId"],
      ["/api/search/?q=takki&taxAreaId=987654", "taxAreaId"],
      ["/api/search/?q=a&q=b", "q"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ errors: { [field]: [expect.any(String)] } });
    }
  });
});

describe("GET /api/search/suggest/", () => {
  it("suggests products, brands and groups from the first letters", async () => {
    const body = await suggest("zyr");
    expect(body.products[0]).toEqual({ id: 9001, name: "Zyrppä tuulitakki", manufacturer: "Qorvalla", path: "fx/fx-9001", image: null });
    expect((await suggest("qor")).brands).toEqual([{ name: "Qorvalla", slug: "qorvalla" }]);
    expect((await suggest("tak")).groups).toContainEqual({ name: "Takit", path: "vaatteet/takit" });
    expect((await suggest("jack", "&language=en")).groups.map((g) => g.path)).toContain("clothing/jackets");
  });

  it("suggests through a typo and keeps to the limits", async () => {
    expect((await suggest("qorvala")).brands[0]).toEqual({ name: "Qorvalla", slug: "qorvalla" });
    expect((await suggest("tuulitaki")).products.map((p) => p.id)).toContain(9001);
    const many = await suggest("a");
    expect(many.products.length).toBeLessThanOrEqual(6);
    expect(many.brands.length).toBeLessThanOrEqual(4);
    expect(many.groups.length).toBeLessThanOrEqual(4);
  });

  it("leaves out models that are not public", async () => {
    expect((await suggest("zyrppä salainen")).products.map((p) => p.id)).not.toContain(9003);
  });

  it("takes any text without failing", async () => {
    for (const odd of ["²½", "x² ǅ 中文", "' or 1=1 --", "tak% _", "\\"]) expect((await suggest(odd)).products.length).toBeLessThanOrEqual(6);
  });

  it("answers 400 with field errors for bad input", async () => {
    expect((await get("/api/search/suggest/")).json()).toEqual({ errors: { q: [expect.any(String)] } });
    expect((await get("/api/search/suggest/?q=x&language=xx")).statusCode).toBe(400);
  });
});

describe("keeping the index fresh", () => {
  it("finds a renamed model by its new name at once", async () => {
    const { sql } = await import("@polku/db");
    await t.database.db.execute(sql`update product_model_translations set name = 'Vuorotuuli anorakki' where model_id = 9002 and language = 'fi'`);
    expect(await ids("anorakki")).toEqual([9002]);
  });
});
