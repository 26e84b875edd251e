// Login throttling per IP address and per account (docs/security.md "Rate limits"); the rules
// are the domain's (accounts/login-throttle.ts), the counters live in a RateLimitStore.
import {
  LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_LOCK_MEMORY_SECONDS, lockSeconds, reachesLoginLimit, retryAfterSeconds,
} from "@polku/domain";
import { HttpError } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";

export interface LoginThrottle {
  /** Seconds the client must wait, or 0 when none of the keys is locked. */
  retryAfter(keys: string[]): Promise<number>;
  failed(keys: string[]): Promise<void>;
  /** A successful login clears the account's failures (not the address's). */
  succeeded(accountKey: string): Promise<void>;
}

export const loginKeys = (ip: string, normalisedEmail: string) => ({ ip: `ip:${ip}`, account: `account:${normalisedEmail}` });

/**
 * Without its counters (Redis down) login refuses with a 503 rather than running unlimited: a
 * password-guessing window is worse than a minute without logins.
 */
export const THROTTLE_UNAVAILABLE = "Login is unavailable for a moment. Please try again shortly.";

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw Object.assign(new HttpError(503, "login_unavailable", THROTTLE_UNAVAILABLE), { cause: error });
  }
}

export function createLoginThrottle(store: RateLimitStore): LoginThrottle {
  const throttle: LoginThrottle = {
    async retryAfter(keys) {
      const remaining = await Promise.all(keys.map((key) => store.remainingMs(`login:lock:${key}`)));
      const longest = Math.max(0, ...remaining);
      return longest > 0 ? retryAfterSeconds(longest) : 0;
    },
    async failed(keys) {
      for (const key of keys) {
        const failures = await store.increment(`login:fail:${key}`, LOGIN_FAILURE_WINDOW_SECONDS * 1000);
        if (!reachesLoginLimit(failures)) continue;
        const lockNumber = await store.increment(`login:locks:${key}`, LOGIN_LOCK_MEMORY_SECONDS * 1000);
        await store.set(`login:lock:${key}`, lockSeconds(lockNumber) * 1000);
        await store.delete(`login:fail:${key}`);
      }
    },
    async succeeded(accountKey) {
      await store.delete(`login:fail:${accountKey}`);
    },
  };
  return {
    retryAfter: (keys) => guarded(() => throttle.retryAfter(keys)),
    failed: (keys) => guarded(() => throttle.failed(keys)),
    succeeded: (accountKey) => guarded(() => throttle.succeeded(accountKey)),
  };
}
