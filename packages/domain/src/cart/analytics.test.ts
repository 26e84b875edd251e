import { describe, expect, it } from "vitest";
import { checkoutAnswer, checkoutLine } from "../testing/checkout-answer";
import { addToCartEvent, cartPageEvent } from "./analytics";

describe("cart analytics events", () => {
  it("reports an add to cart in euros with its quantity", () => {
    expect(addToCartEvent({ modelId: 10, variantId: 101, name: "Takki", brand: "Polku", unitPrice: 12_990, amount: 2, currency: "eur" })).toEqual({
      event: "addToCart",
      currency: "EUR",
      value: 259.8,
      items: [{ id: 10, variantId: 101, name: "Takki", brand: "Polku", price: 129.9, quantity: 2 }],
    });
  });

  it("reports the cart page with the answer's lines and total", () => {
    const event = cartPageEvent(checkoutAnswer({ products: [checkoutLine({ amount: 2, unit_price: 1_000 })], total_price: 2_590 }), "fi");
    expect(event).toMatchObject({ event: "cartPage", value: 25.9, items: [{ id: 10, variantId: 101, price: 10, quantity: 2 }] });
    expect(cartPageEvent(null, "fi")).toMatchObject({ value: 0, items: [] });
  });
});
