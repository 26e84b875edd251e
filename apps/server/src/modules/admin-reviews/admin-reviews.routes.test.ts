// Integration of review moderation (docs/admin.md "Reviews"): the list and its filters, hiding
// a review and answering it as the shop with audit rows, both shown by the product page's review
// API at once, stale versions refused with nothing lost, and bad input as field errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { productReviewsResponseSchema } from "@polku/domain";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminReviewPageSchema, adminReviewSchema, type AdminReview } from "@polku/domain/admin/reviews";
import { ADMIN_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ models: 6 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: staff });
const put = (id: number, payload: object, headers = staff) => t.app.inject({ method: "PUT", url: `/api/admin/reviews/${id}/`, headers, payload });

/** A listed review (visible, with text) of a public model, and the product page's reviews of that model. */
async function listedReview(): Promise<{ review: AdminReview; shop: () => Promise<ReturnType<typeof productReviewsResponseSchema.parse>> }> {
  const [row] = (
    await t.database.db.execute<{ id: number; path: string }>(sql`
      select r.id, mt.path from reviews r join product_models m on m.id = r.model_id
      join product_model_translations mt on mt.model_id = m.id and mt.language = 'fi'
      where r.is_visible and btrim(r.comment) <> '' and m.is_public and m.published_at <= now() and r.shop_answer = ''
      order by r.id limit 1`)
  ).rows;
  const review = adminReviewSchema.parse((await get(`/api/admin/reviews/${row!.id}/`)).json());
  const shop = async () => {
    const res = await t.app.inject({ method: "GET", url: `/api/product_reviews/?model_id=${review.model_id}&size=50` });
    expect(res.statusCode, res.body).toBe(200);
    return productReviewsResponseSchema.parse(res.json());
  };
  return { review, shop };
}

describe("review moderation", () => {
  it("lists reviews newest first, filters hidden ones and refuses a bad query", async () => {
    const page = adminReviewPageSchema.parse((await get("/api/admin/reviews/?per_page=25")).json());
    expect(page.results.length).toBeGreaterThan(0);
    const dates = page.results.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const hidden = adminReviewPageSchema.parse((await get("/api/admin/reviews/?visible=false")).json());
    expect(hidden.results.every((r) => !r.is_visible)).toBe(true);
    const low = adminReviewPageSchema.parse((await get("/api/admin/reviews/?max_rating=4")).json());
    expect(low.results.every((r) => r.rating <= 4)).toBe(true);
    const bad = await get("/api/admin/reviews/?max_rating=11&sort=evil&visible=maybe");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["max_rating", "sort", "visible"]);
  });

  it("answers as the shop and hides a review, audited and shown by the product page at once; a stale save is refused", async () => {
    const { review, shop } = await listedReview();
    expect((await shop()).results.find((r) => r.id === review.id)?.shop_answer).toBeNull();
    const answered = await put(review.id, { version: review.version, is_visible: true, shop_answer: "Kiitos palautteesta!" });
    expect(answered.statusCode, answered.body).toBe(200);
    const after = adminReviewSchema.parse(answered.json());
    expect(after.shop_answered_at).not.toBeNull();
    expect((await shop()).results.find((r) => r.id === review.id)?.shop_answer).toBe("Kiitos palautteesta!");

    const stale = await put(review.id, { version: review.version, is_visible: false, shop_answer: "" }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "stale_version", version: after.version });

    const hidden = await put(review.id, { version: after.version, is_visible: false, shop_answer: "Kiitos palautteesta!" });
    expect(hidden.statusCode).toBe(200);
    expect((await shop()).results.map((r) => r.id)).not.toContain(review.id);
    const audit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=review&entity_id=${review.id}`)).json());
    expect(audit.results.map((r) => r.action)).toEqual(["update", "update"]);
    expect(audit.results[0]).toMatchObject({ actor_id: STAFF_ID, before: { is_visible: true }, after: { is_visible: false } });
    expect(audit.results[0]!.summary).toContain("hidden");
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const { review } = await listedReview();
    const res = await put(review.id, { version: review.version, is_visible: "no", shop_answer: "x".repeat(2001), extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["is_visible", "shop_answer"]));
    expect(adminReviewSchema.parse((await get(`/api/admin/reviews/${review.id}/`)).json()).version).toBe(review.version);
    expect((await get("/api/admin/reviews/99999999/")).statusCode).toBe(404);
  });
});
