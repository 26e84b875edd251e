// The cart in local storage (spec 01 §3 "persisted in local storage"): the shopper's choices
// only, under a versioned key. Prices, stock and totals are never kept: they come from the
// next validation. Anything that does not parse is ignored and the shopper starts empty.
//
// Checked by hand, not with zod: this runs in every page's scripts, which carry no zod
// (docs/performance.md "zod off the browser"). stored-cart.test.ts holds the rules to the zod
// schemas they replace (cartContentSchema's lines and gift cards, the stored cart's fields) with
// generated input.
import type { CartContent } from "../api/accounts";
import { emptyCart, EMPTY_FORM, type Cart, type CartForm, type CartGiftCard, type CartProduct, type CartRental, type GiftCampaignData } from "./cart";
import { BUNDLE_VARIANT_ID_PATTERN, CART_MAX_LINES, GIFT_CARD_MAX_EUROS, GIFT_CARD_MIN_EUROS } from "./limits";
import { normaliseCodes } from "./codes";

/** Bumped when the stored shape changes incompatibly; an old version is ignored. */
export const CART_STORAGE_KEY = "polku.cart.v1";

export interface StoredCart {
  products: CartProduct[];
  giftCardProducts: CartGiftCard[];
  rentals: CartRental[];
  codes: string[];
  postcode: string;
  specialRequests: string;
  isRepackSelected: boolean;
  isPikanoutoSelected: boolean;
  isDeliverySplittingSelected: boolean;
  dutiesAcknowledged: boolean;
  form: CartForm;
  giftCampaignData: GiftCampaignData | null;
  enterpriseOrder: boolean;
  postDelivery: boolean;
  transferRequest: boolean;
  transferRequestFrom: number[];
  transferRequestTo: number | null;
  transferrequest_reserve_quantity: boolean;
  transferrequest_high_priority: boolean;
  klarnaGlobalCheckoutId: string | null;
}

export function toStoredCart(cart: Cart): StoredCart {
  return {
    products: cart.products,
    giftCardProducts: cart.giftCardProducts,
    rentals: cart.rentals,
    codes: cart.codes,
    postcode: cart.postcode,
    specialRequests: cart.specialRequests,
    isRepackSelected: cart.isRepackSelected,
    isPikanoutoSelected: cart.isPikanoutoSelected,
    isDeliverySplittingSelected: cart.isDeliverySplittingSelected,
    dutiesAcknowledged: cart.dutiesAcknowledged,
    form: cart.form,
    giftCampaignData: cart.giftCampaignData,
    enterpriseOrder: cart.enterpriseOrder,
    postDelivery: cart.postDelivery,
    transferRequest: cart.transferRequest,
    transferRequestFrom: cart.transferRequestFrom,
    transferRequestTo: cart.transferRequestTo,
    transferrequest_reserve_quantity: cart.transferrequest_reserve_quantity,
    transferrequest_high_priority: cart.transferrequest_high_priority,
    klarnaGlobalCheckoutId: cart.klarnaGlobalCheckoutId,
  };
}

// ---- the checks (each answers the checked copy, or INVALID) ----------------------------------

const INVALID = Symbol("invalid");
type Checked<T> = T | typeof INVALID;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};
const isInt = (value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const isText = (value: unknown, max: number, min = 0): value is string => typeof value === "string" && value.length >= min && value.length <= max;
/** Only the keys `allowed` (zod's strictObject). */
const onlyKeys = (value: Record<string, unknown>, allowed: ReadonlySet<string>) => Object.keys(value).every((key) => allowed.has(key));

function list<T>(value: unknown, max: number, item: (entry: unknown) => Checked<T>): Checked<T[]> {
  if (!Array.isArray(value) || value.length > max) return INVALID;
  const out: T[] = [];
  for (const entry of value) {
    const checked = item(entry);
    if (checked === INVALID) return INVALID;
    out.push(checked);
  }
  return out;
}

function record<T>(value: unknown, maxKey: number, entry: (value: unknown) => value is T): Checked<Record<string, T>> {
  if (!isPlainObject(value)) return INVALID;
  const out: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.length > maxKey || !entry(item)) return INVALID;
    out[key] = item;
  }
  return out;
}

const isAmount = (value: unknown): value is number => isInt(value, 0, 9999);
const isExtraValue = (value: unknown): value is string | number | boolean | null =>
  value === null || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value)) || isText(value, 500);

const PRODUCT_KEYS = new Set(["productId", "amount", "frozen", "bundleHash", "bundleId", "skiSet", "extra_data", "transferAmounts", "transferAmountsFrom", "name"]);

