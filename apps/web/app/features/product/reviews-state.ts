// Client state of the review list (spec 02 §4 "Review vote": loads page by page, sorted by date
// or likes; §9: 10 a page). Pages are fetched in the browser when the section is first opened:
// the section is closed by default, so the server render never waits for reviews.
import { hasMoreReviewPages, REVIEW_PAGE_SIZE, type Review, type ReviewSort } from "@polku/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi } from "../../lib/api";

export type ReviewListStatus = "idle" | "loading" | "ready" | "error";

export interface ReviewListState {
  status: ReviewListStatus;
  sort: ReviewSort;
  reviews: Review[];
  /** Last page loaded, counted from 1; 0 before the first answer. */
  page: number;
  maxPages: number;
  count: number;
  images: string[];
}

const initial = (sort: ReviewSort): ReviewListState => ({ status: "idle", sort, reviews: [], page: 0, maxPages: 0, count: 0, images: [] });

export function useReviewList(modelId: number, active: boolean) {
  const [state, setState] = useState<ReviewListState>(() => initial("date"));
  const controller = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(
    async (page: number, sort: ReviewSort) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState((s) => (page === 1 ? { ...initial(sort), status: "loading" } : { ...s, status: "loading" }));
      try {
        const answer = await browserApi.productReviews({ model_id: modelId, size: REVIEW_PAGE_SIZE, page, sort }, { signal: abort.signal });
        if (abort.signal.aborted) return;
        setState((s) => {
          // A review already shown (the list moved between pages) is not shown twice.
          const seen = new Set(s.reviews.map((r) => r.id));
          const added = answer.results.filter((r) => !seen.has(r.id));
          return {
            status: "ready",
            sort,
            reviews: page === 1 ? answer.results : [...s.reviews, ...added],
            page,
            maxPages: answer.max_pages,
            count: answer.count,
            images: answer.images,
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
    if (active && stateRef.current.status === "idle") void load(1, stateRef.current.sort);
  }, [active, load]);
  useEffect(() => () => controller.current?.abort(), []);

  const s = state;
  return {
    ...s,
    hasMore: s.status === "ready" && hasMoreReviewPages(s.page, s.maxPages),
    showMore: () => void load(s.page + 1, s.sort),
    /** Repeats what failed: the first page when nothing is shown yet, else the next one. */
    retry: () => void load(s.page + 1, s.sort),
    setSort: (sort: ReviewSort) => void load(1, sort),
  };
}
