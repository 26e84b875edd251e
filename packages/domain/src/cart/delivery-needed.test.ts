import { describe, expect, it } from "vitest";
import { deliveryNeeded, requestNeedsDelivery } from "./delivery-needed";

describe("deliveryNeeded", () => {
  const none = { products: 0, bundles: 0, giftCardProducts: 0, rentals: 0 };

  it("is false only for rentals alone", () => {
    expect(deliveryNeeded({ ...none, rentals: 1 })).toBe(false);
    expect(deliveryNeeded({ ...none, rentals: 3 })).toBe(false);
  });

  it("is true as soon as anything else is in the cart, and for an empty cart", () => {
    expect(deliveryNeeded(none)).toBe(true);
    expect(deliveryNeeded({ ...none, rentals: 1, products: 1 })).toBe(true);
    expect(deliveryNeeded({ ...none, rentals: 1, bundles: 1 })).toBe(true);
    expect(deliveryNeeded({ ...none, rentals: 1, giftCardProducts: 1 })).toBe(true);
    expect(deliveryNeeded({ ...none, products: 2 })).toBe(true);
  });

  it("reads a checkout request's lines the same way", () => {
    expect(requestNeedsDelivery({ rentals: [{}] })).toBe(false);
    expect(requestNeedsDelivery({ rentals: [{}], products: [], bundles: [], gift_card_products: [] })).toBe(false);
    expect(requestNeedsDelivery({ rentals: [{}], products: [{}] })).toBe(true);
    expect(requestNeedsDelivery({})).toBe(true);
  });
});
