import { describe, expect, it } from "vitest";
import { API_RETRY_DELAYS_MS, isIdempotentMethod, shouldRetryApiCall } from "./api-retry";

describe("shouldRetryApiCall (spec 01 §7)", () => {
  it("retries reads after a network failure, a timeout and 502/503/504", () => {
    for (const outcome of [{ kind: "network" }, { kind: "timeout" }, { kind: "status", status: 502 }, { kind: "status", status: 503 }, { kind: "status", status: 504 }] as const) {
      expect(shouldRetryApiCall({ outcome, attempt: 0 })).toBe(true);
      expect(shouldRetryApiCall({ method: "HEAD", outcome, attempt: 1 })).toBe(true);
    }
  });

  it("does not retry other statuses or an abort by the caller", () => {
    for (const status of [400, 401, 404, 409, 429, 500]) expect(shouldRetryApiCall({ outcome: { kind: "status", status }, attempt: 0 })).toBe(false);
    expect(shouldRetryApiCall({ outcome: { kind: "aborted" }, attempt: 0 })).toBe(false);
  });

  it("retries a write only when it is declared idempotent", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) {
      expect(shouldRetryApiCall({ method, outcome: { kind: "network" }, attempt: 0 })).toBe(false);
      expect(shouldRetryApiCall({ method, idempotent: true, outcome: { kind: "network" }, attempt: 0 })).toBe(true);
    }
  });

  it("sends a call at most once more than there are delays", () => {
    expect(API_RETRY_DELAYS_MS).toHaveLength(2);
    expect(shouldRetryApiCall({ outcome: { kind: "network" }, attempt: API_RETRY_DELAYS_MS.length })).toBe(false);
    expect(shouldRetryApiCall({ outcome: { kind: "network" }, attempt: 0, delays: [] })).toBe(false);
  });

  it("reads GET and HEAD as idempotent, the default method being GET", () => {
    expect(isIdempotentMethod(undefined)).toBe(true);
    expect(isIdempotentMethod("get")).toBe(true);
    expect(isIdempotentMethod("POST")).toBe(false);
  });
});
