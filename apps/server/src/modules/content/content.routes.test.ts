// Integration: content calls (docs/content.md) with the demo content on PGlite, or PostgreSQL
// with DATABASE_URL: static pages and tabs in every language, sanitising, stores, the address
// language of a path, and the contact form (stored, mailed once, validated, rate limited).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import {
  CONTACT_RATE_LIMIT,
  detailErrorSchema,
  fieldErrorsSchema,
  languageCodes,
  routeLanguageResponseSchema,
  staticPageResponseSchema,
  staticPageWithTabsResponseSchema,
  storesResponseSchema,
} from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { sanitisePageHtml } from "./sanitise";

let t: TestApp;
let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp({ models: 6 });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/static-page/", () => {
  // First: the answers are memoised, so the edit must come before the page is read.
  it("removes a script and a foreign iframe an editor saved, on render", async () => {
    await t.database.db.execute(sql`update static_page_translations set content_html = ${'<p>Hei</p><script>alert(1)</script><iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/abc" allowfullscreen></iframe><a href="https://x.example/" target="_blank">x</a><img src="x" onerror="alert(1)">'} where slug = 'enterprise' and language = 'en'`);
    const page = staticPageResponseSchema.parse((await get("/api/static-page/?slug=enterprise&language=en")).json());
    expect(page.content).not.toContain("script");
    expect(page.content).not.toContain("evil.example");
    expect(page.content).not.toContain("onerror");
    expect(page.content).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(page.content).toContain('rel="noopener noreferrer"');
  });

  it("answers the route-slugs pages in all six languages with sanitised content and alternates", async () => {
    for (const language of languageCodes) {
      const slugs = (await get(`/api/route-slugs/?language=${language}`)).json() as { staticPageSlugs: string[] };
      expect(slugs.staticPageSlugs.length).toBeGreaterThanOrEqual(10);
      for (const slug of slugs.staticPageSlugs) {
        const res = await get(`/api/static-page/?slug=${encodeURIComponent(slug)}&language=${language}`);
        expect(res.statusCode, `${language} ${slug}`).toBe(200);
        const page = staticPageResponseSchema.parse(res.json());
        expect(page.content).toContain("<p>");
        expect(page.alternates[language]).toBe(slug);
        expect(Object.keys(page.alternates).sort()).toEqual([...languageCodes].sort());
      }
    }
  });

  it("takes the slug with or without slashes and answers the page's title", async () => {
    const page = staticPageResponseSchema.parse((await get("/api/static-page/?slug=/page/delivery/&language=sv")).json());
    expect(page).toMatchObject({ slug: "page/delivery", title: "Leveranssätt" });
    expect(page.content).toContain('<h2 id="toimitustavat">');
  });

  it("answers 404 for an unknown slug and 400 with field errors for a missing one", async () => {
    const missing = await get("/api/static-page/?slug=ei-ole-olemassa&language=fi");
    expect(missing.statusCode).toBe(404);
    expect(detailErrorSchema.parse(missing.json()).detail).toBe("Page not found");
    const bad = await get("/api/static-page/?language=fi");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(bad.json()).errors)).toContain("slug");
    expect((await get("/api/static-page/?slug=enterprise&language=xx")).statusCode).toBe(400);
  });

});

