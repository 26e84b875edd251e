import { afterAll, describe, expect, it } from "vitest";
import { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limit-store";
import { createRedisRateLimitStore } from "./redis-rate-limit-store";

describe("memory rate-limit store", () => {
  it("counts hits until the key expires, then starts again", async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.increment("a", 500)).toBe(1);
    expect(await store.increment("a", 500)).toBe(2);
    expect(await store.remainingMs("a")).toBe(500);
    now += 499;
    expect(await store.increment("a", 500)).toBe(3);
    now += 1;
    expect(await store.remainingMs("a")).toBe(0);
    expect(await store.increment("a", 500)).toBe(1);
  });

  it("sets and deletes locks", async () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    await store.set("lock", 1000);
    now = 400;
    expect(await store.remainingMs("lock")).toBe(600);
    await store.delete("lock");
    expect(await store.remainingMs("lock")).toBe(0);
  });
});

// Runs where a Redis server is named (REDIS_URL=redis://127.0.0.1:6379 npx vitest run …).
describe.skipIf(!process.env.REDIS_URL)("Redis rate-limit store", () => {
  const store: RateLimitStore = createRedisRateLimitStore(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { prefix: `polku:test:${process.pid}:${Date.now()}:` });
  afterAll(() => store.close());

  it("counts with an expiry, sets and deletes", async () => {
    expect(await store.increment("a", 10_000)).toBe(1);
    expect(await store.increment("a", 10_000)).toBe(2);
    const left = await store.remainingMs("a");
    expect(left).toBeGreaterThan(9_000);
    expect(left).toBeLessThanOrEqual(10_000);
    await store.set("lock", 5_000);
    expect(await store.remainingMs("lock")).toBeGreaterThan(4_000);
    await store.delete("lock");
    await store.delete("a");
    expect(await store.remainingMs("lock")).toBe(0);
    expect(await store.increment("a", 50)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.remainingMs("a")).toBe(0);
  });
});
