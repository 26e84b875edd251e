// Cart transitions of spec 01 §4-5: adding, amounts, removing, codes, clearing and the gift
// campaign rule. Each is a pure function from a cart to the next; a refused change returns the
// very cart it was given, so a caller can tell (`next === cart`).
import type { Profile } from "../api/account-flows";
import type { CheckoutResponse } from "../api/checkout";
import { cityAfterPostcode } from "../checkout/postcode-city";
import { CHECKOUT_MAX_AMOUNT } from "./limits";
import { normaliseCodes } from "./codes";
import { isCompletePostcode, sanitisePostcode, shouldRememberPostcode } from "./rules";
import { bundleHash as makeBundleHash, skiSetHash, EMPTY_FORM, isBundleId, isBundleLine, type Cart, type CartGiftCard, type CartProduct, type CartRental } from "./cart";

function clampAmount(amount: number): number {
  if (!Number.isFinite(amount)) return 1;
  return Math.min(CHECKOUT_MAX_AMOUNT, Math.max(1, Math.floor(amount)));
}

export interface AddProductInput {
  /** Variant id, or a bundle variant id ("main-variant-variant") for a bundle. */
  productId: number | string;
  amount: number;
  /** Replace the line's amount instead of adding to it (spec 01 §4 "when the caller asks"). */
  replace?: boolean;
  /** For a bundle: the bundle; its line is named by the bundle hash. */
  bundleId?: number;
  /** For a ski wizard set: its sport (in place of a bundle); the line is named `ski:{sport}:{id}`. */
  skiSet?: "alpine" | "nordic";
  bundleHash?: string;
  frozen?: boolean;
  name?: string;
  extra_data?: CartProduct["extra_data"];
}

/** The next amount of an existing line, or null when refused (a frozen line is never increased). */
function nextAmount(line: CartProduct, amount: number, replace: boolean): number | null {
  const next = clampAmount(replace ? amount : line.amount + amount);
  if (line.frozen && next > line.amount) return null;
  return next;
}

/**
 * spec 01 §4 Adding a product: an active gift campaign is cleared first together with the
 * products; an existing line has its amount added (or replaced when asked), a frozen line is
 * never increased; a bundle already in the cart (same bundle hash) has its amount increased.
 */
export function addProduct(cart: Cart, input: AddProductInput): Cart {
  let base = cart;
  if (base.giftCampaignData) base = { ...base, giftCampaignData: null, products: [] };
  const bundle = input.bundleHash !== undefined || input.bundleId !== undefined || input.skiSet !== undefined || isBundleId(input.productId);
  const hash = bundle
    ? (input.bundleHash ??
      (input.bundleId !== undefined ? makeBundleHash(input.bundleId, String(input.productId)) : input.skiSet !== undefined ? skiSetHash(input.skiSet, String(input.productId)) : String(input.productId)))
    : null;
  const index = base.products.findIndex((line) => (bundle ? line.bundleHash === hash : !isBundleLine(line) && line.productId === input.productId));
  if (index >= 0) {
    const line = base.products[index]!;
    const amount = nextAmount(line, input.amount, input.replace ?? false);
    if (amount === null) return cart;
    const products = base.products.slice();
    products[index] = { ...line, amount };
    return dropGiftCampaignWhenMixed({ ...base, products });
  }
  const line: CartProduct = { productId: input.productId, amount: clampAmount(input.amount) };
  if (bundle) {
    line.bundleHash = hash;
    if (input.bundleId !== undefined) line.bundleId = input.bundleId;
    else if (input.skiSet !== undefined) line.skiSet = input.skiSet;
  }
  if (input.frozen) line.frozen = true;
  if (input.name) line.name = input.name;
  if (input.extra_data) line.extra_data = input.extra_data;
  return dropGiftCampaignWhenMixed({ ...base, products: [...base.products, line] });
}

/**
 * spec 01 §4: a per-product amount update; refused for ids containing a dash (bundles change
 * by bundle hash) and for increasing a frozen line.
 */
