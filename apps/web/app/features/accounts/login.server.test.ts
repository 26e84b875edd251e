// The login and logout actions and the customer of a request against a stubbed API.
import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { requestCustomer } from "../../lib/request-locale.server";
import { loginAction, logoutAction } from "./login.server";

type Handler = (path: string, init?: RequestInit) => Response;

function contextWith(handler: Handler) {
  const apiFetch = vi.fn(async (path: string, init?: RequestInit) => handler(path, init));
  return { context: { apiFetch, clientIp: "198.51.100.7" } as unknown as AppLoadContext, apiFetch };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

function loginRequest(fields: Record<string, string>, url = "https://shop.example/accounts/login/") {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

const TOKEN = { token_type: "Bearer", access_token: "abc_DEF-123", expires_in: 1_209_600 };

describe("loginAction", () => {
  it("sets so.auth as spec 01 §7 says and goes to a safe next", async () => {
    const { context, apiFetch } = contextWith(() => json(200, TOKEN));
    const response = await thrown(loginAction(loginRequest({ email: " jasen@polku.example ", password: "pw", next: "/vaatteet/" }), context));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/vaatteet/");
    expect(response.headers.get("set-cookie")).toBe("so.auth=Bearer%20abc_DEF-123; Path=/; SameSite=Lax; Max-Age=1209600; Secure");
    const [path, init] = apiFetch.mock.calls[0]!;
    expect(path).toBe("/api/token/");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "jasen@polku.example", password: "pw" });
    expect(new Headers(init?.headers).get("x-forwarded-for")).toBe("198.51.100.7");
  });

  it("ignores a next that leaves the shop", async () => {
    const { context } = contextWith(() => json(200, TOKEN));
    const response = await thrown(loginAction(loginRequest({ email: "a@b.fi", password: "pw", next: "//evil.example/" }), context));
    expect(response.headers.get("location")).toBe("/accounts/");
  });

  it("answers field errors without calling the API", async () => {
    const { context, apiFetch } = contextWith(() => json(200, TOKEN));
    const result = await loginAction(loginRequest({ email: "", password: "" }), context);
    expect(result.init?.status).toBe(400);
    expect(result.data.fieldErrors).toEqual({ email: "accounts.login.emailRequired", password: "accounts.login.passwordRequired" });
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it.each([
    [json(401, { detail: "Wrong username or password" }), 401, { key: "accounts.login.wrongCredentials" }],
    [json(403, { detail: "The account has not been activated." }), 403, { key: "accounts.login.notActivated" }],
    [json(429, { detail: "Too many" }, { "retry-after": "841" }), 429, { key: "accounts.login.throttled", values: { minutes: 15 } }],
    [json(503, { code: "login_unavailable" }), 503, { key: "accounts.login.unavailable" }],
  ])("turns a refusal into the page's message (%#)", async (answer, status, error) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { context } = contextWith(() => answer);
    const result = await loginAction(loginRequest({ email: "jasen@polku.example", password: "x" }), context);
    expect(result.init?.status).toBe(status);
    expect(result.data).toEqual({ email: "jasen@polku.example", fieldErrors: {}, error });
  });
});

describe("logoutAction", () => {
  it("revokes the token with its header, removes the cookie and goes to the front page", async () => {
    const { context, apiFetch } = contextWith(() => new Response(null, { status: 204 }));
    const request = new Request("http://shop.example/accounts/logout/", { method: "POST", headers: { cookie: "so.auth=Bearer%20abc" } });
    const response = await thrown(logoutAction(request, context));
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toBe("so.auth=; Path=/; SameSite=Lax; Max-Age=0");
    expect(apiFetch.mock.calls[0]![0]).toBe("/api/logout/");
    expect(new Headers(apiFetch.mock.calls[0]![1]?.headers).get("authorization")).toBe("Bearer abc");
  });
});

describe("requestCustomer", () => {
  const customer = {
    id: 1,
    is_staff: false,
    is_admin: false,
    username: null,
    postcode: "00100",
    customer: {
      wishlist_model_ids: [5],
      voted_reviews: [{ review_id: 9, vote: true }],
      is_org_user: false,
      hashed_email: "a".repeat(64),
      email: "jasen@polku.example",
      cart_content: null,
    },
  };

  it("is a guest without asking the API when there is no cookie", async () => {
    const { context, apiFetch } = contextWith(() => json(200, customer));
    const result = await requestCustomer(new Request("http://shop.example/"), context);
    expect(result.user.isAuthenticated).toBe(false);
    expect(result.setCookies).toEqual([]);
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it("sends the cookie's token as the Authorization header and knows the user", async () => {
    const { context, apiFetch } = contextWith(() => json(200, customer));
    const result = await requestCustomer(new Request("http://shop.example/", { headers: { cookie: "so.auth=Bearer%20abc" } }), context);
    expect(new Headers(apiFetch.mock.calls[0]![1]?.headers).get("authorization")).toBe("Bearer abc");
    expect(result.user).toMatchObject({ isAuthenticated: true, id: 1, email: "jasen@polku.example", wishlistModelIds: [5], voteReviews: [{ reviewId: 9, vote: true }] });
  });

  it("logs the visitor out when the API refuses the token (spec 01 §8)", async () => {
    const { context } = contextWith(() => json(401, { detail: "Authentication required" }));
    const result = await requestCustomer(new Request("http://shop.example/", { headers: { cookie: "so.auth=Bearer%20gone" } }), context);
    expect(result.user.isAuthenticated).toBe(false);
    expect(result.setCookies).toEqual(["so.auth=; Path=/; SameSite=Lax; Max-Age=0"]);
  });

  it("removes a malformed cookie", async () => {
    const { context, apiFetch } = contextWith(() => json(200, customer));
    const result = await requestCustomer(new Request("http://shop.example/", { headers: { cookie: "so.auth=garbage" } }), context);
    expect(apiFetch).not.toHaveBeenCalled();
    expect(result.setCookies).toEqual(["so.auth=; Path=/; SameSite=Lax; Max-Age=0"]);
  });
});
