// The search migration on a real database: extension, language configurations, the derived
// plain-text description and the triggers that keep search documents fresh.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createTestDatabase } from "./testing";
import type { DatabaseHandle } from "./types";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  const statements = `
    insert into languages (code, name, locale) values ('fi', 'suomi', 'fi-FI'), ('en', 'English', 'en-US');
    insert into tax_classes (id, name) values (5, 'general');
    insert into manufacturers (id, slug, name) values (1, 'fjallraven', 'Fjällräven'), (2, 'halti', 'Halti');
    insert into product_groups (id, parent_id) values (1, null), (2, 1);
    insert into product_group_translations (group_id, language, name, short_name, slug, path) values
      (1, 'fi', 'Vaatteet', 'Vaatteet', 'vaatteet', 'vaatteet'), (2, 'fi', 'Takit', 'Takit', 'takit', 'vaatteet/takit'),
      (1, 'en', 'Clothing', 'Clothing', 'clothing', 'clothing'), (2, 'en', 'Jackets', 'Jackets', 'jackets', 'clothing/jackets');
    insert into product_models (id, uuid, manufacturer_id, main_group_id, model_number, published_at) values
      (1, gen_random_uuid(), 1, 2, 'A1', now());
    insert into product_model_translations (model_id, language, name, slug, path, short_description, long_description_html, meta_description) values
      (1, 'fi', 'Keron talvitakki', 'keron', 'fjallraven/keron', 'Lämmin takki.', '<p>Tuulenpitävä &amp; <b>vedenkestävä</b></p>', ''),
      (1, 'en', 'Keron winter jacket', 'keron', 'fjallraven/keron', 'Warm jacket.', '<p>Windproof</p>', '');
    insert into product_model_groups (model_id, group_id) values (1, 2)`;
  for (const statement of statements.split(";\n")) await handle.db.execute(sql.raw(statement));
});
afterAll(() => handle?.close());

const matches = async (language: string, query: string) =>
  (await handle.db.execute<{ model_id: number }>(sql`
    select model_id from search_documents where language = ${language}
    and document @@ plainto_tsquery(search_config(${language}), ${query})`)).rows.map((r) => r.model_id);

describe("search migration", () => {
  it("has a stemming configuration for every shop language", async () => {
    const { rows } = await handle.db.execute<{ lang: string; cfg: string }>(sql`
      select lang, search_config(lang)::text as cfg from unnest(array['fi','sv','en','de','fr','ru']) lang`);
    expect(rows.map((r) => r.cfg)).toEqual(["finnish", "swedish", "english", "german", "french", "russian"]);
  });

  it("derives the plain-text description on insert and update", async () => {
    const read = async () => (await handle.db.execute<{ t: string }>(sql`select description_text t from product_model_translations where model_id = 1 and language = 'fi'`)).rows[0]!.t;
    expect(await read()).toBe("Tuulenpitävä & vedenkestävä");
    await handle.db.execute(sql`update product_model_translations set long_description_html = '<ul><li>Kevyt</li></ul>' where model_id = 1 and language = 'fi'`);
    expect(await read()).toBe("Kevyt");
  });

  it("indexes names, brands and group names with ancestors, per language", async () => {
    expect(await matches("fi", "talvitakkeja")).toEqual([1]);
    expect(await matches("fi", "fjällräven")).toEqual([1]);
    expect(await matches("fi", "vaatteet")).toEqual([1]);
    expect(await matches("en", "jackets clothing")).toEqual([1]);
  });

  it("follows renames of models, brands and groups through the triggers", async () => {
    await handle.db.execute(sql`update manufacturers set name = 'Fjallraven Polar' where id = 1`);
    expect(await matches("fi", "polar")).toEqual([1]);
    await handle.db.execute(sql`update product_group_translations set name = 'Kuoritakit' where group_id = 2 and language = 'fi'`);
    expect(await matches("fi", "kuoritakit")).toEqual([1]);
    await handle.db.execute(sql`update product_model_translations set name = 'Abisko retkihousut' where model_id = 1 and language = 'fi'`);
    expect(await matches("fi", "housut")).toEqual([]);
    expect(await matches("fi", "retkihousut")).toEqual([1]);
    await handle.db.execute(sql`update product_models set manufacturer_id = 2 where id = 1`);
    expect(await matches("fi", "halti")).toEqual([1]);
    const { rows } = await handle.db.execute<{ n: number }>(sql`select count(*)::int n from search_words where language = 'fi' and word = 'retkihousut'`);
    expect(rows[0]!.n).toBe(1);
  });

  it("drops a model's documents with its translations", async () => {
    await handle.db.execute(sql`delete from product_model_translations where model_id = 1 and language = 'en'`);
    expect(await matches("en", "jacket")).toEqual([]);
    expect(await matches("fi", "halti")).toEqual([1]);
  });

  it("finds misspelt words in the vocabulary with trigrams", async () => {
    const { rows } = await handle.db.execute<{ word: string }>(sql`
      select word from search_words where language = 'fi' and word % 'retkihosut' order by similarity(word, 'retkihosut') desc limit 1`);
    expect(rows[0]?.word).toBe("retkihousut");
  });
});
