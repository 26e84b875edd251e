// Integration (PGlite, or PostgreSQL with DATABASE_URL): GET /api/shoe_wizard/ on the demo
// catalogue — the footwear group and its kinds in the language, the wide-fit models, the shoe
// size table's columns — and the refusals (bad input 400).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { euSizeForFoot, euSizeForUk, shoeWizardResponseSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ models: 80 });
}, 120_000);
afterAll(() => t?.close());

const get = (query: string) => t.app.inject({ method: "GET", url: `/api/shoe_wizard/?${query}` });

describe("GET /api/shoe_wizard/", () => {
  it("answers the footwear group in the language, each kind's groups, wide-fit models and the size table", async () => {
    const res = await get("language=en");
    expect(res.statusCode, res.body).toBe(200);
    const body = shoeWizardResponseSchema.parse(res.json());
    expect(body.root).toMatchObject({ path: "footwear", name: "Footwear" });
    for (const kind of ["hiking", "trail", "winter", "sandal"] as const) expect(body.kindGroups[kind]?.length, kind).toBeGreaterThan(0);
    // The kinds are children of the footwear group, and different groups.
    const ids = Object.values(body.kindGroups).flat();
    expect(new Set(ids).size).toBe(ids.length);
    const parents = await t.database.db.execute<{ parent_id: number }>(sql`select parent_id from product_groups where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    for (const r of parents.rows) expect(Number(r.parent_id)).toBe(body.root!.id);

    const table = body.sizeTable!;
    expect(table.name).toBe("Shoe size chart");
    expect(table.sizes[0]).toBe("36");
    expect(table.footLengthCm).toHaveLength(table.sizes.length);
    expect(table.uk).toHaveLength(table.sizes.length);
    // The seed's table: a 26.0 cm foot is a 41, with 5 mm room a 42; UK 8 is a 42.
    expect(euSizeForFoot(table, 26)).toBe("41");
    expect(euSizeForFoot(table, 26, 5)).toBe("42");
    expect(euSizeForUk(table, "8")).toBe("42");
  });

  it("lists exactly the public models with an active wide-fit variant", async () => {
    const body = shoeWizardResponseSchema.parse((await get("language=fi")).json());
    const rows = await t.database.db.execute<{ model_id: number }>(sql`
      select distinct v.model_id from product_variants v join product_types pt on pt.id = v.product_type_id
        join product_models m on m.id = v.model_id where pt.slug = 'levea' and v.is_active and m.is_public order by 1`);
    expect(body.wideModelIds).toEqual(rows.rows.map((r) => Number(r.model_id)));
    expect(body.root).toMatchObject({ path: "jalkineet", name: "Jalkineet" });
  });

  it("names the groups in every language", async () => {
    for (const language of ["sv", "de", "fr", "ru"]) {
      const body = shoeWizardResponseSchema.parse((await get(`language=${language}`)).json());
      expect(body.root?.path, language).toBeTruthy();
      expect(body.root?.path, language).not.toBe("jalkineet");
    }
  });

  it("refuses an unknown language or parameter with 400 and field errors", async () => {
    const bad = await get("language=xx");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.language).toBeDefined();
    const extra = await get("language=fi&activity=hiking");
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toBeDefined();
  });

  it("leaves out a kind whose group is inactive", async () => {
    await t.database.db.execute(sql`update product_groups set is_active = false where id in (select group_id from product_group_translations where language = 'fi' and path = 'jalkineet/sandaalit')`);
    t.app.catalogueCache.invalidate();
    try {
      const body = shoeWizardResponseSchema.parse((await get("language=fi")).json());
      expect(body.kindGroups.sandal).toBeUndefined();
      expect(body.kindGroups.hiking?.length).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(sql`update product_groups set is_active = true where id in (select group_id from product_group_translations where language = 'fi' and path = 'jalkineet/sandaalit')`);
      t.app.catalogueCache.invalidate();
    }
  });

  it("finds its groups by their shoe kind, whatever their paths are in any language", async () => {
    const before = shoeWizardResponseSchema.parse((await get("language=fi")).json());
    const hikingId = (await t.database.db.execute<{ id: number }>(sql`select id from product_groups where shoe_kind = 'hiking'`)).rows[0]!.id;
    // Staff rename the footwear group and the hiking boots in Finnish and Swedish.
    const saved = (await t.database.db.execute<{ group_id: number; language: string; path: string; slug: string }>(sql`
      select group_id, language, path, slug from product_group_translations where language in ('fi', 'sv') and group_id in (select id from product_groups where shoe_kind is not null)`)).rows;
    await t.database.db.execute(sql`update product_group_translations set path = 'kengat-' || path, slug = 'kengat-' || slug where language in ('fi', 'sv') and group_id in (select id from product_groups where shoe_kind is not null)`);
    t.app.catalogueCache.invalidate();
    try {
      for (const language of ["fi", "sv"]) {
        const body = shoeWizardResponseSchema.parse((await get(`language=${language}`)).json());
        expect(body.root?.id, language).toBe(before.root!.id);
        expect(body.root?.path.startsWith("kengat-"), language).toBe(true);
        expect(body.kindGroups.hiking, language).toContain(Number(hikingId));
      }
      // Taking the mark off a kind turns its terrain off; the others stay.
      await t.database.db.execute(sql`update product_groups set shoe_kind = null where shoe_kind = 'winter'`);
      t.app.catalogueCache.invalidate();
      const body = shoeWizardResponseSchema.parse((await get("language=en")).json());
      expect(body.kindGroups.winter).toBeUndefined();
      expect(body.kindGroups.trail?.length).toBeGreaterThan(0);
    } finally {
      for (const r of saved) await t.database.db.execute(sql`update product_group_translations set path = ${r.path}, slug = ${r.slug} where group_id = ${r.group_id} and language = ${r.language}`);
      await t.database.db.execute(sql`update product_groups set shoe_kind = 'winter' where id in (select group_id from product_group_translations where language = 'fi' and path = 'jalkineet/talvikengat')`);
      t.app.catalogueCache.invalidate();
    }
  });

  it("allows one group per kind and only the wizard's kinds", async () => {
    const other = (await t.database.db.execute<{ id: number }>(sql`select id from product_groups where shoe_kind is null order by id limit 1`)).rows[0]!.id;
    await expect(t.database.db.execute(sql`update product_groups set shoe_kind = 'hiking' where id = ${other}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update product_groups set shoe_kind = 'ski' where id = ${other}`)).rejects.toThrow();
  });
});
