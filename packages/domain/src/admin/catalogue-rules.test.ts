// The back office's price rules: bulk changes (docs/admin.md "Bulk price change"), euros typed by
// people, and the rules every saved price row keeps.
import { describe, expect, it } from "vitest";
import { applyBulkChange, parseEuros, priceProblems, type BulkPriceChange } from "./catalogue-rules";

const pct = (percent: number, target: "active" | "regular" = "active"): BulkPriceChange => ({ kind: "percent", percent, target });
const amt = (cents: number, target: "active" | "regular" = "active"): BulkPriceChange => ({ kind: "amount", cents, target });

describe("applyBulkChange", () => {
  it("rounds a percentage to whole cents, half a cent up, without floating-point drift", () => {
    expect(applyBulkChange({ regular: 1999, active: 1999 }, pct(-12.5, "regular"))).toEqual({ regular: 1749, active: 1749, club: null });
    // 1005 × 1.1 = 1105.5 → 1106 (a float product gives 1105.4999…).
    expect(applyBulkChange({ regular: 1005, active: 1005 }, pct(10, "regular")).regular).toBe(1106);
    expect(applyBulkChange({ regular: 10000, active: 8999 }, pct(-33.33)).active).toBe(6000);
    expect(applyBulkChange({ regular: 29, active: 29 }, pct(0.5, "regular")).regular).toBe(29);
    // Hundredths of a percent only: 12.345 % counts as 12.35 %.
    expect(applyBulkChange({ regular: 100000, active: 100000 }, pct(12.345, "regular")).regular).toBe(112350);
  });

  it("never goes below zero", () => {
    expect(applyBulkChange({ regular: 500, active: 500 }, amt(-1000, "regular"))).toEqual({ regular: 0, active: 0, club: null });
    expect(applyBulkChange({ regular: 500, active: 400 }, pct(-100))).toEqual({ regular: 500, active: 0, club: null });
  });

  it("keeps the price paid at or under the regular price", () => {
    expect(applyBulkChange({ regular: 10000, active: 9000 }, pct(20))).toEqual({ regular: 10000, active: 10000, club: null });
    expect(applyBulkChange({ regular: 10000, active: 9000 }, amt(-2000, "regular"))).toEqual({ regular: 8000, active: 8000, club: null });
  });

  it("moves the price paid with the regular one only when there is no offer", () => {
    expect(applyBulkChange({ regular: 10000, active: 10000 }, pct(10, "regular"))).toEqual({ regular: 11000, active: 11000, club: null });
    expect(applyBulkChange({ regular: 10000, active: 7900 }, pct(10, "regular"))).toEqual({ regular: 11000, active: 7900, club: null });
  });

  it("keeps a club price while it is below the price paid, else drops it", () => {
    expect(applyBulkChange({ regular: 10000, active: 10000, club: 8900 }, pct(-10))).toEqual({ regular: 10000, active: 9000, club: 8900 });
    expect(applyBulkChange({ regular: 10000, active: 10000, club: 8900 }, pct(-20))).toEqual({ regular: 10000, active: 8000, club: null });
  });

  it("never makes a row the price rules refuse (property over many rows and changes)", () => {
    const changes = [pct(-50), pct(-12.5), pct(7.25, "regular"), pct(-30, "regular"), amt(-1500), amt(2500), amt(-500, "regular"), amt(999, "regular")];
    for (let regular = 0; regular <= 20000; regular += 1237) {
      for (const active of [regular, Math.floor(regular * 0.8)]) {
        for (const club of [null, active > 0 ? active - 1 : null]) {
          for (const change of changes) {
            const after = applyBulkChange({ regular, active, club }, change);
            expect(after.active).toBeGreaterThanOrEqual(0);
            expect(priceProblems({ ...after, discount_free: after.regular, price_ending: null }, new Date())).toEqual({});
          }
        }
      }
    }
  });
});

describe("parseEuros", () => {
  it("reads euros typed by people as cents", () => {
    expect(parseEuros("129,90")).toBe(12990);
    expect(parseEuros("1 234,5")).toBe(123450);
    expect(parseEuros("0.29")).toBe(29);
    expect(parseEuros("12,345")).toBeNull();
    expect(parseEuros("-5")).toBeNull();
  });
});
