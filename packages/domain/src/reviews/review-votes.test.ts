import { describe, expect, it } from "vitest";
import { reviewVoteRequestSchema } from "../api/review-votes";
import { applyReviewVote, countsAfterVote, currentVote, voteAfterClick, voteCountChange, voteInput, voteValue } from "./review-votes";

describe("review votes (spec 01 §4, spec 02 §4)", () => {
  it("'up' sets true, 'down' sets false, 'null' removes", () => {
    expect(voteValue("up")).toBe(true);
    expect(voteValue("down")).toBe(false);
    expect(voteValue("null")).toBeNull();
    expect([true, false, null].map((v) => voteInput(v))).toEqual(["up", "down", "null"]);
  });

  it("adds a vote when there was none, replaces one, removes on null", () => {
    const votes = [{ reviewId: 1, vote: true }];
    expect(applyReviewVote(votes, 2, false)).toEqual([{ reviewId: 1, vote: true }, { reviewId: 2, vote: false }]);
    expect(applyReviewVote(votes, 1, false)).toEqual([{ reviewId: 1, vote: false }]);
    expect(applyReviewVote(votes, 1, null)).toEqual([]);
    expect(currentVote(votes, 1)).toBe(true);
    expect(currentVote(votes, 2)).toBeNull();
  });

  it("clicking the vote already given clears it", () => {
    expect(voteAfterClick(true, "up")).toBe("null");
    expect(voteAfterClick(false, "down")).toBe("null");
    expect(voteAfterClick(true, "down")).toBe("down");
    expect(voteAfterClick(null, "up")).toBe("up");
  });

  it("moves the counts with the vote and never below zero", () => {
    expect(voteCountChange(null, true)).toEqual({ up: 1, down: 0 });
    expect(voteCountChange(true, false)).toEqual({ up: -1, down: 1 });
    expect(voteCountChange(false, null)).toEqual({ up: 0, down: -1 });
    expect(voteCountChange(true, true)).toEqual({ up: 0, down: 0 });
    expect(countsAfterVote({ votes_up: 4, votes_down: 1 }, true, false)).toEqual({ votes_up: 3, votes_down: 2, votes_total: 5 });
    expect(countsAfterVote({ votes_up: 0, votes_down: 0 }, true, null)).toEqual({ votes_up: 0, votes_down: 0, votes_total: 0 });
  });

  it("reads null and 'null' alike and refuses other votes", () => {
    expect(reviewVoteRequestSchema.parse({ review_id: 3, review_vote: null }).review_vote).toBe("null");
    expect(reviewVoteRequestSchema.parse({ review_id: 3, review_vote: "null" }).review_vote).toBe("null");
    expect(reviewVoteRequestSchema.safeParse({ review_id: 3, review_vote: "like" }).success).toBe(false);
    expect(reviewVoteRequestSchema.safeParse({ review_id: "3", review_vote: "up" }).success).toBe(false);
  });
});
