import { describe, expect, it } from "vitest";
import { EMPTY_FORM } from "./cart";
import { contactFieldProblem, contactFormProblems } from "./contact-form";

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
});
