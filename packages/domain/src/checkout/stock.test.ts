import { describe, expect, it } from "vitest";
import { clampAmount, lineMaxAmount, sellableIn, StockPool } from "./stock";

const stores = new Map([[20, 3], [1, 2], [2, 5]]);

describe("stock and max amounts", () => {
  it("counts web warehouse stock, or a transfer's source stores", () => {
    expect(sellableIn({ sellableByStore: stores }, null)).toBe(3);
    expect(sellableIn({ sellableByStore: stores }, [1, 2])).toBe(7);
    expect(sellableIn({ sellableByStore: new Map() }, null)).toBe(0);
  });

  it("limits by stock and the variant maximum, on-order lines unlimited", () => {
    expect(lineMaxAmount({ onOrder: false, maxAmount: null, sellableByStore: stores }, 3)).toBe(3);
    expect(lineMaxAmount({ onOrder: false, maxAmount: 2, sellableByStore: stores }, 3)).toBe(2);
    expect(lineMaxAmount({ onOrder: true, maxAmount: 2, sellableByStore: stores }, 0)).toBeNull();
  });

  it("clamps amounts down, never up, and says why", () => {
    expect(clampAmount(5, 3)).toEqual({ amount: 3, limit: "limited" });
    expect(clampAmount(5, 0)).toEqual({ amount: 0, limit: "sold_out" });
    expect(clampAmount(2, 3)).toEqual({ amount: 2, limit: null });
    expect(clampAmount(200, null)).toEqual({ amount: 200, limit: null });
  });

  it("never gives one unit to two lines", () => {
    const pool = new StockPool();
    expect(pool.available(7, 3)).toBe(3);
    pool.take(7, 2);
    expect(pool.available(7, 3)).toBe(1);
    pool.take(7, 5);
    expect(pool.available(7, 3)).toBe(0);
  });
});
