// Security headers (docs/security.md "Security headers"): the API's answers, media and errors on
// a real application; the page policy, its nonces and the 304 rule on a page route built the way
// the storefront and the back office build theirs. The built storefront's pages, assets and back
// office are checked in the browser tests (e2e/tests/security-headers.spec.ts).
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createTestApp, type TestApp } from "../test-support/test-app";
import {
  KLARNA_ORIGINS, PAYPAL_ORIGINS, TAG_MANAGER_DEFAULT_ORIGINS, keepStoredPolicy, pageHelmet, pageNonces, permissionsPolicy, registerSecurityHeaders,
  storefrontDirectives,
} from "./security-headers";

/** The directives of a CSP header as name → sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header, "a Content-Security-Policy header").toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toMatch(/(^|, )camera=\(\)/);
  expect(headers["permissions-policy"]).toMatch(/(^|, )geolocation=\(\)/);
  expect(headers["permissions-policy"]).toMatch(/(^|, )payment=\(self\)/);
  expect(csp(headers["content-security-policy"] as string).get("frame-ancestors")).toEqual(["'none'"]);
}

describe("API answers, media and errors", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ models: 12 });
  });
  afterAll(() => t?.close());

  it("carry nosniff, no framing, a referrer policy, a permissions policy and a CSP under which nothing runs", async () => {
    for (const url of ["/api/resources/?language=fi", "/api/no-such-thing/", "/healthz", "/api/products/newest/?limit=abc"]) {
      const res = await t.app.inject({ url });
      expectCommonHeaders(res.headers);
      const policy = csp(res.headers["content-security-policy"]);
      expect(policy.get("default-src"), url).toEqual(["'none'"]);
      expect(policy.get("form-action")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'none'"]);
      expect(res.headers["strict-transport-security"], "no HSTS over http").toBeUndefined();
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-site");
    }
  });

  it("carry them on redirects and on pictures, which other sites and mail readers may show", async () => {
    const redirect = await t.app.inject({ url: "/vaatteet?sort=price" });
    expect(redirect.statusCode).toBe(301);
    expectCommonHeaders(redirect.headers);
    const picture = await t.app.inject({ url: "/media/swatch/aa3311.png" });
    expect(picture.statusCode).toBe(200);
    expectCommonHeaders(picture.headers);
    expect(csp(picture.headers["content-security-policy"]).get("default-src")).toEqual(["'none'"]);
    expect(picture.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });
});

describe("HSTS", () => {
  it("is sent only when the shop's public address is https: a year, this host only", async () => {
    for (const [publicUrl, expected] of [["https://kauppa.example", "max-age=31536000"], ["http://kauppa.example", undefined]] as const) {
      const app = Fastify();
      await registerSecurityHeaders(app, loadConfig({ NODE_ENV: "test", PUBLIC_URL: publicUrl }));
      app.get("/api/x/", async () => ({ ok: true }));
      const res = await app.inject({ url: "/api/x/" });
      expect(res.headers["strict-transport-security"]).toBe(expected);
      await app.close();
    }
  });
});

/** A page route as storefront.ts and admin-mount.ts build theirs; `etag` answers a matching If-None-Match with 304. */
async function pageApp(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: "production", ...env });
  const app = Fastify();
  await registerSecurityHeaders(app, config);
  app.get("/*", {
    helmet: pageHelmet(config, "storefront"),
    handler: async (request, reply) => {
      const status = request.headers["if-none-match"] === 'W/"page"' ? 304 : 200;
      keepStoredPolicy(reply, status);
      if (status === 304) return reply.status(304).send();
      const { script } = pageNonces(reply);
      return reply.header("etag", 'W/"page"').type("text/html").send(`<!DOCTYPE html><script nonce="${script}">1</script>`);
    },
  });
  return app;
}

