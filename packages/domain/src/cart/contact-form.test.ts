import { describe, expect, it } from "vitest";
import { EMPTY_FORM, emptyCart } from "./cart";
import { cartNeedsDelivery, contactFieldProblem, contactFields, contactFormProblems } from "./contact-form";

describe("contact form", () => {
  it("names missing names, other missing fields and a malformed e-mail", () => {
    expect(contactFormProblems(EMPTY_FORM)).toEqual({
      first_name: "name_required",
      last_name: "name_required",
      address: "required",
      postal_code: "required",
      city: "required",
      phone: "required",
      email: "required",
    });
    expect(contactFieldProblem("email", "maija@example")).toBe("email_format");
    expect(contactFieldProblem("email", " maija@example.fi ")).toBeNull();
    expect(contactFieldProblem("first_name", "   ")).toBe("name_required");
    expect(contactFieldProblem("city", "x".repeat(61))).toBe("too_long");
  });

  it("has nothing to say about a filled form", () => {
    const form = { ...EMPTY_FORM, first_name: "Maija", last_name: "Meikäläinen", address: "Polku 1", postal_code: "00100", city: "Helsinki", phone: "0401234567", email: "maija@example.fi" };
    expect(contactFormProblems(form)).toEqual({});
  });

  it("leaves out the address, postcode and city for a cart of rentals alone", () => {
    expect(contactFields(false)).toEqual(["first_name", "last_name", "phone", "email"]);
    expect(contactFormProblems(EMPTY_FORM, false)).toEqual({ first_name: "name_required", last_name: "name_required", phone: "required", email: "required" });
    const rentals = { ...emptyCart(), rentals: [{ number: "R12345678", token: "t".repeat(24) }] };
    expect(cartNeedsDelivery(rentals)).toBe(false);
    expect(cartNeedsDelivery({ ...rentals, products: [{ productId: 1, amount: 1 }] })).toBe(true);
    expect(cartNeedsDelivery(emptyCart())).toBe(true);
  });
});
