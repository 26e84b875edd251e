// Up and down votes of one review (spec 02 §4 "Review vote", §6, §8; spec 01 §4): the vote is
// applied locally first, the buttons are disabled while it is sent, the same vote again clears
// it; a failure is only logged, the local change undone and the buttons enabled again. Guests
// are told 'You need to be logged in to like' with a link to log in.
import {
  applyReviewVote, countsAfterVote, currentVote, voteAfterClick, voteValue, type Review, type VotedReview,
} from "@polku/domain";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { ThumbDownIcon, ThumbUpIcon } from "../../components/ui/icons";
import { browserApi } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { browserAuthorization, useVotedReviews } from "../../lib/user-state";
import { loginPathFor } from "../accounts/login-rules";
import styles from "./reviews.module.css";

const fromAnswer = (list: { review_id: number; vote: boolean }[]): VotedReview[] => list.map((v) => ({ reviewId: v.review_id, vote: v.vote }));

export function ReviewVotes({ review }: { review: Review }) {
  const t = useT();
  const user = useUser();
  const location = useLocation();
  const [votes, setVotes] = useVotedReviews();
  const [counts, setCounts] = useState({ votes_up: review.votes_up, votes_down: review.votes_down });
  const [sending, setSending] = useState(false);
  const [guestNotice, setGuestNotice] = useState(false);
  const vote = currentVote(votes, review.id);

  async function click(clicked: "up" | "down") {
    const authorization = browserAuthorization();
    if (!user.isAuthenticated || !authorization) {
      setGuestNotice(true);
      return;
    }
    const input = voteAfterClick(vote, clicked);
    const next = voteValue(input);
    const before = { votes, counts };
    setVotes(applyReviewVote(votes, review.id, next));
    setCounts(countsAfterVote(counts, vote, next));
    setSending(true);
    try {
      const answer = await browserApi.reviewVote(authorization, { review_id: review.id, review_vote: input, customer_id: user.id ?? undefined });
      setVotes(fromAnswer(answer.voted_reviews));
      setCounts({ votes_up: answer.votes_up, votes_down: answer.votes_down });
    } catch (error) {
      console.error("Review vote failed", error);
      setVotes(before.votes);
      setCounts(before.counts);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.voting}>
      <div className={styles.voteButtons}>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={vote === true}
          aria-label={t("social.votes.like", { count: counts.votes_up })}
          disabled={sending}
          onClick={() => void click("up")}
        >
          <ThumbUpIcon />
          <span aria-hidden="true">{counts.votes_up}</span>
        </button>
        <button
          type="button"
          className={styles.vote}
          aria-pressed={vote === false}
          aria-label={t("social.votes.dislike", { count: counts.votes_down })}
          disabled={sending}
          onClick={() => void click("down")}
        >
          <ThumbDownIcon />
          <span aria-hidden="true">{counts.votes_down}</span>
        </button>
      </div>
      <p className={styles.voteNotice} role="status">
        {guestNotice ? (
          <>
            {t("social.votes.loginRequired")}{" "}
            <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t("social.votes.login")}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
