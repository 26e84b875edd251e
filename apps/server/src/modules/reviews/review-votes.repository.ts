// SQL of review votes (spec 01 §3 voted_reviews, spec 02 §4 "Review vote"): one vote per customer
// and review in review_votes, and the review's counters (reviews.votes_up / votes_down), which
// move by the change in the same transaction.
import { reviewVotes, type Executor } from "@polku/db";
import { and, asc, eq, sql } from "@polku/db/orm";

export interface VotableReview {
  id: number;
  votesUp: number;
  votesDown: number;
}

/**
 * A review shoppers can see (visible, of a public and published model), locked for this
 * transaction so votes on it take turns and its counters stay exact. Null when there is none.
 */
export async function lockVotableReview(db: Executor, reviewId: number): Promise<VotableReview | null> {
  const found = await db.execute<{ id: number; votesUp: number; votesDown: number }>(sql`
    select r.id, r.votes_up as "votesUp", r.votes_down as "votesDown"
      from reviews r join product_models m on m.id = r.model_id
     where r.id = ${reviewId} and r.is_visible and m.is_public and m.published_at <= now()
       for update of r`);
  return found.rows[0] ?? null;
}

export async function findVote(db: Executor, customerId: number, reviewId: number): Promise<boolean | null> {
  const rows = await db
    .select({ vote: reviewVotes.vote })
    .from(reviewVotes)
    .where(and(eq(reviewVotes.customerId, customerId), eq(reviewVotes.reviewId, reviewId)));
  return rows[0]?.vote ?? null;
}

export async function saveVote(db: Executor, customerId: number, reviewId: number, vote: boolean | null): Promise<void> {
  if (vote === null) {
    await db.delete(reviewVotes).where(and(eq(reviewVotes.customerId, customerId), eq(reviewVotes.reviewId, reviewId)));
    return;
  }
  await db
    .insert(reviewVotes)
    .values({ customerId, reviewId, vote })
    .onConflictDoUpdate({ target: [reviewVotes.customerId, reviewVotes.reviewId], set: { vote } });
}

export async function moveCounts(db: Executor, reviewId: number, change: { up: number; down: number }): Promise<VotableReview> {
  const rows = await db.execute<{ id: number; votesUp: number; votesDown: number }>(sql`
    update reviews
       set votes_up = greatest(0, votes_up + ${change.up}), votes_down = greatest(0, votes_down + ${change.down})
     where id = ${reviewId}
    returning id, votes_up as "votesUp", votes_down as "votesDown"`);
  return rows.rows[0]!;
}

export async function customerVotes(db: Executor, customerId: number): Promise<{ review_id: number; vote: boolean }[]> {
  const rows = await db
    .select({ review_id: reviewVotes.reviewId, vote: reviewVotes.vote })
    .from(reviewVotes)
    .where(eq(reviewVotes.customerId, customerId))
    .orderBy(asc(reviewVotes.reviewId));
  return rows;
}
