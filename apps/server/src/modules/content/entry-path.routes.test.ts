// Integration: GET /api/entry-path/ (docs/content.md "Entry addresses") on PGlite, or PostgreSQL
// with DATABASE_URL: a model's and a group's canonical path per language, hidden or unknown 404,
// bad input 400 with field errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { entryPathResponseSchema, fieldErrorsSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ models: 3 });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/entry-path/", () => {
  it("answers a model's path in the language asked for", async () => {
    const { rows } = await t.database.db.execute<{ model_id: number; fi: string; sv: string }>(
      sql`select fi.model_id, fi.path as fi, sv.path as sv from product_model_translations fi join product_model_translations sv on sv.model_id = fi.model_id and sv.language = 'sv' join product_models m on m.id = fi.model_id where fi.language = 'fi' and m.is_public order by fi.model_id limit 1`,
    );
    const model = rows[0]!;
    const fi = await get(`/api/entry-path/?kind=product&id=${model.model_id}&language=fi`);
    expect(fi.statusCode, fi.body).toBe(200);
    expect(entryPathResponseSchema.parse(fi.json())).toEqual({ path: `/${model.fi}/` });
    expect(entryPathResponseSchema.parse((await get(`/api/entry-path/?kind=product&id=${model.model_id}&language=sv`)).json())).toEqual({ path: `/${model.sv}/` });
  });

  it("answers a group's path, and 404 for an inactive or unknown group", async () => {
    const { rows } = await t.database.db.execute<{ group_id: number; path: string }>(sql`select group_id, path from product_group_translations where language = 'en' and path like '%/%' order by group_id limit 1`);
    const group = rows[0]!;
    expect(entryPathResponseSchema.parse((await get(`/api/entry-path/?kind=group&id=${group.group_id}&language=en`)).json())).toEqual({ path: `/${group.path}/` });
    await t.database.db.execute(sql`update product_groups set is_active = false where id = ${group.group_id}`);
    try {
      expect((await get(`/api/entry-path/?kind=group&id=${group.group_id}&language=en`)).statusCode).toBe(404);
    } finally {
      await t.database.db.execute(sql`update product_groups set is_active = true where id = ${group.group_id}`);
    }
    expect((await get("/api/entry-path/?kind=group&id=999999&language=en")).statusCode).toBe(404);
  });

  it("answers 404 for a model that is not public", async () => {
    const { rows } = await t.database.db.execute<{ id: number }>(sql`select id from product_models order by id limit 1`);
    const id = rows[0]!.id;
    await t.database.db.execute(sql`update product_models set is_public = false where id = ${id}`);
    try {
      expect((await get(`/api/entry-path/?kind=product&id=${id}&language=fi`)).statusCode).toBe(404);
    } finally {
      await t.database.db.execute(sql`update product_models set is_public = true where id = ${id}`);
    }
  });

  it("answers 400 with field errors for a bad kind, id or language", async () => {
    const res = await get("/api/entry-path/?kind=brand&id=abc&language=xx");
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(res.json()).errors).sort()).toEqual(["id", "kind", "language"]);
    expect((await get("/api/entry-path/?kind=product&id=0")).statusCode).toBe(400);
    expect((await get("/api/entry-path/?kind=product")).statusCode).toBe(400);
  });
});
