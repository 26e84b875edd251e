// Integration: POST /api/review_votes/ (spec 02 §4 "Review vote", §7; spec 01 §4) on PGlite, or
// PostgreSQL with DATABASE_URL: votes set, change and clear, the counts move with them, the
// customer call carries them, and the likes sort uses them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { customerResponseSchema, detailErrorSchema, fieldErrorsSchema, productReviewsResponseSchema, reviewVoteResponseSchema } from "@polku/domain";
import { authHeaders, MEMBER_ID, ORG_ID, STAFF_ID } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let modelId: number;
const reviewIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  const [model] = (await t.database.db.execute<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() order by id desc limit 1`)).rows;
  modelId = model!.id;
  await t.database.db.execute(sql`delete from reviews where model_id = ${modelId}`);
  for (const [i, up] of [3, 2, 0].entries()) {
    const rows = await t.database.db.execute<{ id: number }>(sql`
      insert into reviews (model_id, created_at, rating, visible_name, comment, language, votes_up, votes_down)
      values (${modelId}, now() - make_interval(days => ${i}), 8, ${`Arvioija ${i}`}, ${`Arvio ${i}`}, 'fi', ${up}, 0) returning id`);
    reviewIds.push(rows.rows[0]!.id);
  }
});
afterAll(() => t?.close());

const vote = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/review_votes/", payload: payload as object, headers });
const voted = async (payload: unknown, headers: Record<string, string>) => {
  const res = await vote(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return reviewVoteResponseSchema.parse(res.json());
};

describe("POST /api/review_votes/", () => {
  it("sets up, changes to down and clears with null, moving the counts each time", async () => {
    const auth = await authHeaders(t.database.db, ORG_ID);
    const id = reviewIds[2]!;
    expect(await voted({ review_id: id, review_vote: "up", customer_id: ORG_ID }, auth)).toEqual({
      review_id: id, vote: true, votes_up: 1, votes_down: 0, votes_total: 1, voted_reviews: [{ review_id: id, vote: true }],
    });
    // The same vote again changes nothing.
    expect(await voted({ review_id: id, review_vote: "up" }, auth)).toMatchObject({ vote: true, votes_up: 1, votes_down: 0 });
    expect(await voted({ review_id: id, review_vote: "down" }, auth)).toMatchObject({ vote: false, votes_up: 0, votes_down: 1, voted_reviews: [{ review_id: id, vote: false }] });
    expect(await voted({ review_id: id, review_vote: "null" }, auth)).toMatchObject({ vote: null, votes_up: 0, votes_down: 0, voted_reviews: [] });
    expect(await voted({ review_id: id, review_vote: null }, auth)).toMatchObject({ vote: null, votes_up: 0, votes_down: 0 });
  });

  it("shows the votes in the customer call and counts each customer once", async () => {
    const org = await authHeaders(t.database.db, ORG_ID);
    const staff = await authHeaders(t.database.db, STAFF_ID);
    const id = reviewIds[1]!;
    await voted({ review_id: id, review_vote: "up" }, org);
    const second = await voted({ review_id: id, review_vote: "up" }, staff);
    expect(second).toMatchObject({ votes_up: 4, votes_down: 0 });
    const customer = customerResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/customer/", headers: org })).json());
    expect(customer.customer.voted_reviews).toContainEqual({ review_id: id, vote: true });
    await voted({ review_id: id, review_vote: null }, org);
    await voted({ review_id: id, review_vote: null }, staff);
  });

  it("moves the review in the likes sort", async () => {
    const auth = await authHeaders(t.database.db, MEMBER_ID);
    const order = async () =>
      productReviewsResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/product_reviews/?model_id=${modelId}&sort=likes&size=50` })).json()).results.map((r) => r.id);
    // Read once before voting: a fresh query key, so the 30-second answer cache does not hide the change.
    const before = (await t.app.inject({ method: "GET", url: `/api/product_reviews/?model_id=${modelId}&sort=likes&size=49` })).json() as { results: { id: number }[] };
    expect(before.results.map((r) => r.id)).toEqual([reviewIds[0], reviewIds[1], reviewIds[2]]);
    // Review 0 has 3 likes; two downs on it from the member and one more customer put it last.
    await voted({ review_id: reviewIds[0], review_vote: "down" }, auth);
    await voted({ review_id: reviewIds[0], review_vote: "down" }, await authHeaders(t.database.db, ORG_ID));
    expect(await order()).toEqual([reviewIds[1], reviewIds[0], reviewIds[2]]);
  });

  it("keeps exact counts when many votes arrive at once", async () => {
    const id = reviewIds[2]!;
    const headers = await Promise.all([ORG_ID, STAFF_ID, MEMBER_ID].map((cid) => authHeaders(t.database.db, cid)));
    await Promise.all(headers.flatMap((h) => [vote({ review_id: id, review_vote: "up" }, h), vote({ review_id: id, review_vote: "up" }, h)]));
    const [row] = (await t.database.db.execute<{ up: number }>(sql`select votes_up as up from reviews where id = ${id}`)).rows;
    expect(row!.up).toBe(3);
    await Promise.all(headers.map((h) => vote({ review_id: id, review_vote: null }, h)));
    const [after] = (await t.database.db.execute<{ up: number }>(sql`select votes_up as up from reviews where id = ${id}`)).rows;
    expect(after!.up).toBe(0);
  });

  it("answers 401 to a guest and 403 when customer_id names someone else", async () => {
    const guest = await vote({ review_id: reviewIds[0], review_vote: "up" });
    expect(guest.statusCode).toBe(401);
    const auth = await authHeaders(t.database.db, ORG_ID);
    const other = await vote({ review_id: reviewIds[0], review_vote: "up", customer_id: MEMBER_ID }, auth);
    expect(other.statusCode).toBe(403);
    expect(detailErrorSchema.parse(other.json()).code).toBe("permission_denied");
  });

  it("answers 400 for bad bodies and 404 for unknown or hidden reviews", async () => {
    const auth = await authHeaders(t.database.db, ORG_ID);
    for (const payload of [{}, { review_id: reviewIds[0] }, { review_id: reviewIds[0], review_vote: "like" }, { review_id: "1", review_vote: "up" }, { review_id: 1, review_vote: "up", extra: 1 }]) {
      const res = await vote(payload, auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldErrorsSchema.safeParse(res.json()).success).toBe(true);
    }
    const unknown = await vote({ review_id: 987654, review_vote: "up" }, auth);
    expect(unknown.statusCode).toBe(404);
    expect(detailErrorSchema.parse(unknown.json())).toEqual({ detail: "Review not found", code: "not_found" });
    await t.database.db.execute(sql`update reviews set is_visible = false where id = ${reviewIds[2]}`);
    expect((await vote({ review_id: reviewIds[2], review_vote: "up" }, auth)).statusCode).toBe(404);
    await t.database.db.execute(sql`update reviews set is_visible = true where id = ${reviewIds[2]}`);
  });
});
