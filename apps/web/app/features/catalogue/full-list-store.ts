// The whole product list of a listing page, loaded once in the browser (spec 02 §4, §7) and
// kept in memory for the session, so filtering, sorting and paging never ask the server again
// and coming back to the page renders every card at once (scroll restoration needs them).
import type { ProductListItem } from "@polku/domain";
import { useCallback, useEffect, useSyncExternalStore } from "react";

export interface FullList {
  items: ProductListItem[];
  /** The recommendation service's order for the 'Recommended' sort; null: the list order. */
  recommendedIds: number[] | null;
}

export type FullListState =
  | { status: "idle" | "loading"; list: null }
  | { status: "done"; list: FullList }
  | { status: "error"; list: null };

/** A large group's list is megabytes: keep the few most recent ones only. */
const MAX_ENTRIES = 4;
const IDLE: FullListState = { status: "idle", list: null };

const entries = new Map<string, FullListState>();
const keyByPath = new Map<string, string>();
const listeners = new Set<() => void>();

function set(key: string, state: FullListState): void {
  entries.delete(key);
  entries.set(key, state);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startFullList(key: string, load: () => Promise<FullList>, force = false): void {
  const current = entries.get(key);
  if (!force && current && current.status !== "error") return;
  set(key, { status: "loading", list: null });
  load().then(
    (list) => set(key, { status: "done", list }),
    (error: unknown) => {
      console.error("Failed to load the product list", error);
      set(key, { status: "error", list: null });
    },
  );
}

/** Names the list a page shows, for hasFullList. */
export function rememberListPath(pathname: string, key: string): void {
  keyByPath.set(pathname, key);
}

/** The state of a list (tests, and anything outside React). */
export function fullListState(key: string): FullListState {
  return entries.get(key) ?? IDLE;
}

/** True when the page at `pathname` has its whole list in memory (slug page shouldRevalidate). */
export function hasFullList(pathname: string): boolean {
  const key = keyByPath.get(pathname);
  return key !== undefined && entries.get(key)?.status === "done";
}

/** The list of `key`, loading it after hydration; `retry` loads it again after a failure. */
export function useFullList(key: string, pathname: string, load: () => Promise<FullList>): FullListState & { retry: () => void } {
  const state = useSyncExternalStore(
    subscribe,
    () => entries.get(key) ?? IDLE,
    () => IDLE,
  );
  useEffect(() => {
    rememberListPath(pathname, key);
    startFullList(key, load);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is rebuilt every render; the key says which list it loads.
  }, [key, pathname]);
  const retry = useCallback(() => startFullList(key, load, true), [key, load]);
  return { ...state, retry };
}
