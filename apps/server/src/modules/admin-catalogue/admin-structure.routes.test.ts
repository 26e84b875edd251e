// Integration of the catalogue's structure in the back office (docs/admin.md "Product groups,
// brands and size tables"): lists, edits with audit rows shown by the storefront at once, stale
// versions refused with nothing lost, and bad input as field errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import {
  adminBrandDetailSchema, adminBrandPageSchema, adminGroupDetailSchema, adminGroupPageSchema, adminSizeTableDetailSchema, adminSizeTablePageSchema,
  type AdminBrandDetail, type AdminGroupDetail, type AdminSizeTableDetail,
} from "@polku/domain/admin/catalogue-setup";
import { auditPageSchema } from "@polku/domain/admin/common";
import { languageCodes, routeSlugsResponseSchema } from "@polku/domain";
import { ADMIN_ID, MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let staff: { authorization: string };
let admin: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ models: 6 });
  staff = await authHeaders(t.database.db, STAFF_ID);
  admin = await authHeaders(t.database.db, ADMIN_ID);
}, 120_000);
afterAll(async () => t?.close());

const get = async (url: string, headers = staff) => t.app.inject({ method: "GET", url, headers });
const put = async (url: string, payload: unknown, headers = staff) => t.app.inject({ method: "PUT", url, headers, payload: payload as object });
const auditOf = async (entity: string, id: number) =>
  auditPageSchema.parse((await get(`/api/admin/audit/?entity=${entity}&entity_id=${id}`)).json());
const first = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0]!;

function without<T extends Record<string, unknown>>(value: T, ...keys: string[]) {
  const copy: Record<string, unknown> = structuredClone(value);
  for (const key of keys) delete copy[key];
  return copy as T;
}

