// Integration: GET /api/product_reviews/ (spec 02 §3 Review, §4 list paging and sorting, §5, §7)
// on a real database (PGlite, or PostgreSQL when DATABASE_URL is set); every answer is parsed
// with the contract.
import { sql } from "@polku/db/orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { detailErrorSchema, fieldErrorsSchema, productReviewsResponseSchema, type ProductReviewsResponse } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 30 });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => (await t.database.db.execute<T & Record<string, unknown>>(text)).rows;
const reviews = async (qs: string): Promise<ProductReviewsResponse> => {
  const res = await get(`/api/product_reviews/?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return productReviewsResponseSchema.parse(res.json());
};

let nextModel = 0;
/** A visible model (a fresh one per call, so cached answers never mix) with only the given reviews. */
async function modelWith(
  list: { comment: string; up?: number; down?: number; daysAgo: number; language?: string; images?: string[]; visible?: boolean }[],
): Promise<number> {
  const ids = (await query<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() order by id`)).map((r) => r.id);
  const id = ids[nextModel++]!;
  await t.database.db.execute(sql`delete from reviews where model_id = ${id}`);
  for (const [i, r] of list.entries()) {
    const images = `{${(r.images ?? []).join(",")}}`;
    await t.database.db.execute(sql`
      insert into reviews (model_id, created_at, rating, visible_name, comment, language, size, images, votes_up, votes_down, is_visible)
      values (${id}, now() - make_interval(hours => ${Math.round(r.daysAgo * 24)}), ${i % 11}, ${`Reviewer ${i}`}, ${r.comment}, ${r.language ?? "fi"},
              ${i % 2 ? 6 : null}, ${images}::text[], ${r.up ?? 0}, ${r.down ?? 0}, ${r.visible ?? true})`);
  }
  return id;
}

