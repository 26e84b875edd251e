import { describe, expect, it } from "vitest";
import { forgetOrderAttempt, ORDER_ATTEMPT_STORAGE_KEY, readOrderAttempt, saveOrderAttempt } from "./order-attempt";

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("the kept order attempt", () => {
  it("survives a reload and is forgotten only for its own order", () => {
    const store = memory();
    saveOrderAttempt({ key: "k".repeat(20), fingerprint: "f", number: "P123456789", token: "t".repeat(24) }, store);
    expect(readOrderAttempt(store)).toEqual({ key: "k".repeat(20), fingerprint: "f", number: "P123456789", token: "t".repeat(24) });
    // Another order's confirmation page clears nothing.
    expect(forgetOrderAttempt("P999999999", store)).toBe(false);
    expect(readOrderAttempt(store)?.number).toBe("P123456789");
    expect(forgetOrderAttempt("P123456789", store)).toBe(true);
    expect(readOrderAttempt(store)).toBeNull();
    // Once forgotten, a second visit reports nothing.
    expect(forgetOrderAttempt("P123456789", store)).toBe(false);
  });

  it("ignores stored data that is not an attempt", () => {
    const store = memory();
    store.setItem(ORDER_ATTEMPT_STORAGE_KEY, "{broken");
    expect(readOrderAttempt(store)).toBeNull();
    store.setItem(ORDER_ATTEMPT_STORAGE_KEY, JSON.stringify({ key: "", fingerprint: "f" }));
    expect(readOrderAttempt(store)).toBeNull();
  });
});
