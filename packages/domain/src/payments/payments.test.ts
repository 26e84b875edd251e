import { describe, expect, it } from "vitest";
import { paymentEventSchema } from "./payment-event";
import {
  decimalStringToMinor,
  lineVat,
  minorToDecimalString,
  paymentOrderIssues,
  paymentOrderSchema,
} from "./payment-order";
import { sampleOrder } from "../testing/payment-order";
import { klarnaLocale, toKlarnaAmounts, toPayPalPurchaseUnit } from "./provider-orders";

describe("payment order consistency", () => {
  it("accepts an order whose lines, VAT and amount agree", () => {
    const parsed = paymentOrderSchema.safeParse(sampleOrder());
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("refuses an amount that is not the sum of the lines", () => {
    expect(paymentOrderIssues(paymentOrderSchema.parse(sampleOrder())).length).toBe(0);
    const result = paymentOrderSchema.safeParse(sampleOrder({ amount: 9471 }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join("."))).toContain("amount");
  });

  it("refuses VAT lines that differ from the lines' VAT, and line VAT that is not the rate's share", () => {
    const badTotal = paymentOrderSchema.safeParse(sampleOrder({ vat: [{ percentage: 25.5, amount: 1900 }] }));
    expect(badTotal.error!.issues.map((i) => i.path.join("."))).toEqual(["vat"]);
    const order = sampleOrder();
    order.lines[0] = { ...order.lines[0]!, vatAmount: 1800 };
    order.vat = [{ percentage: 25.5, amount: 1798 }];
    expect(paymentOrderSchema.safeParse(order).error!.issues.map((i) => i.path.join("."))).toEqual(["lines.0.vatAmount"]);
  });

  it("refuses a positive discount, a negative product line and a line total above quantity × price", () => {
    const order = sampleOrder();
    order.lines[0] = { ...order.lines[0]!, totalAmount: 9990, vatAmount: lineVat(9990, 25.5) };
    const issues = paymentOrderSchema.safeParse(order).error!.issues.map((i) => i.path.join("."));
    expect(issues).toContain("lines.0.totalAmount");
    const discount = sampleOrder();
    discount.lines[2] = { ...discount.lines[2]!, unitPrice: 600, totalAmount: 600, vatAmount: 122 };
    expect(paymentOrderSchema.safeParse(discount).error!.issues.map((i) => i.path.join("."))).toContain("lines.2.totalAmount");
  });

  it("takes the VAT share of a gross amount, rounding half away from zero and mirroring negatives", () => {
    expect(lineVat(12550, 25.5)).toBe(2550);
    expect(lineVat(-12550, 25.5)).toBe(-2550);
    expect(lineVat(1000, 0)).toBe(0);
    expect(lineVat(1400, 14)).toBe(172);
  });
});

describe("provider amounts", () => {
  it("writes minor units as decimal strings and reads them back exactly", () => {
    expect(minorToDecimalString(12345, "eur")).toBe("123.45");
    expect(minorToDecimalString(5, "eur")).toBe("0.05");
    expect(minorToDecimalString(-5, "eur")).toBe("-0.05");
    expect(minorToDecimalString(500, "jpy")).toBe("500");
    expect(decimalStringToMinor("123.45", "eur")).toBe(12345);
    expect(decimalStringToMinor("0.5", "eur")).toBe(50);
    expect(decimalStringToMinor("10", "sek")).toBe(1000);
    expect(decimalStringToMinor("1.234", "eur")).toBeNull();
    expect(decimalStringToMinor("1e3", "eur")).toBeNull();
    for (const n of [0, 1, 99, 100, 101, 123456789]) expect(decimalStringToMinor(minorToDecimalString(n, "eur"), "eur")).toBe(n);
  });

  it("gives Klarna lines whose totals are quantity × unit price minus the discount, and order sums that match", () => {
    const order = paymentOrderSchema.parse(sampleOrder());
    const klarna = toKlarnaAmounts(order);
    expect(klarna.order_amount).toBe(9470);
    expect(klarna.order_tax_amount).toBe(1924);
    for (const line of klarna.order_lines) {
      expect(line.total_amount).toBe(line.quantity * line.unit_price - line.total_discount_amount);
    }
    expect(klarna.order_lines.reduce((s, l) => s + l.total_amount, 0)).toBe(klarna.order_amount);
    expect(klarna.order_lines[0]).toMatchObject({ type: "physical", tax_rate: 2550, total_discount_amount: 500 });
    expect(klarna.order_lines[2]).toMatchObject({ type: "discount", unit_price: -600, total_amount: -600, total_discount_amount: 0 });
    expect(klarnaLocale("sv", "fi")).toBe("sv-FI");
  });

  it("gives a PayPal purchase unit whose breakdown adds up to the amount", () => {
    const unit = toPayPalPurchaseUnit(paymentOrderSchema.parse(sampleOrder()));
    const b = unit.amount.breakdown;
    expect(unit.amount).toMatchObject({ currency_code: "EUR", value: "94.70" });
    expect(b).toEqual({
      item_total: { currency_code: "EUR", value: "99.80" },
      shipping: { currency_code: "EUR", value: "5.90" },
      handling: { currency_code: "EUR", value: "0.00" },
      // 5.00 off the jackets and the 6.00 code.
      discount: { currency_code: "EUR", value: "11.00" },
    });
    const toMinor = (v: string) => decimalStringToMinor(v, "eur")!;
    expect(toMinor(b.item_total.value) + toMinor(b.shipping.value) + toMinor(b.handling.value) - toMinor(b.discount.value)).toBe(toMinor(unit.amount.value));
    expect(unit.items).toEqual([{ name: "Kuoritakki", sku: "1001", quantity: "2", unit_amount: { currency_code: "EUR", value: "49.90" }, category: "PHYSICAL_GOODS" }]);
    expect(unit).toMatchObject({ reference_id: "A1", custom_id: "A1", invoice_id: "A1" });
  });
});

describe("payment events", () => {
  it("accept only the six statuses and whole non-negative amounts", () => {
    const event = { eventId: "e1", processorSlug: "test", paymentId: "p1", orderReference: "A1", status: "authorised", amount: 100, currency: "eur", occurredAt: "2025-01-01T00:00:00Z" };
    expect(paymentEventSchema.safeParse(event).success).toBe(true);
    expect(paymentEventSchema.safeParse({ ...event, status: "paid" }).success).toBe(false);
    expect(paymentEventSchema.safeParse({ ...event, amount: 1.5 }).success).toBe(false);
  });
});
