// Cart and add-to-cart display rules of spec 02 §4-5 and spec 01 §3: amount limits, when adding
// is refused, gift card values, the delivery postcode, the free-shipping progress and the
// duties acknowledgement. The same functions run on the server render and in the browser.
import { FINNISH_POSTCODE_LENGTH, isValidPostcodeFor, sanitisePostcodeFor } from "../checkout/postcodes";
import { GIFT_CARD_MAX_EUROS, GIFT_CARD_STEP_EUROS } from "./limits";
import { DUTIES_COUNTRIES } from "../checkout/delivery";
import { SHIPPING_IN_STOCK_MAX, SHIPPING_UNKNOWN } from "../product/stock-display";

/** spec 02 §5: 'Available N pcs' shows when the max is this or lower. */
export const AVAILABLE_NOTICE_MAX = 5;

export interface AmountLimits {
  min: 1;
  /** null: unlimited. */
  max: number | null;
  /** A frozen line cannot be changed upwards. */
  frozen: boolean;
}

/**
 * spec 02 §5 Added-to-cart quantity: min 1, max the variant's max_amount, unlimited when on
 * order or unset; a frozen line cannot be increased beyond its amount.
 */
export function amountLimits(input: { maxAmount: number | null | undefined; onOrder: boolean; frozen?: boolean; currentAmount?: number }): AmountLimits {
  let max = input.onOrder || input.maxAmount === null || input.maxAmount === undefined ? null : Math.max(1, input.maxAmount);
  if (input.frozen && input.currentAmount !== undefined) max = max === null ? input.currentAmount : Math.min(max, input.currentAmount);
  return { min: 1, max, frozen: Boolean(input.frozen) };
}

/** Keeps an amount inside its limits (a typed 0 or 12 of 5 becomes 1 or 5). */
export function clampToLimits(amount: number, limits: AmountLimits): number {
  const whole = Number.isFinite(amount) ? Math.floor(amount) : limits.min;
  const low = Math.max(limits.min, whole);
  return limits.max === null ? low : Math.min(limits.max, low);
}

/** spec 02 §5: 'Available N pcs' when the amount equals the max or the max is 5 or less. */
export function showAvailableNotice(amount: number, limits: AmountLimits): boolean {
  return limits.max !== null && (amount === limits.max || limits.max <= AVAILABLE_NOTICE_MAX);
}

export type AddToCartBlock = "choose_size" | "not_orderable" | "country_blocked" | "blocked_stock";

/**
 * spec 02 §4-5: why adding is refused, or null. The placeholder variant (no full choice) asks
 * for the size; then not orderable; a blocked delivery country (not in gift campaigns); blocked
 * stock shipped within 2 days or of unknown time (999).
 */
export function addToCartBlock(input: {
  variantId: number;
  orderable: boolean;
  countryBlocked: boolean;
  giftCampaign?: boolean;
  blockedStock: boolean;
  shippingTimeNumber: number;
}): AddToCartBlock | null {
  if (input.variantId <= 0) return "choose_size";
  if (!input.orderable) return "not_orderable";
  if (input.countryBlocked && !input.giftCampaign) return "country_blocked";
  if (input.blockedStock && (input.shippingTimeNumber <= SHIPPING_IN_STOCK_MAX || input.shippingTimeNumber >= SHIPPING_UNKNOWN)) return "blocked_stock";
  return null;
}

/** spec 02 §5: gift card amount input: step 10, 0-10000, default 50. */
export const GIFT_CARD_DEFAULT_EUROS = 50;
export const GIFT_CARD_INPUT_MIN = 0;

/** The value a gift card input holds: whole euros in 0-10000, rounded to the step of 10. */
export function normaliseGiftCardValue(value: number): number {
  if (!Number.isFinite(value)) return GIFT_CARD_INPUT_MIN;
  const stepped = Math.round(value / GIFT_CARD_STEP_EUROS) * GIFT_CARD_STEP_EUROS;
  return Math.min(GIFT_CARD_MAX_EUROS, Math.max(GIFT_CARD_INPUT_MIN, stepped));
}

/** spec 02 §5: the add button is disabled at 0 (and while extra data loads). */
export function canAddGiftCard(value: number, loading = false): boolean {
  return !loading && normaliseGiftCardValue(value) > 0;
}

/** spec 02 §5, §9: Finnish delivery postcodes are 5 characters. */
export const POSTCODE_LENGTH = FINNISH_POSTCODE_LENGTH;

/** What the postcode field keeps of typed text: in Finland digits, at most 5; elsewhere as typed (checkout/postcodes.ts). */
export function sanitisePostcode(input: string, country = "fi"): string {
  return sanitisePostcodeFor(country, input);
}

/** spec 02 §5: delivery methods are looked up only for a whole postcode (Finland: exactly 5 digits). */
export function isCompletePostcode(postcode: string, country = "fi"): boolean {
  return isValidPostcodeFor(country, postcode);
}

/** spec 02 §5: the postcode is saved locally when empty or complete. */
export function shouldRememberPostcode(postcode: string, country = "fi"): boolean {
  return postcode.length === 0 || isCompletePostcode(postcode, country);
}

export interface FreeShippingProgress {
  threshold: number;
  /** Cents still missing; 0 once reached. */
  remaining: number;
  /** 0-1 for the bar. */
  ratio: number;
  reached: boolean;
}

/** Progress of the lines' sum (after discount) towards the delivery threshold; null without one. */
export function freeShippingProgress(amount: number, threshold: number | null | undefined): FreeShippingProgress | null {
  if (threshold === null || threshold === undefined || threshold <= 0) return null;
  const remaining = Math.max(0, threshold - Math.max(0, amount));
  return { threshold, remaining, ratio: Math.min(1, Math.max(0, amount) / threshold), reached: remaining === 0 };
}

/** A line's name: the brand in front unless the model name already carries it (as the page title). */
export function lineDisplayName(brand: string, name: string): string {
  return brand && !name.toLowerCase().includes(brand.toLowerCase()) ? `${brand} ${name}` : name;
}

/** spec 02 §5 (dictionary): UK, Swiss and Canadian orders need the acknowledgement of duties (the checkout's list). */
export function needsDutiesAcknowledgement(countryCode: string): boolean {
  return DUTIES_COUNTRIES.includes(countryCode.trim().toLowerCase());
}
