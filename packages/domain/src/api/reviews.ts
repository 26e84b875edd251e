// API contract of the review list (spec 02 §3 "Review", §4 "Review vote", §7
// GET /api/product_reviews/). The spec names model_id, size, page and the answer's results,
// max_pages and images; sort, language, count and the review's `created` format are ours
// (docs/api.md "Review calls").
import { z } from "zod";
import {
  REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_NAME_MAX, REVIEW_NAME_MIN, REVIEW_PAGE_MAX, REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX, reviewFitChoices, type ReviewWriteErrorKey,
  REVIEW_PHOTO_PATH, REVIEW_PHOTOS_MAX,
} from "../reviews/review-rules";
import { languageCodeSchema } from "./shell";


export const reviewSorts = ["date", "likes"] as const;
export const reviewSortSchema = z.enum(reviewSorts, { error: "Use date or likes." });
export type ReviewSort = z.infer<typeof reviewSortSchema>;

const positiveInt = (max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be at least 1.`)
    .max(max, `${name} must be at most ${max}.`);

// GET /api/product_reviews/?model_id=&size=10&page=1&sort=date|likes&language=
export const productReviewsQuerySchema = z.object({
  model_id: z.coerce
    .number({ error: "model_id is required." })
    .int("model_id must be a whole number.")
    .positive("model_id must be a positive whole number.")
    .max(2_147_483_647, "model_id is too large."),
  size: positiveInt(REVIEW_PAGE_SIZE_MAX, "size").default(REVIEW_PAGE_SIZE),
  page: positiveInt(REVIEW_PAGE_MAX, "page").default(1),
  /** spec 02 §4: newest first, or most liked (votes up minus down) first. */
  sort: reviewSortSchema.default("date"),
  /** Only the reviews written in this language; absent: every language. */
  language: languageCodeSchema.optional(),
  /** Only the reviews of this many whole stars (ours: the histogram's filter, by reviewStarBucket). */
  stars: z.coerce
    .number({ error: "stars must be a whole number from 1 to 5." })
    .int("stars must be a whole number from 1 to 5.")
    .min(1, "stars must be a whole number from 1 to 5.")
    .max(5, "stars must be a whole number from 1 to 5.")
    .optional(),
});
export type ProductReviewsQuery = z.infer<typeof productReviewsQuerySchema>;

/** spec 02 §3 Review. */
export const reviewSchema = z.object({
  id: z.number().int().positive(),
  /** ISO 8601 UTC. */
  created: z.iso.datetime(),
  /** 0-10 as stored; stars = rating / 2 (reviewStars). */
  rating: z.number().int().min(0).max(10),
  /** The reviewer's name as they chose to show it ("Aino K."). */
  visible_name: z.string(),
  /** Never empty: reviews without text are not listed (spec 02 §5). */
  comment: z.string().min(1),
  /** The language the comment is written in. */
  language: languageCodeSchema,
  /** Fit, 2 (runs small) to 10 (runs large), 6 true to size; null for items without sizes. */
  size: z.number().int().min(2).max(10).nullable(),
  images: z.array(z.string()),
  votes_up: z.number().int().nonnegative(),
  votes_down: z.number().int().nonnegative(),
  /** votes_up + votes_down (the likes sort uses votes_up − votes_down). */
  votes_total: z.number().int().nonnegative(),
  /** The shop's public answer (ours; docs/admin.md "Reviews"); null when none. */
  shop_answer: z.string().nullable(),
  /** Ours: written by a customer with a paid order of the model (docs/product-page.md "Writing a review"). */
  verified_buyer: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productReviewsResponseSchema = z.object({
  results: z.array(reviewSchema),
  /** Listed reviews (with text) matching the query; ours. */
  count: z.number().int().nonnegative(),
  /** ceil(count / size); 0 when nothing is listed. */
  max_pages: z.number().int().nonnegative(),
  /** Every image of the listed reviews of the model, newest review first, each once. */
  images: z.array(z.string()),
  /** Ours: the model's listed reviews in the query's language, whatever `stars` filters. */
  summary: z
    .object({
      /** Listed reviews per whole star, 5 first: reviewStarBucket (a 9 counts as 4 stars, a 0 or 1 as 1). */
      histogram: z.array(z.object({ stars: z.number().int().min(1).max(5), count: z.number().int().nonnegative() })).length(5),
      /** Reviews with a fit value, grouped (reviewFitGroup); `count` is their total. */
      fit: z.object({
        small: z.number().int().nonnegative(),
        true: z.number().int().nonnegative(),
        large: z.number().int().nonnegative(),
        count: z.number().int().nonnegative(),
      }),
    })
    .optional(),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

// POST /api/product_reviews/ (ours; docs/product-page.md "Writing a review"): a logged-in
// customer writes one review per model; it waits for moderation before it is listed. The field
// errors are message keys (reviewWriteErrorKeys) that the storefront shows in its language.
const key = (k: ReviewWriteErrorKey) => k;

export const reviewWriteSchema = z.strictObject({
  model_id: z
    .number({ error: key("modelRequired") })
    .int(key("modelRequired"))
    .positive(key("modelRequired"))
    .max(2_147_483_647, key("modelRequired")),
  /** Whole stars, 1-5 (stored as rating 2-10). */
  stars: z.number({ error: key("ratingRequired") }).int(key("ratingRequired")).min(1, key("ratingRequired")).max(5, key("ratingRequired")),
  visible_name: z
    .string({ error: key("nameTooShort") })
    .trim()
    .min(REVIEW_NAME_MIN, key("nameTooShort"))
    .max(REVIEW_NAME_MAX, key("nameTooLong")),
  comment: z
    .string({ error: key("commentTooShort") })
    .trim()
    .min(REVIEW_COMMENT_MIN, key("commentTooShort"))
    .max(REVIEW_COMMENT_MAX, key("commentTooLong")),
  /** Absent or null: no fit given (items without sizes). */
  fit: z.enum(reviewFitChoices, { error: key("fitInvalid") }).nullable().optional(),
  /** The language the comment is written in; default fi. */
  language: languageCodeSchema.default("fi"),
  /** Paths POST /api/product_reviews/photos/ answered, at most 3 (docs/product-page.md "Review photos"). */
  images: z
    .array(z.string({ error: key("photoInvalid") }).regex(REVIEW_PHOTO_PATH, key("photoInvalid")), { error: key("photoInvalid") })
    .max(REVIEW_PHOTOS_MAX, key("photosTooMany"))
    .refine((list) => new Set(list).size === list.length, key("photoInvalid"))
    .optional(),
});
export type ReviewWriteInput = z.input<typeof reviewWriteSchema>;

export const reviewWriteResponseSchema = z.strictObject({
  id: z.number().int().positive(),
  /** Always pending: staff show it (docs/admin.md "Reviews"). */
  moderation: z.literal("pending"),
  verified_buyer: z.boolean(),
});
export type ReviewWriteResponse = z.infer<typeof reviewWriteResponseSchema>;

/** POST /api/product_reviews/photos/: one picture as the multipart field `file`. */
export const reviewPhotoFieldsSchema = z.strictObject({});
export const reviewPhotoResponseSchema = z.strictObject({
  /** The path to name in the review's images. */
  image: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ReviewPhotoResponse = z.infer<typeof reviewPhotoResponseSchema>;
