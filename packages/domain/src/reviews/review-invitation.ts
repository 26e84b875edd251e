// Review invitations (docs/product-page.md "Review invitations"): some days after an order is
// delivered, its customer gets one e-mail asking for reviews of its products. Plain rules
// without zod, shared by the server's job and the settings screen.

/** Days after delivery when no setting says otherwise. */
export const REVIEW_INVITATION_DEFAULT_DAYS = 10;
/** The longest wait the setting takes. */
export const REVIEW_INVITATION_MAX_DAYS = 60;
/**
 * Orders delivered longer ago than the wait plus this are never invited: turning the invitations
 * on (or a job that stood still) does not mail a shop's whole history.
 */
export const REVIEW_INVITATION_WINDOW_DAYS = 30;
/** At most this many products are listed in one invitation (the order page has the rest). */
export const REVIEW_INVITATION_MAX_PRODUCTS = 10;
/**
 * The statuses that count as delivered: shipped for deliveries, ready for pick-up for store
 * pickups (no carrier or store reports the hand-over yet); the first time the order reached one.
 */
export const DELIVERED_STATUSES = ["shipped", "ready_for_pick_up"] as const;

/**
 * The general setting review_invitation_days: the wait in whole days (1-60), 0 to send none,
 * empty or missing for the default. Null: off. A bad value is an error for the settings screen;
 * the job reads it as the default.
 */
export function parseReviewInvitationDays(value: string | null | undefined): { days: number | null; error: string | null } {
  const text = (value ?? "").trim();
  if (text === "") return { days: REVIEW_INVITATION_DEFAULT_DAYS, error: null };
  if (!/^\d{1,3}$/.test(text) || Number(text) > REVIEW_INVITATION_MAX_DAYS) {
    return { days: REVIEW_INVITATION_DEFAULT_DAYS, error: `Whole days from 0 to ${REVIEW_INVITATION_MAX_DAYS}; 0 sends no invitations, empty means ${REVIEW_INVITATION_DEFAULT_DAYS}.` };
  }
  const days = Number(text);
  return { days: days === 0 ? null : days, error: null };
}
