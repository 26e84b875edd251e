// Integration: GET /api/?err=<message> (spec 02 §7, §8), the storefront's report of a failed
// page load, on a real database (PGlite, or PostgreSQL when DATABASE_URL is set).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fieldErrorsSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { ERROR_REPORT_LIMIT } from "./error-reports.routes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 10 });
});
afterAll(() => t?.close());
afterEach(() => vi.restoreAllMocks());

let ipCounter = 0;
const nextIp = () => `10.77.0.${++ipCounter}`;
const report = (query: string, remoteAddress = nextIp()) => t.app.inject({ method: "GET", url: `/api/?${query}`, remoteAddress });

describe("GET /api/?err=", () => {
  it("answers 204 and logs the message at warn level with the caller's address", async () => {
    const warn = vi.spyOn(t.app.log, "warn");
    const message = "Failed to load the product page: ApiError 502 /api/products/productmodel/x/ & more";
    const res = await report(`err=${encodeURIComponent(message)}`, "10.77.1.1");
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(warn).toHaveBeenCalledWith({ ip: "10.77.1.1", report: message }, expect.any(String));
  });

  it("takes a message of 500 characters, and is 400 with field errors when err is missing, empty or longer", async () => {
    expect((await report(`err=${"x".repeat(500)}`)).statusCode).toBe(204);
    const warn = vi.spyOn(t.app.log, "warn");
    for (const query of ["", "err=", `err=${"x".repeat(501)}`, "other=1"]) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(fieldErrorsSchema.parse(res.json()).errors), query).toEqual(["err"]);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it(`allows ${ERROR_REPORT_LIMIT} reports a minute per address, then 429 with Retry-After`, async () => {
    const ip = "10.77.2.1";
    for (let i = 0; i < ERROR_REPORT_LIMIT; i++) expect((await report(`err=boom-${i}`, ip)).statusCode).toBe(204);
    const refused = await report("err=one-too-many", ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another address is not held back.
    expect((await report("err=elsewhere", "10.77.2.2")).statusCode).toBe(204);
  });
});
