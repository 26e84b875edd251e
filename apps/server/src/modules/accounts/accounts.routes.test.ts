// Integration: token login, logout, the shell's customer and the saved cart on a real database
// (PGlite, or PostgreSQL with DATABASE_URL) with the demo customers (docs/accounts.md). Every
// answer is parsed with the API contract.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, customers } from "@polku/db";
import { eq } from "@polku/db/orm";
import { customerResponseSchema, LOGIN_FAILURE_LIMIT, saveCartResponseSchema, tokenResponseSchema } from "@polku/domain";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../seed/customers";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { injectApiFetch } from "../../http/api-fetch";
import { hashPassword } from "./password";

let t: TestApp;
const [member, org, staff, admin] = DEMO_CUSTOMERS as readonly [DemoCustomer, DemoCustomer, DemoCustomer, DemoCustomer];
let nextIp = 1;
/** Each test logs in from its own address, so the per-address limit of one does not touch another. */
const freshIp = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  const passwordHash = await hashPassword("odottaa-2025");
  await t.database.db.insert(customers).values([
    { id: 50, email: "Odottaja@Polku.example", passwordHash, activatedAt: null },
    { id: 51, email: "suljettu@polku.example", passwordHash, activatedAt: new Date(), isActive: false },
    { id: 52, email: "ryntays@polku.example", passwordHash, activatedAt: new Date() },
  ]);
});
afterAll(() => t?.close());

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: "POST", url: "/api/token/", payload: { email, password }, remoteAddress: ip });

async function tokenFor(user: { email: string; password: string }): Promise<string> {
  const res = await login(user.email, user.password);
  expect(res.statusCode).toBe(200);
  return tokenResponseSchema.parse(res.json()).access_token;
}

const getCustomer = (token?: string) =>
  t.app.inject({ method: "GET", url: "/api/customer/", headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("POST /api/token/", () => {
  it("answers a Bearer token that expires in 14 days, for any case of the e-mail", async () => {
    const res = await login(member.email.toUpperCase(), member.password);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = tokenResponseSchema.parse(res.json());
    expect(body.token_type).toBe("Bearer");
    expect(body.expires_in).toBe(14 * 24 * 60 * 60);
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tokenFor(member)).not.toBe(body.access_token);
  });

  it("keeps only a hash of the token", async () => {
    const token = await tokenFor(org);
    const rows = await t.database.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens).where(eq(authTokens.customerId, 2));
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes).toContain(createHash("sha256").update(token).digest("hex"));
    expect(hashes).not.toContain(token);
  });

  it("answers the same for an unknown e-mail, a wrong password and a closed account", async () => {
    const unknown = await login("ei-ole@polku.example", member.password);
    const wrong = await login(member.email, "wrong-password");
    const closed = await login("suljettu@polku.example", "odottaa-2025");
    for (const res of [unknown, wrong, closed]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: "Wrong username or password", code: "invalid_credentials" });
    }
  });

  it("refuses an account that is not activated with its own message, only to someone with the password", async () => {
    const right = await login("odottaja@polku.example", "odottaa-2025");
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ detail: "The account has not been activated.", code: "account_not_activated" });
    const wrong = await login("odottaja@polku.example", "guess");
    expect(wrong.statusCode).toBe(401);
  });

  it("answers 400 with field errors for bad bodies", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/token/", payload: { email: "not-an-email", extra: 1 } });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(["__all__", "email", "password"]);
    const notJson = await t.app.inject({ method: "POST", url: "/api/token/", headers: { "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);
  });
});

