import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeRedirects } from "@polku/db";
import { buildMetaSchema, routeRulesResponseSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 5 });
  await t.database.db.delete(routeRedirects);
  await t.database.db.insert(routeRedirects).values([
    { fromPath: "/talvikausi/", target: "/hiihto/", statusCode: 301 },
    { fromPath: "/blogi/", target: "https://blog.example.org/", statusCode: 302 },
    { fromPath: "/vanha/", target: "/uusi/", statusCode: 308, isActive: false },
  ]);
  t.app.catalogueCache.invalidate();
});
afterAll(() => t?.close());

describe("route rules (spec 01 §2)", () => {
  it("redirects a page path with a rule, keeping the query", async () => {
    const res = await t.app.inject({ url: "/talvikausi/?utm=x" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/hiihto/?utm=x");
  });
  it("redirects to an external target", async () => {
    const res = await t.app.inject({ url: "/blogi/" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("https://blog.example.org/");
  });
  it("ignores inactive rules and API paths", async () => {
    expect((await t.app.inject({ url: "/vanha/" })).statusCode).not.toBe(308);
    expect((await t.app.inject({ url: "/api/route-rules/" })).statusCode).toBe(200);
  });
  it("lists the active rules for clients", async () => {
    const body = routeRulesResponseSchema.parse((await t.app.inject({ url: "/api/route-rules/" })).json());
    expect(body.rules.map((r) => r.from)).toEqual(["/blogi/", "/talvikausi/"]);
  });
  it("publishes them in the build manifest of the running build only", async () => {
    const meta = buildMetaSchema.parse((await t.app.inject({ url: "/builds/meta/dev.json" })).json());
    expect(meta.routeRules["/talvikausi/"]).toEqual({ redirect: { to: "/hiihto/", statusCode: 301 } });
    expect((await t.app.inject({ url: "/builds/meta/other.json" })).statusCode).toBe(404);
  });
  it("refuses a rule the database cannot honour", async () => {
    await expect(t.database.db.insert(routeRedirects).values({ fromPath: "/x/", target: "/y/", statusCode: 200 })).rejects.toThrow();
    await expect(t.database.db.insert(routeRedirects).values({ fromPath: "no-slash", target: "/y/" })).rejects.toThrow();
  });
});
