// Limits and codes of a cart, without zod: the API contracts (api/checkout.ts, api/accounts.ts) build their
// schemas on them and the browser's cart code checks with them (docs/performance.md "zod off the
// browser").

/** At most this many lines (products + bundles + gift cards) in one cart. */
export const CHECKOUT_MAX_LINES = 100;
/** At most this many units of one line. */
export const CHECKOUT_MAX_AMOUNT = 999;
/** Gift card value (spec 02 §5: step 10, 0-10000 euros; 0 is refused at checkout). */
export const GIFT_CARD_MIN_EUROS = 10;
export const GIFT_CARD_MAX_EUROS = 10_000;
export const GIFT_CARD_STEP_EUROS = 10;
/** Gift card models (spec 02 §9); 2427 is the web gift card that takes a recipient name. */
export const GIFT_CARD_MODEL_IDS = [2427, 1412] as const;
export const WEB_GIFT_CARD_MODEL_ID = 2427;
/** A bundle variant id: the main model id and the part variant ids joined by hyphens (spec 02 §3). */
export const BUNDLE_VARIANT_ID_PATTERN = /^\d{1,9}(-\d{1,9}){1,10}$/;
/** The saved cart is client state; this bounds what one customer can park on the server. */
export const CART_CONTENT_MAX_LENGTH = 32 * 1024;
export const CART_MAX_LINES = 200;
/** The checkout answer's `error` when the order is already with a payment provider (spec 01 §8). */
export const READ_ONLY_ORDER = "READ_ONLY_ORDER";
/** Rental bookings one cart may pay online (docs/rental.md "Paying online"). */
export const CART_MAX_RENTALS = 10;
