// Integration: POST /api/product_reviews/ (docs/product-page.md "Writing a review") on PGlite, or
// PostgreSQL with DATABASE_URL: a logged-in customer writes one review per model, it waits for
// moderation, staff approval lists it and counts it; bad, repeated and anonymous writes are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { adminReviewPageSchema, adminReviewSchema } from "@polku/domain/admin/reviews";
import { fieldErrorsSchema, productReviewsResponseSchema, reviewWriteResponseSchema } from "@polku/domain";
import { ADMIN_ID, authHeaders, MEMBER_ID, ORG_ID, STAFF_ID } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { REVIEW_WRITE_IP_LIMIT, REVIEW_WRITE_LIMIT } from "./reviews.routes";

let t: TestApp;
let visible: number[];
beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  visible = (await query<{ id: number }>(sql`select id from product_models where is_public and published_at <= now() order by id`)).map((r) => r.id);
});
afterAll(() => t?.close());

const query = async <T>(text: ReturnType<typeof sql>): Promise<T[]> => (await t.database.db.execute<T & Record<string, unknown>>(text)).rows;
let address = 0;
/** Each call from its own address unless one is given, so only the per-customer limit is met. */
const write = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `203.0.113.${++address % 250}`) =>
  t.app.inject({ method: "POST", url: "/api/product_reviews/", payload: payload as object, headers, remoteAddress });
const listed = async (modelId: number) => {
  const res = await t.app.inject({ method: "GET", url: `/api/product_reviews/?model_id=${modelId}&size=50` });
  return productReviewsResponseSchema.parse(res.json());
};
const valid = (modelId: number) => ({ model_id: modelId, stars: 4, visible_name: "Aino K.", comment: "Lämmin ja kevyt, koko vastasi hyvin odotuksia.", fit: "true", language: "fi" });

