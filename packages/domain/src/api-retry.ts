// The storefront's API client (spec 01 §7): which failures it sends again, when, and how long it
// waits for an answer. Only calls that are safe to repeat are retried: reads (GET, HEAD) and
// writes the caller declares idempotent (a PUT that replaces, or a write that carries an
// idempotency key the server deduplicates by: every send then carries the same key).

/** Statuses a proxy or an overloaded shop answers before it did anything (docs/api.md "Retries"). */
export const API_RETRY_STATUSES: readonly number[] = [502, 503, 504];
/** Waits before the 2nd and 3rd send of a call. */
export const API_RETRY_DELAYS_MS: readonly number[] = [300, 1_000];
/** The browser gives up on a send after this long (then retries it if it may). */
export const API_TIMEOUT_MS = 20_000;

export function isIdempotentMethod(method: string | undefined): boolean {
  const name = (method ?? "GET").toUpperCase();
  return name === "GET" || name === "HEAD";
}

export type ApiSendOutcome = { kind: "network" } | { kind: "timeout" } | { kind: "aborted" } | { kind: "status"; status: number };

/**
 * Whether send number `attempt` (0 for the first) is followed by another: a retryable call, a
 * network failure, a timeout or a 502/503/504, and a delay left. An abort by the caller (a newer
 * search, a page left) is never retried.
 */
export function shouldRetryApiCall(input: { method?: string; idempotent?: boolean; outcome: ApiSendOutcome; attempt: number; delays?: readonly number[] }): boolean {
  const delays = input.delays ?? API_RETRY_DELAYS_MS;
  if (input.attempt >= delays.length) return false;
  if (!isIdempotentMethod(input.method) && !input.idempotent) return false;
  const { outcome } = input;
  if (outcome.kind === "aborted") return false;
  if (outcome.kind === "status") return API_RETRY_STATUSES.includes(outcome.status);
  return true;
}
