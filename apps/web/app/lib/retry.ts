// Sending a request again when the shop could not take it for a moment (docs/security.md
// "Database outages"): a 503 (the database dropped or refused the connection; nothing was
// committed) or no answer at all. Only for requests that are safe to repeat, such as placing an
// order with its idempotency key: the second send finds the order if the first one was written.
import { ApiError, ApiNetworkError } from "./api";

/** Waits before the 2nd, 3rd and 4th send; about seven seconds in all. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000] as const;

export function isRetryable(error: unknown): boolean {
  return (error instanceof ApiError && error.status === 503) || error instanceof ApiNetworkError;
}

export async function withRetries<T>(send: () => Promise<T>, opts: { delays?: readonly number[]; sleep?: (ms: number) => Promise<void> } = {}): Promise<T> {
  const delays = opts.delays ?? RETRY_DELAYS_MS;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= delays.length || !isRetryable(error)) throw error;
      await sleep(delays[attempt]!);
    }
  }
}