describe("POST /api/product_reviews/", () => {
  it("stores a customer's review as pending: not listed until staff show it, then listed and counted", async () => {
    const modelId = visible[0]!;
    const before = await listed(modelId);
    const [model] = await query<{ rating_count: number }>(sql`select rating_count from product_models where id = ${modelId}`);
    const res = await write(valid(modelId), await authHeaders(t.database.db, ORG_ID));
    expect(res.statusCode, res.body).toBe(201);
    const answer = reviewWriteResponseSchema.parse(res.json());
    expect(answer.moderation).toBe("pending");
    expect((await listed(modelId)).count).toBe(before.count);

    // The back office lists it as pending, and showing it approves it.
    const admin = await authHeaders(t.database.db, ADMIN_ID);
    const pending = adminReviewPageSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/reviews/?moderation=pending&model=${modelId}`, headers: admin })).json());
    expect(pending.results.map((r) => r.id)).toEqual([answer.id]);
    const review = adminReviewSchema.parse((await t.app.inject({ method: "GET", url: `/api/admin/reviews/${answer.id}/`, headers: admin })).json());
    const saved = await t.app.inject({ method: "PUT", url: `/api/admin/reviews/${answer.id}/`, headers: admin, payload: { version: review.version, is_visible: true, shop_answer: "" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminReviewSchema.parse(saved.json()).moderation).toBe("approved");

    const after = await listed(modelId);
    expect(after.count).toBe(before.count + 1);
    expect(after.results.find((r) => r.id === answer.id)).toMatchObject({ rating: 8, size: 6, visible_name: "Aino K.", verified_buyer: false });
    const [counted] = await query<{ rating_count: number }>(sql`select rating_count from product_models where id = ${modelId}`);
    expect(counted!.rating_count).toBe(model!.rating_count + 1);
  });

  it("marks a customer with a paid order of the model a verified buyer", async () => {
    const [bought] = await query<{ model_id: number; customer_id: number }>(sql`
      select l.model_id, o.customer_id from orders o join order_lines l on l.order_id = o.id join product_models m on m.id = l.model_id
       where o.customer_id is not null and o.status not in ('new', 'manual_cancellation', 'cancelled') and m.is_public and m.published_at <= now()
         and not exists (select 1 from reviews r where r.customer_id = o.customer_id and r.model_id = l.model_id)
       order by o.id limit 1`);
    expect(bought, "the demo day has a paid order of a customer").toBeDefined();
    const res = await write(valid(bought!.model_id), await authHeaders(t.database.db, bought!.customer_id));
    expect(res.statusCode, res.body).toBe(201);
    expect(reviewWriteResponseSchema.parse(res.json()).verified_buyer).toBe(true);
  });

  it("takes one review per customer and model, also when two arrive at once", async () => {
    const modelId = visible[1]!;
    const auth = await authHeaders(t.database.db, STAFF_ID);
    const [a, b] = await Promise.all([write(valid(modelId), auth), write(valid(modelId), auth)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const again = await write({ ...valid(modelId), comment: "Toinen mielipide samasta tuotteesta, eri sanoin." }, auth);
    expect(again.statusCode).toBe(400);
    expect(fieldErrorsSchema.parse(again.json()).errors).toEqual({ model_id: ["alreadyReviewed"] });
    const [n] = await query<{ n: number }>(sql`select count(*)::int as n from reviews where customer_id = ${STAFF_ID} and model_id = ${modelId}`);
    expect(n!.n).toBe(1);
  });

  it("needs a logged-in customer", async () => {
    const res = await write(valid(visible[2]!));
    expect(res.statusCode).toBe(401);
  });

  it("refuses bad input with field errors, never a 500", async () => {
    const auth = await authHeaders(t.database.db, MEMBER_ID);
    const modelId = visible[3]!;
    const count = async () => (await query<{ n: number }>(sql`select count(*)::int as n from reviews where customer_id = ${MEMBER_ID}`))[0]!.n;
    const before = await count();
    for (const [body, field, message] of [
      [{ ...valid(modelId), stars: 0 }, "stars", "ratingRequired"],
      [{ ...valid(modelId), stars: 6 }, "stars", "ratingRequired"],
      [{ ...valid(modelId), stars: "5" }, "stars", "ratingRequired"],
      [{ ...valid(modelId), visible_name: " A " }, "visible_name", "nameTooShort"],
      [{ ...valid(modelId), visible_name: "x".repeat(41) }, "visible_name", "nameTooLong"],
      [{ ...valid(modelId), comment: "Hyvä." }, "comment", "commentTooShort"],
      [{ ...valid(modelId), comment: "y".repeat(3001) }, "comment", "commentTooLong"],
      [{ ...valid(modelId), comment: `${"z".repeat(30)}\u0000` }, "comment", undefined],
      [{ ...valid(modelId), fit: "huge" }, "fit", "fitInvalid"],
      [{ ...valid(modelId), model_id: "x" }, "model_id", "modelRequired"],
      [{ ...valid(modelId), model_id: 99_999_999_999 }, "model_id", undefined],
      [{ ...valid(modelId), extra: 1 }, "__all__", undefined],
    ] as const) {
      const res = await write(body, auth);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const errors = fieldErrorsSchema.parse(res.json()).errors;
      expect(Object.keys(errors), field).toContain(field);
      if (message) expect(errors[field]).toEqual([message]);
    }
    const huge = await write({ ...valid(modelId), comment: "x".repeat(200_000) }, auth);
    expect([400, 413]).toContain(huge.statusCode);
    expect((await write("not json", { ...auth, "content-type": "application/json" })).statusCode).toBe(400);
    expect((await write({ ...valid(987_654) }, auth)).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it("limits how many writes come from one address", async () => {
    // Anonymous tries count too: 401 until the address has used its share.
    const statuses: number[] = [];
    for (let i = 0; i <= REVIEW_WRITE_IP_LIMIT; i++) statuses.push((await write(valid(visible[6]!), {}, "192.0.2.44")).statusCode);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits how many reviews one customer writes in an hour", async () => {
    const auth = await authHeaders(t.database.db, ADMIN_ID);
    const statuses: number[] = [];
    for (let i = 0; i < REVIEW_WRITE_LIMIT; i++) statuses.push((await write({ ...valid(visible[4]!), stars: 9 }, auth)).statusCode);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const last = await write(valid(visible[5]!), auth);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });
});
