// Fixed-window request limits per key (docs/security.md "Rate limits"): at most `limit` calls
// within `windowMs`, counted in the shared RateLimitStore (memory, or Redis with REDIS_URL).
// Without its counters the call is refused with a 503 rather than run unlimited.
import type { FastifyReply } from "fastify";
import { HttpError } from "../http/errors";
import type { RateLimitStore } from "./rate-limit-store";

export const TOO_MANY_REQUESTS = "Too many requests. Try again later.";
export const LIMIT_UNAVAILABLE = "This is unavailable for a moment. Please try again shortly.";

export interface RequestLimit {
  /** Counts one call for `key`; throws 429 (with retryAfter seconds) once the limit is passed. */
  hit(key: string): Promise<void>;
}

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, "throttled", TOO_MANY_REQUESTS);
  }
}

export function createRequestLimit(store: RateLimitStore, name: string, limit: number, windowMs: number): RequestLimit {
  return {
    async hit(key) {
      const counter = `${name}:${key}`;
      let count: number;
      let remaining = 0;
      try {
        count = await store.increment(counter, windowMs);
        if (count > limit) remaining = await store.remainingMs(counter);
      } catch (error) {
        throw Object.assign(new HttpError(503, "limit_unavailable", LIMIT_UNAVAILABLE), { cause: error });
      }
      if (count > limit) throw new TooManyRequests(Math.max(1, Math.ceil(remaining / 1000)));
    },
  };
}

/** Counts the call; a refusal carries Retry-After in seconds. */
export async function enforceLimit(limit: RequestLimit, key: string, reply: FastifyReply): Promise<void> {
  try {
    await limit.hit(key);
  } catch (error) {
    if (error instanceof TooManyRequests) reply.header("retry-after", String(error.retryAfter));
    throw error;
  }
}