export function setProductAmount(cart: Cart, productId: number | string, amount: number): Cart {
  if (isBundleId(productId)) return cart;
  const index = cart.products.findIndex((line) => !isBundleLine(line) && line.productId === productId);
  if (index < 0) return cart;
  const next = nextAmount(cart.products[index]!, amount, true);
  if (next === null || next === cart.products[index]!.amount) return cart;
  const products = cart.products.slice();
  products[index] = { ...products[index]!, amount: next };
  return { ...cart, products };
}

/** spec 01 §4: a new bundle's amount is changed by its bundle hash. */
export function setBundleAmount(cart: Cart, hash: string, amount: number): Cart {
  const index = cart.products.findIndex((line) => line.bundleHash === hash);
  if (index < 0) return cart;
  const next = nextAmount(cart.products[index]!, amount, true);
  if (next === null || next === cart.products[index]!.amount) return cart;
  const products = cart.products.slice();
  products[index] = { ...products[index]!, amount: next };
  return { ...cart, products };
}

/** Removes an ordinary line by variant id. */
export function removeProduct(cart: Cart, productId: number | string): Cart {
  const products = cart.products.filter((line) => isBundleLine(line) || line.productId !== productId);
  return products.length === cart.products.length ? cart : { ...cart, products };
}

/** Removes a bundle line by its bundle hash. */
export function removeBundle(cart: Cart, hash: string): Cart {
  const products = cart.products.filter((line) => line.bundleHash !== hash);
  return products.length === cart.products.length ? cart : { ...cart, products, bundles: cart.bundles.filter((bundle) => bundle.uid !== hash) };
}

/** spec 02 §5, §9: a gift card line; its uid is time-based in seconds (made unique in the cart). */
export function addGiftCard(cart: Cart, card: Omit<CartGiftCard, "uid">, nowMs: number): Cart {
  let seconds = Math.floor(nowMs / 1000);
  const taken = new Set(cart.giftCardProducts.map((entry) => entry.uid));
  while (taken.has(String(seconds))) seconds += 1;
  const entry: CartGiftCard = { uid: String(seconds), modelId: card.modelId, value: card.value, amount: clampAmount(card.amount) };
  if (card.recipientName?.trim()) entry.recipientName = card.recipientName.trim();
  return dropGiftCampaignWhenMixed({ ...cart, giftCardProducts: [...cart.giftCardProducts, entry] });
}

export function setGiftCardAmount(cart: Cart, uid: string, amount: number): Cart {
  const index = cart.giftCardProducts.findIndex((card) => card.uid === uid);
  if (index < 0) return cart;
  const giftCardProducts = cart.giftCardProducts.slice();
  giftCardProducts[index] = { ...giftCardProducts[index]!, amount: clampAmount(amount) };
  return { ...cart, giftCardProducts };
}

/** A held rental booking to pay with the order; the same booking once (docs/rental.md "Paying online"). */
export function addRental(cart: Cart, rental: CartRental): Cart {
  if (cart.rentals.some((r) => r.number === rental.number)) return cart;
  return dropGiftCampaignWhenMixed({ ...cart, rentals: [...cart.rentals, { number: rental.number, token: rental.token, ...(rental.name ? { name: rental.name } : {}) }] });
}

export function removeRental(cart: Cart, number: string): Cart {
  const rentals = cart.rentals.filter((r) => r.number !== number);
  return rentals.length === cart.rentals.length ? cart : { ...cart, rentals };
}

export function removeGiftCard(cart: Cart, uid: string): Cart {
  const giftCardProducts = cart.giftCardProducts.filter((card) => card.uid !== uid);
  return giftCardProducts.length === cart.giftCardProducts.length ? cart : { ...cart, giftCardProducts };
}


export function addCode(cart: Cart, code: string): Cart {
  const codes = normaliseCodes([...cart.codes, code]);
  return codes.length === cart.codes.length ? cart : { ...cart, codes };
}

