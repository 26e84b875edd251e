import { describe, expect, it } from "vitest";
import { placeOrderRequestSchema, type OrderView } from "../api/orders";
import { emptyCart, type Cart } from "../cart/cart";
import type { CheckoutContext } from "../cart/validation";
import {
  attemptFor,
  orderCompleteEvent,
  orderFingerprint,
  orderResultPath,
  parseOrderSlug,
  paymentEnded,
  payPalReturnOf,
  placeOrderRequestOf,
  resultKindOf,
  visiblePaymentMethods,
} from "./storefront";

const context: CheckoutContext = { countryCode: "FI", languageCode: "fi", currencyCode: "EUR", customerId: null, pageName: "cart" };

function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    ...emptyCart(),
    products: [{ productId: 101, amount: 2 }],
    codes: ["KESA10"],
    form: {
      delivery_method: "home",
      delivery_location: "",
      seller_name: "",
      seller_number: " ",
      first_name: "Aino",
      last_name: "Virtanen",
      address: "Rantatie 1",
      postal_code: "00100",
      city: "Helsinki",
      phone: "+358 40 123 4567",
      email: "aino@example.com",
    },
    ...overrides,
  };
}

const methods = [
  { slug: "card", name: "Card", processor_slug: "test" },
  { slug: "klarna", name: "Pay later", processor_slug: "klarna" },
  { slug: "paypal", name: "Wallet", processor_slug: "paypal" },
];

describe("visiblePaymentMethods", () => {
  it("offers pay later and the wallet only when the cart allows them", () => {
    expect(visiblePaymentMethods({ paymentMethods: methods, showKlarna: false, showPaypalCheckout: false }).map((m) => m.slug)).toEqual(["card"]);
    expect(visiblePaymentMethods({ paymentMethods: methods, showKlarna: true, showPaypalCheckout: false }).map((m) => m.slug)).toEqual(["card", "klarna"]);
    expect(visiblePaymentMethods({ paymentMethods: methods, showKlarna: false, showPaypalCheckout: true }).map((m) => m.slug)).toEqual(["card", "paypal"]);
  });
});

describe("placeOrderRequestOf", () => {
  it("is a valid order request with the form, the method and the key", () => {
    const body = placeOrderRequestOf(cart(), context, "test", "k".repeat(20));
    const parsed = placeOrderRequestSchema.parse(body);
    expect(parsed.form.email).toBe("aino@example.com");
    expect(parsed.form.delivery_location).toBeNull();
    expect(parsed.form.seller_number).toBeNull();
    expect(parsed.payment_method).toBe("test");
    expect(parsed.pageName).toBe("checkout");
    expect(parsed.products).toEqual([{ id: 101, amount: 2 }]);
    expect(parsed.discount_codes).toEqual(["KESA10"]);
  });

  it("sends the staff transfer flags only with a transfer request", () => {
    const flags = { transferrequest_reserve_quantity: true, transferrequest_high_priority: true };
    expect(placeOrderRequestOf(cart(flags), context, "test", "k".repeat(20)).transferrequest_high_priority).toBe(false);
    const staff = placeOrderRequestOf(cart({ ...flags, transferRequest: true, transferRequestFrom: [3], transferRequestTo: 5 }), context, "test", "k".repeat(20));
    expect(staff.transferrequest_reserve_quantity).toBe(true);
    expect(staff.transferrequest_high_priority).toBe(true);
  });
});

describe("attemptFor", () => {
  let n = 0;
  const newKey = () => `key-${String(++n).padStart(16, "0")}`;

  it("keeps the key while the request is the same and makes a new one when it changes", () => {
    const first = placeOrderRequestOf(cart(), context, "test", "ignored-ignored-1");
    const fingerprint = orderFingerprint(first);
    const attempt = attemptFor(null, fingerprint, newKey);
    // The key itself is not part of what identifies the request.
    expect(orderFingerprint({ ...first, idempotency_key: "other-other-other" })).toBe(fingerprint);
    expect(attemptFor({ ...attempt, number: "P123456789", token: null }, fingerprint, newKey).key).toBe(attempt.key);
    const changed = orderFingerprint(placeOrderRequestOf(cart({ products: [{ productId: 101, amount: 3 }] }), context, "test", "x".repeat(20)));
    const next = attemptFor(attempt, changed, newKey);
    expect(next.key).not.toBe(attempt.key);
    expect(next.number).toBeNull();
    const otherMethod = orderFingerprint(placeOrderRequestOf(cart(), context, "card", "x".repeat(20)));
    expect(attemptFor(attempt, otherMethod, newKey).key).not.toBe(attempt.key);
  });

  it("treats declined and cancelled payments as ended", () => {
    expect(paymentEnded("declined")).toBe(true);
    expect(paymentEnded("cancelled")).toBe(true);
    expect(paymentEnded("pending")).toBe(false);
    expect(paymentEnded("authorised")).toBe(false);
  });
});

