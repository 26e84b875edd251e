// Client state of the review list (spec 02 §4 "Review vote": loads page by page, sorted by date
// or likes; §9: 10 a page). Pages are fetched in the browser when the section is first opened:
// the section is closed by default, so the server render never waits for reviews.
import { hasMoreReviewPages, REVIEW_PAGE_SIZE, type ProductReviewsResponse, type Review, type ReviewSort } from "@polku/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "../../lib/api";

export type ReviewListStatus = "idle" | "loading" | "ready" | "error";

export interface ReviewListState {
  status: ReviewListStatus;
  sort: ReviewSort;
  /** The histogram's filter: whole stars, or null for every review. */
  stars: number | null;
  reviews: Review[];
  /** Last page loaded, counted from 1; 0 before the first answer. */
  page: number;
  maxPages: number;
  count: number;
  images: string[];
  /** Star histogram and fit groups of every listed review (not only the filtered ones). */
  summary: ProductReviewsResponse["summary"] | null;
}

const initial = (sort: ReviewSort, stars: number | null, summary: ReviewListState["summary"] = null): ReviewListState => ({
  status: "idle", sort, stars, reviews: [], page: 0, maxPages: 0, count: 0, images: [], summary,
});

export function useReviewList(modelId: number, active: boolean) {
  const [state, setState] = useState<ReviewListState>(() => initial("date", null));
  const controller = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(
    async (page: number, sort: ReviewSort, stars: number | null) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      // A new sort or filter starts over; the summary stays shown meanwhile (it does not depend on them).
      setState((s) => (page === 1 ? { ...initial(sort, stars, s.summary), status: "loading" } : { ...s, status: "loading" }));
      try {
        const answer = await browserApi.productReviews(
          { model_id: modelId, size: REVIEW_PAGE_SIZE, page, sort, stars: stars ?? undefined },
          { signal: abort.signal },
        );
        if (abort.signal.aborted) return;
        setState((s) => {
          // A review already shown (the list moved between pages) is not shown twice.
          const seen = new Set(s.reviews.map((r) => r.id));
          const added = answer.results.filter((r) => !seen.has(r.id));
          return {
            status: "ready",
            sort,
            stars,
            reviews: page === 1 ? answer.results : [...s.reviews, ...added],
            page,
            maxPages: answer.max_pages,
            count: answer.count,
            images: answer.images,
            summary: answer.summary ?? s.summary,
          };
        });
      } catch {
        if (abort.signal.aborted) return;
        setState((s) => ({ ...s, status: "error" }));
      }
    },
    [modelId],
  );

  // First opening loads page 1 (the section is keyed by model, so another product starts over).
  useEffect(() => {
    if (active && stateRef.current.status === "idle") void load(1, stateRef.current.sort, stateRef.current.stars);
  }, [active, load]);
  useEffect(() => () => controller.current?.abort(), []);

  const s = state;
  return {
    ...s,
    hasMore: s.status === "ready" && hasMoreReviewPages(s.page, s.maxPages),
    showMore: () => void load(s.page + 1, s.sort, s.stars),
    /** Repeats what failed: the first page when nothing is shown yet, else the next one. */
    retry: () => void load(s.page + 1, s.sort, s.stars),
    setSort: (sort: ReviewSort) => void load(1, sort, s.stars),
    /** Shows only the reviews of this many stars; null, or the same stars again, shows all. */
    setStars: (stars: number | null) => void load(1, s.sort, stars === s.stars ? null : stars),
  };
}
