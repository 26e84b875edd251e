// Integration: the catalogue calls (spec 02 §7) on a real database (PGlite, or PostgreSQL when
// DATABASE_URL is set), every answer parsed with the API contract.
import LZString from "lz-string";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  manufacturerSchema,
  productGroupResponseSchema,
  productGroupsResponseSchema,
  productModelListResponseSchema,
  resourcesResponseSchema,
  type ProductGroupNode,
  type ProductListItem,
} from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let tree: ProductGroupNode[];
beforeAll(async () => {
  t = await createTestApp({ models: 40 });
  tree = productGroupsResponseSchema.parse((await get("/api/product-groups/?language=fi")).json()).productGroups;
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const post = (url: string, payload: unknown) => t.app.inject({ method: "POST", url, payload: payload as object });
const q = (query: unknown) => encodeURIComponent(LZString.compressToEncodedURIComponent(JSON.stringify(query)));
const listUrl = (query: unknown) => `/api/products/productmodellist/?q=${q(query)}`;
const descendantIds = (node: ProductGroupNode): number[] => [node.id, ...node.children.flatMap(descendantIds)];
const groupQuery = (id: number, extra: object = {}) => ({ source: { type: "ProductGroup", id }, language: "fi", taxAreaId: 1, ...extra });
const list = async (query: unknown): Promise<ProductListItem[]> => {
  const res = await get(listUrl(query));
  expect(res.statusCode).toBe(200);
  return productModelListResponseSchema.parse(res.json());
};

describe("GET /api/products/productgroup/", () => {
  it("answers a list whose first item is the group, with its children", async () => {
    const root = tree.find((g) => g.children.length > 0)!;
    const res = await get(`/api/products/productgroup/?path=${encodeURIComponent(root.path)}&language=fi`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const [group] = productGroupResponseSchema.parse(res.json());
    expect(group).toMatchObject({ id: root.id, name: root.name, shortName: root.shortName, path: root.path, showInMenu: root.showInMenu });
    expect(group!.children.map((c) => c.id)).toEqual(root.children.map((c) => c.id));
    expect(group!.children[0]).toEqual({ id: root.children[0]!.id, name: root.children[0]!.name, shortName: root.children[0]!.shortName, slug: root.children[0]!.slug, path: root.children[0]!.path, showInMenu: root.children[0]!.showInMenu });
  });

  it("matches the path lower-cased and without leading or trailing slashes", async () => {
    const leaf = tree.find((g) => g.children.length > 0)!.children[0]!;
    const res = await get(`/api/products/productgroup/?path=${encodeURIComponent(`/${leaf.path.toUpperCase()}/`)}&language=fi`);
    expect(res.statusCode).toBe(200);
    expect(productGroupResponseSchema.parse(res.json())[0]!.id).toBe(leaf.id);
  });

  it("answers the group's own path in the language asked", async () => {
    const sv = productGroupsResponseSchema.parse((await get("/api/product-groups/?language=sv")).json()).productGroups[0]!;
    const res = await get(`/api/products/productgroup/?path=${encodeURIComponent(sv.path)}&language=sv`);
    expect(productGroupResponseSchema.parse(res.json())[0]).toMatchObject({ id: sv.id, name: sv.name });
  });

  it("answers 404 for an unknown path and 400 without a path", async () => {
    const missing = await get("/api/products/productgroup/?path=no-such-group&language=fi");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: "Product group not found.", code: "not_found" });
    const noPath = await get("/api/products/productgroup/?language=fi");
    expect(noPath.statusCode).toBe(400);
    expect(noPath.json()).toEqual({ errors: { path: [expect.any(String)] } });
    expect((await get("/api/products/productgroup/?path=//")).statusCode).toBe(400);
    expect((await get("/api/products/productgroup/?path=x&language=xx")).json()).toEqual({ errors: { language: [expect.any(String)] } });
  });
});

describe("GET /api/brand/", () => {
  it("answers the manufacturer with its texts and image URLs", async () => {
    const brand = resourcesResponseSchema.parse((await get("/api/resources/?language=fi")).json()).manufacturers[0]!;
    const res = await get(`/api/brand/?slug=${brand.slug}&language=fi`);
    expect(res.statusCode).toBe(200);
    const body = manufacturerSchema.parse(res.json());
    expect(body).toMatchObject({ name: brand.name, slug: brand.slug });
    expect(body.title.length).toBeGreaterThan(0);
    for (const url of body.promoImages) expect(url).toMatch(/^(\/|https?:\/\/)/);
  });

  it("answers 404 for an unknown brand and 400 without a slug", async () => {
    const res = await get("/api/brand/?slug=no-such-brand&language=fi");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Manufacturer not found.", code: "not_found" });
    const noSlug = await get("/api/brand/");
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json()).toEqual({ errors: { slug: [expect.any(String)] } });
  });
});

