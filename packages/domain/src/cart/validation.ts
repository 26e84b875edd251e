// The validation cycle of spec 01 §4-5, §7-8 as pure steps: the checkout request of a cart, the
// start of a validation (PENDING with a fresh token), and applying an answer or a failure only
// when it carries the latest token (an older answer is dropped).
import type { CheckoutRequestInput, CheckoutResponse } from "../api/checkout";
import { READ_ONLY_ORDER } from "./limits";
import type { LanguageCode } from "../language-codes";
import { isBundleLine, isCartEmpty, type Cart } from "./cart";

export interface CheckoutContext {
  countryCode: string;
  languageCode: LanguageCode;
  currencyCode: string;
  customerId: number | null;
  /** spec 01 §7 pageName: "cart" on the cart page, "checkout" on the payment step. */
  pageName: "cart" | "checkout";
}

/**
 * Whether a postcode is whole for the country (`isCompletePostcode` of cart/rules.ts). Passed in so
 * that the cart store every page loads does not carry the postcode formats of every country
 * (docs/performance.md "Step 9"); `checkoutRequestOf` (cart/checkout-request.ts) passes the rule.
 */
export type PostcodeCheck = (postcode: string, country: string) => boolean;

/** spec 01 §7: the body of POST /api/checkout/ for a cart (contract: api/checkout.ts). */
export function checkoutRequestWith(isCompletePostcode: PostcodeCheck, cart: Cart, context: CheckoutContext): CheckoutRequestInput {
  const products: NonNullable<CheckoutRequestInput["products"]> = [];
  const bundles: NonNullable<CheckoutRequestInput["bundles"]> = [];
  for (const line of cart.products) {
    if (isBundleLine(line)) {
      // A bundle line without its bundle (an old saved cart) cannot be priced; it is left out.
      const of = line.bundleId !== undefined ? { bundle_id: line.bundleId } : line.skiSet !== undefined ? { ski_set: line.skiSet } : null;
      if (of === null) continue;
      bundles.push({ uid: line.bundleHash ?? String(line.productId), ...of, id: String(line.productId), amount: line.amount, ...(line.frozen ? { frozen: true } : {}) });
      continue;
    }
    products.push({
      id: Number(line.productId),
      amount: line.amount,
      ...(line.frozen ? { frozen: true } : {}),
      // Picked units belong to a transfer request: without one they are kept but not sent.
      ...(cart.transferRequest && line.transferAmounts ? { transfer_amounts: line.transferAmounts } : {}),
      ...(cart.transferRequest && line.transferAmountsFrom ? { transfer_amounts_from: line.transferAmountsFrom } : {}),
    });
  }
  const postalCode = isCompletePostcode(cart.postcode, context.countryCode) ? cart.postcode : cart.form.postal_code.trim() || null;
  return {
    products,
    bundles,
    gift_card_products: cart.giftCardProducts.map((card) => ({
      uid: card.uid,
      model_id: card.modelId,
      value: card.value,
      amount: card.amount,
      ...(card.modelId === 2427 && card.recipientName ? { recipient_name: card.recipientName } : {}),
    })),
    ...(cart.rentals.length > 0 ? { rentals: cart.rentals.map((r) => ({ number: r.number, token: r.token })) } : {}),
    customer_id: context.customerId,
    country_code: context.countryCode.toLowerCase(),
    language_code: context.languageCode,
    discount_codes: cart.codes,
    repack: cart.isRepackSelected,
    pikanouto: cart.isPikanoutoSelected,
    delivery_extra_data: { part_delivery: cart.isDeliverySplittingSelected, giosg_chatter: cart.giosgChatter },
    klarna_global_checkout_id: cart.klarnaGlobalCheckoutId,
    special_request: cart.specialRequests,
    pageName: context.pageName,
    giftcampaign_data: cart.giftCampaignData,
    enterprise_order: cart.enterpriseOrder,
    transfer_request_from: cart.transferRequest ? cart.transferRequestFrom : null,
    transfer_request_to: cart.transferRequest ? cart.transferRequestTo : null,
    post_delivery: cart.postDelivery,
    delivery_method: cart.form.delivery_method || null,
    delivery_location: cart.form.delivery_location || null,
    postal_code: postalCode,
    currency_code: context.currencyCode.toLowerCase(),
    duties_acknowledged: cart.dutiesAcknowledged,
  };
}

/**
 * A stable key of a request: the cart's validateHash is the key of the request its answer was
 * computed for, so the page can tell an answer that still matches the cart from an older one.
 */
export function validationKey(request: CheckoutRequestInput): string {
  return stableJson(request);
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** spec 01 §4: a validation starts: PENDING, with its own random token. */
export function beginValidation(cart: Cart, token: string): Cart {
  return { ...cart, status: "PENDING", validationToken: token };
}

/**
 * spec 01 §4: the answer of the validation with `token`. A stale token (a newer validation was
 * started since) leaves the cart as it is. The cart's own choices (lines, amounts, codes, form)
 * are never rewritten from the answer: the page shows the answer's refusals next to them.
 */
export function applyValidation(cart: Cart, token: string, answer: CheckoutResponse, key: string): Cart {
  if (token !== cart.validationToken) return cart;
  const clean = answer.reason === null && answer.errors.length === 0;
  return {
    ...cart,
    status: "VALIDATED",
    validateHash: key,
    validation: answer,
    bundles: answer.bundles.map((bundle) => ({ uid: bundle.uid })),
    cartDiscount: answer.cart_discount,
    giftCards: answer.gift_cards,
    deliveryMethods: answer.delivery_methods,
    deliveryTotalPrice: answer.delivery_cost,
    totalPrice: answer.total_price,
    paymentMethods: answer.payment_methods,
    repackCost: answer.repack_cost,
    shippingTime: answer.shipping_time_str,
    thresholds: { delivery: answer.delivery_thresholds.delivery_threshold, repack: answer.delivery_thresholds.repack_threshold },
    klarnaGlobalCheckoutId: answer.kgco_id ?? cart.klarnaGlobalCheckoutId,
    // spec 01 §4: shown only when the server says so and no reason or error text exists.
    showKlarna: answer.show_klarna && clean,
    showPaypalCheckout: answer.paypal_checkout && clean,
    giftCampaignData: answer.giftcampaign_data,
  };
}

/** spec 01 §8: any failure but READ_ONLY_ORDER: status ERROR (the store retries after 5 s). */
export function failValidation(cart: Cart, token: string): Cart {
  if (token !== cart.validationToken) return cart;
  return { ...cart, status: "ERROR" };
}

/** spec 01 §8: READ_ONLY_ORDER sends the browser to the provider's confirmation page. */
export function readOnlyOrderTarget(answer: CheckoutResponse, klarnaOrderId: string | null): string | null {
  if (answer.reason !== READ_ONLY_ORDER) return null;
  const id = answer.kgco_id ?? klarnaOrderId ?? "";
  return `/checkout/klarna/confirm/?klarna_order_id=${encodeURIComponent(id)}`;
}

/**
 * The shopper may go on to payment when the latest answer belongs to the cart as it is now and
 * refuses nothing: VALIDATED, no reason, a line in the cart, duties acknowledged where needed.
 */
export function canContinueToPayment(cart: Cart, currentKey: string, dutiesNeeded: boolean): boolean {
  if (cart.status !== "VALIDATED" || !cart.validation || cart.validateHash !== currentKey) return false;
  if (cart.validation.reason !== null || isCartEmpty(cart)) return false;
  if (dutiesNeeded && !cart.dutiesAcknowledged) return false;
  return true;
}
