import { describe, expect, it } from "vitest";
import { orderLookupRequestSchema, placeOrderRequestSchema, placeOrderResponseSchema } from "./orders";

const form = {
  first_name: "Maija",
  last_name: "Meikäläinen",
  address: "Kauppakatu 1",
  postal_code: "00100",
  city: "Helsinki",
  phone: "+358 40 123 4567",
  email: "maija@example.com",
  delivery_method: "home",
};

describe("orders contract", () => {
  it("takes a checkout request with the form, payment method and idempotency key", () => {
    const parsed = placeOrderRequestSchema.parse({ country_code: "fi", language_code: "fi", products: [{ id: 1, amount: 2 }], form, payment_method: "test", idempotency_key: "0f8fad5b-d9cb-469f-a165-70867728950e" });
    expect(parsed.form.email).toBe("maija@example.com");
    expect(parsed.products).toEqual([{ id: 1, amount: 2 }]);
  });

  it("refuses a missing form field, a price and a short idempotency key with field paths", () => {
    const result = placeOrderRequestSchema.safeParse({ country_code: "fi", language_code: "fi", products: [{ id: 1, amount: 1, price: 1 }], form: { ...form, email: "no" }, payment_method: "test", idempotency_key: "short" });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["products.0", "form.email", "idempotency_key"]));
  });

  it("needs the address and delivery method for a delivered cart, not for a cart of rentals alone", () => {
    const empty = { ...form, address: "", postal_code: "", city: "", delivery_method: "" };
    const base = { country_code: "fi", language_code: "fi", form: empty, payment_method: "test", idempotency_key: "0f8fad5b-d9cb-469f-a165-70867728950e" };
    const rental = { number: "R12345678", token: "a".repeat(24) };
    expect(placeOrderRequestSchema.safeParse({ ...base, rentals: [rental] }).success).toBe(true);
    const delivered = placeOrderRequestSchema.safeParse({ ...base, rentals: [rental], products: [{ id: 1, amount: 1 }] });
    expect(delivered.success).toBe(false);
    expect(delivered.error!.issues.map((i) => i.path.join(".")).sort()).toEqual(["form.address", "form.city", "form.delivery_method", "form.postal_code"]);
  });

  it("reads a lookup number case-insensitively", () => {
    expect(orderLookupRequestSchema.parse({ email: "a@b.fi", order_number: " p123456789 " }).order_number).toBe("P123456789");
    expect(orderLookupRequestSchema.safeParse({ email: "a@b.fi", order_number: "1234" }).success).toBe(false);
  });

  it("answers a redirect, a snippet or nothing to pay", () => {
    const base = { number: "P123456789", access_token: "a".repeat(32), status: "new", payment_status: "pending", total_price: 100, currency_code: "eur", payment_events: [] };
    expect(placeOrderResponseSchema.safeParse({ ...base, payment: { kind: "redirect", processor_slug: "test", payment_id: "x", redirect_url: "http://x/" } }).success).toBe(true);
    expect(placeOrderResponseSchema.safeParse({ ...base, payment: { kind: "snippet", processor_slug: "klarna", payment_id: "k", kco_iframe: "<div></div>", kgco_id: "k" } }).success).toBe(true);
    expect(placeOrderResponseSchema.safeParse({ ...base, payment: { kind: "none" } }).success).toBe(true);
  });
});
