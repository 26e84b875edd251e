// Paging of a product grid in the browser (spec 02 §4): the shown count starts at 120 for a
// list under 120, else 60; it resets when the query changes; a sentinel coming within 500 px
// adds 60 more (or the rest). The count beyond the start is kept in the history entry's state
// so Back from a product shows the same cards and the scroll position can be restored.
import { initialShownCount, LOAD_MORE_MARGIN_PX, nextShownCount } from "@polku/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/** Where the extra count lives in the history entry (React Router keeps user state under `usr`). */
const STATE_KEY = "gridExtra";

type HistoryState = { usr?: Record<string, unknown> | null } & Record<string, unknown>;

function extraFromState(state: unknown): number {
  const value = (state as Record<string, unknown> | null)?.[STATE_KEY];
  return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0;
}

/** Writes the extra count into the current history entry without a navigation. */
function rememberExtra(extra: number): void {
  const state = (window.history.state ?? {}) as HistoryState;
  const usr = { ...(state.usr ?? {}), [STATE_KEY]: extra };
  window.history.replaceState({ ...state, usr }, "");
}

export interface PagingInput {
  /** The query without paging parameters: a change resets the count. */
  queryKey: string;
  matching: number;
  /** Cards the server rendered (the `shown` query may have asked for more than the start). */
  firstPageCount: number;
  /** Whether every matching product is available (the whole list is loaded). */
  loaded: boolean;
}

export function usePaging({ queryKey, matching, firstPageCount, loaded }: PagingInput) {
  const location = useLocation();
  const [paging, setPaging] = useState(() => ({
    key: queryKey,
    shown: Math.max(firstPageCount, initialShownCount(matching) + extraFromState(location.state)),
  }));
  const [announced, setAnnounced] = useState(false);
  const shown = Math.min(matching, paging.key === queryKey ? Math.max(paging.shown, firstPageCount) : initialShownCount(matching));

  const loadMore = useCallback(() => {
    setPaging({ key: queryKey, shown: nextShownCount(shown, matching) });
    setAnnounced(true);
  }, [queryKey, shown, matching]);

  useEffect(() => {
    if (!loaded) return;
    const extra = Math.max(0, shown - initialShownCount(matching));
    if (extra !== extraFromState((window.history.state as HistoryState | null)?.usr)) rememberExtra(extra);
  }, [loaded, shown, matching]);

  // A fresh observer after every step: it reports at once whether the sentinel is still near.
  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!loaded || !sentinel || shown >= matching || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), {
      rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loaded, shown, matching, loadMore]);

  return { shown, loadMore, sentinelRef, announced };
}
