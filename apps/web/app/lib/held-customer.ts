// The customer a staff member holds (spec 01 §3 "Admin context" selectedCustomer, §6), kept in
// this browser's local storage (HELD_CUSTOMER_STORAGE_KEY) so it survives reloads and is the same
// in every tab. The server render knows none; the bar shows it after hydration.
import { HELD_CUSTOMER_STORAGE_KEY, parseHeldCustomer, type HeldCustomer } from "@polku/domain";
import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: HeldCustomer | null = null;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage refused (private mode): nothing is held
  }
}

function snapshot(): HeldCustomer | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(HELD_CUSTOMER_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseHeldCustomer(raw);
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === HELD_CUSTOMER_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Holds a customer, or releases the held one with null. */
export function setHeldCustomer(customer: HeldCustomer | null): void {
  try {
    if (customer) storage()?.setItem(HELD_CUSTOMER_STORAGE_KEY, JSON.stringify(customer));
    else storage()?.removeItem(HELD_CUSTOMER_STORAGE_KEY);
  } catch {
    // A full or refused storage: the choice lives until the page is left.
  }
  for (const listener of listeners) listener();
}

export function useHeldCustomer(): HeldCustomer | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
