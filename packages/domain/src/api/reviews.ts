// API contract of the review list (spec 02 §3 "Review", §4 "Review vote", §7
// GET /api/product_reviews/). The spec names model_id, size, page and the answer's results,
// max_pages and images; sort, language, count and the review's `created` format are ours
// (docs/api.md "Review calls").
import { z } from "zod";
import { REVIEW_PAGE_MAX, REVIEW_PAGE_SIZE, REVIEW_PAGE_SIZE_MAX } from "../reviews/review-rules";
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
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;
