// Page form bodies (docs/security.md "Page bodies"): what a page route takes before React Router
// reads its form. The browser test e2e/tests/security-headers.spec.ts posts to the real pages.
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling, registerJsonParsing } from "../http/errors";
import { acceptFormBodies, assertReadableForm, PAGE_BODY_LIMIT } from "./page-bodies";
import { toWebRequest } from "./web-request";

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  registerErrorHandling(app);
  registerJsonParsing(app);
  // As the back office: urlencoded forms as the shop's, multipart ones (a picture) larger.
  await app.register(async (scope) => {
    acceptFormBodies(scope, PAGE_BODY_LIMIT, 4 * PAGE_BODY_LIMIT);
    scope.post("/admin/*", async () => ({ ok: true }));
  });
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    // As the storefront's handler: check, then let the "action" read the form.
    scope.post("/*", async (request, reply) => {
      await assertReadableForm(request);
      const form = await toWebRequest(request, reply).formData();
      return { fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : "(file)"])) };
    });
  });
});
afterAll(() => app.close());

const post = (payload: string | Buffer, type?: string) =>
  app.inject({ method: "POST", url: "/accounts/login/", payload, headers: type ? { "content-type": type } : {} });

describe("page form bodies", () => {
  it("hands a urlencoded or multipart form to the page", async () => {
    expect((await post("email=a%40b.fi&password=x", "application/x-www-form-urlencoded")).json()).toEqual({ fields: { email: "a@b.fi", password: "x" } });
    const multipart = "--b\r\nContent-Disposition: form-data; name=\"q\"\r\n\r\ntakki\r\n--b--\r\n";
    expect((await post(multipart, "multipart/form-data; boundary=b")).json()).toEqual({ fields: { q: "takki" } });
  });

  it(`refuses a body over ${PAGE_BODY_LIMIT / 1024} KiB with 413 before reading it`, async () => {
    expect((await post(`a=${"x".repeat(PAGE_BODY_LIMIT - 2)}`, "application/x-www-form-urlencoded")).statusCode).toBe(200);
    const big = await post(`a=${"x".repeat(PAGE_BODY_LIMIT)}`, "application/x-www-form-urlencoded");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "too_large" });
    expect((await post(Buffer.alloc(30 * 1024 * 1024, 120), "multipart/form-data; boundary=b")).statusCode).toBe(413);
  });

  it("takes a larger multipart body where the scope allows one, and urlencoded bodies only up to their own limit", async () => {
    const file = (size: number) => Buffer.concat([Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n'), Buffer.alloc(size, 1), Buffer.from("\r\n--b--\r\n")]);
    const at = (payload: string | Buffer, type: string) => app.inject({ method: "POST", url: "/admin/banners/new/", payload, headers: { "content-type": type } });
    expect((await at(file(3 * PAGE_BODY_LIMIT), "multipart/form-data; boundary=b")).statusCode).toBe(200);
    expect((await at(file(4 * PAGE_BODY_LIMIT), "multipart/form-data; boundary=b")).statusCode).toBe(413);
    expect((await at(`a=${"x".repeat(PAGE_BODY_LIMIT)}`, "application/x-www-form-urlencoded")).statusCode).toBe(413);
  });

  it("answers 415 to JSON, text and other types, and 400 to a form that does not parse", async () => {
    for (const type of ["application/json", "text/plain", "application/xml", "application/octet-stream"]) {
      const res = await post('{"email":"a"}', type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toMatchObject({ code: "unsupported_media_type" });
    }
    for (const [body, type] of [["--b\r\nbroken", "multipart/form-data; boundary=b"], ["x", "multipart/form-data"]] as const) {
      const res = await post(body, type);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toMatchObject({ code: "invalid_form" });
    }
  });
});
