// The back office's review moderation (docs/admin.md "Reviews"): the reviews of every product,
// hidden or shown, and the shop's public answer under a review.
import { z } from "zod";
import { languageCodeSchema } from "../api/shell";
import { listQuerySchema, optionalFlag, optionalId, pageSchema, versionSchema } from "./common";

export const adminReviewListQuerySchema = listQuerySchema(["id", "created", "rating"], "-created").extend({
  visible: optionalFlag,
  answered: optionalFlag,
  /** pending: written on the product page and not yet shown or hidden by staff. */
  moderation: z
    .union([z.literal(""), z.enum(["pending", "approved", "rejected"])])
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
  model: optionalId,
  /** At most this many stars × 2 (0-10), e.g. 4 for the two-star reviews and below. */
  max_rating: z
    .union([z.literal(""), z.coerce.number().int().min(0).max(10)])
    .optional()
    .transform((v) => (v === "" ? undefined : v)),
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  model_id: z.number().int(),
  model_name: z.string(),
  created_at: z.string(),
  rating: z.number().int(),
  visible_name: z.string(),
  comment: z.string(),
  language: languageCodeSchema,
  is_visible: z.boolean(),
  shop_answer: z.string(),
  shop_answered_at: z.string().nullable(),
  votes_up: z.number().int(),
  votes_down: z.number().int(),
  /** pending until staff save it (shown: approved, hidden: rejected); imported reviews are approved. */
  moderation: z.enum(["pending", "approved", "rejected"]),
  /** The writer had a paid order of the model. */
  verified_buyer: z.boolean(),
  /** The review's photos as media paths (docs/product-page.md "Review photos"). */
  images: z.array(z.string()),
  version: versionSchema,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = pageSchema(adminReviewSchema);
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** Hide or show a review, and answer it as the shop (an empty answer removes the answer). */
export const adminReviewUpdateSchema = z.strictObject({
  version: versionSchema,
  is_visible: z.boolean(),
  shop_answer: z.string().trim().max(2000, "At most 2000 characters."),
  /** The photos to keep: absent keeps them all; only photos the review has may stay (a removed one cannot come back). */
  images: z.array(z.string().max(500)).max(10).optional(),
});
export type AdminReviewUpdate = z.infer<typeof adminReviewUpdateSchema>;
