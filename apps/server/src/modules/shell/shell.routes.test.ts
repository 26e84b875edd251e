// Integration: the shell's reference-data calls on a real database (PGlite, or PostgreSQL
// when DATABASE_URL is set), checked against the API contract.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bannersResponseSchema,
  brandsResponseSchema,
  generalSettingsResponseSchema,
  keywordPopupsResponseSchema,
  productGroupsResponseSchema,
  resourcesResponseSchema,
  routeSlugsResponseSchema,
  type ProductGroupNode,
} from "@polku/domain";
import { sql } from "@polku/db/orm";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { buildGroupTree } from "./shell.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const depth = (nodes: ProductGroupNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);

describe("GET /api/resources/", () => {
  it("answers colours, manufacturers, the group tree, filters, property types and stores", async () => {
    const res = await get("/api/resources/?language=fi");
    expect(res.statusCode).toBe(200);
    const body = resourcesResponseSchema.parse(res.json());
    expect(body.colors.length).toBeGreaterThanOrEqual(10);
    // 30 invented brands and Polku, the shop itself, whose gift cards it sells (docs/gift-cards.md).
    expect(body.manufacturers).toHaveLength(31);
    expect(depth(body.productGroups)).toBe(3);
    expect(body.propertyTypes.length).toBeGreaterThan(0);
    expect(body.propertyFilters.every((f) => f.types.length > 0)).toBe(true);
    expect(body.stores.find((s) => s.id === 20)).toMatchObject({ type: "web" });
    expect(body.stores.filter((s) => s.type === "retail").length).toBeGreaterThanOrEqual(8);
  });

  it("translates names by language", async () => {
    const fi = resourcesResponseSchema.parse((await get("/api/resources/?language=fi")).json());
    const en = resourcesResponseSchema.parse((await get("/api/resources/?language=en")).json());
    expect(fi.colors.map((c) => c.slug)).toEqual(en.colors.map((c) => c.slug));
    expect(fi.colors.map((c) => c.name)).not.toEqual(en.colors.map((c) => c.name));
  });

  it("names the checkbox property options in the language, with their Finnish letters (issue 17)", async () => {
    const fi = resourcesResponseSchema.parse((await get("/api/resources/?language=fi")).json());
    const en = resourcesResponseSchema.parse((await get("/api/resources/?language=en")).json());
    expect(fi.propertyOptions?.length).toBeGreaterThan(0);
    expect(fi.propertyOptions?.map((o) => [o.type, o.slug])).toEqual(en.propertyOptions?.map((o) => [o.type, o.slug]));
    // Names are names, not slugs: some carry letters a slug cannot (ä, ö) or differ by language.
    expect(fi.propertyOptions?.some((o) => /[äöå]/i.test(o.name))).toBe(true);
    expect(fi.propertyOptions?.map((o) => o.name)).not.toEqual(en.propertyOptions?.map((o) => o.name));
  });

  it("refuses an unknown language with a field error", async () => {
    const res = await get("/api/resources/?language=xx");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { language: [expect.any(String)] } });
  });

  it("is compressed for clients that accept brotli", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/resources/?language=fi", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
  });
});

