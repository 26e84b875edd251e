import { describe, expect, it } from "vitest";
import { allocate, applyDiscountCode, codesLimitedPerCustomer, dedupeCodes, discountAmount, discountCodeAvailability, withAncestors, withGuestUses, type DiscountableLine } from "./discounts";
import { code } from "./test-fixtures";

const now = new Date("2026-06-15T12:00:00Z");
const line = (key: string, total: number, over: Partial<DiscountableLine> = {}): DiscountableLine => ({ key, total, modelId: 1, brandId: 1, groupIds: [1], ...over });

describe("discount codes", () => {
  it("tells whether a code works now, the first reason it does not in the checkout's order", () => {
    const at = new Date("2026-06-15T12:00:00Z");
    expect(discountCodeAvailability(code(), at)).toBe("available");
    expect(discountCodeAvailability(code({ isActive: false, validTo: new Date("2026-01-01") }), at)).toBe("inactive");
    expect(discountCodeAvailability(code({ validFrom: new Date("2026-06-15T12:00:01Z") }), at)).toBe("not_yet_valid");
    expect(discountCodeAvailability(code({ validFrom: new Date("2026-06-15T12:00:00Z") }), at)).toBe("available");
    expect(discountCodeAvailability(code({ validTo: new Date("2026-06-15T12:00:00Z"), usageLimit: 1, timesUsed: 1 }), at)).toBe("expired");
    expect(discountCodeAvailability(code({ usageLimit: 2, timesUsed: 2 }), at)).toBe("used_up");
    expect(applyDiscountCode(code({ usageLimit: 2, timesUsed: 2 }), [line("a", 1_000)], at)).toMatchObject({ ok: false, message: { key: "code_used_up" } });
  });

  it("compares codes case-insensitively and drops repeats", () => {
    expect(dedupeCodes([" Kesa10 ", "KESA10", "lahja", "", "kesa10"])).toEqual(["kesa10", "lahja"]);
  });

  it("takes a percentage of the eligible lines, rounded half up to a cent", () => {
    expect(discountAmount("percentage", 1000, 12_345)).toBe(1_235);
    expect(discountAmount("percentage", 1500, 333)).toBe(50);
    const outcome = applyDiscountCode(code(), [line("a", 10_000), line("b", 5_000)], now);
    expect(outcome).toMatchObject({ ok: true, amount: 1_500 });
  });

  it("caps a fixed amount at the eligible subtotal", () => {
    expect(applyDiscountCode(code({ kind: "fixed", value: 2_000 }), [line("a", 1_500)], now)).toMatchObject({ ok: true, amount: 1_500 });
    expect(applyDiscountCode(code({ kind: "fixed", value: 2_000 }), [line("a", 5_000)], now)).toMatchObject({ ok: true, amount: 2_000 });
  });

  it("is valid only between its dates", () => {
    const window = { validFrom: new Date("2026-06-01T00:00:00Z"), validTo: new Date("2026-07-01T00:00:00Z") };
    expect(applyDiscountCode(code(window), [line("a", 100)], now).ok).toBe(true);
    expect(applyDiscountCode(code(window), [line("a", 100)], new Date("2026-05-31T23:59:59Z"))).toMatchObject({ ok: false, message: { key: "code_not_yet_valid" } });
    expect(applyDiscountCode(code(window), [line("a", 100)], new Date("2026-07-01T00:00:00Z"))).toMatchObject({ ok: false, message: { key: "code_expired" } });
  });

  it("needs the minimum order of the merchandise", () => {
    expect(applyDiscountCode(code({ minimumOrder: 5_000 }), [line("a", 4_999)], now)).toMatchObject({ ok: false, message: { key: "code_minimum_order", params: { amount: 5_000 } } });
    expect(applyDiscountCode(code({ minimumOrder: 5_000 }), [line("a", 5_000)], now).ok).toBe(true);
  });

  it("applies to the limited groups (and their descendants), brands or products only", () => {
    const parents = new Map<number, number | null>([[1, null], [2, 1], [3, 2], [4, null]]);
    const lines = [line("jacket", 10_000, { groupIds: withAncestors([3], parents) }), line("tent", 20_000, { groupIds: withAncestors([4], parents), brandId: 7, modelId: 70 })];
    expect(applyDiscountCode(code({ groupIds: [1] }), lines, now)).toMatchObject({ ok: true, amount: 1_000 });
    expect(applyDiscountCode(code({ brandIds: [7] }), lines, now)).toMatchObject({ ok: true, amount: 2_000 });
    expect(applyDiscountCode(code({ modelIds: [70], groupIds: [2] }), lines, now)).toMatchObject({ ok: true, amount: 3_000 });
    expect(applyDiscountCode(code({ modelIds: [99] }), lines, now)).toMatchObject({ ok: false, message: { key: "code_not_applicable" } });
  });

  it("stops at its usage limits, per code and per customer", () => {
    expect(applyDiscountCode(code({ usageLimit: 3, timesUsed: 3 }), [line("a", 100)], now)).toMatchObject({ ok: false, message: { key: "code_used_up" } });
    expect(applyDiscountCode(code({ usageLimit: 3, timesUsed: 2 }), [line("a", 100)], now).ok).toBe(true);
    expect(applyDiscountCode(code({ usageLimitPerCustomer: 1, timesUsedByCustomer: 1 }), [line("a", 100)], now)).toMatchObject({ ok: false, message: { key: "code_customer_limit" } });
    expect(applyDiscountCode(code({ usageLimitPerCustomer: 1, timesUsedByCustomer: null }), [line("a", 100)], now).ok).toBe(true);
    expect(applyDiscountCode(code({ isActive: false }), [line("a", 100)], now)).toMatchObject({ ok: false, message: { key: "code_not_found" } });
  });

  it("counts a guest's uses of a per-customer code like a customer's, with the same refusal", () => {
    const codes = new Map([["kerta", code({ id: 1, code: "KERTA", usageLimitPerCustomer: 1 })], ["kesa10", code({ id: 2 })]]);
    expect(codesLimitedPerCustomer(codes)).toEqual([1]);
    const used = withGuestUses(codes, new Map([[1, 1]]));
    expect(applyDiscountCode(used.get("kerta")!, [line("a", 100)], now)).toMatchObject({ ok: false, message: { key: "code_customer_limit", params: { code: "KERTA" } } });
    expect(used.get("kesa10")).toBe(codes.get("kesa10"));
    expect(applyDiscountCode(withGuestUses(codes, new Map()).get("kerta")!, [line("a", 100)], now).ok).toBe(true);
  });

  it("spreads the discount over lines in whole cents that sum exactly, none above its line", () => {
    const shares = allocate(100, [{ key: "a", total: 333 }, { key: "b", total: 333 }, { key: "c", total: 334 }]);
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(100);
    expect(shares.get("c")).toBe(34);
    const tight = allocate(3, [{ key: "a", total: 1 }, { key: "b", total: 1 }, { key: "c", total: 1 }]);
    expect([...tight.values()]).toEqual([1, 1, 1]);
  });
});
