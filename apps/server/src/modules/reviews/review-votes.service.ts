// The review vote use case (spec 02 §4 "Review vote", spec 01 §4; docs/product-page.md "Review
// votes"): set, change or remove the customer's vote and move the review's counts by the
// change, in one transaction with the review locked, so counts and votes never disagree.
import type { Database } from "@polku/db";
import { voteCountChange, voteValue, type ReviewVoteResponse, type ReviewVoteInput } from "@polku/domain";
import { notFound } from "../../http/errors";
import { permissionDenied, type AuthenticatedCustomer } from "../../http/authentication";
import { customerVotes, findVote, lockVotableReview, moveCounts, saveVote } from "./review-votes.repository";

export const REVIEW_NOT_FOUND = "Review not found";

export interface VoteInput {
  review_id: number;
  review_vote: ReviewVoteInput;
  customer_id?: number;
}

export function createReviewVotesService(db: Database) {
  return {
    async vote(customer: AuthenticatedCustomer, input: VoteInput): Promise<ReviewVoteResponse> {
      // The spec's client names itself; nobody votes in another customer's name.
      if (input.customer_id !== undefined && input.customer_id !== customer.id) throw permissionDenied();
      return db.transaction(async (tx) => {
        const review = await lockVotableReview(tx, input.review_id);
        if (!review) throw notFound(REVIEW_NOT_FOUND);
        const previous = await findVote(tx, customer.id, review.id);
        const next = voteValue(input.review_vote);
        await saveVote(tx, customer.id, review.id, next);
        const counts = await moveCounts(tx, review.id, voteCountChange(previous, next));
        return {
          review_id: review.id,
          vote: next,
          votes_up: counts.votesUp,
          votes_down: counts.votesDown,
          votes_total: counts.votesUp + counts.votesDown,
          voted_reviews: await customerVotes(tx, customer.id),
        };
      });
    },
  };
}
