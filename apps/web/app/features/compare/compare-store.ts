// The models chosen for comparison (docs/product-page.md "Comparison"), kept in the browser's
// localStorage: nothing goes to the server. Read after hydration only (the server render has no
// storage); a change is told to every component showing the list, and other tabs' changes count
// too. Storage may be unavailable (private mode, blocked, full): then nothing is kept.
import { parseCompareList, removeFromCompare, toggleCompare, type CompareItem } from "@polku/domain";
import { useSyncExternalStore } from "react";

export const COMPARE_STORAGE_KEY = "compareProducts";

const listeners = new Set<() => void>();
let cached: { json: string | null; list: CompareItem[] } | null = null;

function stored(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function read(): CompareItem[] {
  const json = stored();
  if (!cached || cached.json !== json) cached = { json, list: parseCompareList(json) };
  return cached.list;
}

function write(list: readonly CompareItem[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

/** Adds or removes the model; "full" leaves the list as it was (the caller says why). */
export function toggleCompared(item: CompareItem): "added" | "removed" | "already" | "full" {
  const result = toggleCompare(read(), item);
  if (result.status !== "full") write(result.list);
  return result.status;
}

export function removeCompared(id: number): void {
  write(removeFromCompare(read(), id));
}

export function clearCompared(): void {
  write([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: CompareItem[] = [];

/** The chosen models in the order chosen; empty in the server render and before hydration. */
export function useCompared(): CompareItem[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
