// Login throttling per IP address and per account (docs/security.md "Rate limits"); the rules
// are the domain's (accounts/login-throttle.ts), the counters live in a RateLimitStore.
//
// An attempt is counted (reserved) BEFORE its password is checked, with one atomic increment per
// key: of a burst of parallel attempts only the first LOGIN_FAILURE_LIMIT are checked at all, the
// rest are refused at once, and only the attempt that took the last slot can lock the key, so a
// burst is one lock step however large it is.
import {
  LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_LOCK_MEMORY_SECONDS, lockSeconds, retryAfterSeconds,
} from "@polku/domain";
import { HttpError } from "../../http/errors";
import type { RateLimitStore } from "../../lib/rate-limit-store";

/** A reserved attempt: the count each key reached with it. */
export interface LoginReservation {
  keys: string[];
  counts: number[];
}

export type ReserveResult = { kind: "reserved"; reservation: LoginReservation } | { kind: "throttled"; retryAfter: number };

export interface LoginThrottle {
  /** Seconds the client must wait, or 0 when none of the keys is locked. */
  retryAfter(keys: string[]): Promise<number>;
  /** Counts an attempt on every key before the password is checked; refuses past the limit. */
  reserve(keys: string[]): Promise<ReserveResult>;
  /** The reserved attempt failed: the one that took a key's last slot locks that key. */
  failed(reservation: LoginReservation): Promise<void>;
  /** A successful login clears the account's failures and gives the address its slot back. */
  succeeded(reservation: LoginReservation, accountKey: string): Promise<void>;
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

const failKey = (key: string) => `login:fail:${key}`;

export function createLoginThrottle(store: RateLimitStore): LoginThrottle {
  const throttle: LoginThrottle = {
    async retryAfter(keys) {
      const remaining = await Promise.all(keys.map((key) => store.remainingMs(`login:lock:${key}`)));
      const longest = Math.max(0, ...remaining);
      return longest > 0 ? retryAfterSeconds(longest) : 0;
    },
    async reserve(keys) {
      const windowMs = LOGIN_FAILURE_WINDOW_SECONDS * 1000;
      const counts = await Promise.all(keys.map((key) => store.increment(failKey(key), windowMs)));
      const over = keys.filter((_, i) => counts[i]! > LOGIN_FAILURE_LIMIT);
      if (over.length === 0) return { kind: "reserved", reservation: { keys, counts } };
      // The slots are taken by attempts still being checked: wait for the lock they may set, or
      // for the window to end.
      const remaining = await Promise.all(over.flatMap((key) => [store.remainingMs(`login:lock:${key}`), store.remainingMs(failKey(key))]));
      return { kind: "throttled", retryAfter: retryAfterSeconds(Math.max(1000, ...remaining)) };
    },
    async failed({ keys, counts }) {
      for (const [i, key] of keys.entries()) {
        if (counts[i] !== LOGIN_FAILURE_LIMIT) continue;
        const lockNumber = await store.increment(`login:locks:${key}`, LOGIN_LOCK_MEMORY_SECONDS * 1000);
        await store.set(`login:lock:${key}`, lockSeconds(lockNumber) * 1000);
        await store.delete(failKey(key));
      }
    },
    async succeeded({ keys }, accountKey) {
      for (const key of keys) {
        if (key === accountKey) await store.delete(failKey(key));
        else await store.decrement(failKey(key));
      }
    },
  };
  return {
    retryAfter: (keys) => guarded(() => throttle.retryAfter(keys)),
    reserve: (keys) => guarded(() => throttle.reserve(keys)),
    failed: (reservation) => guarded(() => throttle.failed(reservation)),
    succeeded: (reservation, accountKey) => guarded(() => throttle.succeeded(reservation, accountKey)),
  };
}