/** A line of the cart (cartProductSchema of api/accounts.ts). */
function cartProduct(value: unknown): Checked<CartProduct> {
  if (!isPlainObject(value) || !onlyKeys(value, PRODUCT_KEYS)) return INVALID;
  const { productId, amount, frozen, bundleHash, bundleId, skiSet, extra_data, transferAmounts, transferAmountsFrom, name } = value;
  if (!isInt(productId, 1) && !(typeof productId === "string" && BUNDLE_VARIANT_ID_PATTERN.test(productId))) return INVALID;
  if (!isInt(amount, 1, 999)) return INVALID;
  const line: CartProduct = { productId, amount };
  if ("frozen" in value) {
    if (typeof frozen !== "boolean") return INVALID;
    line.frozen = frozen;
  }
  if ("bundleHash" in value) {
    if (bundleHash !== null && !isText(bundleHash, 100)) return INVALID;
    line.bundleHash = bundleHash;
  }
  if ("bundleId" in value) {
    if (!isInt(bundleId, 1)) return INVALID;
    line.bundleId = bundleId;
  }
  if ("skiSet" in value) {
    if (skiSet !== "alpine" && skiSet !== "nordic") return INVALID;
    line.skiSet = skiSet;
  }
  if ("extra_data" in value) {
    const checked = record(extra_data, 100, isExtraValue);
    if (checked === INVALID) return INVALID;
    line.extra_data = checked;
  }
  if ("transferAmounts" in value) {
    const checked = record(transferAmounts, 40, isAmount);
    if (checked === INVALID) return INVALID;
    line.transferAmounts = checked;
  }
  if ("transferAmountsFrom" in value) {
    const checked = record(transferAmountsFrom, 40, isAmount);
    if (checked === INVALID) return INVALID;
    line.transferAmountsFrom = checked;
  }
  if ("name" in value) {
    if (!isText(name, 300)) return INVALID;
    line.name = name;
  }
  return line;
}

type ContentGiftCard = NonNullable<CartContent["giftCardProducts"]>[number];
const GIFT_CARD_KEYS = new Set(["uid", "modelId", "value", "amount", "recipientName"]);

/** A gift card of the saved cart: all but the uid optional (cartContentSchema). */
function contentGiftCard(value: unknown): Checked<ContentGiftCard> {
  if (!isPlainObject(value) || !onlyKeys(value, GIFT_CARD_KEYS) || !isText(value.uid, 100, 1)) return INVALID;
  const card: ContentGiftCard = { uid: value.uid };
  if ("modelId" in value) {
    if (value.modelId !== 2427 && value.modelId !== 1412) return INVALID;
    card.modelId = value.modelId;
  }
  if ("value" in value) {
    if (!isInt(value.value, GIFT_CARD_MIN_EUROS, GIFT_CARD_MAX_EUROS)) return INVALID;
    card.value = value.value;
  }
  if ("amount" in value) {
    if (!isInt(value.amount, 1, 999)) return INVALID;
    card.amount = value.amount;
  }
  if ("recipientName" in value) {
    if (!isText(value.recipientName, 100)) return INVALID;
    card.recipientName = value.recipientName;
  }
  return card;
}

/** A gift card of the stored cart: every field but the recipient required (other keys dropped). */
function storedGiftCard(value: unknown): Checked<CartGiftCard> {
  if (!isPlainObject(value)) return INVALID;
  const { uid, modelId, value: euros, amount, recipientName } = value;
  if (!isText(uid, 100, 1) || (modelId !== 2427 && modelId !== 1412) || !isInt(euros, 10, 10_000) || !isInt(amount, 1, 999)) return INVALID;
  const card: CartGiftCard = { uid, modelId, value: euros, amount };
  if (recipientName !== undefined) {
    if (!isText(recipientName, 100)) return INVALID;
    card.recipientName = recipientName;
  }
  return card;
}

/** A rental of the stored cart: its number and token (other keys dropped). */
function storedRental(value: unknown): Checked<CartRental> {
  if (!isPlainObject(value)) return INVALID;
  const { number, token, name } = value;
  if (typeof number !== "string" || !/^R\d{8}$/.test(number) || typeof token !== "string" || !/^[\w-]{16,100}$/.test(token)) return INVALID;
  if (name === undefined) return { number, token };
  return isText(name, 300, 1) ? { number, token, name } : INVALID;
}

const CONTENT_KEYS = new Set(["products", "giftCardProducts", "bundles"]);

