// The OpenAPI document against the running application (docs/api.md "Contracts and the OpenAPI
// document"): every /api route Fastify registered (its onRoute hook fills app.routeTable) is in
// the document with its method, every schema compiles, and answers of real calls — a
// representative set per module, successes and refusals — validate against the document's
// response schema of their status.
import Fastify, { type InjectOptions, type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ID, MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { answerChecker, checkEveryAnswer, documentPath, type AnswerChecker } from "../../test-support/openapi-check";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { openApiPath, type OpenApiDocument } from "./openapi";

let t: TestApp;
let doc: OpenApiDocument;
let checker: AnswerChecker;
/** A discount code an admin creates; its name is unique to this run. */
const CODE = { code: `DOCS${Date.now() % 100000}`, kind: "percentage", value: 1000, valid_from: null, valid_to: null, minimum_order: 0, usage_limit: null, usage_limit_per_customer: null, is_active: true, group_ids: [], brand_ids: [], model_ids: [] };
/** Operations (method and document path) whose answers were checked, with their statuses. */
const checked = new Map<string, Set<number>>();

beforeAll(async () => {
  t = await createTestApp({ models: 12 });
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  checker = answerChecker(doc);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const validatorFor = (ref: string) => checker.validatorFor(ref);

/**
 * Calls the API expecting a status; the answer is checked against the document (by
 * createTestApp's inject, openapi-check.ts) and the operation is counted as checked.
 */
async function call(options: InjectOptions & { url: string }, expectedStatus: number): Promise<LightMyRequestResponse> {
  const method = (options.method ?? "GET").toUpperCase();
  const res = await t.app.inject({ ...options, method: method as InjectOptions["method"] });
  expect.soft(res.statusCode, `${method} ${options.url}: ${res.body.slice(0, 300)}`).toBe(expectedStatus);
  const path = documentPath(doc, method, options.url.split("?")[0]!);
  expect(path, `${method} ${options.url} is not in the document`).toBeDefined();
  expect(checker.problem(method, options.url, res).problem).toBeUndefined();
  const key = `${method} ${path}`;
  (checked.get(key) ?? checked.set(key, new Set()).get(key)!).add(res.statusCode);
  return res;
}

describe("GET /api/openapi.json", () => {
  it("lists every /api route Fastify registered, under its method, and nothing that is not a route", () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith("/api/") && r.url !== "/api/*");
    expect(routes.length).toBeGreaterThan(120);
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)));
    const registered = new Set(routes.map((r) => `${r.method} ${openApiPath(r.url)}`));
    expect([...registered].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((d) => !registered.has(d))).toEqual([]);
    // The catch-all answers 404 for addresses that are no route; it is not an operation.
    expect(Object.keys(doc.paths).some((p) => p.includes("*"))).toBe(false);
  });

  it("names for every back-office route the role its permission check asks for", () => {
    expect(t.app.adminRoutes.length).toBeGreaterThan(40);
    const mismatched = t.app.adminRoutes
      .map((r) => ({ route: `${r.method} ${r.url}`, role: r.role, documented: doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.["x-auth"] }))
      .filter((r) => r.documented !== r.role);
    expect(mismatched).toEqual([]);
    // Codes and settings are the admins' alone, banners any staff member's.
    expect(doc.paths["/api/admin/codes/"]!.post!["x-auth"]).toBe("admin");
    expect(doc.paths["/api/admin/settings/{key}/"]!.put!["x-auth"]).toBe("admin");
    expect(doc.paths["/api/admin/banners/"]!.post!["x-auth"]).toBe("staff");
  });

  it("is OpenAPI 3.1 whose operations declare their path parameters, with unique ids, and whose schemas all compile", () => {
    expect(doc.openapi).toBe("3.1.0");
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(methods)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(op.summary.length).toBeGreaterThan(5);
        expect(op.tags).toHaveLength(1);
        expect((op.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name).sort()).toEqual([...names].sort());
        expect(op.responses.default).toBeDefined();
      }
    }
    for (const name of Object.keys(doc.components.schemas)) expect(() => validatorFor(`#/components/schemas/${name}`), name).not.toThrow();
    // The schemas hold the answers to their shape: a token answer without its token is refused.
    expect(validatorFor("#/components/schemas/TokenResponse")({ token_type: "Bearer", access_token: "x", expires_in: 60 })).toBe(true);
    expect(validatorFor("#/components/schemas/TokenResponse")({ token_type: "Bearer", expires_in: 60 })).toBe(false);
  });

  it("describes request bodies as they may be sent and answers as they are sent", () => {
    const schemas = doc.components.schemas as Record<string, { properties?: Record<string, unknown>; required?: string[] }>;
    // The checkout's products default to [] (io input: optional) ...
    expect(schemas.CheckoutRequest!.required ?? []).not.toContain("products");
    // ... and a login needs both fields.
    expect(schemas.TokenRequest!.required).toEqual(expect.arrayContaining(["email", "password"]));
    const order = doc.paths["/api/orders/{number}/"]!.get!;
    expect(order.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(["path:number", "query:token"]));
    expect(doc.paths["/api/customer/wishlist/"]!.get!.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe("every answer of the integration tests is checked against the document", () => {
  it("fails the call whose answer the document does not describe", async () => {
    // An application answering /api/brands/ with a body of another shape, and with a status
    // its operation does not document, behind the same check createTestApp() installs.
    const liar = Fastify();
    liar.get("/api/openapi.json", async () => doc);
    liar.get("/api/brands/", async () => ({ nope: 1 }));
    liar.get("/api/banners/", async (_request, reply) => reply.code(201).send({ banners: [] }));
    liar.get("/api/route-slugs/", async (_request, reply) => reply.type("text/plain").send("slugs"));
    await liar.ready();
    await checkEveryAnswer(liar);
    await expect(liar.inject({ url: "/api/brands/" })).rejects.toThrow(/GET \/api\/brands\/ \(\/api\/brands\/\): the answer does not match the OpenAPI document: 200 does not match/);
    await expect(liar.inject({ url: "/api/banners/" })).rejects.toThrow(/201 does not match #\/components\/schemas\/Error/);
    await expect(liar.inject({ url: "/api/route-slugs/" })).rejects.toThrow(/answered text\/plain, the document lists application\/json/);
    // What is no operation of the document is not judged.
    liar.close();
  });

  it("lets the answers of the real application through", async () => {
    const res = await t.app.inject({ url: "/api/brands/" });
    expect(res.statusCode).toBe(200);
    expect(checker.problem("GET", "/api/brands/", res).problem).toBeUndefined();
  });
});

describe("answers of real calls validate against the document", () => {
  it("shell, locale, catalogue, product page, reviews, search and content", async () => {
    for (const url of ["/api/resources/?language=fi", "/api/product-groups/?language=sv", "/api/banners/", "/api/brands/", "/api/keyword-popups/", "/api/route-slugs/", "/api/general-settings/", "/api/init-config/", "/api/locale-options/", "/api/route-rules/"]) {
      await call({ url }, 200);
    }
    const newest = (await call({ url: "/api/products/newest/?language=fi" }, 200)).json() as { results: { id: number; path: string; name: string }[] };
    expect(newest.results.length).toBeGreaterThan(0);
    const model = newest.results[0]!;
    const page = (await call({ url: `/api/products/productmodel/${model.path}?language=fi` }, 200)).json() as { id: number; variants?: { id: number }[] };
    await call({ url: "/api/products/productmodel/?language=fi" }, 400);
    await call({ url: "/api/products/productmodel/no-such-brand/no-such-model/?language=fi" }, 404);
    await call({ url: `/api/product_reviews/?model_id=${page.id}&language=fi` }, 200);
    await call({ url: "/api/product_reviews/?model_id=x" }, 400);
    const groups = (await call({ url: "/api/product-groups/?language=fi" }, 200)).json() as { productGroups: { id: number; path: string }[] };
    await call({ url: `/api/products/productgroup/?path=${encodeURIComponent(groups.productGroups[0]!.path)}&language=fi` }, 200);
    await call({ url: `/api/search/?q=${encodeURIComponent(model.name.split(" ")[0]!)}&language=fi` }, 200);
    await call({ url: "/api/search/suggest/?q=sk&language=fi" }, 200);
    const listQuery = { source: { type: "ProductGroup", id: groups.productGroups[0]!.id }, language: "fi", taxAreaId: 1 };
    await call({ method: "POST", url: "/api/products/productmodellist/", payload: listQuery }, 200);
    await call({ method: "POST", url: "/api/products/productmodellist/", payload: { ...listQuery, source: { type: "Nothing" } } }, 400);
    await call({ url: "/api/products/productmodellist/?q=%25%25" }, 400);
    await call({ url: "/api/stores/?language=fi" }, 200);
    await call({ url: "/api/faq/?language=fi" }, 200);
    await call({ url: "/api/static-page/?slug=no-such-page&language=fi" }, 404);
    await call({ url: "/api/shop-promises/?country=FI&language=fi" }, 200);
    await call({ url: "/api/shoe_wizard/?language=fi" }, 200);
    await call({ url: "/api/ski_wizard/alpine/?language=fi" }, 200);
    await call({ url: "/api/second-hand/?language=fi" }, 200);
    await call({ url: "/api/gift-cards/products/?language=fi" }, 200);
    await call({ url: "/api/rental/?language=fi" }, 200);
    await call({ url: "/api/posts/?language=fi" }, 200);
    await call({ url: "/api/locale_by_ip/" }, 404);
  });

  it("accounts, wishlist, checkout and orders, as a visitor and as a customer", async () => {
    await call({ method: "POST", url: "/api/token/", payload: { email: "jasen@polku.example", password: "wrong-password" } }, 401);
    await call({ method: "POST", url: "/api/token/", payload: { email: "not-an-email" } }, 400);
    const login = await call({ method: "POST", url: "/api/token/", payload: { email: "jasen@polku.example", password: "polku-jasen-2025" } }, 200);
    const headers = { authorization: `Bearer ${(login.json() as { access_token: string }).access_token}` };
    await call({ url: "/api/customer/", headers }, 200);
    await call({ url: "/api/customer/" }, 401);
    await call({ url: "/api/customer/profile/", headers }, 200);
    await call({ url: "/api/customer/orders/", headers }, 200);
    const newest = (await t.app.inject({ url: "/api/products/newest/?language=fi" })).json() as { results: { id: number }[] };
    await call({ method: "POST", url: "/api/customer/wishlist_toggle/", headers, payload: { model_id: newest.results[0]!.id } }, 200);
    await call({ url: "/api/customer/wishlist/?language=fi", headers }, 200);
    await call({ method: "POST", url: "/api/customer/wishlist_toggle/", headers, payload: { model_id: "x" } }, 400);
    await call({ method: "POST", url: "/api/checkout/", payload: { products: [], country_code: "fi", language_code: "fi" } }, 200);
    await call({ method: "POST", url: "/api/checkout/", payload: { products: "x" } }, 400);
    await call({ method: "POST", url: "/api/orders/lookup/", payload: { order_number: "P999999999", email: "nobody@polku.example" } }, 404);
    await call({ method: "POST", url: "/api/orders/lookup/", payload: { order_number: "999", email: "nobody@polku.example" } }, 400);
    await call({ url: "/api/orders/x/" }, 404);
    await call({ method: "POST", url: "/api/gift-cards/balance/", payload: {} }, 400);
    await call({ method: "POST", url: "/api/giftcampaigns/validate_code/", payload: {} }, 400);
    await call({ method: "POST", url: "/api/logout/", headers }, 204);
  });

  it("the back office and staff calls, refused and allowed", async () => {
    const admin = await authHeaders(t.database.db, ADMIN_ID);
    const staff = await authHeaders(t.database.db, STAFF_ID);
    const member = await authHeaders(t.database.db, MEMBER_ID);
    await call({ url: "/api/admin/me/" }, 401);
    await call({ url: "/api/admin/me/", headers: member }, 403);
    await call({ url: "/api/admin/me/", headers: staff }, 200);
    for (const url of ["/api/admin/dashboard/", "/api/admin/audit/", "/api/admin/orders/", "/api/admin/refunds/", "/api/admin/customers/", "/api/admin/models/", "/api/admin/catalogue/options/", "/api/admin/productgroups/", "/api/admin/manufacturers/", "/api/admin/sizetables/", "/api/admin/reviews/"]) {
      await call({ url, headers: admin }, 200);
    }
    const models = (await call({ url: "/api/admin/models/", headers: admin }, 200)).json() as { results: { id: number }[] };
    await call({ url: `/api/admin/models/${models.results[0]!.id}/`, headers: admin }, 200);
    await call({ url: "/api/admin/models/x/", headers: admin }, 404);
    await call({ url: `/api/admin/customers/${MEMBER_ID}/`, headers: admin }, 200);
    // Codes, gift cards and settings are the admins'; banners, keyword popups and transfers any staff's.
    for (const url of ["/api/admin/codes/", "/api/admin/giftcards/", "/api/admin/settings/", "/api/admin/banners/", "/api/admin/keywords/", "/api/admin/transfers/?open=true"]) {
      await call({ url, headers: admin }, 200);
    }
    await call({ url: "/api/admin/codes/", headers: staff }, 403);
    await call({ url: "/api/admin/settings/", headers: staff }, 403);
    await call({ url: "/api/admin/banners/", headers: staff }, 200);
    await call({ url: "/api/admin/codes/?per_page=x", headers: admin }, 400);
    await call({ url: "/api/admin/codes/x/", headers: admin }, 404);
    await call({ url: "/api/admin/giftcards/999999/", headers: admin }, 404);
    await call({ url: "/api/admin/banners/x/", headers: admin }, 404);
    await call({ url: "/api/admin/keywords/999999/", headers: admin }, 404);
    await call({ method: "PUT", url: "/api/admin/settings/no_such_setting/", headers: admin, payload: {} }, 404);
    await call({ method: "POST", url: "/api/admin/banners/", headers: admin, payload: {} }, 400);
    const code = await call({ method: "POST", url: "/api/admin/codes/", headers: admin, payload: CODE }, 201);
    await call({ url: `/api/admin/codes/${(code.json() as { id: number }).id}/`, headers: admin }, 200);
    const card = await call({ method: "POST", url: "/api/admin/giftcards/", headers: admin, payload: { amount: 2500, expires_at: null } }, 201);
    await call({ url: `/api/admin/giftcards/${(card.json() as { id: number }).id}/`, headers: admin }, 200);
    await call({ url: "/api/staff/customers/?q=jasen", headers: staff }, 200);
    await call({ url: "/api/staff/complaints/", headers: staff }, 200);
    await call({ url: "/api/staff/returns/", headers: staff }, 200);
    await call({ url: "/api/dev/mailbox/" }, 200);
  });

  it("the reference page lists the operations and links the document", async () => {
    const res = await call({ url: "/api/docs/" }, 200);
    expect(res.body).toContain('href="/api/openapi.json"');
    expect(res.body).toContain("/api/checkout/");
    expect(res.body).toContain('id="schema-CheckoutResponse"');
    // No script and no outside asset: the page's own policy allows only its inline style.
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!polku)/);
    expect(String(res.headers["content-security-policy"])).toMatch(/^default-src 'none'; style-src 'sha256-/);
    await call({ url: "/api/openapi.json" }, 200);
  });

  afterAll(() => {
    // Every module's tag had at least one answer checked.
    const tags = new Set([...checked.keys()].map((key) => {
      const [method, path] = key.split(" ");
      return doc.paths[path!]![method!.toLowerCase()]!.tags[0];
    }));
    const expected = ["Accounts", "Admin: catalogue", "Admin: codes", "Admin: content", "Admin: core", "Admin: customers", "Admin: orders", "Admin: reviews", "API reference", "Catalogue", "Checkout", "Complaints", "Content", "Development mailbox", "Gift cards", "Gift campaigns", "Locale", "Orders", "Product page", "Rental", "Returns", "Reviews", "Routing", "Search", "Second-hand", "Shell", "Shoe wizard", "Ski wizard", "Staff", "Wishlist"];
    expect([...expected].filter((tag) => !tags.has(tag))).toEqual([]);
  });
});
