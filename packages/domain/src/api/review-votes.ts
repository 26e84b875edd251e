// API contract of review votes (spec 02 §4 "Review vote", §7 POST /api/review_votes/ with
// review_id, review_vote up|down|null and customer_id; docs/product-page.md "Review votes").
// The answer is ours: the review's new counts and the customer's votes (spec 01 §3 voted_reviews).
import { z } from "zod";
import { votedReviewSchema } from "./accounts";

const INT_MAX = 2_147_483_647;
const id = (name: string) =>
  z
    .number({ error: `${name} must be a whole number.` })
    .int(`${name} must be a whole number.`)
    .positive(`${name} must be a positive whole number.`)
    .max(INT_MAX, `${name} is too large.`);

export const reviewVoteSchema = z.enum(["up", "down", "null"], { error: "Use up, down or null." });
export type ReviewVoteInput = z.infer<typeof reviewVoteSchema>;

export const reviewVoteRequestSchema = z.strictObject({
  review_id: id("review_id"),
  /** 'up' sets true, 'down' sets false, 'null' (the string or JSON null) removes the vote. */
  review_vote: z.union([reviewVoteSchema, z.null()]).transform((v): ReviewVoteInput => v ?? "null"),
  /** The spec's client sends its own id; when present it must be the logged-in customer's. */
  customer_id: id("customer_id").optional(),
});
export type ReviewVoteRequest = z.input<typeof reviewVoteRequestSchema>;

export const reviewVoteResponseSchema = z.strictObject({
  review_id: z.number().int().positive(),
  /** The customer's vote now: true up, false down, null none. */
  vote: z.boolean().nullable(),
  votes_up: z.number().int().nonnegative(),
  votes_down: z.number().int().nonnegative(),
  votes_total: z.number().int().nonnegative(),
  voted_reviews: z.array(votedReviewSchema),
});
export type ReviewVoteResponse = z.infer<typeof reviewVoteResponseSchema>;
