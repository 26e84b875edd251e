import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMIT } from "@polku/domain";
import { createMemoryRateLimitStore } from "../../lib/rate-limit-store";
import { createLoginThrottle, THROTTLE_UNAVAILABLE, type LoginThrottle } from "./login-throttle";

async function attempt(throttle: LoginThrottle, keys: string[], outcome: "fail" | "ok" = "fail") {
  const reserved = await throttle.reserve(keys);
  if (reserved.kind === "throttled") return reserved;
  if (outcome === "fail") await throttle.failed(reserved.reservation);
  else await throttle.succeeded(reserved.reservation, keys.find((k) => k.startsWith("account:"))!);
  return reserved;
}

describe("login throttle", () => {
  it("locks a key at the limit and locks it twice as long the next time", async () => {
    let now = 0;
    const throttle = createLoginThrottle(createMemoryRateLimitStore(() => now));
    const fail = async (times: number) => {
      for (let i = 0; i < times; i++) await attempt(throttle, ["account:a"]);
    };
    await fail(LOGIN_FAILURE_LIMIT - 1);
    expect(await throttle.retryAfter(["account:a"])).toBe(0);
    await fail(1);
    expect(await throttle.retryAfter(["ip:x", "account:a"])).toBe(15 * 60);
    now += 15 * 60 * 1000;
    expect(await throttle.retryAfter(["account:a"])).toBe(0);
    await fail(LOGIN_FAILURE_LIMIT);
    expect(await throttle.retryAfter(["account:a"])).toBe(30 * 60);
  });

  it("forgets an account's failures after a successful login, and gives the address its slot back", async () => {
    const throttle = createLoginThrottle(createMemoryRateLimitStore());
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await attempt(throttle, ["ip:y", "account:b"]);
    await attempt(throttle, ["ip:y", "account:b"], "ok");
    await attempt(throttle, ["ip:y", "account:b"]);
    expect(await throttle.retryAfter(["account:b"])).toBe(0);
    expect(await throttle.retryAfter(["ip:y"])).toBe(15 * 60);
  });

  it("checks only the limit's worth of a parallel burst and counts the burst as one lock step", async () => {
    const throttle = createLoginThrottle(createMemoryRateLimitStore());
    const reservations = await Promise.all(Array.from({ length: 200 }, () => throttle.reserve(["account:c"])));
    const admitted = reservations.filter((r) => r.kind === "reserved");
    expect(admitted).toHaveLength(LOGIN_FAILURE_LIMIT);
    for (const r of reservations) if (r.kind === "throttled") expect(r.retryAfter).toBeGreaterThan(0);
    await Promise.all(admitted.map((r) => r.kind === "reserved" && throttle.failed(r.reservation)));
    // One lock of 15 minutes, not 190 failures' worth of doubling.
    expect(await throttle.retryAfter(["account:c"])).toBe(15 * 60);
  });

  it("refuses with a 503, not a 500, when its counters cannot be reached", async () => {
    const down = (): Promise<never> => Promise.reject(new Error("connection refused"));
    const throttle = createLoginThrottle({ increment: down, set: down, decrement: down, count: down, remainingMs: down, delete: down, close: async () => {} });
    await expect(throttle.retryAfter(["ip:x"])).rejects.toMatchObject({ statusCode: 503, message: THROTTLE_UNAVAILABLE });
    await expect(throttle.reserve(["ip:x"])).rejects.toMatchObject({ statusCode: 503 });
  });
});
