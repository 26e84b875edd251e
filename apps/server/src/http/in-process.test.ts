// Decision 004: the storefront's in-process calls answer exactly what the same GET over HTTP
// answers (status and body), for every shared route; calls it cannot answer alike go to HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newestResponseSchema, productGroupsResponseSchema } from "@polku/domain";
import LZString from "lz-string";
import { createTestApp, type TestApp } from "../test-support/test-app";
import type { InProcessAnswer } from "./in-process";

let t: TestApp;
let productPath = "";
let groupPath = "";
beforeAll(async () => {
  t = await createTestApp();
  const newest = newestResponseSchema.parse((await t.app.inject({ url: "/api/products/newest/?language=fi&taxAreaId=1&limit=1" })).json());
  productPath = newest.results[0]!.path;
  groupPath = productGroupsResponseSchema.parse((await t.app.inject({ url: "/api/product-groups/?language=fi" })).json()).productGroups[0]!.children[0]!.path;
});
afterAll(() => t?.close());

/** The answer's body as the client sees it: the value, or the JSON text parsed. */
const bodyOf = (answer: InProcessAnswer) => ("json" in answer ? JSON.parse(answer.json) : answer.body);

async function sameAsHttp(path: string): Promise<InProcessAnswer> {
  const answer = await t.app.inProcessRoutes.call(path);
  expect(answer, path).toBeDefined();
  const http = await t.app.inject({ method: "GET", url: path });
  expect(answer!.status, path).toBe(http.statusCode);
  const body = bodyOf(answer!);
  // Nothing JSON would change (dates, undefined, class instances) and the same content.
  expect(JSON.parse(JSON.stringify(body)), path).toStrictEqual(body);
  expect(body, path).toStrictEqual(http.json());
  return answer!;
}

describe("in-process API calls (decision 004)", () => {
  it("answer the shell's reference data as HTTP does, in two languages", async () => {
    for (const language of ["fi", "sv"]) {
      for (const route of ["resources", "product-groups", "banners", "brands", "keyword-popups", "route-slugs", "general-settings", "locale-options"]) {
        await sameAsHttp(`/api/${route}/?language=${language}`);
      }
    }
    await sameAsHttp("/api/route-rules/");
    await sameAsHttp("/api/init-config/?delivery-country-code=fi&currency-code=eur&language=fi");
    await sameAsHttp("/api/products/newest/?language=fi&taxAreaId=1&limit=12");
  });

  it("answer a group, a brand and a product page as HTTP does", async () => {
    await sameAsHttp(`/api/products/productgroup/?path=${encodeURIComponent(groupPath)}&language=fi`);
    const brand = productPath.split("/")[0]!;
    await sameAsHttp(`/api/brand/?slug=${brand}&language=en`);
    const page = await sameAsHttp(`/api/products/productmodel/${productPath}/?language=fi&taxAreaId=1`);
    expect(page.status).toBe(200);
  });

  it("answer a product list with the HTTP answer's ETag and bytes, and 304 to that ETag", async () => {
    const query = { source: { type: "ProductGroup", id: 1 }, language: "fi", taxAreaId: 1 };
    const groups = productGroupsResponseSchema.parse((await t.app.inject({ url: "/api/product-groups/?language=fi" })).json()).productGroups;
    query.source.id = groups[0]!.id;
    const path = `/api/products/productmodellist/?q=${LZString.compressToEncodedURIComponent(JSON.stringify(query))}`;
    const http = await t.app.inject({ url: path, headers: { "accept-encoding": "identity" } });
    const answer = await t.app.inProcessRoutes.call(path);
    expect(answer).toMatchObject({ status: 200, etag: http.headers.etag });
    expect(answer && "json" in answer && answer.json).toBe(http.body);
    expect(JSON.parse(http.body).length).toBeGreaterThan(0);
    expect(await t.app.inProcessRoutes.call(path, { headers: { "if-none-match": String(http.headers.etag) } })).toMatchObject({ status: 304, body: null });
    expect((await t.app.inject({ url: path, headers: { "if-none-match": String(http.headers.etag) } })).statusCode).toBe(304);
  });

  it("answer the API's error answers as HTTP does: 400 with field errors, 404", async () => {
    expect((await sameAsHttp("/api/resources/?language=xx")).status).toBe(400);
    expect((await sameAsHttp("/api/init-config/?delivery-country-code=zz&currency-code=eur&language=fi")).status).toBe(400);
    expect((await sameAsHttp("/api/products/productgroup/?path=no-such-group&language=fi")).status).toBe(404);
    expect((await sameAsHttp("/api/products/productmodel/no-brand/no-model/?language=fi&taxAreaId=1")).status).toBe(404);
    expect((await sameAsHttp("/api/products/productmodel/?language=fi&taxAreaId=1")).status).toBe(400);
  });

  it("leave to HTTP what they cannot answer alike: other routes, writes, a customer's calls", async () => {
    const call = t.app.inProcessRoutes.call;
    expect(await call("/api/customer/")).toBeUndefined();
    expect(await call("/api/locale_by_ip/")).toBeUndefined();
    expect(await call("/api/resources/?language=fi", { method: "POST" })).toBeUndefined();
    expect(await call(`/api/products/productmodel/${productPath}/?language=fi&taxAreaId=1&preview=1`, { headers: { authorization: "Token x" } })).toBeUndefined();
  });
});
