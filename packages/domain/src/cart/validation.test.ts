import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "../api/checkout";
import { checkoutAnswer } from "../testing/checkout-answer";
import { emptyCart, type Cart } from "./cart";
import { addGiftCard, addProduct } from "./transitions";
import { checkoutRequestOf } from "./checkout-request";
import { applyValidation, beginValidation, canContinueToPayment, failValidation, readOnlyOrderTarget, validationKey, type CheckoutContext } from "./validation";

const context: CheckoutContext = { countryCode: "FI", languageCode: "fi", currencyCode: "EUR", customerId: null, pageName: "cart" };

function filledCart(): Cart {
  let cart = addProduct(emptyCart(), { productId: 101, amount: 2 });
  cart = addProduct(cart, { productId: "10-201-305", bundleId: 7, amount: 1 });
  cart = addGiftCard(cart, { modelId: 2427, value: 50, amount: 1, recipientName: "Maija" }, 1_700_000_000_000);
  cart = addGiftCard(cart, { modelId: 1412, value: 20, amount: 1, recipientName: "Ei käytössä" }, 1_700_000_000_000);
  return { ...cart, codes: ["KESA10"], postcode: "00100", isRepackSelected: true, form: { ...cart.form, delivery_method: "home" } };
}

describe("checkoutRequestOf", () => {
  it("maps lines to the contract's products, bundles and gift_card_products", () => {
    const request = checkoutRequestOf(filledCart(), context);
    expect(request.products).toEqual([{ id: 101, amount: 2 }]);
    expect(request.bundles).toEqual([{ uid: "7:10-201-305", bundle_id: 7, id: "10-201-305", amount: 1 }]);
    expect(request.gift_card_products).toEqual([
      { uid: "1700000000", model_id: 2427, value: 50, amount: 1, recipient_name: "Maija" },
      { uid: "1700000001", model_id: 1412, value: 20, amount: 1 },
    ]);
    expect(request).toMatchObject({ country_code: "fi", currency_code: "eur", language_code: "fi", discount_codes: ["KESA10"], repack: true, postal_code: "00100", delivery_method: "home", pageName: "cart" });
  });

  it("gives a body the contract accepts", () => {
    expect(checkoutRequestSchema.safeParse(checkoutRequestOf(filledCart(), context)).success).toBe(true);
  });

  it("sends transfer sources and target only for a transfer request", () => {
    const cart = { ...filledCart(), transferRequestFrom: [3, 4], transferRequestTo: 9 };
    expect(checkoutRequestOf(cart, context)).toMatchObject({ transfer_request_from: null, transfer_request_to: null });
    expect(checkoutRequestOf({ ...cart, transferRequest: true }, context)).toMatchObject({ transfer_request_from: [3, 4], transfer_request_to: 9 });
    const picked = { ...cart, products: [{ productId: 7, amount: 2, transferAmountsFrom: { "3": 1, "4": 1 } }] };
    expect(checkoutRequestOf(picked, context).products).toEqual([{ id: 7, amount: 2 }]);
    expect(checkoutRequestOf({ ...picked, transferRequest: true }, context).products).toEqual([{ id: 7, amount: 2, transfer_amounts_from: { "3": 1, "4": 1 } }]);
  });

  it("gives the same key to the same cart whatever the order of object keys", () => {
    const request = checkoutRequestOf(filledCart(), context);
    const shuffled = Object.fromEntries(Object.entries(request).reverse()) as typeof request;
    expect(validationKey(shuffled)).toBe(validationKey(request));
    expect(validationKey(checkoutRequestOf(addProduct(filledCart(), { productId: 101, amount: 1 }), context))).not.toBe(validationKey(request));
  });
});

describe("validation cycle", () => {
  it("is PENDING while a validation runs and VALIDATED with the answer of its token", () => {
    const pending = beginValidation(filledCart(), "t1");
    expect(pending.status).toBe("PENDING");
    const done = applyValidation(pending, "t1", checkoutAnswer(), "key-1");
    expect(done).toMatchObject({ status: "VALIDATED", validateHash: "key-1", totalPrice: 13_490, deliveryTotalPrice: 590, shippingTime: "1-3 arkipäivää", thresholds: { delivery: 20_000, repack: null } });
    expect(done.validation?.products[0]?.name).toBe("Retkitakki");
  });

  it("drops an answer or a failure of an older token", () => {
    const first = beginValidation(filledCart(), "t1");
    const second = beginValidation(first, "t2");
    expect(applyValidation(second, "t1", checkoutAnswer(), "k")).toBe(second);
    expect(failValidation(second, "t1")).toBe(second);
    expect(failValidation(second, "t2").status).toBe("ERROR");
  });

  it("never rewrites the shopper's lines from the answer", () => {
    const pending = beginValidation(filledCart(), "t");
    const done = applyValidation(pending, "t", checkoutAnswer({ products: [] }), "k");
    expect(done.products).toBe(pending.products);
  });

  it("shows the pay-later and wallet checkouts only when the server offers them and refuses nothing", () => {
    const pending = beginValidation(filledCart(), "t");
    expect(applyValidation(pending, "t", checkoutAnswer(), "k")).toMatchObject({ showKlarna: true, showPaypalCheckout: true });
    expect(applyValidation(pending, "t", checkoutAnswer({ errors: ["Tuote loppui"] }), "k")).toMatchObject({ showKlarna: false, showPaypalCheckout: false });
    expect(applyValidation(pending, "t", checkoutAnswer({ reason: "Valitse toimitustapa" }), "k")).toMatchObject({ showKlarna: false });
  });

  it("sends READ_ONLY_ORDER to the provider's confirmation page", () => {
    expect(readOnlyOrderTarget(checkoutAnswer({ reason: "READ_ONLY_ORDER", kgco_id: "abc 1" }), null)).toBe("/checkout/klarna/confirm/?klarna_order_id=abc%201");
    expect(readOnlyOrderTarget(checkoutAnswer(), "x")).toBeNull();
  });
});

describe("canContinueToPayment", () => {
  const validated = (answer = checkoutAnswer()) => applyValidation(beginValidation(filledCart(), "t"), "t", answer, "k");

  it("needs a VALIDATED answer of the cart as it is, without a reason", () => {
    expect(canContinueToPayment(validated(), "k", false)).toBe(true);
    expect(canContinueToPayment(validated(), "other", false)).toBe(false);
    expect(canContinueToPayment(validated(checkoutAnswer({ reason: "Valitse toimitustapa" })), "k", false)).toBe(false);
    expect(canContinueToPayment(beginValidation(validated(), "t2"), "k", false)).toBe(false);
  });

  it("needs the duties acknowledged where the country asks for it", () => {
    expect(canContinueToPayment(validated(), "k", true)).toBe(false);
    expect(canContinueToPayment({ ...validated(), dutiesAcknowledged: true }, "k", true)).toBe(true);
  });
});
