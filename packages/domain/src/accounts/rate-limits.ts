// Rate limits of the account calls other than login (docs/security.md "Rate limits"): each
// call is counted per client address and, where the call names one, per e-mail address. A
// limit reached answers 429 with Retry-After until the window of the first counted call ends.
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export type AccountAction = "register" | "reset_request" | "link" | "stop_reminders" | "delete_request";

export const ACCOUNT_RATE_LIMITS: Record<AccountAction, { ip: RateLimit; account?: RateLimit }> = {
  register: { ip: { limit: 20, windowSeconds: 60 * 60 }, account: { limit: 3, windowSeconds: 60 * 60 } },
  reset_request: { ip: { limit: 20, windowSeconds: 60 * 60 }, account: { limit: 3, windowSeconds: 60 * 60 } },
  /** Redeeming an e-mailed link (activation, reset confirm, deletion). */
  link: { ip: { limit: 30, windowSeconds: 15 * 60 } },
  stop_reminders: { ip: { limit: 30, windowSeconds: 15 * 60 }, account: { limit: 10, windowSeconds: 60 * 60 } },
  delete_request: { ip: { limit: 10, windowSeconds: 60 * 60 }, account: { limit: 3, windowSeconds: 60 * 60 } },
};

/** True while a counter of `count` calls is within `limit`. */
export function withinLimit(count: number, limit: RateLimit): boolean {
  return count <= limit.limit;
}