describe("GET /api/product-groups/", () => {
  it("answers the menu tree with paths that extend their parent's", async () => {
    const body = productGroupsResponseSchema.parse((await get("/api/product-groups/?language=sv")).json());
    expect(body.productGroups.length).toBeGreaterThanOrEqual(6);
    for (const root of body.productGroups) {
      for (const child of root.children) expect(child.path.startsWith(`${root.path}/`)).toBe(true);
    }
    const all = (nodes: ProductGroupNode[]): ProductGroupNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    expect(all(body.productGroups).length).toBeGreaterThanOrEqual(40);
  });

  it("lists the gender and activity values each group or a group below it carries (the menu's shop-by links)", async () => {
    const fi = productGroupsResponseSchema.parse((await get("/api/product-groups/?language=fi")).json()).productGroups;
    const en = productGroupsResponseSchema.parse((await get("/api/product-groups/?language=en")).json()).productGroups;
    const gender = (nodes: ProductGroupNode[]) => nodes.flatMap((root) => root.shopBy?.find((entry) => entry.filter === "sukupuoli")?.values ?? []);
    expect(gender(fi).map((value) => value.name)).toContain("Naiset");
    expect(gender(en).map((value) => value.name)).toContain("Women");
    expect(fi.some((root) => root.shopBy?.some((entry) => entry.filter === "kayttotarkoitus"))).toBe(true);
    const all = (nodes: ProductGroupNode[]): ProductGroupNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    const keys = (node: ProductGroupNode) => (node.shopBy ?? []).flatMap((entry) => entry.values.map((value) => `${entry.filter}=${value.slug}`));
    for (const node of all(fi)) {
      // Only the two filters, gender first, each with two values or more, and a parent lists what any child lists.
      expect(node.shopBy?.map((entry) => entry.filter).join()).toMatch(/^(sukupuoli)?,?(kayttotarkoitus)?$/);
      expect(node.shopBy?.every((entry) => entry.values.length > 1)).toBe(true);
      for (const child of node.children) for (const key of keys(child)) expect(keys(node)).toContain(key);
    }
  });
  it("leaves out a value only hidden or unpublished models carry (its link would lead to an empty page)", async () => {
    const values = (nodes: ProductGroupNode[]): string[] => nodes.flatMap((n) => [...(n.shopBy ?? []).flatMap((e) => e.values.map((v) => `${e.filter}=${v.slug}`)), ...values(n.children)]);
    const before = new Set(values(productGroupsResponseSchema.parse((await get("/api/product-groups/?language=fi")).json()).productGroups));
    // The gender or activity value the fewest models carry: hide every one of them.
    const { rows } = await t.database.db.execute<{ option_id: number; slug: string; filter: string }>(sql`
      select o.id as option_id, o.slug, pt.slug as filter from model_property_values v
      join property_options o on o.id = v.option_id join property_types pt on pt.id = v.property_type_id
      where pt.slug in ('sukupuoli', 'kayttotarkoitus') group by o.id, o.slug, pt.slug order by count(distinct v.model_id), o.id limit 1`);
    const rare = rows[0]!;
    expect(before).toContain(`${rare.filter}=${rare.slug}`);
    const hidden = await t.database.db.execute<{ id: number }>(sql`
      update product_models set is_public = false where is_public and id in (select model_id from model_property_values where option_id = ${rare.option_id}) returning id`);
    try {
      t.app.catalogueCache.invalidate();
      const after = values(productGroupsResponseSchema.parse((await get("/api/product-groups/?language=fi")).json()).productGroups);
      expect(after).not.toContain(`${rare.filter}=${rare.slug}`);
    } finally {
      const ids = hidden.rows.map((row) => row.id);
      await t.database.db.execute(sql`update product_models set is_public = true where id in ${sql.raw(`(${ids.join(",") || "0"})`)}`);
      t.app.catalogueCache.invalidate();
    }
  });
});

