// POST /api/review_votes/ (spec 02 §7: review_id, review_vote up|down|null, customer_id; login
// required). Answers the customer's vote, the review's counts and all the customer's votes.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { reviewVoteRequestSchema, reviewVoteResponseSchema } from "@polku/domain";
import { requireCustomer } from "../../http/authentication";
import { createReviewVotesService } from "./review-votes.service";
import { route } from "../../http/contract";

export async function reviewVotesRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createReviewVotesService(opts.db);

  route(app, {
    method: "POST",
    url: "/api/review_votes/",
    tag: "Reviews",
    summary: "Vote a review helpful or not (logged in)",
    auth: "customer",
    body: reviewVoteRequestSchema,
    responses: { 200: reviewVoteResponseSchema },
  }, async (request, reply, io) => {
    const customer = requireCustomer(request);
    const input = io.body();
    reply.header("cache-control", "no-store");
    return io.output(await service.vote(customer, input));
  });
}
