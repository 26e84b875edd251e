// GET /api/product_reviews/?model_id=&size=10&page=&sort=&language= (spec 02 §7): one page of a
// model's reviews with max_pages and the gallery of review images (docs/api.md "Review calls").
// Votes (POST /api/review_votes/) need a logged-in customer and come with the accounts work.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { productReviewsQuerySchema, productReviewsResponseSchema } from "@polku/domain";
import { createVersionReader } from "../../lib/cache-version";
import { createResponseCache } from "../../lib/response-cache";
import { createReviewsService, type ReviewsBody } from "./reviews.service";
import { route } from "../../http/contract";

/** Shared caches may keep an answer as long as this process does. */
const CACHE_CONTROL = "public, max-age=30";
/** A page of 10 reviews is 3-8 KB of JSON: a few thousand of the busiest pages. */
const REVIEW_CACHE_MAX_BYTES = 8 * 1024 * 1024;
const REVIEW_CACHE_TTL_MS = 30_000;

export async function reviewsRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const answers = createResponseCache<ReviewsBody>({
    name: "reviews",
    maxBytes: REVIEW_CACHE_MAX_BYTES,
    ttlMs: REVIEW_CACHE_TTL_MS,
    version: createVersionReader(opts.db, "catalogue"),
  });
  const service = createReviewsService(opts.db, answers);

  route(app, {
    method: "GET",
    url: "/api/product_reviews/",
    tag: "Reviews",
    summary: "A page of a model's reviews with the image gallery",
    query: productReviewsQuerySchema,
    responses: { 200: productReviewsResponseSchema },
  }, async (request, reply, io) => {
    const query = io.query();
    const body = await service.productReviews(query);
    reply.header("cache-control", CACHE_CONTROL);
    return reply.type("application/json; charset=utf-8").send(body.json);
  });
}
