// GET /api/product_reviews/?model_id=&size=10&page=&sort=&language= (spec 02 §7): one page of a
// model's reviews with max_pages and the gallery of review images (docs/api.md "Review calls").
// POST /api/product_reviews/ (ours): a logged-in customer writes a review, which waits for
// moderation (review-writing.service.ts), rate limited per customer and per address.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { productReviewsQuerySchema, productReviewsResponseSchema, reviewWriteResponseSchema, reviewWriteSchema } from "@polku/domain";
import { visitorIp } from "../../http/visitor-ip";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { requireCustomer } from "../../http/authentication";
import { createReviewWritingService } from "./review-writing.service";
import { createVersionReader } from "../../lib/cache-version";
import { createResponseCache } from "../../lib/response-cache";
import { createReviewsService, type ReviewsBody } from "./reviews.service";
import { route } from "../../http/contract";
import type { UploadStore } from "../media";

/** Shared caches may keep an answer as long as this process does. */
const CACHE_CONTROL = "public, max-age=30";
/** A page of 10 reviews is 3-8 KB of JSON: a few thousand of the busiest pages. */
const REVIEW_CACHE_MAX_BYTES = 8 * 1024 * 1024;
const REVIEW_CACHE_TTL_MS = 30_000;

/** Writes tried per customer and window, refused ones too: a whole order reviewed with a few corrections, not a flood. */
export const REVIEW_WRITE_LIMIT = 20;
/** Per address: a household or an office behind one address. */
export const REVIEW_WRITE_IP_LIMIT = 40;
export const REVIEW_WRITE_WINDOW_MS = 60 * 60_000;

export async function reviewsRoutes(app: FastifyInstance, opts: { db: Database; rateLimitStore: RateLimitStore; uploads: UploadStore }): Promise<void> {
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

  const writing = createReviewWritingService(opts.db, opts.uploads);
  const perCustomer = createRequestLimit(opts.rateLimitStore, "review-write", REVIEW_WRITE_LIMIT, REVIEW_WRITE_WINDOW_MS);
  const perAddress = createRequestLimit(opts.rateLimitStore, "review-write-ip", REVIEW_WRITE_IP_LIMIT, REVIEW_WRITE_WINDOW_MS);

  route(app, {
    method: "POST",
    url: "/api/product_reviews/",
    tag: "Reviews",
    summary: "Write a review of a model; it is listed once moderated",
    auth: "customer",
    body: reviewWriteSchema,
    responses: { 201: reviewWriteResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(perAddress, `ip:${visitorIp(request)}`, reply);
    const customer = requireCustomer(request);
    await enforceLimit(perCustomer, `customer:${customer.id}`, reply);
    const input = io.body();
    reply.code(201);
    return io.output(await writing.write(customer, input));
  });
}