describe("product groups", () => {
  const bodyOf = (d: AdminGroupDetail) => without(d, "id", "parent", "children", "paths", "old_paths");

  it("lists groups by path, searched, and refuses a bad query", async () => {
    const page = adminGroupPageSchema.parse((await get("/api/admin/productgroups/?per_page=100")).json());
    expect(page.count).toBe(page.results.length);
    const paths = page.results.map((r) => r.path);
    expect([...paths].sort()).toEqual(paths);
    const leaf = page.results.find((r) => r.depth > 0)!;
    const found = adminGroupPageSchema.parse((await get(`/api/admin/productgroups/?q=${encodeURIComponent(leaf.name.toUpperCase())}`)).json());
    expect(found.results.map((r) => r.id)).toContain(leaf.id);
    const bad = await get("/api/admin/productgroups/?per_page=1000&sort=evil&in_menu=maybe");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["in_menu", "per_page", "sort"]);
  });

  it("saves new names with an audit row, shows them in the shop at once, and refuses a stale version", async () => {
    const { id } = await first<{ id: number }>(sql`select g.id from product_groups g where g.parent_id is not null order by g.id limit 1`);
    const before = adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${id}/`)).json());
    const path = before.paths.fi!;
    const shop = async () => (await t.app.inject({ method: "GET", url: `/api/products/productgroup/?path=${encodeURIComponent(path)}&language=fi` })).json()[0];
    expect((await shop()).name).toBe(before.translations.fi.name);
    const body = bodyOf(before);
    body.translations.fi.name = "Uusi ryhmän nimi";
    body.translations.sv.name = "Nytt gruppnamn";
    const saved = await put(`/api/admin/productgroups/${id}/`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminGroupDetailSchema.parse(saved.json());
    expect(after.translations.fi.name).toBe("Uusi ryhmän nimi");
    expect(after.paths).toEqual(before.paths);
    expect((await shop()).name).toBe("Uusi ryhmän nimi");
    const menu = (await t.app.inject({ method: "GET", url: "/api/product-groups/?language=sv" })).json();
    expect(JSON.stringify(menu)).toContain("Nytt gruppnamn");

    const audit = await auditOf("product_group", id);
    expect(audit.results[0]).toMatchObject({ action: "update", actor_id: STAFF_ID, summary: "Uusi ryhmän nimi" });
    const stale = bodyOf(before);
    stale.translations.fi.name = "Toinen nimi";
    const refused = await put(`/api/admin/productgroups/${id}/`, stale, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "stale_version", version: after.version });
    expect((await shop()).name).toBe("Uusi ryhmän nimi");
    expect((await auditOf("product_group", id)).count).toBe(audit.count);
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const { id } = await first<{ id: number }>(sql`select id from product_groups order by id limit 1`);
    const before = adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${id}/`)).json());
    const body = bodyOf(before);
    body.translations.de.name = " ";
    const res = await put(`/api/admin/productgroups/${id}/`, { ...body, sort_order: 1.5, parent_id: 3 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(expect.arrayContaining(["sort_order", "translations.de.name"]));
    expect(adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${id}/`)).json()).version).toBe(before.version);
    expect((await get("/api/admin/productgroups/99999999/")).statusCode).toBe(404);
  });
});

describe("product group addresses", () => {
  const bodyOf = (d: AdminGroupDetail) => without(d, "id", "parent", "children", "paths", "old_paths", "version");
  const post = async (payload: unknown, headers: Record<string, string> = staff) => t.app.inject({ method: "POST", url: "/api/admin/productgroups/", headers, payload: payload as object });
  const newGroup = (parentId: number | null, slug: string) => ({
    parent_id: parentId,
    show_in_menu: true,
    is_active: true,
    sort_order: 0,
    translations: Object.fromEntries(
      languageCodes.map((l) => [l, { name: `${slug} ${l}`, slug: `${slug}-${l}`, short_name: "", meta_title: "", meta_description: "" }]),
    ),
  });
  const slugsOf = async (language: string) => routeSlugsResponseSchema.parse((await t.app.inject({ method: "GET", url: `/api/route-slugs/?language=${language}` })).json());
  const topLevel = async () => (await t.database.db.execute<{ id: number }>(sql`select id from product_groups where parent_id is null order by id limit 2`)).rows.map((r) => r.id);

  it("creates a group under a parent with an audit row, shown in the shop at once; refuses customers, guests, bad and taken slugs", async () => {
    const [parentId] = await topLevel();
    const parent = adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${parentId}/`)).json());
    expect((await post(newGroup(parentId!, "uusi"), {})).statusCode).toBe(401);
    const customer = await authHeaders(t.database.db, MEMBER_ID);
    expect((await post(newGroup(parentId!, "uusi"), customer)).statusCode).toBe(403);

    const created = await post(newGroup(parentId!, "uusi"));
    expect(created.statusCode, created.body).toBe(201);
    const group = adminGroupDetailSchema.parse(created.json());
    expect(group.parent?.id).toBe(parentId);
    for (const l of languageCodes) expect(group.paths[l]).toBe(`${parent.paths[l]}uusi-${l}/`);
    expect((await slugsOf("sv")).navigationSlugs).toContain(group.paths.sv!.slice(1, -1));
    expect((await auditOf("product_group", group.id)).results[0]).toMatchObject({ action: "create", actor_id: STAFF_ID });

    const again = await post(newGroup(parentId!, "uusi"));
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toEqual(expect.arrayContaining(languageCodes.map((l) => `translations.${l}.slug`)));
    const bad = newGroup(99_999_999, "Iso Kirjain");
    const refused = await post(bad);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(expect.arrayContaining(["translations.fi.slug"]));
    const noParent = await post(newGroup(99_999_999, "orpo"));
    expect(noParent.statusCode).toBe(400);
    expect(Object.keys(noParent.json().errors)).toEqual(["parent_id"]);
  });

  it("moves and renames a group: its and its subgroups' old addresses redirect in every language, audited; a stale version is refused", async () => {
    const [from, to] = await topLevel();
    const moved = adminGroupDetailSchema.parse((await post(newGroup(from!, "siirto"))).json());
    const child = adminGroupDetailSchema.parse((await post(newGroup(moved.id, "ala"))).json());
    const target = adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${to}/`)).json());
    const body = { ...bodyOf(moved), version: moved.version, parent_id: to! };
    body.translations.fi.slug = "siirretty";
    const saved = await put(`/api/admin/productgroups/${moved.id}/`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminGroupDetailSchema.parse(saved.json());
    expect(after.paths.fi).toBe(`${target.paths.fi}siirretty/`);
    expect(after.old_paths.fi).toEqual([moved.paths.fi]);
    const childAfter = adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${child.id}/`)).json());
    for (const l of languageCodes) {
      expect(after.paths[l]).toBe(`${target.paths[l]}${l === "fi" ? "siirretty" : `siirto-${l}`}/`);
      expect(childAfter.paths[l]).toBe(`${after.paths[l]}ala-${l}/`);
      const slugs = await slugsOf(l);
      const strip = (p: string) => p.slice(1, -1);
      expect(slugs.groupRedirects).toEqual(expect.arrayContaining([
        { from: strip(moved.paths[l]!), to: strip(after.paths[l]!) },
        { from: strip(child.paths[l]!), to: strip(childAfter.paths[l]!) },
      ]));
      expect(slugs.navigationSlugs).toContain(strip(childAfter.paths[l]!));
      expect(slugs.navigationSlugs).not.toContain(strip(child.paths[l]!));
    }
    const audit = await auditOf("product_group", moved.id);
    expect(audit.results[0]).toMatchObject({ action: "update", actor_id: STAFF_ID });

    const stale = await put(`/api/admin/productgroups/${moved.id}/`, { ...body, parent_id: from! }, admin);
    expect(stale.statusCode).toBe(409);
    expect(adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${moved.id}/`)).json()).paths).toEqual(after.paths);
    expect((await auditOf("product_group", moved.id)).count).toBe(audit.count);

    // Under itself or its own subgroup: refused.
    const loop = await put(`/api/admin/productgroups/${moved.id}/`, { ...body, version: after.version, parent_id: child.id });
    expect(loop.statusCode).toBe(400);
    expect(Object.keys(loop.json().errors)).toEqual(["parent_id"]);

    // Back to the old place: the live addresses are no longer redirected, the ones in between are.
    const back = await put(`/api/admin/productgroups/${moved.id}/`, { ...bodyOf(after), version: after.version, parent_id: from!, translations: moved.translations });
    expect(back.statusCode, back.body).toBe(200);
    const home = adminGroupDetailSchema.parse(back.json());
    expect(home.paths).toEqual(moved.paths);
    const fi = await slugsOf("fi");
    expect(fi.groupRedirects.map((r) => r.from)).not.toContain(moved.paths.fi!.slice(1, -1));
    expect(fi.groupRedirects).toEqual(expect.arrayContaining([{ from: after.paths.fi!.slice(1, -1), to: moved.paths.fi!.slice(1, -1) }]));
    expect(home.old_paths.fi).toEqual([after.paths.fi]);
  });

  it("never lets two crossing moves at once make a cycle: one is saved, the other refused", async () => {
    const [parentId] = await topLevel();
    const a = adminGroupDetailSchema.parse((await post(newGroup(parentId!, "risti-a"))).json());
    const b = adminGroupDetailSchema.parse((await post(newGroup(parentId!, "risti-b"))).json());
    const c = adminGroupDetailSchema.parse((await post(newGroup(b.id, "risti-c"))).json());
    const d = adminGroupDetailSchema.parse((await post(newGroup(a.id, "risti-d"))).json());
    // A under C (below B) and B under D (below A): each alone is fine, both would be a loop.
    const [first, second] = await Promise.all([
      put(`/api/admin/productgroups/${a.id}/`, { ...bodyOf(a), version: a.version, parent_id: c.id }),
      put(`/api/admin/productgroups/${b.id}/`, { ...bodyOf(b), version: b.version, parent_id: d.id }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const { rows: loop } = await t.database.db.execute<{ n: number }>(sql`
      with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from product_groups where id = ${a.id}
        union all select g.id, g.parent_id, up.depth + 1 from product_groups g join up on g.id = up.parent_id where up.depth < 50
      ) select max(depth)::int as n from up`);
    expect(loop[0]!.n).toBeLessThan(50);
  });

  it("refuses a sibling's address with a field error and writes nothing", async () => {
    const [parentId] = await topLevel();
    const a = adminGroupDetailSchema.parse((await post(newGroup(parentId!, "sisar-a"))).json());
    const b = adminGroupDetailSchema.parse((await post(newGroup(parentId!, "sisar-b"))).json());
    const body = { ...bodyOf(b), version: b.version };
    body.translations.en.slug = a.translations.en.slug;
    const res = await put(`/api/admin/productgroups/${b.id}/`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(["translations.en.slug"]);
    expect(adminGroupDetailSchema.parse((await get(`/api/admin/productgroups/${b.id}/`)).json()).version).toBe(b.version);
  });
});

describe("brands", () => {
  const bodyOf = (d: AdminBrandDetail) => without(d, "id", "slug");

  it("lists, finds and edits a brand by its slug, shown in the shop at once; a stale save is refused", async () => {
    const page = adminBrandPageSchema.parse((await get("/api/admin/manufacturers/?sort=name")).json());
    expect(page.results.length).toBeGreaterThan(1);
    const brand = page.results[0]!;
    expect(adminBrandPageSchema.parse((await get(`/api/admin/manufacturers/?q=${brand.slug}`)).json()).results.map((r) => r.id)).toContain(brand.id);
    const before = adminBrandDetailSchema.parse((await get(`/api/admin/manufacturers/${brand.slug}/`)).json());
    const shop = async () => (await t.app.inject({ method: "GET", url: `/api/brand/?slug=${brand.slug}&language=en` })).json();
    expect((await shop()).title).toBe(before.translations.en.title);
    const body = bodyOf(before);
    body.translations.en.title = "A brand renamed";
    body.featured = !before.featured;
    const saved = await put(`/api/admin/manufacturers/${brand.slug}/`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await shop()).title).toBe("A brand renamed");
    expect((await auditOf("manufacturer", brand.id)).results[0]).toMatchObject({ action: "update", actor_id: STAFF_ID });
    const stale = await put(`/api/admin/manufacturers/${brand.slug}/`, bodyOf(before), admin);
    expect(stale.statusCode).toBe(409);
    expect((await shop()).title).toBe("A brand renamed");
  });

  it("refuses another brand's name and bad input with field errors", async () => {
    const page = adminBrandPageSchema.parse((await get("/api/admin/manufacturers/?sort=name")).json());
    const [a, b] = page.results;
    const before = adminBrandDetailSchema.parse((await get(`/api/admin/manufacturers/${a!.slug}/`)).json());
    const taken = await put(`/api/admin/manufacturers/${a!.slug}/`, { ...bodyOf(before), name: b!.name.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors).toHaveProperty("name");
    const bad = await put(`/api/admin/manufacturers/${a!.slug}/`, { ...bodyOf(before), featured: "yes", translations: { fi: before.translations.fi } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["featured", "translations.sv"]));
    expect(adminBrandDetailSchema.parse((await get(`/api/admin/manufacturers/${a!.slug}/`)).json()).version).toBe(before.version);
    expect((await get("/api/admin/manufacturers/no-such-brand/")).statusCode).toBe(404);
    expect((await get("/api/admin/manufacturers/Not%20A%20Slug/")).statusCode).toBe(404);
  });

  it("creates a brand whose page answers at once, audited; refuses the shop's own addresses, taken slugs and names, customers", async () => {
    const page = adminBrandPageSchema.parse((await get("/api/admin/manufacturers/?sort=name")).json());
    const template = bodyOf(adminBrandDetailSchema.parse((await get(`/api/admin/manufacturers/${page.results[0]!.slug}/`)).json()));
    const { version: _version, ...fields } = template as AdminBrandDetail;
    const post = (payload: unknown, headers = staff) => t.app.inject({ method: "POST", url: "/api/admin/manufacturers/", headers, payload: payload as object });
    const group = await first<{ path: string }>(sql`select path from product_group_translations where language = 'fi' and path not like '%/%' limit 1`);
    const count = async () => (await first<{ n: number }>(sql`select count(*)::int as n from manufacturers`)).n;
    const before = await count();

    for (const [slug, field] of [["stores", "slug"], ["checkout", "slug"], [page.results[1]!.slug, "slug"], [group.path, "slug"], ["Iso Kirjain", "slug"]] as const) {
      const refused = await post({ ...fields, name: `Uusi ${slug}`, slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(Object.keys(refused.json().errors), slug).toContain(field);
    }
    const sameName = await post({ ...fields, name: page.results[0]!.name.toLowerCase(), slug: "uusi-merkki-a" });
    expect(sameName.statusCode).toBe(400);
    expect(sameName.json().errors).toHaveProperty("name");
    expect((await post({ ...fields, name: "Asiakkaan merkki", slug: "asiakkaan-merkki" }, await authHeaders(t.database.db, MEMBER_ID))).statusCode).toBe(403);
    expect(await count()).toBe(before);

    const body = { ...fields, name: "Tunturitakki Oy", slug: "tunturitakki", is_active: true };
    body.translations = { ...body.translations, en: { title: "Tunturitakki in English", description: "", meta_description: "" } };
    const created = await post(body);
    expect(created.statusCode, created.body).toBe(201);
    const detail = adminBrandDetailSchema.parse(created.json());
    expect(detail).toMatchObject({ slug: "tunturitakki", name: "Tunturitakki Oy" });
    expect((await t.app.inject({ method: "GET", url: "/api/brand/?slug=tunturitakki&language=en" })).json().title).toBe("Tunturitakki in English");
    expect((await auditOf("manufacturer", detail.id)).results[0]).toMatchObject({ action: "create", actor_id: STAFF_ID });
    const again = await post({ ...body, name: "Toinen nimi" });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveProperty("slug");
  });
});

describe("size tables", () => {
  const bodyOf = (d: AdminSizeTableDetail) => without(d, "id", "slug", "models");

  it("lists and edits a size table in every language, shown on the product page at once; a stale save is refused", async () => {
    const page = adminSizeTablePageSchema.parse((await get("/api/admin/sizetables/")).json());
    expect(page.results.length).toBeGreaterThan(0);
    const { id } = page.results[0]!;
    const before = adminSizeTableDetailSchema.parse((await get(`/api/admin/sizetables/${id}/`)).json());
    expect(before.categories.length).toBeGreaterThan(0);
    const body = bodyOf(before);
    body.translations.fi.name = "Uusi kokotaulukko";
    body.sizes = [...before.sizes, "XXXL"];
    body.categories = body.categories.map((c) => ({ ...c, values: [...c.values, "130"] }));
    body.categories[0]!.names.en = "Chest width";
    const saved = await put(`/api/admin/sizetables/${id}/`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminSizeTableDetailSchema.parse(saved.json());
    expect(after.sizes.at(-1)).toBe("XXXL");
    expect(after.categories[0]!.names.en).toBe("Chest width");
    expect(after.categories[0]!.names.fi).toBe(before.categories[0]!.names.fi);
    const stored = await first<{ categories: { name: string; values: string[] }[] }>(sql`select categories from size_table_translations where size_table_id = ${id} and language = 'en'`);
    expect(stored.categories[0]).toMatchObject({ name: "Chest width", values: after.categories[0]!.values });
    expect((await auditOf("size_table", id)).results[0]).toMatchObject({ action: "update", summary: "Uusi kokotaulukko" });
    const stale = await put(`/api/admin/sizetables/${id}/`, bodyOf(before), admin);
    expect(stale.statusCode).toBe(409);
  });

  it("refuses rows whose values do not match the sizes, and repeated sizes", async () => {
    const { id } = adminSizeTablePageSchema.parse((await get("/api/admin/sizetables/")).json()).results[0]!;
    const before = adminSizeTableDetailSchema.parse((await get(`/api/admin/sizetables/${id}/`)).json());
    const body = bodyOf(before);
    body.sizes = ["S", "S"];
    const res = await put(`/api/admin/sizetables/${id}/`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["sizes.1", "categories.0.values"]));
    expect(adminSizeTableDetailSchema.parse((await get(`/api/admin/sizetables/${id}/`)).json()).version).toBe(before.version);
  });

  it("creates a size table with a free key from its Finnish name, audited; a wrong one is refused and nothing written", async () => {
    const names = (fi: string) => Object.fromEntries(["fi", "sv", "en", "de", "fr", "ru"].map((l) => [l, { name: l === "fi" ? fi : `${fi} (${l})`, info_text: "" }]));
    const body = {
      sizes: ["36", "37", "38"],
      hide_image: true,
      categories: [{ unit: "cm", values: ["23", "23,5", "24"], names: { fi: "Jalan pituus", sv: "Fotlängd", en: "Foot length", de: "Fußlänge", fr: "Longueur", ru: "Длина" } }],
      translations: names("Kengät (EU) ä"),
    };
    const post = (payload: unknown, headers = staff) => t.app.inject({ method: "POST", url: "/api/admin/sizetables/", headers, payload: payload as object });
    const made = await post(body);
    expect(made.statusCode, made.body).toBe(201);
    const created = adminSizeTableDetailSchema.parse(made.json());
    expect(created).toMatchObject({ slug: "kengat-eu-a", sizes: ["36", "37", "38"], hide_image: true, models: 0 });
    expect(created.categories[0]!.names.en).toBe("Foot length");
    const second = adminSizeTableDetailSchema.parse((await post(body)).json());
    expect(second.slug).toBe("kengat-eu-a-2");
    expect((await auditOf("size_table", created.id)).results[0]).toMatchObject({ action: "create", summary: "Kengät (EU) ä" });
    expect((await get(`/api/admin/sizetables/${created.id}/`)).statusCode).toBe(200);

    const count = async () => (await first<{ n: number }>(sql`select count(*)::int as n from size_tables`)).n;
    const before = await count();
    const wrong = await post({ ...body, sizes: ["36", "36"], version: "0000000000000000" });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(["__all__", "categories.0.values", "sizes.1"]);
    const unnamed = await post({ ...body, translations: names("") });
    expect(unnamed.statusCode).toBe(400);
    expect(Object.keys(unnamed.json().errors)).toContain("translations.fi.name");
    expect(await count()).toBe(before);
  });
});