describe("pages", () => {
  it("carry a fresh nonce per request in their CSP, the one their inline scripts carry", async () => {
    const app = await pageApp();
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: "/tuote/" });
      expectCommonHeaders(res.headers);
      const policy = csp(res.headers["content-security-policy"]);
      const nonce = /<script nonce="([^"]+)"/.exec(res.body)![1]!;
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(policy.get("script-src")).toContain(`'nonce-${nonce}'`);
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("style-src")?.some((source) => source.startsWith("'nonce-"))).toBe(true);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
    await app.close();
  });

  it("answer 304 without a CSP, so the stored page keeps the policy of the render that made it", async () => {
    const app = await pageApp();
    const res = await app.inject({ url: "/tuote/", headers: { "if-none-match": 'W/"page"' } });
    expect(res.statusCode).toBe(304);
    expect(res.headers["content-security-policy"]).toBeUndefined();
    expect(res.headers["x-frame-options"]).toBe("DENY");
    await app.close();
  });

  it("allow the configured tag manager and payment origins, and upgrade requests on an https shop", async () => {
    const app = await pageApp({
      PUBLIC_URL: "https://kauppa.example",
      CSP_TAG_MANAGER_ORIGINS: "https://tags.example.com",
      CSP_PAYMENT_ORIGINS: "https://*.pay.example, https://checkout.pay.example:8443",
    });
    const res = await app.inject({ url: "/kassa/" });
    const policy = csp(res.headers["content-security-policy"]);
    for (const directive of ["script-src", "connect-src", "frame-src"]) expect(policy.get(directive)).toContain("https://tags.example.com");
    for (const directive of ["script-src", "style-src", "frame-src", "connect-src", "form-action"]) {
      expect(policy.get(directive)).toEqual(expect.arrayContaining(["https://*.pay.example", "https://checkout.pay.example:8443"]));
    }
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
    expect(res.headers["permissions-policy"]).toContain('payment=(self "https://*.pay.example" "https://checkout.pay.example:8443")');
    await app.close();
  });
});

describe("the page policy's origins", () => {
  const directives = (env: Record<string, string>) => storefrontDirectives(loadConfig({ NODE_ENV: "production", ...env }));

  it("name no third party but the content frames when nothing is configured", () => {
    const policy = directives({});
    expect(policy["script-src"]).toEqual(["'self'", "https://scheduling.polku.example"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["frame-src"]).toEqual(["https://www.youtube-nocookie.com", "https://scheduling.polku.example"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
  });

  it("follow GTM_ID and the configured payment providers unless the origins are given", () => {
    const policy = directives({
      GTM_ID: "GTM-ABC123",
      KLARNA_API_URL: "https://api.playground.klarna.com", KLARNA_USERNAME: "u", KLARNA_PASSWORD: "p",
      PAYPAL_API_URL: "https://api-m.sandbox.paypal.com", PAYPAL_CLIENT_ID: "c", PAYPAL_CLIENT_SECRET: "s", PAYPAL_WEBHOOK_ID: "w",
      RECO_HOST: "https://reco.example.com/base/",
    });
    expect(policy["script-src"]).toEqual(expect.arrayContaining([...TAG_MANAGER_DEFAULT_ORIGINS, ...KLARNA_ORIGINS, ...PAYPAL_ORIGINS]));
    expect(policy["connect-src"]).toContain("https://reco.example.com");
    const given = directives({ GTM_ID: "GTM-ABC123", CSP_TAG_MANAGER_ORIGINS: "https://tags.example.com", KLARNA_API_URL: "https://k.example", KLARNA_USERNAME: "u", KLARNA_PASSWORD: "p", CSP_PAYMENT_ORIGINS: "https://pay.example" });
    expect(given["script-src"]).toEqual(["'self'", "https://scheduling.polku.example", "https://tags.example.com", "https://pay.example"]);
  });

  it("keep the permissions policy's payment feature to the shop and its providers", () => {
    expect(permissionsPolicy(loadConfig({ NODE_ENV: "production" }))).toMatch(/payment=\(self\)$/);
  });

  it("are refused at start when a value is more than an origin", () => {
    for (const bad of ["'unsafe-inline'", "https://a.example/path", "javascript:alert(1)", "*", "https://a.example; script-src *"]) {
      expect(() => loadConfig({ CSP_PAYMENT_ORIGINS: bad }), bad).toThrow(/CSP_PAYMENT_ORIGINS/);
      expect(() => loadConfig({ CSP_TAG_MANAGER_ORIGINS: bad }), bad).toThrow(/CSP_TAG_MANAGER_ORIGINS/);
    }
    expect(loadConfig({ CSP_PAYMENT_ORIGINS: "https://*.klarna.com https://x.example:8443/" }).CSP_PAYMENT_ORIGINS).toEqual(["https://*.klarna.com", "https://x.example:8443"]);
  });
});
