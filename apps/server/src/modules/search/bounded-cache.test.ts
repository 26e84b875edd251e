import { describe, expect, it } from "vitest";
import { createBoundedCache } from "./bounded-cache";

describe("createBoundedCache", () => {
  it("answers from memory within the time limit and loads again after it", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createBoundedCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 99;
    expect(await cache.get("a", load)).toBe(1);
    clock = 100;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("drops the oldest entry past the size bound", async () => {
    let loads = 0;
    const cache = createBoundedCache<number>({ ttlMs: 1000, maxEntries: 2 });
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("a", load)).toBe(4);
  });

  it("does not remember a failed load", async () => {
    const cache = createBoundedCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });
});
