// Code guessing through the cart (docs/security.md "Code guessing"): POST /api/checkout/ looks up
// every discount and gift card code it is sent, so it would answer, 20 codes a call, which codes
// exist. Each distinct code that is neither is counted per client address and, when logged in,
// per customer (whose saved cart it is); past the limit within the window the call answers 429
// instead of the validation, so no more than the limit of unknown codes is ever tried per window.
// Known codes are not counted: a shopper's applied codes are sent with every validation.
import type { FastifyReply } from "fastify";
import { HttpError } from "../../http/errors";
import { LIMIT_UNAVAILABLE, TooManyRequests } from "../../lib/request-limit";
import type { RateLimitStore } from "../../lib/rate-limit-store";

/** Distinct unknown codes one address or customer may try within the window. */
export const UNKNOWN_CODE_LIMIT = 20;
export const UNKNOWN_CODE_WINDOW_MS = 15 * 60 * 1000;

export function createCodeGuessLimit(store: RateLimitStore, limit = UNKNOWN_CODE_LIMIT, windowMs = UNKNOWN_CODE_WINDOW_MS) {
  return {
    /** Counts the codes not tried before by each key; throws 429 (with Retry-After) past the limit. */
    async count(keys: string[], codes: string[], reply: FastifyReply): Promise<void> {
      let longest = 0;
      try {
        for (const key of keys) {
          const counter = `codes:unknown:${key}`;
          // A code sent again (the cart is validated at every change) counts once. Over the limit,
          // nothing more is recorded: the key is refused until its window ends.
          if ((await store.count(counter)) <= limit) for (const code of codes) if ((await store.increment(`codes:seen:${key}:${code}`, windowMs)) === 1) await store.increment(counter, windowMs);
          // Over the limit, every call with an unknown code is refused, also one repeating codes
          // whose answer was refused before.
          if ((await store.count(counter)) > limit) longest = Math.max(longest, await store.remainingMs(counter));
        }
      } catch (error) {
        throw Object.assign(new HttpError(503, "limit_unavailable", LIMIT_UNAVAILABLE), { cause: error });
      }
      if (longest > 0) {
        const retryAfter = Math.max(1, Math.ceil(longest / 1000));
        reply.header("retry-after", String(retryAfter));
        throw new TooManyRequests(retryAfter);
      }
    },
  };
}
