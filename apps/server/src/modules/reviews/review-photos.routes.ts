// POST /api/product_reviews/photos/ (docs/product-page.md "Review photos"): a logged-in customer
// uploads one picture for the review they are writing; it is checked by its content, turned
// upright, shrunk to at most 2000 px a side and re-encoded as JPEG without metadata
// (media/upload-store.ts), and its media path answered, which the review then names in `images`.
// The path is unguessable (a digest) and listed nowhere until staff approve the review. Errors
// are message keys (reviewWriteErrorKeys) that the storefront shows in the shopper's language.
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { REVIEW_PHOTO_MAX_BYTES, reviewPhotoFieldsSchema, reviewPhotoResponseSchema, type ReviewWriteErrorKey } from "@polku/domain";
import { requireCustomer } from "../../http/authentication";
import { route } from "../../http/contract";
import { badRequest } from "../../http/errors";
import { visitorIp } from "../../http/visitor-ip";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { readUploadedFile, UploadRefused, type UploadProblem, type UploadStore } from "../media";

/** Uploads tried per customer and window: three photos for each of a dozen reviews, with retries. */
export const REVIEW_PHOTO_LIMIT = 40;
export const REVIEW_PHOTO_IP_LIMIT = 80;
export const REVIEW_PHOTO_WINDOW_MS = 60 * 60_000;

const PROBLEMS: Record<UploadProblem | "missing" | "large", ReviewWriteErrorKey> = {
  missing: "photoMissing",
  large: "photoTooLarge",
  type: "photoType",
  small: "photoTooSmall",
};
const refuse = (problem: keyof typeof PROBLEMS) => badRequest({ file: [PROBLEMS[problem]] });

export async function reviewPhotoRoutes(app: FastifyInstance, opts: { uploads: UploadStore; rateLimitStore: RateLimitStore }): Promise<void> {
  // Scoped to this plugin: only the upload reads multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: REVIEW_PHOTO_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 } });
  const perCustomer = createRequestLimit(opts.rateLimitStore, "review-photo", REVIEW_PHOTO_LIMIT, REVIEW_PHOTO_WINDOW_MS);
  const perAddress = createRequestLimit(opts.rateLimitStore, "review-photo-ip", REVIEW_PHOTO_IP_LIMIT, REVIEW_PHOTO_WINDOW_MS);

  route(app, {
    method: "POST",
    url: "/api/product_reviews/photos/",
    tag: "Reviews",
    summary: "Upload a photo for a review (JPEG, PNG or WebP, at most 8 MB, at least 200 × 200 px); answers the path to name in the review",
    auth: "customer",
    bodyType: "multipart/form-data",
    body: reviewPhotoFieldsSchema,
    responses: { 201: reviewPhotoResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(perAddress, `ip:${visitorIp(request)}`, reply);
    const customer = requireCustomer(request);
    await enforceLimit(perCustomer, `customer:${customer.id}`, reply);
    const upload = await readUploadedFile(request, REVIEW_PHOTO_MAX_BYTES);
    if ("problem" in upload) throw refuse(upload.problem);
    const data = upload.data;
    try {
      const stored = await opts.uploads.save("review", data);
      return reply.status(201).send(io.output({ image: stored.path, width: stored.width, height: stored.height }));
    } catch (error) {
      if (error instanceof UploadRefused) throw refuse(error.problem);
      throw error;
    }
  });
}
