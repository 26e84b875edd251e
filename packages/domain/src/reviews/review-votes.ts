// Review votes (spec 01 §4 "Review vote", spec 02 §4): 'up' sets true, 'down' sets false, 'null'
// removes; with no previous vote one is added. Clicking the same vote again clears it. The counts
// follow the change, the same in the server's update and the browser's local-first display.
import type { ReviewVoteInput } from "../api/review-votes";

/** true up, false down, null none. */
export type VoteValue = boolean | null;

export interface VotedReview {
  reviewId: number;
  vote: boolean;
}

export interface VoteCounts {
  votes_up: number;
  votes_down: number;
}

export function voteValue(input: ReviewVoteInput): VoteValue {
  return input === "up" ? true : input === "down" ? false : null;
}

export function voteInput(value: VoteValue): ReviewVoteInput {
  return value === true ? "up" : value === false ? "down" : "null";
}

/** spec 02 §4: a click on the vote already given clears it (sent as null). */
export function voteAfterClick(previous: VoteValue, clicked: "up" | "down"): ReviewVoteInput {
  const wanted = clicked === "up";
  return previous === wanted ? "null" : clicked;
}

export function currentVote(votes: readonly VotedReview[], reviewId: number): VoteValue {
  return votes.find((v) => v.reviewId === reviewId)?.vote ?? null;
}

/** spec 01 §4: the customer's votes with `reviewId` set to `value` (null removes it). */
export function applyReviewVote(votes: readonly VotedReview[], reviewId: number, value: VoteValue): VotedReview[] {
  const others = votes.filter((v) => v.reviewId !== reviewId);
  return value === null ? others : [...others, { reviewId, vote: value }];
}

/** How the review's counts change when a customer's vote goes from `previous` to `next`. */
export function voteCountChange(previous: VoteValue, next: VoteValue): { up: number; down: number } {
  return {
    up: (next === true ? 1 : 0) - (previous === true ? 1 : 0),
    down: (next === false ? 1 : 0) - (previous === false ? 1 : 0),
  };
}

/** The counts after the change, never below zero. */
export function countsAfterVote<T extends VoteCounts>(counts: T, previous: VoteValue, next: VoteValue): T & { votes_total: number } {
  const change = voteCountChange(previous, next);
  const votes_up = Math.max(0, counts.votes_up + change.up);
  const votes_down = Math.max(0, counts.votes_down + change.down);
  return { ...counts, votes_up, votes_down, votes_total: votes_up + votes_down };
}
