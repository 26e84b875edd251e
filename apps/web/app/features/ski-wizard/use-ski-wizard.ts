// The ski wizard's state in the browser (spec 01 §3 "Ski wizard", persisted locally per sport;
// docs/ski-wizard.md "The page"): the picks are read from local storage after hydration (the
// server render has none), every change is stored at once, and each set of picks is checked by
// GET /api/compatible_products/. A failed check is logged and shown with a retry (spec 01 §8).
import {
  compatibilityQuery,
  emptySkiWizard,
  parseSkiWizard,
  skiWizardStorageKey,
  withCompatibility,
  type CompatibleProductsResponse,
  type SkiSport,
  type SkiWizardState,
} from "@polku/domain";
import { useCallback, useEffect, useState } from "react";
import { browserFlowsApi } from "../../lib/flows-api";

export type Compatibility =
  | { status: "idle" | "loading"; answer: CompatibleProductsResponse | null; query: string | null }
  | { status: "ready"; answer: CompatibleProductsResponse; query: string }
  | { status: "error"; answer: CompatibleProductsResponse | null; query: string | null };

export interface SkiWizard {
  state: SkiWizardState;
  /** Local storage has been read: until then the picks are the server render's (none). */
  loaded: boolean;
  update: (change: (state: SkiWizardState) => SkiWizardState) => void;
  compatibility: Compatibility;
  /** The answer is for the current picks. */
  current: boolean;
  retry: () => void;
}

function store(sport: SkiSport, state: SkiWizardState): void {
  try {
    window.localStorage.setItem(skiWizardStorageKey(sport), JSON.stringify(state));
  } catch {
    // Storage full or refused (private mode): the wizard still works on this page.
  }
}

function readStored(sport: SkiSport): string | null {
  try {
    return window.localStorage.getItem(skiWizardStorageKey(sport));
  } catch {
    return null; // storage refused: an empty wizard
  }
}

export function useSkiWizard(sport: SkiSport, taxArea: number): SkiWizard {
  const [state, setState] = useState<SkiWizardState>(emptySkiWizard);
  const [loaded, setLoaded] = useState(false);
  const [compatibility, setCompatibility] = useState<Compatibility>({ status: "idle", answer: null, query: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setState(parseSkiWizard(readStored(sport)));
    setLoaded(true);
  }, [sport]);

  const update = useCallback(
    (change: (state: SkiWizardState) => SkiWizardState) => {
      setState((previous) => {
        const next = change(previous);
        store(sport, next);
        return next;
      });
    },
    [sport],
  );

  const query = compatibilityQuery(sport, state, taxArea);
  useEffect(() => {
    if (!loaded) return;
    const controller = new AbortController();
    setCompatibility((previous) => ({ status: "loading", answer: previous.answer, query: previous.query }));
    browserFlowsApi
      .compatibleProducts(query, controller.signal)
      .then((answer) => {
        setCompatibility({ status: "ready", answer, query });
        update((previous) => withCompatibility(previous, answer));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Compatible products failed", error);
        setCompatibility((previous) => ({ status: "error", answer: previous.answer, query: previous.query }));
      });
    return () => controller.abort();
  }, [query, loaded, attempt, update]);

  return { state, loaded, update, compatibility, current: compatibility.status === "ready" && compatibility.query === query, retry: () => setAttempt((n) => n + 1) };
}
