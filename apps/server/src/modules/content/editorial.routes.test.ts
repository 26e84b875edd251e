// Integration: the editorial calls (docs/content.md "Life outdoors", "Campaigns", "FAQ") with the
// demo content on PGlite, or PostgreSQL with DATABASE_URL: every language, paging, categories in
// the blog_category_order, sanitising on render, 400 for bad input, 404 for unknown slugs, and a
// failing table answered as a 500 that is not remembered.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import {
  campaignResponseSchema,
  campaignsResponseSchema,
  detailErrorSchema,
  faqResponseSchema,
  fieldErrorsSchema,
  languageCodes,
  lifeOutdoorsResponseSchema,
  postListResponseSchema,
  postResponseSchema,
  POSTS_PAGE_SIZE,
  routeLanguageResponseSchema,
} from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 60 });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/post/", () => {
  // First: answers are memoised, so the edit comes before the post is read.
  it("removes a script, a handler and a foreign iframe an editor saved, on render", async () => {
    await t.database.db.execute(
      sql`update post_translations set content_html = ${'<p>Hei</p><script>alert(1)</script><img src="/media/x.jpg" onerror="alert(1)"><iframe src="https://evil.example/"></iframe>'} where language = 'en' and post_id = 1`,
    );
    const { rows } = await t.database.db.execute<{ slug: string }>(sql`select slug from post_translations where language = 'en' and post_id = 1`);
    const response = await get(`/api/post/?kind=guide&slug=${rows[0]!.slug}&language=en`);
    expect(response.statusCode).toBe(200);
    const post = postResponseSchema.parse(response.json());
    expect(post.content).toContain("<p>Hei</p>");
    expect(post.content).not.toContain("script");
    expect(post.content).not.toContain("onerror");
    expect(post.content).not.toContain("evil.example");
  });

  it("answers a post in every language with its author, hero image, alternates and products", async () => {
    const list = postListResponseSchema.parse((await get("/api/posts/?kind=blog&language=fi")).json());
    const first = list.posts[0]!;
    for (const language of languageCodes) {
      const slug = (await get(`/api/post/?kind=blog&slug=${first.slug}&language=fi`)).json().alternates[language].split("/").at(-1);
      const post = postResponseSchema.parse((await get(`/api/post/?kind=blog&slug=${slug}&language=${language}&taxAreaId=1`)).json());
      expect(post.path).toBe(`/life-outdoors/blog/${slug}/`);
      expect(post.blogger.name).toBeTruthy();
      expect(post.heroImage).toMatch(/^\/media\/scene\//);
      expect(Object.keys(post.alternates).sort()).toEqual([...languageCodes].sort());
      for (const product of post.products) expect(product.price.active).toBeGreaterThanOrEqual(0);
    }
  });

  it("answers 404 for an unknown slug or a guide asked as a blog post, 400 for bad input", async () => {
    const unknown = await get("/api/post/?kind=guide&slug=ei-ole&language=fi");
    expect(unknown.statusCode).toBe(404);
    expect(detailErrorSchema.parse(unknown.json()).detail).toBe("Post not found");
    const guide = postListResponseSchema.parse((await get("/api/posts/?kind=guide&language=fi")).json()).posts[0]!;
    expect((await get(`/api/post/?kind=blog&slug=${guide.slug}&language=fi`)).statusCode).toBe(404);
    for (const query of ["kind=guide", "kind=news&slug=x", "kind=guide&slug=../etc", "kind=guide&slug=x&language=xx", "kind=guide&slug=x&taxAreaId=-1", "kind=guide&slug=x&extra=1"]) {
      const response = await get(`/api/post/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(fieldErrorsSchema.parse(response.json()).errors).length, query).toBeGreaterThan(0);
    }
    expect(fieldErrorsSchema.parse((await get(`/api/post/?kind=guide&slug=${guide.slug}&taxAreaId=999`)).json()).errors.taxAreaId).toBeDefined();
  });
});

describe("GET /api/posts/ and /api/life-outdoors/", () => {
  it("lists the categories in the blog_category_order and the three bloggers", async () => {
    const ref = lifeOutdoorsResponseSchema.parse((await get("/api/life-outdoors/?language=sv")).json());
    expect(ref.categories.map((c) => c.key)).toEqual(["vaellus", "hiihto", "tuotetestit", "laskettelu", "kiipeily", "pyoraily", "tapahtumat"]);
    expect(ref.categories[0]!.alternates.fi).toBe("life-outdoors/vaellus");
    expect(ref.bloggers).toHaveLength(3);
    expect(ref.bloggers.reduce((n, b) => n + b.postCount, 0)).toBe(15);
  });

  it("pages fifteen posts newest first and filters by kind, category and blogger", async () => {
    const all = postListResponseSchema.parse((await get("/api/posts/?language=en")).json());
    expect(all.total).toBe(15);
    expect(all.posts).toHaveLength(POSTS_PAGE_SIZE);
    expect(all.pageCount).toBe(Math.ceil(15 / POSTS_PAGE_SIZE));
    const dates = all.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = postListResponseSchema.parse((await get(`/api/posts/?language=en&page=${all.pageCount}`)).json());
    expect(last.posts.length).toBe(15 - POSTS_PAGE_SIZE * (all.pageCount - 1));
    const guides = postListResponseSchema.parse((await get("/api/posts/?language=en&kind=guide")).json());
    const blogs = postListResponseSchema.parse((await get("/api/posts/?language=en&kind=blog")).json());
    expect(guides.total + blogs.total).toBe(15);
    const tests = postListResponseSchema.parse((await get("/api/posts/?language=fi&category=tuotetestit")).json());
    expect(tests.total).toBeGreaterThan(0);
    expect(tests.posts.every((p) => p.category.key === "tuotetestit")).toBe(true);
    const aino = postListResponseSchema.parse((await get("/api/posts/?language=de&blogger=aino-kallio")).json());
    expect(aino.posts.every((p) => p.blogger.slug === "aino-kallio")).toBe(true);
  });

  it("answers 404 for an unknown category or blogger, 400 for a bad page", async () => {
    expect((await get("/api/posts/?language=fi&category=ei-ole")).statusCode).toBe(404);
    expect((await get("/api/posts/?language=fi&blogger=ei-ole")).statusCode).toBe(404);
    for (const page of ["0", "abc", "1.5", "100000"]) expect((await get(`/api/posts/?page=${page}`)).statusCode, page).toBe(400);
    expect((await get(`/api/posts/?category=${"x".repeat(5000)}`)).statusCode).toBe(400);
  });
});

describe("GET /api/campaign/", () => {
  it("answers a campaign with dates and its products, and the club offers with club prices", async () => {
    const running = campaignsResponseSchema.parse((await get("/api/campaigns/?language=fr")).json());
    expect(running.campaigns.map((c) => c.slug)).toEqual(["talvikausi", "retkeilyviikot", "club-offers"]);
    const campaign = campaignResponseSchema.parse((await get("/api/campaign/?slug=talvikausi&language=fi&taxAreaId=1")).json());
    expect(campaign.title).toBe("Talvikausi alkaa");
    expect(campaign.endsAt).not.toBeNull();
    expect(campaign.heroImage).toMatch(/^\/media\/scene\//);
    const club = campaignResponseSchema.parse((await get("/api/campaign/?slug=club-offers&language=en")).json());
    expect(club.kind).toBe("club");
    expect(club.products.length).toBeGreaterThan(0);
    for (const product of club.products) expect(product.price.club).not.toBeNull();
  });

  it("answers 404 for an unknown campaign and 400 for bad input", async () => {
    expect((await get("/api/campaign/?slug=ei-ole&language=fi")).statusCode).toBe(404);
    expect((await get("/api/campaign/?language=fi")).statusCode).toBe(400);
    expect((await get("/api/campaign/?slug=a%20b")).statusCode).toBe(400);
    expect((await get("/api/campaign/?slug=talvikausi&taxAreaId=x")).statusCode).toBe(400);
  });
});

describe("GET /api/faq/", () => {
  it("answers twenty questions in categories in every language, and a search within them", async () => {
    for (const language of languageCodes) {
      const faq = faqResponseSchema.parse((await get(`/api/faq/?language=${language}`)).json());
      expect(faq.total).toBe(20);
      expect(faq.categories).toHaveLength(5);
    }
    const found = faqResponseSchema.parse((await get(`/api/faq/?language=en&q=${encodeURIComponent("gift card")}`)).json());
    expect(found.total).toBe(1);
    expect(found.categories[0]!.questions[0]!.question).toBe("How long is a gift card valid?");
    const none = faqResponseSchema.parse((await get("/api/faq/?language=fi&q=zzzz")).json());
    expect(none).toEqual({ q: "zzzz", categories: [], total: 0 });
  });

  it("answers 400 for a search too long or an unknown parameter, and holds under repeated calls", async () => {
    expect((await get(`/api/faq/?q=${"a".repeat(101)}`)).statusCode).toBe(400);
    expect((await get("/api/faq/?lang=fi")).statusCode).toBe(400);
    const answers = await Promise.all(Array.from({ length: 40 }, () => get("/api/faq/?language=sv&q=klubb")));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

describe("the address language of a life outdoors path", () => {
  it("names the language of a post's or category's address", async () => {
    const post = postListResponseSchema.parse((await get("/api/posts/?kind=guide&language=en")).json()).posts[0]!;
    const en = routeLanguageResponseSchema.parse((await get(`/api/route-language/?path=${encodeURIComponent(post.path)}&language=fi`)).json());
    expect(en.language).toBe("en");
    const fi = routeLanguageResponseSchema.parse((await get("/api/route-language/?path=/life-outdoors/tuotetestit/&language=en")).json());
    expect(fi.language).toBe("fi");
  });
});

describe("the sitemap", () => {
  it("lists the posts in every language, the categories, bloggers, running campaigns and the FAQ", async () => {
    const { gunzipSync } = await import("node:zlib");
    const res = await t.app.inject({ method: "GET", url: "/sitemaps/pages.xml.gz" });
    expect(res.statusCode).toBe(200);
    const xml = gunzipSync(res.rawPayload).toString("utf8");
    for (const path of ["/life-outdoors/blog/ruska-kasivarressa/", "/life-outdoors/blog/autumn-colours-in-kasivarsi/", "/life-outdoors/tuotetestit/", "/life-outdoors/bloggers/aino-kallio/", "/campaigns/talvikausi/", "/campaigns/club-offers/", "/faq/"]) {
      expect(xml, path).toContain(`${path}</loc>`);
    }
    expect(xml).toContain('hreflang="en"');
  });
});

describe("a failing database", () => {
  it("answers 500 without details while a table is missing, and recovers at once", async () => {
    // A page nobody has asked for yet, so the answer is not in the memo cache.
    const url = "/api/posts/?language=ru&kind=guide&page=2";
    await t.database.db.execute(sql`alter table post_translations rename to post_translations_gone`);
    try {
      const failed = await get(url);
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain("post_translations");
    } finally {
      await t.database.db.execute(sql`alter table post_translations_gone rename to post_translations`);
    }
    expect((await get(url)).statusCode).toBe(200);
  });
});