describe("sanitisePageHtml", () => {
  it("keeps the spec's attributes and drops everything else", () => {
    expect(sanitisePageHtml('<a href="/x/" target="_blank" rel="opener" onclick="x()">a</a>')).toBe('<a href="/x/" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitisePageHtml('<iframe src="https://www.youtube-nocookie.com/embed/v" allowfullscreen autoplay></iframe>')).toContain("allowfullscreen");
    expect(sanitisePageHtml('<iframe src="https://www.youtube.com.evil.example/embed/v"></iframe>')).toBe("");
    expect(sanitisePageHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitisePageHtml("<h2 id=\"q\" style=\"color:red\">Q</h2>")).toBe('<h2 id="q">Q</h2>');
  });
});

describe("GET /api/static-page-with-tabs/", () => {
  it("answers the customer-service page's tabs with nested tabs in each language", async () => {
    const fi = staticPageWithTabsResponseSchema.parse((await get("/api/static-page-with-tabs/?slug=asiakaspalvelu&language=fi")).json());
    expect(fi.tabs.map((tab) => tab.slug)).toEqual(["toimitukset", "maksutavat", "palautukset"]);
    expect(fi.tabs[2]!.tabs.map((tab) => tab.slug)).toContain("vaihto");
    const en = staticPageWithTabsResponseSchema.parse((await get("/api/static-page-with-tabs/?slug=customer-service/delivery&language=en")).json());
    expect(en.title).toBe("Customer service");
    expect((await get("/api/static-page-with-tabs/?slug=enterprise&language=fi")).statusCode).toBe(404);
  });
});

describe("GET /api/stores/", () => {
  it("answers the stores a shopper can visit with hours, holidays in the language and services", async () => {
    const { stores } = storesResponseSchema.parse((await get("/api/stores/?language=en")).json());
    expect(stores.length).toBeGreaterThanOrEqual(9);
    expect(stores.some((s) => s.type === "web")).toBe(false);
    const kamppi = stores.find((s) => s.slug === "helsinki-kamppi")!;
    expect(kamppi.openingHours).toHaveLength(7);
    expect(kamppi.openingExceptions.find((e) => e.date.endsWith("-12-25"))).toMatchObject({ opens: null, name: "Christmas Day" });
    expect(kamppi.services).toContain("pikanouto");
  });
});

describe("GET /api/route-language/", () => {
  const ask = async (path: string, language: string) => routeLanguageResponseSchema.parse((await get(`/api/route-language/?path=${encodeURIComponent(path)}&language=${language}`)).json()).language;

  it("names the language of a path that is not the asked language's, else null", async () => {
    const { rows } = await t.database.db.execute<{ fi: string; en: string }>(sql`
      select f.path as fi, e.path as en from product_group_translations f join product_group_translations e on e.group_id = f.group_id and e.language = 'en'
      where f.language = 'fi' and f.path <> e.path limit 1`);
    const group = rows[0]!;
    expect(await ask(`/${group.fi}/`, "en")).toBe("fi");
    expect(await ask(`/${group.fi}/`, "fi")).toBeNull();
    expect(await ask(`/${group.en}/`, "sv")).toBe("en");
    expect(await ask("/sopimusehdot/", "de")).toBe("fi");
    expect(await ask("/kundservice/leveranser/", "fi")).toBe("sv");
    expect(await ask("/page/delivery/", "ru")).toBeNull();
    expect(await ask("/ei-ole/", "en")).toBeNull();
    const product = await t.database.db.execute<{ path: string }>(sql`
      select f.path from product_model_translations f join product_model_translations e on e.model_id = f.model_id and e.language = 'en' where f.language = 'fi' and f.path <> e.path limit 1`);
    expect(await ask(`/${product.rows[0]!.path}/`, "en")).toBe("fi");
  });
});

describe("POST /api/contact/", () => {
  const send = (payload: object, ip = freshIp()) => t.app.inject({ method: "POST", url: "/api/contact/", payload, remoteAddress: ip });
  const valid = { form: "ask", language: "sv", name: "Anna Berg", email: "anna.contact@example.com", orderNumber: "", topic: "delivery", message: "Var är mitt paket? Det har gått en vecka." };

  it("stores the message and queues the confirmation and the shop's notification once", async () => {
    const res = await send(valid);
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const stored = await t.database.db.execute<{ name: string; topic: string }>(sql`select name, topic from contact_messages where id = ${id}`);
    expect(stored.rows[0]).toEqual({ name: "Anna Berg", topic: "delivery" });
    const mail = await t.database.db.execute<{ to_address: string; subject: string; language: string }>(sql`select to_address, subject, language from mail_outbox where dedupe_key in (${`contact.confirmation:${id}`}, ${`contact.notification:${id}`}) order by id`);
    expect(mail.rows).toHaveLength(2);
    expect(mail.rows[0]).toMatchObject({ to_address: "anna.contact@example.com", language: "sv" });
    expect(mail.rows[0]!.subject).toContain("Vi har tagit emot ditt meddelande");
    expect(mail.rows[1]!.subject).toContain(`#${id}`);
  });

  it("answers 400 with field errors for bad input and stores nothing", async () => {
    const before = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contact_messages`);
    const res = await send({ ...valid, email: "not-an-address", message: "short", topic: "spam", name: "" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(res.json()).errors).sort()).toEqual(["email", "message", "name", "topic"]);
    const after = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contact_messages`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("stores nothing for a filled honeypot but answers as if sent", async () => {
    const res = await send({ ...valid, email: "bot@example.com", website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    const stored = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from contact_messages where email = 'bot@example.com'`);
    expect(stored.rows[0]!.n).toBe(0);
  });

  it("refuses a flood from one address with 429 and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) expect((await send({ ...valid, email: `flood${i}@example.com` }, ip)).statusCode).toBe(201);
    const refused = await send({ ...valid, email: "flood-last@example.com" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("robots.txt and the sitemap", () => {
  it("names the sitemap, whose index lists gzipped shards with every language's addresses", async () => {
    const robots = await get("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/^Sitemap: http.*\/sitemap\.xml$/m);
    expect(robots.body).toContain("Disallow: /checkout/");
    const index = await get("/sitemap.xml");
    expect(index.statusCode).toBe(200);
    const shards = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(shards).toEqual(expect.arrayContaining(["/sitemaps/pages.xml.gz", "/sitemaps/groups.xml.gz", "/sitemaps/brands.xml.gz", "/sitemaps/products-1.xml.gz"]));
    const { gunzipSync } = await import("node:zlib");
    const read = async (path: string) => {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers["content-type"]).toBe("application/gzip");
      return gunzipSync(res.rawPayload).toString("utf8");
    };
    const pages = await read("/sitemaps/pages.xml.gz");
    expect(pages).toContain("/sopimusehdot/</loc>");
    expect(pages).toContain('hreflang="sv" href="http');
    expect(pages).toContain("/page/delivery/</loc>");
    expect(pages).toContain("/stores/helsinki-kamppi/</loc>");
    expect(pages).toContain("/asiakaspalvelu/toimitukset/</loc>");
    const products = await read("/sitemaps/products-1.xml.gz");
    const { rows } = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from product_model_translations t join product_models m on m.id = t.model_id where m.is_public`);
    expect((products.match(/<url>/g) ?? []).length).toBeLessThanOrEqual(rows[0]!.n);
    expect((products.match(/<url>/g) ?? []).length).toBeGreaterThan(0);
    expect((await get("/sitemaps/products-99.xml.gz")).statusCode).toBe(404);
    expect((await get("/sitemaps/../x.xml.gz")).statusCode).toBe(404);
  });
});
