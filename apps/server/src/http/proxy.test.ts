// Running apart (SERVE=web): the storefront's process passes the browser's API and media calls
// to the API process, keeping status, body and the headers that matter.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { registerErrorHandling } from "./errors";
import { proxyRoutes } from "./proxy";

let api: TestApp;
const web = Fastify({ logger: false });
beforeAll(async () => {
  // The API believes the storefront process's X-Forwarded-For only because TRUST_PROXY names it
  // (docs/security.md "Client address").
  api = await createTestApp({ models: 5, env: { TRUST_PROXY: "127.0.0.1" } });
  const address = await api.app.listen({ port: 0, host: "127.0.0.1" });
  registerErrorHandling(web);
  await web.register(proxyRoutes, { apiUrl: address });
  await web.ready();
});
afterAll(async () => {
  await web.close();
  await api?.close();
});

describe("the storefront process in front of a separate API process", () => {
  it("passes API calls through with their answers", async () => {
    const res = await web.inject({ url: "/api/init-config/?delivery-country-code=se&currency-code=sek" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ taxAreaId: 2, currencyFormat: { code: "sek" } });
  });
  it("passes errors through unchanged", async () => {
    const res = await web.inject({ url: "/api/resources/?language=xx" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.language).toBeDefined();
  });
  it("passes media through as bytes", async () => {
    const res = await web.inject({ url: "/media/swatch/1f4e79.png?w=96" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.subarray(1, 4).toString()).toBe("PNG");
  });
  it("sends the visitor's address on to the API", async () => {
    const res = await web.inject({ url: "/api/locale_by_ip/", remoteAddress: "198.51.100.9" });
    expect(res.json()).toEqual({ country_code: "se", currency: "sek" });
  });
});

describe("an API process that does not name the storefront as its proxy", () => {
  it("ignores the forwarded address and sees the storefront's own", async () => {
    const plain = await createTestApp({ models: 1 });
    try {
      const res = await plain.app.inject({ url: "/api/locale_by_ip/", remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "198.51.100.9" } });
      expect(res.json()).toMatchObject({ code: "unknown_location" });
    } finally {
      await plain.close();
    }
  });
});
