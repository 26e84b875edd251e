// Rate limits of the account calls other than login (docs/security.md "Rate limits"): the
// counters of the client address and, when the call names one, of the e-mail address. Counted
// in the same store as the login throttle (memory, or Redis with REDIS_URL).
import { ACCOUNT_RATE_LIMITS, retryAfterSeconds, withinLimit, type AccountAction } from "@polku/domain";
import { HttpError } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";

export const TOO_MANY_REQUESTS = "Too many requests. Try again later.";

export interface AccountLimits {
  /** Counts the call; seconds to wait when a limit is exceeded, else 0. */
  hit(action: AccountAction, ip: string, normalisedEmail?: string): Promise<number>;
}

export function createAccountLimits(store: RateLimitStore): AccountLimits {
  return {
    async hit(action, ip, normalisedEmail) {
      const limits = ACCOUNT_RATE_LIMITS[action];
      const keys: [string, (typeof limits)["ip"]][] = [[`acct:${action}:ip:${ip}`, limits.ip]];
      if (limits.account && normalisedEmail) keys.push([`acct:${action}:account:${normalisedEmail}`, limits.account]);
      try {
        let wait = 0;
        for (const [key, limit] of keys) {
          const count = await store.increment(key, limit.windowSeconds * 1000);
          if (!withinLimit(count, limit)) wait = Math.max(wait, retryAfterSeconds(await store.remainingMs(key)));
        }
        return wait;
      } catch (error) {
        // Without its counters a call is refused rather than left unlimited (as login does).
        throw Object.assign(new HttpError(503, "unavailable", "This is unavailable for a moment. Please try again shortly."), { cause: error });
      }
    },
  };
}
