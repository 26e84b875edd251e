// A CSS media query as React state: false on the server and until hydration, then the browser's
// answer, following changes (window resize, rotation).
import { useCallback, useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Wide enough for the filter column beside the grid (issue 12); the same width as listing.module.css. */
export const DESKTOP_FILTERS_QUERY = "(min-width: 64rem)";
