// Access tokens expire (docs/accounts.md "Token lifetime"); the storefront's so.auth cookie
// expires with them (spec 01 §7: expiry from expires_in).
export const DEFAULT_TOKEN_LIFETIME_DAYS = 14;

export function tokenLifetimeSeconds(days: number): number {
  return Math.round(days * 24 * 60 * 60);
}

/** Seconds left of a token expiring at `expiresAt`, never negative. */
export function secondsUntil(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}