export function removeCode(cart: Cart, code: string): Cart {
  const key = code.trim().toLowerCase();
  const codes = cart.codes.filter((entry) => entry.toLowerCase() !== key);
  return codes.length === cart.codes.length ? cart : { ...cart, codes };
}

/**
 * One postcode (issue 12; docs/cart.md "One postcode"): the address's postal code and the
 * postcode that drives the delivery methods are the same. Typing a whole postcode in either field
 * sets both; a half-typed one changes only the field it is typed in.
 */
export function setAddressPostcode(cart: Cart, value: string, country: string): Cart {
  // docs/checkout.md "City from the postcode": an empty city, or the one filled in before, follows.
  const form = { ...cart.form, postal_code: value, city: cityAfterPostcode(country, cart.form.city, cart.form.postal_code, value) };
  const whole = sanitisePostcode(value, country);
  return isCompletePostcode(whole, country) && whole !== cart.postcode ? { ...cart, form, postcode: whole } : { ...cart, form };
}

/** The delivery methods' postcode, remembered when empty or whole (spec 02 §5); a whole one is the address's too. */
export function setDeliveryPostcode(cart: Cart, value: string, country: string): Cart {
  if (!shouldRememberPostcode(value, country)) return cart;
  const form =
    isCompletePostcode(value, country) && cart.form.postal_code !== value
      ? { ...cart.form, postal_code: value, city: cityAfterPostcode(country, cart.form.city, cart.form.postal_code, value) }
      : cart.form;
  return cart.postcode === value && form === cart.form ? cart : { ...cart, postcode: value, form };
}

/**
 * A logged-in member's own details in the cart's empty fields (issue 12; docs/cart.md "Prefill"):
 * name, e-mail and phone from the profile, street, postcode and city from their default address
 * in the delivery country (else their first one there). What the shopper typed is never
 * replaced; a whole postcode also brings the delivery methods.
 */
export function prefillContact(cart: Cart, profile: Pick<Profile, "email" | "first_name" | "last_name" | "phone" | "addresses">, country: string): Cart {
  const inCountry = profile.addresses.filter((a) => a.country_code.toLowerCase() === country.toLowerCase());
  const address = inCountry.find((a) => a.is_default) ?? inCountry[0] ?? null;
  const offered: Partial<Record<keyof Cart["form"], string>> = {
    first_name: address?.first_name || profile.first_name,
    last_name: address?.last_name || profile.last_name,
    email: profile.email,
    phone: address?.phone || profile.phone,
    address: address?.street ?? "",
    postal_code: address?.postcode ?? "",
    city: address?.city ?? "",
  };
  let form = cart.form;
  for (const [field, value] of Object.entries(offered) as [keyof Cart["form"], string][]) {
    if (value && !form[field]) form = { ...form, [field]: value };
  }
  if (form === cart.form) return cart;
  const filled = { ...cart, form };
  return !cart.postcode && form.postal_code !== cart.form.postal_code ? setAddressPostcode(filled, form.postal_code, country) : filled;
}

/**
 * The cart's codes the answer refused (issue 12): neither its discount code nor one of its gift
 * cards, each with the answer's error that names it (null: none does). The cart takes them out
 * and shows the reason by the code field, so refused codes do not pile up as rows.
 */
export function refusedCodes(codes: readonly string[], answer: Pick<CheckoutResponse, "cart_discount" | "gift_cards" | "errors">): { code: string; message: string | null }[] {
  const taken = new Set([...(answer.cart_discount ? [answer.cart_discount.code] : []), ...answer.gift_cards.map((card) => card.code)].map((code) => code.toLowerCase()));
  return codes
    .filter((code) => !taken.has(code.toLowerCase()))
    .map((code) => {
      const named = answer.errors.find((error) => error.toLowerCase().includes(code.toLowerCase()));
      return { code, message: named ?? null };
    });
}

