import { describe, expect, it } from "vitest";
import { createMemoCache } from "./memo-cache";

describe("memo cache", () => {
  it("loads once within the TTL and again after it", async () => {
    let now = 0;
    let loads = 0;
    const cache = createMemoCache(1000, () => now);
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    expect(await cache.get("k", load)).toBe(1);
    now = 1001;
    expect(await cache.get("k", load)).toBe(2);
  });
  it("forgets everything on invalidate and does not keep failures", async () => {
    const cache = createMemoCache(60_000);
    let calls = 0;
    await expect(cache.get("x", async () => { calls++; throw new Error("down"); })).rejects.toThrow("down");
    expect(await cache.get("x", async () => ++calls)).toBe(2);
    cache.invalidate();
    expect(await cache.get("x", async () => ++calls)).toBe(3);
  });
});
