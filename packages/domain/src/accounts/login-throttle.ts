// Rules of login throttling (docs/security.md "Rate limits"): failed logins are counted per
// IP address and per account within a window; reaching the limit locks that key, and every
// further lock within a day lasts twice as long as the one before.
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_FIRST_LOCK_SECONDS = 15 * 60;
export const LOGIN_MAX_LOCK_SECONDS = 24 * 60 * 60;
/** How long earlier locks are remembered for the back-off. */
export const LOGIN_LOCK_MEMORY_SECONDS = 24 * 60 * 60;

/** Length of the n-th lock (n ≥ 1) of one key: 15 min, 30 min, 1 h, … at most a day. */
export function lockSeconds(lockNumber: number): number {
  if (!Number.isFinite(lockNumber) || lockNumber < 1) return 0;
  const exponent = Math.min(Math.floor(lockNumber) - 1, 16);
  return Math.min(LOGIN_FIRST_LOCK_SECONDS * 2 ** exponent, LOGIN_MAX_LOCK_SECONDS);
}

/** True when this many failures within the window lock the key. */
export function reachesLoginLimit(failures: number): boolean {
  return failures >= LOGIN_FAILURE_LIMIT;
}

/** Retry-After in whole seconds (at least 1) for a lock that ends in `remainingMs`. */
export function retryAfterSeconds(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 1000));
}
