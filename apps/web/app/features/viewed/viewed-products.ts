// Recently viewed products, kept in the browser's localStorage under the spec's name
// (spec 01 §3 "Local storage config: viewedProducts", §9: at most 60, newest first, unique by
// path; spec 02 §3: brand, name, path, image). Nothing goes to the server. The list is read
// after hydration only (the server render has no storage), and a change made on this page (the
// product page recording its view) is told to every component showing the list. Storage may be
// unavailable (private mode, blocked, full): then nothing is recorded and nothing breaks.
import { addViewedProduct, parseViewedProducts, type ViewedProduct, type ViewedProductCard } from "@polku/domain";
import { useSyncExternalStore } from "react";

export const VIEWED_STORAGE_KEY = "viewedProducts";

const listeners = new Set<() => void>();
let cached: { json: string | null; list: ViewedProduct[] } | null = null;

function stored(): string | null {
  try {
    return window.localStorage.getItem(VIEWED_STORAGE_KEY);
  } catch {
    return null;
  }
}

function read(): ViewedProduct[] {
  const json = stored();
  if (!cached || cached.json !== json) cached = { json, list: parseViewedProducts(json) };
  return cached.list;
}

export function recordViewedProduct(product: ViewedProductCard): void {
  try {
    window.localStorage.setItem(VIEWED_STORAGE_KEY, JSON.stringify(addViewedProduct(read(), product)));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's views count too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === VIEWED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: ViewedProduct[] = [];

/** The stored list, newest first; empty in the server render and before hydration. */
export function useViewedProducts(): ViewedProduct[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