/** The saved cart of a logged-in customer (cartContentSchema), or null. */
export function checkCartContent(value: unknown): CartContent | null {
  if (!isPlainObject(value) || !onlyKeys(value, CONTENT_KEYS)) return null;
  const products = list(value.products, CART_MAX_LINES, cartProduct);
  if (products === INVALID) return null;
  const content: CartContent = { products: products as CartContent["products"] };
  if ("giftCardProducts" in value) {
    const cards = list(value.giftCardProducts, 50, contentGiftCard);
    if (cards === INVALID) return null;
    content.giftCardProducts = cards;
  }
  if ("bundles" in value) {
    const bundles = list(value.bundles, 50, (entry) =>
      isPlainObject(entry) && onlyKeys(entry, BUNDLE_KEYS) && isText(entry.uid, 100, 1) ? { uid: entry.uid } : INVALID,
    );
    if (bundles === INVALID) return null;
    content.bundles = bundles;
  }
  return content;
}
const BUNDLE_KEYS = new Set(["uid"]);

function form(value: unknown): Checked<CartForm> {
  if (!isPlainObject(value)) return INVALID;
  const out = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as (keyof CartForm)[]) {
    const text = value[key];
    if (!isText(text, 254)) return INVALID;
    out[key] = text;
  }
  return out;
}

function giftCampaignData(value: unknown): Checked<GiftCampaignData | null> {
  if (value === null) return null;
  if (!isPlainObject(value) || !onlyKeys(value, CAMPAIGN_KEYS) || typeof value.code !== "string" || typeof value.campaign !== "string") return INVALID;
  const code = value.code.trim();
  const campaign = value.campaign.trim();
  return code.length >= 1 && code.length <= 64 && campaign.length >= 1 && campaign.length <= 100 ? { code, campaign } : INVALID;
}
const CAMPAIGN_KEYS = new Set(["code", "campaign"]);

/** The stored cart's fields (other keys are dropped), or null. */
export function checkStoredCart(value: unknown): StoredCart | null {
  if (!isPlainObject(value)) return null;
  const v = value;
  const products = list(v.products, CART_MAX_LINES, cartProduct);
  const giftCardProducts = list(v.giftCardProducts, 50, storedGiftCard);
  // Absent in carts stored before rentals were paid online: none.
  const rentals = v.rentals === undefined ? [] : list(v.rentals, 10, storedRental);
  const codes = list(v.codes, 20, (code) => (isText(code, 64) ? code : INVALID));
  const transferRequestFrom = list(v.transferRequestFrom, 20, (id) => (isInt(id, 1) ? id : INVALID));
  const formChecked = form(v.form);
  const campaign = giftCampaignData(v.giftCampaignData);
  const booleans = ["isRepackSelected", "isPikanoutoSelected", "isDeliverySplittingSelected", "dutiesAcknowledged", "enterpriseOrder", "postDelivery", "transferRequest"] as const;
  // Absent in carts stored before they were kept: off.
  const optionalBooleans = ["transferrequest_reserve_quantity", "transferrequest_high_priority"] as const;
  if (products === INVALID || giftCardProducts === INVALID || rentals === INVALID || codes === INVALID || transferRequestFrom === INVALID || formChecked === INVALID || campaign === INVALID) return null;
  if (!isText(v.postcode, 5) || !isText(v.specialRequests, 1000)) return null;
  if (!booleans.every((key) => typeof v[key] === "boolean")) return null;
  if (!optionalBooleans.every((key) => v[key] === undefined || typeof v[key] === "boolean")) return null;
  if (v.transferRequestTo !== null && !isInt(v.transferRequestTo, 1)) return null;
  if (v.klarnaGlobalCheckoutId !== null && !isText(v.klarnaGlobalCheckoutId, 200)) return null;
  return {
    products,
    giftCardProducts,
    rentals,
    codes,
    postcode: v.postcode,
    specialRequests: v.specialRequests,
    isRepackSelected: v.isRepackSelected as boolean,
    isPikanoutoSelected: v.isPikanoutoSelected as boolean,
    isDeliverySplittingSelected: v.isDeliverySplittingSelected as boolean,
    dutiesAcknowledged: v.dutiesAcknowledged as boolean,
    form: formChecked,
    giftCampaignData: campaign,
    enterpriseOrder: v.enterpriseOrder as boolean,
    postDelivery: v.postDelivery as boolean,
    transferRequest: v.transferRequest as boolean,
    transferRequestFrom,
    transferRequestTo: v.transferRequestTo,
    transferrequest_reserve_quantity: (v.transferrequest_reserve_quantity as boolean | undefined) ?? false,
    transferrequest_high_priority: (v.transferrequest_high_priority as boolean | undefined) ?? false,
    klarnaGlobalCheckoutId: v.klarnaGlobalCheckoutId,
  };
}

/** The cart of a stored text, or null when there is none or it does not parse. */
export function parseStoredCart(raw: string | null | undefined): Cart | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = checkStoredCart(json);
  if (!stored) return null;
  return {
    ...emptyCart(),
    ...stored,
    codes: normaliseCodes(stored.codes),
  };
}