describe("GET /api/product_reviews/", () => {
  it("pages the reviews with text newest first, ten to a page, and leaves out those without text", async () => {
    // 23 with text, 4 without (empty or blank) and 1 hidden: 23 are listed, on 3 pages.
    const list = [
      ...Array.from({ length: 23 }, (_, i) => ({ comment: `Arvio ${i}`, daysAgo: i + 1 })),
      { comment: "", daysAgo: 0 },
      { comment: "   ", daysAgo: 0 },
      { comment: "", daysAgo: 30 },
      { comment: "", daysAgo: 31 },
      { comment: "Piilotettu", daysAgo: 0, visible: false },
    ];
    const id = await modelWith(list);
    const first = await reviews(`model_id=${id}&size=10&page=1`);
    expect(first.count).toBe(23);
    expect(first.max_pages).toBe(3);
    expect(first.results.map((r) => r.comment)).toEqual(Array.from({ length: 10 }, (_, i) => `Arvio ${i}`));
    const created = first.results.map((r) => Date.parse(r.created));
    expect(created).toEqual([...created].sort((a, b) => b - a));

    const third = await reviews(`model_id=${id}&size=10&page=3`);
    expect(third.results.map((r) => r.comment)).toEqual(["Arvio 20", "Arvio 21", "Arvio 22"]);
    // Past the end: an empty page, same totals.
    const past = await reviews(`model_id=${id}&size=10&page=4`);
    expect(past).toMatchObject({ results: [], count: 23, max_pages: 3 });
    // Defaults: size 10, page 1, newest first.
    expect((await reviews(`model_id=${id}`)).results).toEqual(first.results);

    const review = first.results[1]!;
    expect(review).toMatchObject({ visible_name: "Reviewer 1", rating: 1, size: 6, language: "fi", votes_up: 0, votes_down: 0, votes_total: 0 });
  });

  it("sorts by likes: votes up minus votes down, then newest", async () => {
    const id = await modelWith([
      { comment: "Newest, no votes", daysAgo: 1 },
      { comment: "Many ups, many downs", up: 10, down: 9, daysAgo: 2 },
      { comment: "Most liked", up: 5, down: 0, daysAgo: 3 },
      { comment: "Disliked", up: 0, down: 3, daysAgo: 4 },
      { comment: "Also one like, newer", up: 1, down: 0, daysAgo: 0.5 },
    ]);
    const byLikes = await reviews(`model_id=${id}&sort=likes`);
    expect(byLikes.results.map((r) => r.comment)).toEqual([
      "Most liked",
      "Also one like, newer",
      "Many ups, many downs",
      "Newest, no votes",
      "Disliked",
    ]);
    expect(byLikes.results[2]).toMatchObject({ votes_up: 10, votes_down: 9, votes_total: 19 });
    const byDate = await reviews(`model_id=${id}&sort=date`);
    expect(byDate.results[0]!.comment).toBe("Also one like, newer");
  });

  it("answers the review images as URLs, and the model's gallery newest first, each once", async () => {
    const id = await modelWith([
      { comment: "Kuvan kanssa", daysAgo: 1, images: ["reviews/a.jpg", "reviews/b.jpg"] },
      { comment: "Vanhempi", daysAgo: 5, images: ["reviews/c.jpg", "reviews/a.jpg"] },
      { comment: "", daysAgo: 0, images: ["reviews/hidden.jpg"] },
    ]);
    const answer = await reviews(`model_id=${id}`);
    expect(answer.results[0]!.images).toEqual(["/media/reviews/a.jpg", "/media/reviews/b.jpg"]);
    expect(answer.images).toEqual(["/media/reviews/a.jpg", "/media/reviews/b.jpg", "/media/reviews/c.jpg"]);
  });

  it("filters by the language the review is written in", async () => {
    const id = await modelWith([
      { comment: "Hyvä", daysAgo: 1, language: "fi" },
      { comment: "Bra", daysAgo: 2, language: "sv" },
      { comment: "Good", daysAgo: 3, language: "en" },
    ]);
    const sv = await reviews(`model_id=${id}&language=sv`);
    expect(sv).toMatchObject({ count: 1, max_pages: 1 });
    expect(sv.results.map((r) => r.comment)).toEqual(["Bra"]);
    expect((await reviews(`model_id=${id}`)).count).toBe(3);
  });

  it("counts the listed reviews per star and fit group, whatever the star filter, and filters by stars", async () => {
    // Ratings 0-10 by index (modelWith), fit 6 on odd indexes; one hidden and one without text.
    const id = await modelWith([
      ...Array.from({ length: 11 }, (_, i) => ({ comment: `Arvio ${i}`, daysAgo: i + 1 })),
      { comment: "Piilotettu", daysAgo: 0, visible: false },
      { comment: "", daysAgo: 0 },
    ]);
    await t.database.db.execute(sql`update reviews set size = 2 where model_id = ${id} and comment = 'Arvio 0'`);
    await t.database.db.execute(sql`update reviews set size = 10 where model_id = ${id} and comment in ('Arvio 2', 'Arvio 4')`);
    const all = await reviews(`model_id=${id}`);
    // Ratings 0-3 → 1 star, 4-5 → 2, 6-7 → 3, 8-9 → 4, 10 → 5 (ratings 11 and 12 are out of the list).
    expect(all.summary!.histogram).toEqual([
      { stars: 5, count: 1 }, { stars: 4, count: 2 }, { stars: 3, count: 2 }, { stars: 2, count: 2 }, { stars: 1, count: 4 },
    ]);
    expect(all.summary!.fit).toEqual({ small: 1, true: 5, large: 2, count: 8 });
    const four = await reviews(`model_id=${id}&stars=4`);
    expect(four.results.map((r) => r.comment).sort()).toEqual(["Arvio 8", "Arvio 9"]);
    expect(four).toMatchObject({ count: 2, max_pages: 1 });
    expect(four.summary).toEqual(all.summary);
    expect((await get(`/api/product_reviews/?model_id=${id}&stars=6`)).statusCode).toBe(400);
  });

  it("answers a model without reviews with an empty list", async () => {
    const id = await modelWith([]);
    expect(await reviews(`model_id=${id}`)).toEqual({
      results: [], count: 0, max_pages: 0, images: [],
      summary: { histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })), fit: { small: 0, true: 0, large: 0, count: 0 } },
    });
  });

  it("lists the demo reviews of a model as the contract says, with the rating count covering them", async () => {
    const [demo] = await query<{ id: number; rating_count: number }>(sql`
      select m.id, m.rating_count from product_models m
      where m.is_public and m.published_at <= now() and m.rating_count > 0 order by m.rating_count desc, m.id limit 1`);
    const answer = await reviews(`model_id=${demo!.id}&size=50`);
    expect(answer.count).toBeGreaterThan(0);
    expect(answer.count).toBeLessThanOrEqual(demo!.rating_count);
    for (const r of answer.results) expect(r.comment.trim()).not.toBe("");
  });

  it("refuses bad input with field errors", async () => {
    for (const [qs, field] of [
      ["", "model_id"],
      ["model_id=abc", "model_id"],
      ["model_id=0", "model_id"],
      ["model_id=1.5", "model_id"],
      ["model_id=1&size=0", "size"],
      ["model_id=1&size=51", "size"],
      ["model_id=1&page=0", "page"],
      ["model_id=1&page=x", "page"],
      ["model_id=1&sort=stars", "sort"],
      ["model_id=1&language=xx", "language"],
      ["model_id=99999999999", "model_id"],
    ] as const) {
      const res = await get(`/api/product_reviews/?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(Object.keys(fieldErrorsSchema.parse(res.json()).errors), qs).toContain(field);
    }
  });

  it("answers 404 for an unknown or hidden model", async () => {
    const unknown = await get("/api/product_reviews/?model_id=987654");
    expect(unknown.statusCode).toBe(404);
    expect(detailErrorSchema.parse(unknown.json())).toEqual({ detail: "Product not found", code: "not_found" });

    const id = await modelWith([{ comment: "Salainen", daysAgo: 1 }]);
    await t.database.db.execute(sql`update product_models set is_public = false where id = ${id}`);
    expect((await get(`/api/product_reviews/?model_id=${id}`)).statusCode).toBe(404);
  });

  it("is cacheable for a short time and answers without the trailing slash too", async () => {
    const id = await modelWith([{ comment: "Hyvä", daysAgo: 1 }]);
    const res = await get(`/api/product_reviews?model_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=30");
  });
});