describe("buildGroupTree", () => {
  const row = (id: number, parentId: number | null, filterableProperties: string[]) => ({
    id,
    parentId,
    showInMenu: true,
    image: null,
    filterableProperties,
    name: `g${id}`,
    shortName: `g${id}`,
    slug: `g${id}`,
    path: parentId ? `g${parentId}/g${id}` : `g${id}`,
  });
  it("gives a group the values it and the groups below carry, for the filters they offer", () => {
    const value = (groupId: number, filter: string, slug: string) => ({ groupId, filter, slug, name: slug.toUpperCase() });
    const [clothing, tents] = buildGroupTree(
      [row(1, null, []), row(2, 1, ["koko"]), row(3, 2, ["kayttotarkoitus", "materiaali"]), row(4, 1, ["sukupuoli"]), row(5, null, ["henkilomaara"])],
      [],
      // Sorted by the options' order: naiset before miehet, whatever group carries them.
      [
        value(4, "sukupuoli", "naiset"),
        value(4, "sukupuoli", "miehet"),
        value(3, "sukupuoli", "miehet"),
        value(3, "kayttotarkoitus", "vaellus"),
        value(4, "kayttotarkoitus", "juoksu"),
        value(5, "sukupuoli", "naiset"),
        value(5, "sukupuoli", "miehet"),
      ],
    );
    expect(clothing!.shopBy).toEqual([
      { filter: "sukupuoli", values: [{ slug: "naiset", name: "NAISET" }, { slug: "miehet", name: "MIEHET" }] },
      { filter: "kayttotarkoitus", values: [{ slug: "vaellus", name: "VAELLUS" }, { slug: "juoksu", name: "JUOKSU" }] },
    ]);
    // Group 3 carries a gender but offers no gender filter (its page could not filter by it), and
    // one activity would not narrow its page; group 5 offers no gender filter at all.
    expect(clothing!.children[0]!.shopBy).toEqual([]);
    expect(clothing!.children[1]!.shopBy).toEqual([{ filter: "sukupuoli", values: [{ slug: "naiset", name: "NAISET" }, { slug: "miehet", name: "MIEHET" }] }]);
    expect(tents!.shopBy).toEqual([]);
  });
});

describe("banners, brands, keyword popups, settings and route slugs", () => {
  it("answers image and text banners", async () => {
    const body = bannersResponseSchema.parse((await get("/api/banners/?language=de")).json());
    expect(body.imageBanners.length).toBeGreaterThanOrEqual(6);
    expect(body.textBanners.length).toBeGreaterThanOrEqual(3);
    expect(body.imageBanners[0]!.image).toMatch(/^\/media\//);
  });
  it("answers the brands", async () => {
    const body = brandsResponseSchema.parse((await get("/api/brands/")).json());
    expect(body.brands).toHaveLength(31);
    expect(new Set(body.brands.map((b) => b.slug)).size).toBe(31);
  });
  it("answers keyword popups in the language asked", async () => {
    const body = keywordPopupsResponseSchema.parse((await get("/api/keyword-popups/?language=ru")).json());
    expect(body.keywords.length).toBeGreaterThan(0);
  });
  it("answers general settings with the language's own placeholder text", async () => {
    const fi = generalSettingsResponseSchema.parse((await get("/api/general-settings/?language=fi")).json());
    const en = generalSettingsResponseSchema.parse((await get("/api/general-settings/?language=en")).json());
    expect(fi.settings.search_bar_placeholder).toBeTruthy();
    expect(fi.settings.search_bar_placeholder).not.toBe(en.settings.search_bar_placeholder);
    expect(() => JSON.parse(fi.settings.feature_flags ?? "")).not.toThrow();
  });
  it("answers route slugs, with every product group path as a navigation slug", async () => {
    const body = routeSlugsResponseSchema.parse((await get("/api/route-slugs/?language=fi")).json());
    expect(body.navigationSlugs.length).toBeGreaterThanOrEqual(40);
    expect(body.navigationSlugs.some((p) => p.split("/").includes("outlet"))).toBe(true);
    expect(body.manufacturerSlugs).toHaveLength(31);
    expect(body.staticPageSlugs.length).toBeGreaterThan(0);
  });
});

describe("bad input on every translated call", () => {
  const paths = ["/api/resources/", "/api/product-groups/", "/api/banners/", "/api/keyword-popups/", "/api/route-slugs/", "/api/general-settings/", "/api/locale-options/", "/api/products/newest/"];
  it.each(paths)("%s answers 400 with a field error for an unknown language", async (path) => {
    const res = await get(`${path}?language=klingon`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.language).toEqual([expect.any(String)]);
  });
  it.each(paths)("%s ignores unknown query keys such as cache busters", async (path) => {
    expect((await get(`${path}?language=fi&t=123`)).statusCode).toBe(200);
  });
  it("answers 400 for a non-numeric tax area", async () => {
    const res = await get("/api/products/newest/?taxAreaId=abc");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["taxAreaId"]);
  });
});
