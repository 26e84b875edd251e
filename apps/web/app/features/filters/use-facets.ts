// Recounting the facets without freezing the page (spec 02 §9): a change waits 300 ms for the
// next one, then the list is walked 20 entries at a time and the browser gets the main thread
// back whenever a frame's worth of work is done. A newer change cancels a running recount.
import { buildFacets, facetSteps, filterQuery, type FacetIndex, type Facets, type FilterState } from "@polku/domain";
import { useEffect, useRef, useState } from "react";

/** spec 02 §9 "filter recount 300 ms". */
export const RECOUNT_DEBOUNCE_MS = 300;
/** Work between two yields to the browser; well under a 60 Hz frame. */
const SLICE_MS = 8;

export const stateKey = (state: FilterState) => new URLSearchParams(filterQuery(state)).toString();

function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function useFacets(index: FacetIndex, state: FilterState): { facets: Facets; busy: boolean } {
  const key = stateKey(state);
  const [result, setResult] = useState(() => ({ facets: buildFacets(index, state), index, key }));
  const [busy, setBusy] = useState(false);
  const latest = useRef(state);
  latest.current = state;

  const current = result.index === index && result.key === key;
  useEffect(() => {
    if (current) {
      setBusy(false);
      return;
    }
    let cancelled = false;
    setBusy(true);
    const timer = setTimeout(async () => {
      const steps = facetSteps(index, latest.current);
      let deadline = performance.now() + SLICE_MS;
      for (;;) {
        const step = steps.next();
        if (cancelled) return;
        if (step.done) {
          setResult({ facets: step.value, index, key });
          setBusy(false);
          return;
        }
        if (performance.now() >= deadline) {
          await yieldToBrowser();
          if (cancelled) return;
          deadline = performance.now() + SLICE_MS;
        }
      }
    }, RECOUNT_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [index, key, current]);

  return { facets: result.facets, busy: busy || !current };
}
