import { describe, expect, it } from "vitest";
import { canMoveReturn, checkReturn, EXCHANGE_HOLD_DAYS, exchangeHoldUntil, lineRefund, orderReturnRefusal, returnDeadline, returnRefundTotal, returnableUnits, type ReturnCheckContext } from "./return-rules";

const paidAt = new Date("2026-03-01T10:00:00Z");
const order: ReturnCheckContext["order"] = {
  status: "shipped",
  paidAt,
  lines: [
    { kind: "product", quantity: 3, totalPrice: 10_000, modelId: 1, variantId: 11 },
    { kind: "gift_card", quantity: 1, totalPrice: 5_000, modelId: 2427, variantId: null },
    { kind: "product", quantity: 1, totalPrice: 2_500, modelId: 3, variantId: 31, groupSlugs: ["vuota-korjaus"] },
  ],
};
const ctx = (over: Partial<ReturnCheckContext> = {}): ReturnCheckContext => ({
  order, alreadyReturned: new Map(), exchangeStock: new Map([[12, { modelId: 1, available: 1 }], [32, { modelId: 3, available: 5 }]]), now: new Date("2026-03-10T00:00:00Z"), ...over,
});

describe("return window and order", () => {
  it("closes 100 days after payment (spec 02 §9)", () => {
    expect(returnDeadline(paidAt).toISOString()).toBe("2026-06-09T10:00:00.000Z");
    expect(orderReturnRefusal(order, new Date("2026-06-09T09:59:59Z"))).toBeNull();
    expect(orderReturnRefusal(order, new Date("2026-06-09T10:00:01Z"))).toBe("expired");
  });
  it("needs a paid and dispatched order", () => {
    expect(orderReturnRefusal({ ...order, paidAt: null }, paidAt)).toBe("not_paid");
    expect(orderReturnRefusal({ ...order, status: "cancelled" }, paidAt)).toBe("not_paid");
    expect(orderReturnRefusal({ ...order, status: "processing" }, paidAt)).toBe("not_shipped");
  });
  it("holds an exchange item 3 weeks (spec 02 §4)", () => {
    expect(EXCHANGE_HOLD_DAYS).toBe(21);
    expect(exchangeHoldUntil(paidAt).toISOString()).toBe("2026-03-22T10:00:00.000Z");
  });
});

describe("lines", () => {
  it("gift cards and repairs are never returnable; returned units are taken off", () => {
    expect(returnableUnits(order, new Map([[1, 2]]))).toEqual([1, 0, 0]);
  });
  it("a part of a line refunds its share rounded down; the whole line its total", () => {
    expect(lineRefund({ quantity: 3, totalPrice: 10_000 }, 1)).toBe(3_333);
    expect(lineRefund({ quantity: 3, totalPrice: 10_000 }, 2)).toBe(6_666);
    expect(lineRefund({ quantity: 3, totalPrice: 10_000 }, 3)).toBe(10_000);
  });
});

describe("checkReturn", () => {
  it("accepts a refund and an exchange to another variant of the same model", () => {
    const result = checkReturn(
      [{ row: 1, quantity: 1, reason: "wrong_size", action: "exchange", exchangeVariantId: 12 }, { row: 1, quantity: 0, reason: "", action: "refund" }],
      ctx(),
    );
    expect(result.value).toEqual([{ row: 1, quantity: 1, reason: "wrong_size", action: "exchange", exchangeVariantId: 12, value: 3_333 }]);
  });
  it("names each broken field", () => {
    expect(checkReturn([], ctx()).errors).toEqual({ lines: "noLines" });
    expect(checkReturn([{ row: 1, quantity: 4, reason: "", action: "refund" }], ctx()).errors).toEqual({ "lines.0.quantity": "quantity", "lines.0.reason": "reasonRequired" });
    expect(checkReturn([{ row: 2, quantity: 1, reason: "other", action: "refund" }], ctx()).errors).toEqual({ "lines.0.row": "notReturnable" });
    expect(checkReturn([{ row: 9, quantity: 1, reason: "other", action: "refund" }], ctx()).errors).toEqual({ "lines.0.row": "notReturnable" });
    expect(checkReturn([{ row: 1, quantity: 1, reason: "other", action: "exchange", exchangeVariantId: 32 }], ctx()).errors).toEqual({ "lines.0.exchangeVariantId": "exchangeVariant" });
    expect(checkReturn([{ row: 1, quantity: 1, reason: "other", action: "exchange", exchangeVariantId: 11 }], ctx()).errors).toEqual({ "lines.0.exchangeVariantId": "exchangeVariant" });
    expect(checkReturn([{ row: 1, quantity: 2, reason: "other", action: "exchange", exchangeVariantId: 12 }], ctx()).errors).toEqual({ "lines.0.exchangeVariantId": "exchangeStock" });
    expect(checkReturn([{ row: 1, quantity: 1, reason: "other", action: "refund" }], ctx({ now: new Date("2026-07-01T00:00:00Z") })).errors).toEqual({ non_field_errors: "expired" });
  });
});

describe("moves and refund", () => {
  it("receiving comes before approval; approved and rejected are final", () => {
    expect(canMoveReturn("new-return", "processed-return")).toBe(false);
    expect(canMoveReturn("new-return", "processing-return")).toBe(true);
    expect(canMoveReturn("processing-return", "processed-return")).toBe(true);
    expect(canMoveReturn("more_info-return", "processing-return")).toBe(true);
    expect(canMoveReturn("processed-return", "rejected-return")).toBe(false);
    expect(canMoveReturn("rejected-return", "processing-return")).toBe(false);
  });
  it("refunds the refund lines, and exchange lines whose item was released, within what the provider holds", () => {
    const lines = [{ action: "refund" as const, value: 4_000 }, { action: "exchange" as const, value: 10_000 }];
    expect(returnRefundTotal(lines, false, 50_000)).toBe(4_000);
    expect(returnRefundTotal(lines, true, 50_000)).toBe(14_000);
    expect(returnRefundTotal(lines, true, 6_000)).toBe(6_000);
  });
});
