// The idempotency key of the shopper's checkout attempt (docs/orders.md "Storefront"), kept in
// local storage so a reload, a retried or a double-clicked Pay sends the same key for the same
// cart and the server answers the same order. A changed cart gets a new key (attemptFor); an
// order whose payment ended (declined, cancelled) is forgotten so the next Pay is a new order.
import type { OrderAttempt } from "@polku/domain";

export const ORDER_ATTEMPT_STORAGE_KEY = "polku.orderAttempt.v1";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

const text = (value: unknown): value is string => typeof value === "string" && value.length > 0;

export function readOrderAttempt(store: Storage | null = storage()): OrderAttempt | null {
  try {
    const raw = store?.getItem(ORDER_ATTEMPT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (!text(value.key) || !text(value.fingerprint)) return null;
    return { key: value.key, fingerprint: value.fingerprint, number: text(value.number) ? value.number : null, token: text(value.token) ? value.token : null };
  } catch {
    return null;
  }
}

export function saveOrderAttempt(attempt: OrderAttempt, store: Storage | null = storage()): void {
  try {
    store?.setItem(ORDER_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // Refused storage: the key lives as long as the page, which still covers a double click.
  }
}

/** Forgets the attempt, or only the attempt of order `number` when given. True when one was forgotten. */
export function forgetOrderAttempt(number?: string, store: Storage | null = storage()): boolean {
  const kept = readOrderAttempt(store);
  if (!kept || (number !== undefined && kept.number !== number)) return false;
  try {
    store?.removeItem(ORDER_ATTEMPT_STORAGE_KEY);
  } catch {
    return false;
  }
  return true;
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
