// Resource stores (spec 01 §4): product groups, banners, brands and keywords with the status
// UNSET -> PENDING -> DONE | FAILED; fetching while PENDING or DONE does nothing; FAILED may be
// fetched again. Server renders use loader data; these only fill gaps in the browser.
import { nextLoadStatus, shouldFetch, type LanguageCode, type LoadStatus, type ProductGroupNode } from "@polku/domain";
import { useEffect, useSyncExternalStore } from "react";
import { browserApi } from "./api";
import { useRootData } from "./root-data";

export interface ResourceState<T> {
  status: LoadStatus;
  data: T | null;
  language: LanguageCode | null;
}

export interface ResourceStore<T> {
  getState(): ResourceState<T>;
  subscribe(listener: () => void): () => void;
  /** Data that arrived another way (a loader): DONE for that language. */
  seed(language: LanguageCode, data: T): void;
  fetch(language: LanguageCode): Promise<void>;
}

export function createResourceStore<T>(
  fetcher: (language: LanguageCode) => Promise<T>,
  options: { rethrow?: boolean; onError?: (error: unknown) => void } = {},
): ResourceStore<T> {
  let state: ResourceState<T> = { status: "UNSET", data: null, language: null };
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    seed(language, data) {
      set({ status: "DONE", data, language });
    },
    async fetch(language) {
      // Another language is another resource: start over.
      const current = state.language === language ? state : { status: "UNSET" as const, data: null, language };
      if (!shouldFetch(current.status)) return;
      set({ ...current, status: nextLoadStatus(current.status, "fetch") });
      try {
        const data = await fetcher(language);
        if (state.language === language) set({ status: nextLoadStatus(state.status, "success"), data, language });
      } catch (error) {
        if (state.language === language) set({ ...state, status: nextLoadStatus(state.status, "failure") });
        options.onError?.(error);
        if (options.rethrow) throw error;
      }
    },
  };
}

// spec 01 §8: product groups and keywords rethrow; banners log '#4128'.
export const productGroupsStore = createResourceStore((language) => browserApi.productGroups(language).then((r) => r.productGroups), {
  rethrow: true,
});
export const bannersStore = createResourceStore((language) => browserApi.banners(language), {
  onError: (error) => console.error("#4128", error),
});
export const brandsStore = createResourceStore((language) => browserApi.brands(language).then((r) => r.brands));
export const keywordsStore = createResourceStore((language) => browserApi.keywordPopups(language).then((r) => r.keywords), {
  rethrow: true,
});

const serverState = { status: "UNSET", data: null, language: null } as const;

export function useResourceState<T>(store: ResourceStore<T>): ResourceState<T> {
  return useSyncExternalStore(store.subscribe, store.getState, () => serverState);
}

/**
 * The whole group tree in the browser, fetched once per language after hydration (the root data
 * carries only the first paint's part, `firstPaintGroups`); null until it has arrived, and on
 * the server.
 */
export function useProductGroupTree(): ProductGroupNode[] | null {
  const root = useRootData();
  const state = useResourceState(productGroupsStore);
  useEffect(() => {
    productGroupsStore.fetch(root.language).catch((error: unknown) => console.error("Failed to fetch product groups", error));
  }, [root.language]);
  return state.status === "DONE" && state.language === root.language && state.data ? state.data : null;
}

/** The menu's groups: the whole tree once it has arrived, until then the root data's first paint part. */
export function useProductGroups(): ProductGroupNode[] {
  const tree = useProductGroupTree();
  const firstPaint = useRootData().productGroups;
  return tree ?? firstPaint;
}
