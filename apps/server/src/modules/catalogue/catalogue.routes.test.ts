// Integration: the catalogue calls (spec 02 §7) on a real database (PGlite, or PostgreSQL when
// DATABASE_URL is set), every answer parsed with the API contract.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import LZString from "lz-string";
import { productModelTranslations } from "@polku/db";
import { and, eq } from "@polku/db/orm";
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

describe("/api/products/productmodellist/ caching and compression", () => {
  const listPath = "/api/products/productmodellist/";
  const getWith = (query: unknown, headers: Record<string, string>) => t.app.inject({ method: "GET", url: listUrl(query), headers });
  const decode = (res: { rawPayload: Buffer; headers: Record<string, unknown> }): unknown => {
    const coding = res.headers["content-encoding"];
    const bytes = coding === "br" ? brotliDecompressSync(res.rawPayload) : coding === "gzip" ? gunzipSync(res.rawPayload) : res.rawPayload;
    return JSON.parse(bytes.toString("utf8"));
  };
  const rootQuery = () => groupQuery(tree.find((g) => g.children.length > 0)!.id);

  it("answers brotli, gzip and identity by Accept-Encoding, all decoding to the same list", async () => {
    const query = rootQuery();
    const plain = await getWith(query, {});
    const br = await getWith(query, { "accept-encoding": "gzip, deflate, br" });
    const gz = await getWith(query, { "accept-encoding": "gzip" });
    const brOnlyWanted = await getWith(query, { "accept-encoding": "br;q=1, gzip;q=0.5" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(brOnlyWanted.headers["content-encoding"]).toBe("br");
    for (const res of [plain, br, gz]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(String(res.headers.vary).toLowerCase()).toContain("accept-encoding");
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    }
    const items = productModelListResponseSchema.parse(decode(plain));
    expect(items.length).toBeGreaterThan(0);
    // Compressed once, not twice: one decoding gives the JSON.
    expect(decode(br)).toEqual(items);
    expect(decode(gz)).toEqual(items);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    // The same entity in every coding: one ETag.
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(gz.headers.etag).toBe(plain.headers.etag);
  });

  it("answers POST compressed too, with the same list as GET", async () => {
    const query = rootQuery();
    const byPost = await t.app.inject({ method: "POST", url: listPath, payload: query, headers: { "accept-encoding": "br" } });
    expect(byPost.statusCode).toBe(200);
    expect(byPost.headers["content-encoding"]).toBe("br");
    expect(byPost.headers["cache-control"]).toBeUndefined();
    expect(decode(byPost)).toEqual(decode(await getWith(query, {})));
  });

  it("answers 304 without a body when If-None-Match holds the ETag, and 200 for another tag", async () => {
    const query = rootQuery();
    const first = await getWith(query, { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await getWith(query, { "accept-encoding": "br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(String(again.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect((await getWith(query, { "if-none-match": `W/${etag}` })).statusCode).toBe(304);
    expect((await getWith(query, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
  });

  it("reorders by sortIds in every coding, with an ETag of its own", async () => {
    const query = rootQuery();
    const all = productModelListResponseSchema.parse(decode(await getWith(query, {})));
    expect(all.length).toBeGreaterThanOrEqual(3);
    const sortIds = [all[2]!.id, 424_242, all[0]!.id];
    const expected = [all[2]!.id, all[0]!.id, ...all.filter((_, i) => i !== 0 && i !== 2).map((i) => i.id)];
    const sorted = { ...query, sortIds };
    const answers = [await getWith(sorted, { "accept-encoding": "br" }), await getWith(sorted, { "accept-encoding": "gzip" }), await getWith(sorted, {})];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const items = productModelListResponseSchema.parse(decode(res));
      expect(items.map((i) => i.id)).toEqual(expected);
      // Every item is whole: the same as in the default list.
      expect(items.find((i) => i.id === all[0]!.id)).toEqual(all[0]);
    }
    const etag = String(answers[0]!.headers.etag);
    expect(etag).not.toBe((await getWith(query, {})).headers.etag);
    expect((await getWith(sorted, { "if-none-match": etag })).statusCode).toBe(304);
    const byPost = await t.app.inject({ method: "POST", url: listPath, payload: sorted, headers: { "accept-encoding": "gzip" } });
    expect(productModelListResponseSchema.parse(decode(byPost)).map((i) => i.id)).toEqual(expected);
  });

  it("serves the cached list until the catalogue changes, then the new data in every coding", async () => {
    const query = rootQuery();
    const before = productModelListResponseSchema.parse(decode(await getWith(query, { "accept-encoding": "br" })));
    const etag = (await getWith(query, {})).headers.etag;
    // While nothing changes, every answer is the same cached bytes.
    expect((await getWith(query, {})).headers.etag).toBe(etag);
    const target = before[0]!;
    const renamed = `${target.name} (uusi)`;
    // Any write to a catalogue table bumps the catalogue version in its transaction (migration
    // 0015), whoever writes it, so no cached list outlives the change.
    await t.database.db
      .update(productModelTranslations)
      .set({ name: renamed })
      .where(and(eq(productModelTranslations.modelId, target.id), eq(productModelTranslations.language, "fi")));
    // Another process sees the bump within a second (lib/cache-version.ts, tested with its clock);
    // the test waits for the new data however long a busy machine takes to build it.
    const nameOf = async () => productModelListResponseSchema.parse(decode(await getWith(query, { "accept-encoding": "br" }))).find((i) => i.id === target.id)!.name;
    await expect.poll(nameOf, { timeout: 30_000, interval: 250 }).toBe(renamed);
    for (const coding of ["br", "gzip", "identity"]) {
      const res = await getWith(query, { "accept-encoding": coding });
      expect(productModelListResponseSchema.parse(decode(res)).find((i) => i.id === target.id)!.name).toBe(renamed);
      expect(res.headers.etag).not.toBe(etag);
    }
    expect((await getWith(query, { "if-none-match": String(etag) })).statusCode).toBe(200);
  });

  it("answers errors uncompressed JSON, never cached", async () => {
    const res = await getWith(groupQuery(987_654), { "accept-encoding": "br" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "Product group not found.", code: "not_found" });
    const bad = await t.app.inject({ method: "POST", url: listPath, payload: { ...rootQuery(), sortIds: ["x"] }, headers: { "accept-encoding": "br" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: { "sortIds.0": [expect.any(String)] } });
  });
});
