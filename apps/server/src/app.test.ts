// Integration: what every client of the API can rely on, whatever the endpoint.
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newestResponseSchema, paymentOrderSchema } from "@polku/domain";
import { sampleOrder } from "@polku/domain/testing/payment-order";
import { createTestApp, type TestApp } from "./test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 30 });
});
afterAll(() => t?.close());

describe("the API's common behaviour", () => {
  it("answers an unknown /api/ path with a JSON 404", async () => {
    const res = await t.app.inject({ url: "/api/no-such-thing/" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/json/);
    expect(res.json()).toMatchObject({ code: "not_found" });
  });
  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/no-such-thing/", headers: { "content-type": "application/json" }, payload: "{bad" });
    expect(res.statusCode).toBe(400);
  });
  it("names client errors in its own words, never with the framework's codes", async () => {
    const post = (payload: string, type = "application/json") => t.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": type }, payload });
    const cases: [Awaited<ReturnType<typeof post>>, number, string][] = [
      [await post("{bad"), 400, "invalid_json"],
      [await post(""), 400, "invalid_json"],
      [await post(JSON.stringify({ email: "x".repeat(2 * 1024 * 1024) })), 413, "too_large"],
      [await post("<a/>", "application/xml"), 415, "unsupported_media_type"],
    ];
    for (const [res, status, code] of cases) {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ code, detail: expect.any(String) });
      expect(res.body).not.toMatch(/FST_|ERR_/);
    }
  });
  it("refuses a body with __proto__ or constructor.prototype by name, not as invalid JSON", async () => {
    for (const payload of ['{"email":"a@b.fi","password":"x","__proto__":{"admin":true}}', '{"a":[{"constructor":{"prototype":{"x":1}}}]}']) {
      const res = await t.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": "application/json" }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "forbidden_key", detail: "The body may not contain a __proto__ key, nor constructor.prototype." });
    }
    // A key merely named constructor is fine JSON.
    const ok = await t.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": "application/json" }, payload: '{"constructor":1}' });
    expect(ok.json()).toHaveProperty("errors");
  });
  it("answers NUL, lone surrogates and integers past 2,147,483,647 with 400 naming the field, on every kind of call", async () => {
    const cases: [{ method: "GET" | "POST"; url: string; payload?: object }, string][] = [
      [{ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "fi", discount_codes: ["a\u0000b"] } }, "discount_codes.0"],
      [{ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "fi", discount_codes: ["\ud800"] } }, "discount_codes.0"],
      [{ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "fi", products: [{ id: 2 ** 31, amount: 1 }] } }, "products.0.id"],
      [{ method: "POST", url: "/api/checkout/", payload: { country_code: "fi", language_code: "fi", special_request: "x\u0000" } }, "special_request"],
      [{ method: "POST", url: "/api/events/", payload: { type: "view", modelId: 99_999_999_999 } }, "modelId"],
      [{ method: "GET", url: "/api/search/?q=a%00b" }, "q"],
      [{ method: "GET", url: "/api/products/newest/?taxAreaId=99999999999" }, "taxAreaId"],
      [{ method: "GET", url: "/api/delivery-methods/?postal_code=00100&variant_id=99999999999" }, "variant_id"],
    ];
    for (const [request, field] of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.url} ${JSON.stringify(request.payload)}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), request.url).toContain(field);
    }
  });
  it("answers an undecodable address, an address no route takes and a multipart body without a boundary in the shop's error shape", async () => {
    const badUrl = await t.app.inject({ url: "/api/orders/%/" });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ code: "bad_url", detail: expect.stringContaining("percent-encoding") });
    const nowhere = await t.app.inject({ method: "DELETE", url: "/api/" });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({ code: "not_found" });
    const multipart = await t.app.inject({ method: "POST", url: "/api/complaints/", headers: { "content-type": "multipart/form-data" }, payload: "x" });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().errors).toHaveProperty("files");
  });
  it("redirects a page path without a trailing slash, keeping the query", async () => {
    const res = await t.app.inject({ url: "/menu?x=1&y=2" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/menu/?x=1&y=2");
  });
  it("answers malformed percent-encoding in a page address without a server error", async () => {
    for (const url of ["/abc%E0%A4%A/", "/%/", "/api/resources/?language=%E0%A4%A"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
  it("serves the test payment provider's hosted page and offers it outside production (docs/payments.md)", async () => {
    const methods = t.app.payments.methods({ country: "fi", currency: "eur", amount: 1000 }, "en");
    expect(methods).toEqual([
      { slug: "test", name: "Card payment (test)", processor_slug: "test" },
      { slug: "test-invoice", name: "Invoice or instalments (test)", processor_slug: "test" },
      { slug: "test-wallet", name: "Online wallet (test)", processor_slug: "test" },
    ]);
    const order = paymentOrderSchema.parse(sampleOrder());
    const started = await t.app.payments.provider("test")!.start(order);
    const url = new URL((started as { redirectUrl: string }).redirectUrl);
    expect(url.origin).toBe("http://localhost:3000");
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="action" value="approve"');
    const bad = await t.app.inject({ method: "POST", url: "/api/payments/test/notifications/", headers: { "content-type": "application/json" }, payload: "{}" });
    expect(bad.statusCode).toBe(400);
  });
  it("reports health and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    expect((await t.app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });
  it("answers 503 on /readyz when the database is gone", async () => {
    const { app, database, close } = await createTestApp({ models: 1 });
    await database.close();
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(503);
    await app.close().catch(() => undefined);
    void close;
  });
});

describe("GET /api/products/newest/", () => {
  it("lists the newest public models first with prices in cents for the tax area", async () => {
    const res = await t.app.inject({ url: "/api/products/newest/?language=fi&taxAreaId=1&limit=8" });
    const { results } = newestResponseSchema.parse(res.json());
    expect(results).toHaveLength(8);
    const dates = results.map((r) => r.published);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of results) {
      expect(Number.isInteger(item.price.active)).toBe(true);
      expect(item.price.active).toBeLessThanOrEqual(item.price.reference);
      expect(item.colors.length).toBeGreaterThan(0);
      expect(item.image).toMatch(/^\/media\//);
    }
  });
  it("refuses a limit out of range", async () => {
    const res = await t.app.inject({ url: "/api/products/newest/?limit=1000" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.limit).toBeDefined();
  });
});

describe("request time limit", () => {
  it("cuts a request whose body does not arrive within REQUEST_TIMEOUT_SECONDS with 408", async () => {
    const slow = await createTestApp({ models: 1, env: { REQUEST_TIMEOUT_SECONDS: "1" } });
    try {
      await slow.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = slow.app.server.address() as AddressInfo;
      const socket = net.connect(port, "127.0.0.1");
      await once(socket, "connect");
      const started = Date.now();
      // Headers promise 1000 bytes; 10 arrive, then nothing.
      socket.write("POST /api/token/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{\"email\":");
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      await once(socket, "close");
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await slow.close();
    }
  });
});