describe("GET /api/customer/", () => {
  it("answers the shell's customer (spec 01 §3) for a club member", async () => {
    const res = await getCustomer(await tokenFor(member));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = customerResponseSchema.parse(res.json());
    expect(body).toMatchObject({ id: 1, is_staff: false, is_admin: false, username: null, postcode: "00100" });
    expect(body.customer.email).toBe(member.email);
    expect(body.customer.is_org_user).toBe(false);
    expect(body.customer.hashed_email).toBe(createHash("sha256").update(member.email).digest("hex"));
    expect(body.customer.wishlist_model_ids).toHaveLength(2);
    expect(body.customer.voted_reviews).toEqual([expect.objectContaining({ vote: true }), expect.objectContaining({ vote: false })]);
    expect(body.customer.cart_content).toBeNull();
  });

  it("names staff and admins, with a username, and organisation customers", async () => {
    const s = customerResponseSchema.parse((await getCustomer(await tokenFor(staff))).json());
    expect(s).toMatchObject({ is_staff: true, is_admin: false, username: "myyja" });
    const a = customerResponseSchema.parse((await getCustomer(await tokenFor(admin))).json());
    expect(a).toMatchObject({ is_staff: true, is_admin: true, username: "admin" });
    const o = customerResponseSchema.parse((await getCustomer(await tokenFor(org))).json());
    expect(o).toMatchObject({ username: null, customer: { is_org_user: true } });
  });

  it("answers 401 to anonymous callers and to tokens that are not ours", async () => {
    for (const res of [
      await getCustomer(),
      await getCustomer("x".repeat(43)),
      await t.app.inject({ method: "GET", url: "/api/customer/", headers: { authorization: "Basic abc" } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "not_authenticated" });
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
    }
  });

  it("refuses an expired token", async () => {
    const token = await tokenFor(org);
    expect((await getCustomer(token)).statusCode).toBe(200);
    const hash = createHash("sha256").update(token).digest("hex");
    await t.database.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, hash));
    expect((await getCustomer(token)).statusCode).toBe(401);
  });
});

describe("POST /api/logout/", () => {
  it("revokes the token it was called with, and only that one", async () => {
    const token = await tokenFor(member);
    const other = await tokenFor(member);
    const res = await t.app.inject({ method: "POST", url: "/api/logout/", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(204);
    expect((await getCustomer(token)).statusCode).toBe(401);
    expect((await getCustomer(other)).statusCode).toBe(200);
    // Logging out again, or without a token, is no error.
    expect((await t.app.inject({ method: "POST", url: "/api/logout/", headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "POST", url: "/api/logout/" })).statusCode).toBe(204);
  });
});

describe("PUT /api/customer/cart/", () => {
  const put = (token: string | undefined, payload: unknown) =>
    t.app.inject({ method: "PUT", url: "/api/customer/cart/", headers: token ? { authorization: `Bearer ${token}` } : {}, payload: payload as object });

  it("saves the cart so it follows the customer to another login", async () => {
    const cart = JSON.stringify({ products: [{ productId: 101, amount: 2, name: "Pipo" }] });
    const res = await put(await tokenFor(staff), { cart_content: cart });
    expect(res.statusCode).toBe(200);
    expect(saveCartResponseSchema.parse(res.json()).cart_content).toBe(cart);
    const later = customerResponseSchema.parse((await getCustomer(await tokenFor(staff))).json());
    expect(JSON.parse(later.customer.cart_content ?? "null")).toEqual(JSON.parse(cart));
    expect((await put(await tokenFor(staff), { cart_content: null })).statusCode).toBe(200);
    expect(customerResponseSchema.parse((await getCustomer(await tokenFor(staff))).json()).customer.cart_content).toBeNull();
  });

  it("answers 400 naming the field for carts that are not valid", async () => {
    const token = await tokenFor(staff);
    const notJson = await put(token, { cart_content: "{products:" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ errors: { cart_content: ["Not valid JSON."] } });
    const zero = await put(token, { cart_content: JSON.stringify({ products: [{ productId: 1, amount: 0 }] }) });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys((zero.json() as { errors: object }).errors)).toEqual(["cart_content.products.0.amount"]);
    expect((await put(token, { cart_content: "x".repeat(40_000) })).statusCode).toBe(400);
    expect((await put(token, { cart: "{}" })).statusCode).toBe(400);
  });

  it("answers 401 to anonymous callers", async () => {
    expect((await put(undefined, { cart_content: null })).statusCode).toBe(401);
  });
});

describe("login rate limits", () => {
  it(`locks an account after ${LOGIN_FAILURE_LIMIT} failures with 429 and Retry-After, even for the right password`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await login(admin.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    for (const other of [ip, freshIp()]) {
      const res = await login(admin.email, admin.password, other);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: "throttled" });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(14 * 60);
    }
    // Other accounts from another address are not affected.
    expect((await login(org.email, org.password)).statusCode).toBe(200);
  });

  it(`checks only ${LOGIN_FAILURE_LIMIT} of 200 parallel wrong passwords and locks the owner out for 15 minutes, not a day`, async () => {
    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => login("ryntays@polku.example", `wrong-${i}`)));
    const statuses = burst.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - LOGIN_FAILURE_LIMIT);
    const owner = await login("ryntays@polku.example", "odottaa-2025");
    expect(owner.statusCode).toBe(429);
    const retryAfter = Number(owner.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it(`locks an address after ${LOGIN_FAILURE_LIMIT} failures, whatever accounts it tries`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await login(`nobody-${i}@polku.example`, "x", ip)).statusCode).toBe(401);
    expect((await login(member.email, member.password, ip)).statusCode).toBe(429);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
  });
});

