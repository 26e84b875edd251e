// /api/admin/reviews/… (docs/admin.md "Reviews"): staff list the reviews (hidden first when asked),
// hide or show one and answer it as the shop. Each save is versioned, audited and bumps the
// catalogue version, so the product page's reviews show it on their next answer.
import type { FastifyInstance } from "fastify";
import { bumpCacheVersion, type Database, type Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { adminIdParamsSchema } from "@polku/domain/admin/catalogue";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import { adminReviewListQuerySchema, adminReviewPageSchema, adminReviewSchema, adminReviewUpdateSchema, type AdminReview, type AdminReviewListQuery } from "@polku/domain/admin/reviews";
import { HttpError } from "../../http/errors";
import { actorOf, escapeLike, recordAudit, assertVersion, versionOf, rows, isoTimestamp } from "../admin-core";
import { route } from "../../http/contract";

type ReviewRow = Omit<AdminReview, "version">;
const reviewNotFound = () => new HttpError(404, "not_found", "Review not found");
const SORTS: Record<string, SQL> = { id: sql`r.id`, created: sql`r.created_at`, rating: sql`r.rating` };

/** What staff change of a review, which its version is taken of. */
const stateOf = (r: ReviewRow) => ({ is_visible: r.is_visible, shop_answer: r.shop_answer });
const withVersion = (r: ReviewRow): AdminReview => ({ ...r, version: versionOf(stateOf(r)) });

function selectReviews(where: SQL, tail: SQL = sql``): SQL {
  return sql`select r.id, r.model_id, coalesce(t.name, '') as model_name, ${isoTimestamp(sql`r.created_at`)} as created_at, r.rating::int as rating, r.visible_name,
      r.comment, r.language, r.is_visible, r.shop_answer, ${isoTimestamp(sql`r.shop_answered_at`)} as shop_answered_at, r.votes_up, r.votes_down,
      r.moderation, r.verified_buyer
    from reviews r left join product_model_translations t on t.model_id = r.model_id and t.language = 'fi'
    where ${where} ${tail}`;
}

async function listReviews(db: Executor, q: AdminReviewListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.visible !== undefined) parts.push(sql`r.is_visible = ${q.visible}`);
  if (q.moderation) parts.push(sql`r.moderation = ${q.moderation}`);
  if (q.answered !== undefined) parts.push(q.answered ? sql`r.shop_answer <> ''` : sql`r.shop_answer = ''`);
  if (q.model) parts.push(sql`r.model_id = ${q.model}`);
  if (q.max_rating !== undefined) parts.push(sql`r.rating <= ${q.max_rating}`);
  if (q.q) {
    const like = `%${escapeLike(q.q.trim().toLowerCase())}%`;
    parts.push(sql`(lower(r.comment) like ${like} or lower(r.visible_name) like ${like} or lower(t.name) like ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc` : sql`asc`;
  const [found, counted] = await Promise.all([
    rows<ReviewRow>(db, selectReviews(where, sql`order by ${SORTS[column] ?? SORTS.created} ${dir}, r.id ${dir} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`)),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from reviews r left join product_model_translations t on t.model_id = r.model_id and t.language = 'fi'
          where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`,
    ),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found.map(withVersion), count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

async function loadReview(db: Executor, id: number, lock = false): Promise<ReviewRow | null> {
  const [row] = await rows<ReviewRow>(db, selectReviews(sql`r.id = ${id}`, lock ? sql`for update of r` : sql``));
  return row ?? null;
}



export async function adminReviewsRoutes(app: FastifyInstance, opts: { db: Database; onChange: () => void }): Promise<void> {
  route(app, {
    method: "GET",
    url: "/api/admin/reviews/",
    tag: "Admin: reviews",
    summary: "Reviews to moderate, filtered and paged",
    auth: "staff",
    query: adminReviewListQuerySchema,
    responses: { 200: adminReviewPageSchema },
  }, async (request, _reply, io) => {
    const query = io.query();
    const { rows: found, count, exact } = await listReviews(opts.db, query);
    return io.output({ results: found, count, count_exact: exact || count < ADMIN_COUNT_LIMIT, page: query.page, per_page: query.per_page });
  });

  route(app, {
    method: "GET",
    url: "/api/admin/reviews/:id/",
    tag: "Admin: reviews",
    summary: "A review with its images and votes",
    auth: "staff",
    params: adminIdParamsSchema,
    responses: { 200: adminReviewSchema },
  }, async (request, _reply, io) => {
    const review = await loadReview(opts.db, io.params(reviewNotFound).id);
    if (!review) throw reviewNotFound();
    return io.output(withVersion(review));
  });

  route(app, {
    method: "PUT",
    url: "/api/admin/reviews/:id/",
    tag: "Admin: reviews",
    summary: "Publish, hide or change a review",
    auth: "staff",
    body: adminReviewUpdateSchema,
    params: adminIdParamsSchema,
    responses: { 200: adminReviewSchema },
  }, async (request, _reply, io) => {
    const id = io.params(reviewNotFound).id;
    const input = io.body();
    const actor = actorOf(request);
    await opts.db.transaction(async (tx) => {
      const current = await loadReview(tx, id, true);
      if (!current) throw reviewNotFound();
      const before = stateOf(current);
      assertVersion(before, input.version);
      const after = { is_visible: input.is_visible, shop_answer: input.shop_answer };
      // Saving moderates: a review written on the product page is approved when shown, rejected when kept hidden.
      await tx.execute(sql`update reviews set is_visible = ${after.is_visible}, shop_answer = ${after.shop_answer},
          shop_answered_at = case when ${after.shop_answer} = '' then null when shop_answer = ${after.shop_answer} then shop_answered_at else now() end,
          moderation = ${after.is_visible ? "approved" : "rejected"}
        where id = ${id}`);
      // A first approval adds the review to the model's average and count, as the product page's header shows them.
      if (current.moderation === "pending" && after.is_visible) {
        await tx.execute(sql`update product_models set rating = (coalesce(rating, 0) * rating_count + ${current.rating}) / (rating_count + 1),
            rating_count = rating_count + 1 where id = ${current.model_id}`);
      }
      await bumpCacheVersion(tx, "catalogue");
      const what = [before.is_visible !== after.is_visible ? (after.is_visible ? "shown" : "hidden") : null, before.shop_answer !== after.shop_answer ? (after.shop_answer ? "answered" : "answer removed") : null];
      await recordAudit(tx, actor, { action: "update", entity: "review", entityId: id, summary: `${current.model_name}: ${what.filter(Boolean).join(", ") || "saved"}`, before, after });
    });
    opts.onChange();
    return io.output(withVersion((await loadReview(opts.db, id))!));
  });
}
