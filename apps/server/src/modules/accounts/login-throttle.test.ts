import { describe, expect, it } from "vitest";
import { LOGIN_FAILURE_LIMIT } from "@polku/domain";
import { createMemoryRateLimitStore } from "../../lib/rate-limit-store";
import { createLoginThrottle, THROTTLE_UNAVAILABLE } from "./login-throttle";

describe("login throttle", () => {
  it("locks a key at the limit and locks it twice as long the next time", async () => {
    let now = 0;
    const throttle = createLoginThrottle(createMemoryRateLimitStore(() => now));
    const fail = async (times: number) => {
      for (let i = 0; i < times; i++) await throttle.failed(["account:a"]);
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

  it("forgets an account's failures after a successful login", async () => {
    const throttle = createLoginThrottle(createMemoryRateLimitStore());
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) await throttle.failed(["account:b"]);
    await throttle.succeeded("account:b");
    await throttle.failed(["account:b"]);
    expect(await throttle.retryAfter(["account:b"])).toBe(0);
  });

  it("refuses with a 503, not a 500, when its counters cannot be reached", async () => {
    const down = (): Promise<never> => Promise.reject(new Error("connection refused"));
    const throttle = createLoginThrottle({ increment: down, set: down, remainingMs: down, delete: down, close: async () => {} });
    await expect(throttle.retryAfter(["ip:x"])).rejects.toMatchObject({ statusCode: 503, message: THROTTLE_UNAVAILABLE });
    await expect(throttle.failed(["ip:x"])).rejects.toMatchObject({ statusCode: 503 });
  });
});
