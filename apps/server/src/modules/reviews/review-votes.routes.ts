// POST /api/review_votes/ (spec 02 §7: review_id, review_vote up|down|null, customer_id; login
// required). Answers the customer's vote, the review's counts and all the customer's votes.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { reviewVoteRequestSchema, reviewVoteResponseSchema } from "@polku/domain";
import { output, parseInput } from "../../http/validate";
import { requireCustomer } from "../accounts/authentication";
import { createReviewVotesService } from "./review-votes.service";

export async function reviewVotesRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createReviewVotesService(opts.db);

  app.post("/api/review_votes/", async (request, reply) => {
    const customer = requireCustomer(request);
    const input = parseInput(reviewVoteRequestSchema, request.body);
    reply.header("cache-control", "no-store");
    return output(reviewVoteResponseSchema, await service.vote(customer, input));
  });
}
