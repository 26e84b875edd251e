import { describe, expect, it } from "vitest";
import { canMoveComplaint, complaintPrefill, EMPTY_COMPLAINT, parseEuros, validateComplaint, webOrderNumberOf, type ComplaintInput } from "./complaint-rules";

const ctx = { today: "2026-03-10", stores: new Set(["verkkokauppa", "tampere", "oulu"]) };
const good: ComplaintInput = {
  ...EMPTY_COMPLAINT,
  customerName: "Aino Virtanen", email: "aino@example.fi", phone: "040 123 4567", address: "Rantatie 1", postNumber: "00100", city: "Helsinki",
  salesChannel: "S", targetStore: "tampere", orderNumber: "P123456789", timeOfPurchase: "2026-02-01", price: "129,90", used: "Two hikes in the rain",
  manufacturer: "Tunturi", model: "Kajo Pro", size: "M", complaint: "The seam of the left shoulder opened after two hikes.",
};

describe("validateComplaint", () => {
  it("takes a complete web purchase: the store is the web shop and the order number gets its 'S' (spec 01 §3)", () => {
    const { value, errors } = validateComplaint({ ...good, store: "oulu" }, ctx);
    expect(errors).toEqual({});
    expect(value).toMatchObject({ salesChannel: "S", store: "verkkokauppa", orderNumber: "SP123456789", price: 12990, size: "M", receipt: null });
  });

  it("names every missing field", () => {
    const { value, errors } = validateComplaint({ ...EMPTY_COMPLAINT, price: "" }, ctx);
    expect(value).toBeNull();
    expect(errors).toMatchObject({
      customerName: "nameRequired", email: "required", phone: "required", address: "required", postNumber: "required", city: "required",
      targetStore: "required", orderNumber: "required", timeOfPurchase: "required", used: "required", manufacturer: "required", model: "required",
      size: "required", complaint: "required",
    });
    expect(errors.price).toBeUndefined(); // empty is the default 0
  });

  it("checks formats: e-mail, phone, postcode, order number, dates, sums, lengths", () => {
    const { errors } = validateComplaint(
      { ...good, email: "aino@", phone: "abc", postNumber: "!", orderNumber: "12345", timeOfPurchase: "2026-02-30", price: "12,345", complaint: "too short", unitDiscount: "x", customerName: "a".repeat(121) },
      ctx,
    );
    expect(errors).toEqual({
      email: "emailFormat", phone: "phoneFormat", postNumber: "postNumberFormat", orderNumber: "orderNumberFormat", timeOfPurchase: "dateFormat",
      price: "priceFormat", complaint: "tooShort", unitDiscount: "priceFormat", customerName: "tooLong",
    });
    expect(validateComplaint({ ...good, timeOfPurchase: "2026-03-11" }, ctx).errors).toEqual({ timeOfPurchase: "dateInFuture" });
  });

  it("a store purchase needs a known store and the receipt, not an order number", () => {
    expect(validateComplaint({ ...good, salesChannel: "M", orderNumber: "", store: "", receipt: "" }, ctx).errors).toEqual({ store: "required", receipt: "required" });
    expect(validateComplaint({ ...good, salesChannel: "M", orderNumber: "", store: "nowhere", receipt: "K-1" }, ctx).errors).toEqual({ store: "unknownStore" });
    const { value } = validateComplaint({ ...good, salesChannel: "M", orderNumber: "", store: "oulu", receipt: "K-1" }, ctx);
    expect(value).toMatchObject({ store: "oulu", receipt: "K-1", orderNumber: null });
    expect(validateComplaint({ ...good, salesChannel: "X" }, ctx).errors).toEqual({ salesChannel: "channel" });
    expect(validateComplaint({ ...good, targetStore: "atlantis" }, ctx).errors).toEqual({ targetStore: "unknownStore" });
  });

  it("needs no size when the product has none", () => {
    const { value } = validateComplaint({ ...good, size: "", noSize: true }, ctx);
    expect(value).toMatchObject({ size: null, noSize: true });
  });
});

describe("complaint helpers", () => {
  it("reads euros as typed", () => {
    expect(parseEuros("0")).toBe(0);
    expect(parseEuros("129,9")).toBe(12990);
    expect(parseEuros("1 299.00")).toBe(129900);
    expect(parseEuros("-1")).toBeNull();
    expect(parseEuros("1e3")).toBeNull();
  });

  it("finds the web order of a recorded number", () => {
    expect(webOrderNumberOf("SP123456789")).toBe("P123456789");
    expect(webOrderNumberOf("K-1")).toBeNull();
  });

  it("prefills from a web order line: address, postcode, order date, price paid and discounts", () => {
    const form = complaintPrefill(
      {
        number: "P123456789", created_at: "2026-02-01T10:00:00Z",
        lines: [{ kind: "product", name: "Tunturi Kajo Pro", manufacturer: "Tunturi", color: "Red", size: "M", quantity: 2, unit_price: 10000, discount: 2000 }],
        delivery: { first_name: "Aino", last_name: "Virtanen", address: "Rantatie 1", postal_code: "00100", city: "Helsinki", phone: "040", email: "a@example.fi" },
      },
      1,
    );
    expect(form).toMatchObject({
      customerName: "Aino Virtanen", postNumber: "00100", orderNumber: "P123456789", orderDate: "2026-02-01", timeOfPurchase: "2026-02-01",
      manufacturer: "Tunturi", model: "Kajo Pro", size: "M", color: "Red", price: "90,00", unitDiscount: "10,00", calculatedDiscount: "20,00", rowId: "1",
    });
  });

  it("moves complaints forward only, closed being final", () => {
    expect(canMoveComplaint("received", "in_progress")).toBe(true);
    expect(canMoveComplaint("in_progress", "accepted")).toBe(true);
    expect(canMoveComplaint("accepted", "closed")).toBe(true);
    expect(canMoveComplaint("closed", "in_progress")).toBe(false);
    expect(canMoveComplaint("in_progress", "received")).toBe(false);
    expect(canMoveComplaint("received", "closed")).toBe(false);
  });
});
