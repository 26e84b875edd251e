// Delivery retries of the mail outbox (docs/mail.md "Dispatcher"): a failed send is tried again
// after a growing pause, and given up after MAIL_MAX_ATTEMPTS.
export const MAIL_MAX_ATTEMPTS = 8;
const DELAYS_SECONDS = [60, 5 * 60, 15 * 60, 60 * 60, 3 * 60 * 60, 6 * 60 * 60, 12 * 60 * 60];

/** Seconds to wait after the n-th failed attempt (n ≥ 1), or null when no attempt is left. */
export function mailRetryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return DELAYS_SECONDS[Math.min(Math.max(attempts, 1), DELAYS_SECONDS.length) - 1]!;
}