describe("login rate limits behind the storefront's server rendering", () => {
  it("counts by the shopper's address the storefront passes in the same process", async () => {
    const apiFetch = injectApiFetch(t.app);
    const viaStorefront = (shopper: string, email: string, password: string) =>
      apiFetch("/api/token/", { method: "POST", body: JSON.stringify({ email, password }), headers: { "content-type": "application/json", "x-forwarded-for": shopper } });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await viaStorefront("203.0.113.7", `nobody-ssr-${i}@polku.example`, "x")).status).toBe(401);
    expect((await viaStorefront("203.0.113.7", member.email, member.password)).status).toBe(429);
    expect((await viaStorefront("203.0.113.8", member.email, member.password)).status).toBe(200);
  });

  it("does not believe X-Forwarded-For from any peer, this machine included, without TRUST_PROXY", async () => {
    // A new header value per request would otherwise make every per-address limit useless.
    const spoofed = (i: number, email: string, password: string) =>
      t.app.inject({ method: "POST", url: "/api/token/", payload: { email, password }, remoteAddress: "127.0.0.2", headers: { "x-forwarded-for": `192.0.2.${i}` } });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await spoofed(i, `nobody-xff-${i}@polku.example`, "x")).statusCode).toBe(401);
    expect((await spoofed(99, member.email, member.password)).statusCode).toBe(429);
  });
});

describe("login rate limits behind a configured proxy (TRUST_PROXY=10.0.0.1)", () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ models: 1, env: { TRUST_PROXY: "10.0.0.1" } });
  });
  afterAll(() => p?.close());
  const via = (peer: string, forwarded: string, email: string, password: string) =>
    p.app.inject({ method: "POST", url: "/api/token/", payload: { email, password }, remoteAddress: peer, headers: { "x-forwarded-for": forwarded } });

  it("counts by the address the proxy names, and only the proxy's hop of the header", async () => {
    // The visitor prepends a made-up address each time; the proxy appends the real one.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await via("10.0.0.1", `192.0.2.${i}, 203.0.113.9`, `nobody-p-${i}@polku.example`, "x")).statusCode).toBe(401);
    expect((await via("10.0.0.1", "192.0.2.200, 203.0.113.9", member.email, member.password)).statusCode).toBe(429);
    expect((await via("10.0.0.1", "203.0.113.10", member.email, member.password)).statusCode).toBe(200);
  });

  it("ignores the header from a peer that is not the proxy", async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await via("198.18.0.1", `192.0.2.${i}`, `nobody-q-${i}@polku.example`, "x")).statusCode).toBe(401);
    expect((await via("198.18.0.1", "192.0.2.250", member.email, member.password)).statusCode).toBe(429);
  });
});

// Two processes of the shop sharing one Redis (REDIS_URL) share the login locks.
describe.skipIf(!process.env.REDIS_URL)("login rate limits shared through Redis", () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? "" };
    [a, b] = await Promise.all([createTestApp({ models: 1, env }), createTestApp({ models: 1, env })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it("refuses on one process an address locked by failures on another", async () => {
    // A fresh address each run: locks outlive the test in Redis.
    const run = `${Math.floor(Math.random() * 0xffff).toString(16)}${Date.now().toString(16).slice(-4)}`;
    const ip = `2001:db8::${run.slice(0, 4)}:${run.slice(4)}`;
    const attempt = (app: TestApp, email: string, password: string) =>
      app.app.inject({ method: "POST", url: "/api/token/", payload: { email, password }, remoteAddress: ip });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await attempt(a, `nobody-${i}-${run}@polku.example`, "x")).statusCode).toBe(401);
    const res = await attempt(b, member.email, member.password);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });
});