/** spec 01 §4: clearing empties products, bundles, codes, form, gift data, post delivery and transfer request. */
export function clearCart(cart: Cart): Cart {
  return {
    ...cart,
    products: [],
    bundles: [],
    giftCardProducts: [],
    rentals: [],
    codes: [],
    cartDiscount: null,
    giftCards: [],
    form: { ...EMPTY_FORM },
    giftCampaignData: null,
    postDelivery: false,
    transferRequest: false,
    transferRequestFrom: [],
    transferRequestTo: null,
    transferrequest_reserve_quantity: false,
    transferrequest_high_priority: false,
    validation: null,
    validateHash: null,
  };
}

/**
 * spec 02 §4 Gift campaign redeem: the cart is cleared, the campaign's product added with
 * amount 1 and the code and campaign stored, ready for checkout payment.
 */
export function redeemGiftCampaign(cart: Cart, input: { productId: number; code: string; campaign: string; name?: string }): Cart {
  const line: CartProduct = { productId: input.productId, amount: 1 };
  if (input.name) line.name = input.name;
  return { ...clearCart(cart), products: [line], giftCampaignData: { code: input.code, campaign: input.campaign } };
}

/**
 * spec 01 §5: with more than one product, any bundle or any gift card product the gift
 * campaign data is dropped, and the products are emptied when a campaign code was present.
 */
export function dropGiftCampaignWhenMixed(cart: Cart): Cart {
  if (!cart.giftCampaignData) return cart;
  const mixed = cart.products.length > 1 || cart.products.some(isBundleLine) || cart.bundles.length > 0 || cart.giftCardProducts.length > 0 || cart.rentals.length > 0;
  if (!mixed) return cart;
  return { ...cart, giftCampaignData: null, products: cart.giftCampaignData.code ? [] : cart.products };
}

/** Staff transfer request sources (spec 01 §5); the store validates at once after this change. */
export function setTransferSources(cart: Cart, storeIds: readonly number[]): Cart {
  const unique = [...new Set(storeIds)];
  const kept = new Set(unique.map(String));
  // Units picked from a store that is no longer a source are dropped with it.
  const products = cart.products.map((line) => {
    if (!line.transferAmountsFrom) return line;
    const picks = Object.fromEntries(Object.entries(line.transferAmountsFrom).filter(([store]) => kept.has(store)));
    if (Object.keys(picks).length === Object.keys(line.transferAmountsFrom).length) return line;
    const { transferAmountsFrom: _dropped, ...rest } = line;
    return Object.keys(picks).length > 0 ? { ...rest, transferAmountsFrom: picks } : rest;
  });
  return { ...cart, transferRequestFrom: unique, products };
}

/**
 * Staff transfer from several stores (spec 01 §3 transferAmountsFrom, §5): the units of an
 * ordinary line picked from one source store, 0 up to `max` (the store's sellable units, when
 * known) and never above 999; 0 drops the store's pick. Refused for a bundle line, a line not in
 * the cart and a store that is not a source.
 */
export function setTransferPick(cart: Cart, productId: number | string, storeId: number, units: number, max?: number | null): Cart {
  if (!cart.transferRequestFrom.includes(storeId)) return cart;
  const index = cart.products.findIndex((line) => !isBundleLine(line) && line.productId === productId);
  if (index < 0) return cart;
  const line = cart.products[index]!;
  const ceiling = Math.min(CHECKOUT_MAX_AMOUNT, max ?? CHECKOUT_MAX_AMOUNT);
  const next = Number.isFinite(units) ? Math.max(0, Math.min(ceiling, Math.floor(units))) : 0;
  const key = String(storeId);
  if ((line.transferAmountsFrom?.[key] ?? 0) === next) return cart;
  const picks = { ...line.transferAmountsFrom };
  if (next > 0) picks[key] = next;
  else delete picks[key];
  const { transferAmountsFrom: _previous, ...rest } = line;
  const products = [...cart.products];
  products[index] = Object.keys(picks).length > 0 ? { ...rest, transferAmountsFrom: picks } : rest;
  return { ...cart, products };
}
