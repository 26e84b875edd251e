// Suggestions for the header search box as the shopper types: debounced, stale answers dropped,
// failures shown as "no suggestions" (the form still submits to /search/).
import type { LanguageCode, SearchSuggestResponse } from "@polku/domain";
import { useEffect, useState } from "react";
import { browserApi } from "../../lib/api";

export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 200;

export type SuggestionsState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; suggestions: SearchSuggestResponse }
  | { status: "failed"; query: string };

export function useSuggestions(query: string, language: LanguageCode): SuggestionsState {
  const [state, setState] = useState<SuggestionsState>({ status: "idle" });
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < SUGGEST_MIN_LENGTH) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === "done" ? previous : { status: "loading", query: trimmed }));
    const timer = setTimeout(() => {
      browserApi
        .searchSuggest({ q: trimmed, language }, { signal: controller.signal })
        .then((suggestions) => setState({ status: "done", query: trimmed, suggestions }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error("Failed to fetch search suggestions", error);
          setState({ status: "failed", query: trimmed });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, language]);

  return state;
}