describe("/api/products/productmodellist/", () => {
  it("lists the models of a top-level group including its subgroups", async () => {
    const candidates = tree.filter((g) => g.children.length > 0);
    let checked = 0;
    for (const root of candidates) {
      const ids = new Set(descendantIds(root));
      const items = await list(groupQuery(root.id));
      for (const item of items) expect(item.productGroupIds.some((id) => ids.has(id))).toBe(true);
      // Models sit in leaf groups, so a top-level group's list comes from its subgroups.
      if (items.some((item) => !item.productGroupIds.includes(root.id))) checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("keeps a stable default order and ids are unique", async () => {
    const root = tree.find((g) => g.children.length > 0)!;
    const a = await list(groupQuery(root.id));
    const b = await list(groupQuery(root.id));
    expect(a.map((i) => i.id)).toEqual(b.map((i) => i.id));
    expect(new Set(a.map((i) => i.id)).size).toBe(a.length);
  });

  it("answers the same by GET and by POST, with a one-minute cache header on GET", async () => {
    const root = tree.find((g) => g.children.length > 0)!;
    const query = groupQuery(root.id);
    const byGet = await get(listUrl(query));
    const byPost = await post("/api/products/productmodellist/", query);
    expect(byGet.statusCode).toBe(200);
    expect(byPost.statusCode).toBe(200);
    expect(byGet.headers["cache-control"]).toBe("public, max-age=60");
    expect(productModelListResponseSchema.parse(byPost.json())).toEqual(productModelListResponseSchema.parse(byGet.json()));
    expect(byGet.json()).not.toHaveLength(0);
  });

  it("reorders by sortIds with unknown ids last", async () => {
    const all = await list({ source: { type: "Manufacturer", slug: (await biggestBrand()).slug }, language: "fi", taxAreaId: 1 });
    expect(all.length).toBeGreaterThanOrEqual(2);
    const wanted = [all[all.length - 1]!.id, 999_999, all[0]!.id];
    const sorted = await list({ source: { type: "Manufacturer", slug: (await biggestBrand()).slug }, language: "fi", taxAreaId: 1, sortIds: wanted });
    expect(sorted.slice(0, 2).map((i) => i.id)).toEqual([all[all.length - 1]!.id, all[0]!.id]);
    expect(sorted.slice(2).map((i) => i.id)).toEqual(all.slice(1, -1).map((i) => i.id));
    // The cached default order is untouched by a sorted request.
    expect((await list({ source: { type: "Manufacturer", slug: (await biggestBrand()).slug }, language: "fi", taxAreaId: 1 })).map((i) => i.id)).toEqual(all.map((i) => i.id));
  });

  it("lists only the brand's models", async () => {
    const brand = await biggestBrand();
    const items = await list({ source: { type: "Manufacturer", slug: brand.slug }, language: "fi", taxAreaId: 1 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.manufacturerSlug).toBe(brand.slug);
  });

  it("answers 400 with a field error on q for a q that does not decode", async () => {
    for (const bad of ["not-lz-string!!", q("not json at all").slice(0, 5), encodeURIComponent(LZString.compressToEncodedURIComponent("{oops"))]) {
      const res = await get(`/api/products/productmodellist/?q=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: { q: [expect.any(String)] } });
    }
    const noQ = await get("/api/products/productmodellist/");
    expect(noQ.statusCode).toBe(400);
    expect(noQ.json()).toEqual({ errors: { q: [expect.any(String)] } });
  });

  it("answers 400 for a query object that breaks the contract, by GET and POST", async () => {
    const wrong = { source: { type: "ProductGroup", slug: "x" }, language: "fi", taxAreaId: 1 };
    const res = await get(listUrl(wrong));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors as object).every((k) => k.startsWith("q"))).toBe(true);
    const extra = await post("/api/products/productmodellist/", { ...groupQuery(1), page: 2 });
    expect(extra.statusCode).toBe(400);
    const badLanguage = await post("/api/products/productmodellist/", { ...groupQuery(1), language: "xx" });
    expect(badLanguage.json()).toEqual({ errors: { language: [expect.any(String)] } });
    const badTaxArea = await post("/api/products/productmodellist/", { ...groupQuery(1), taxAreaId: 987_654 });
    expect(badTaxArea.statusCode).toBe(400);
    expect(badTaxArea.json()).toEqual({ errors: { taxAreaId: [expect.any(String)] } });
    const badJson = await t.app.inject({ method: "POST", url: "/api/products/productmodellist/", headers: { "content-type": "application/json" }, payload: "{" });
    expect(badJson.statusCode).toBe(400);
  });

  it("answers 404 for an unknown group or brand", async () => {
    const group = await get(listUrl(groupQuery(987_654)));
    expect(group.statusCode).toBe(404);
    expect(group.json()).toEqual({ detail: "Product group not found.", code: "not_found" });
    const brand = await post("/api/products/productmodellist/", { source: { type: "Manufacturer", slug: "no-such-brand" }, language: "fi", taxAreaId: 1 });
    expect(brand.statusCode).toBe(404);
    expect(brand.json()).toEqual({ detail: "Manufacturer not found.", code: "not_found" });
  });
});

let biggest: { slug: string } | undefined;
async function biggestBrand(): Promise<{ slug: string }> {
  if (biggest) return biggest;
  const counts = new Map<string, number>();
  for (const root of tree) for (const item of await list(groupQuery(root.id))) counts.set(item.manufacturerSlug, (counts.get(item.manufacturerSlug) ?? 0) + 1);
  const [slug] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  biggest = { slug };
  return biggest;
}
