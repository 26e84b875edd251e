import { describe, expect, it } from "vitest";
import { checkoutAnswer, checkoutLine } from "../testing/checkout-answer";
import { emptyCart, type Cart } from "./cart";
import { freeDeliveryMerchandise, freeDeliveryStatus } from "./free-delivery";

const answer = checkoutAnswer({
  products: [checkoutLine({ id: 101, amount: 1, unit_price: 5_000, total_price: 5_000 })],
  gift_card_products: [{ uid: "1", model_id: 2427, name: "Lahjakortti", value: 100, amount: 1, recipient_name: null, unit_price: 10_000, total_price: 10_000, errors: [] }],
  subtotal: 15_000,
  total_price: 15_590,
});
const cart = (over: Partial<Cart> = {}): Cart => ({
  ...emptyCart(),
  products: [{ productId: 101, amount: 1 }],
  validation: answer,
  validateHash: "k",
  status: "VALIDATED",
  thresholds: { delivery: 20_000, repack: null },
  ...over,
});

describe("freeDeliveryMerchandise (the checkout's merchandise after discount)", () => {
  it("counts product and bundle lines less the discount, not gift cards", () => {
    expect(freeDeliveryMerchandise(answer)).toBe(5_000);
    expect(freeDeliveryMerchandise({ ...answer, discount_total: 1_000 })).toBe(4_000);
    expect(freeDeliveryMerchandise({ ...answer, discount_total: 9_000 })).toBe(0);
  });
});

describe("freeDeliveryStatus (docs/cart.md \"Free delivery\")", () => {
  it("measures the charged method's threshold and names the method", () => {
    expect(freeDeliveryStatus(cart())).toEqual({ threshold: 20_000, remaining: 15_000, ratio: 0.25, reached: false, methodName: "Kotiinkuljetus", percent: 25, estimated: false });
  });

  it("is reached at the threshold, as the checkout prices delivery free from it", () => {
    expect(freeDeliveryStatus(cart({ thresholds: { delivery: 5_000, repack: null } }))).toMatchObject({ remaining: 0, reached: true, percent: 100 });
  });

  it("moves at once with a changed amount still being checked", () => {
    const status = freeDeliveryStatus(cart({ status: "PENDING", products: [{ productId: 101, amount: 3 }] }))!;
    expect(status).toMatchObject({ remaining: 5_000, percent: 75, estimated: true });
    expect(freeDeliveryStatus(cart({ status: "PENDING", products: [{ productId: 101, amount: 5 }] }))).toMatchObject({ reached: true, estimated: true });
  });

  it("is nothing without an answer, a charged method or a threshold", () => {
    expect(freeDeliveryStatus(cart({ validation: null }))).toBeNull();
    expect(freeDeliveryStatus(cart({ validation: { ...answer, delivery_methods: [] } }))).toBeNull();
    expect(freeDeliveryStatus(cart({ thresholds: { delivery: null, repack: null } }))).toBeNull();
  });
});