describe("result pages", () => {
  it("sends each payment state to its page", () => {
    expect(resultKindOf({ payment_status: "pending", status: "new" })).toBe("process");
    expect(resultKindOf({ payment_status: "pending", status: "cancelled" })).toBe("cancelled");
    expect(resultKindOf({ payment_status: "authorised", status: "processing" })).toBe("ok");
    expect(resultKindOf({ payment_status: "captured", status: "shipped" })).toBe("ok");
    expect(resultKindOf({ payment_status: "not_required", status: "processing" })).toBe("ok");
    expect(resultKindOf({ payment_status: "declined", status: "cancelled" })).toBe("error");
    expect(resultKindOf({ payment_status: "cancelled", status: "cancelled" })).toBe("cancelled");
  });

  it("keeps a paid order on the ok page after staff cancel it and its money goes back", () => {
    const paidAt = "2026-06-15T10:00:00.000Z";
    expect(resultKindOf({ payment_status: "cancelled", status: "cancelled", paid_at: paidAt })).toBe("ok");
    expect(resultKindOf({ payment_status: "refunded", status: "cancelled", paid_at: paidAt })).toBe("ok");
    expect(resultKindOf({ payment_status: "captured", status: "cancelled", paid_at: paidAt })).toBe("ok");
  });

  it("sends money that came after the order expired to the cancelled page", () => {
    expect(resultKindOf({ payment_status: "captured", status: "cancelled", paid_at: null })).toBe("cancelled");
    expect(resultKindOf({ payment_status: "refunded", status: "cancelled", paid_at: null })).toBe("cancelled");
    expect(resultKindOf({ payment_status: "cancelled", status: "cancelled", paid_at: null })).toBe("cancelled");
  });

  it("reads PayPal's return to the ok page, and nothing else", () => {
    expect(payPalReturnOf({ token: "5O190127TN364715T", PayerID: "FSMVU44LF3YUS" })).toEqual({ token: "5O190127TN364715T", payerId: "FSMVU44LF3YUS" });
    expect(payPalReturnOf({ token: "5O190127TN364715T" })).toEqual({ token: "5O190127TN364715T", payerId: null });
    expect(payPalReturnOf({ token: "5O19<script>", PayerID: "x" })).toBeNull();
    expect(payPalReturnOf({})).toBeNull();
    expect(payPalReturnOf({ token: "ABC", PayerID: "a b" })).toEqual({ token: "ABC", payerId: null });
  });

  it("builds and reads the result addresses", () => {
    const token = "abcdefghijklmnopqrstuvwx";
    expect(orderResultPath("ok", "P123456789", token)).toBe(`/order/payment_ok/P123456789/${token}/`);
    expect(orderResultPath("error", "P123456789", null)).toBe("/order/payment_error/P123456789/");
    expect(orderResultPath("process", "P123456789", token)).toBe(`/order/process/?order=P123456789&token=${token}`);
    expect(parseOrderSlug(`P123456789/${token}/`)).toEqual({ number: "P123456789", token });
    expect(parseOrderSlug("P123456789")).toEqual({ number: "P123456789", token: null });
    expect(parseOrderSlug("P12345/abc")).toBeNull();
    expect(parseOrderSlug(`P123456789/short/`)).toBeNull();
    expect(parseOrderSlug(`P123456789/${token}/extra/`)).toBeNull();
  });
});

describe("orderCompleteEvent", () => {
  it("reports the recorded order in euros", () => {
    const order = {
      number: "P123456789",
      currency_code: "eur",
      total_price: 12990,
      delivery_cost: 690,
      discount_code: "KESA10",
      vat: [{ percentage: 25.5, amount: 2640 }],
      lines: [{ kind: "product", variant_id: 7, model_id: 3, bundle_variant_id: null, name: "Takki", manufacturer: "Brand", unit_price: 6150, quantity: 2 }],
    } as unknown as OrderView;
    expect(orderCompleteEvent(order)).toMatchObject({
      event: "orderComplete",
      transactionId: "P123456789",
      currency: "EUR",
      value: 129.9,
      tax: 26.4,
      shipping: 6.9,
      coupon: "KESA10",
      items: [{ id: 3, variantId: 7, name: "Takki", brand: "Brand", price: 61.5, quantity: 2 }],
    });
  });
});
