// SQL of the back office's product models (docs/admin.md "Catalogue"): the list, fast at the
// 100,000-model catalogue (one language's rows, keyed lookups per shown row, capped counts), and
// a model's editable state as one object (its version is a digest of it).
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { languageCodes, type LanguageCode } from "@polku/domain";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import type { AdminModelFields, AdminModelListQuery, AdminModelRow, ModelTexts } from "@polku/domain/admin/catalogue";
import { escapeLike, rows } from "../admin-core";

const MODEL_SORTS: Record<string, SQL> = {
  id: sql`m.id`,
  name: sql`t.name`,
  published: sql`m.published_at`,
  model_number: sql`m.model_number`,
};

export function modelFilters(q: Pick<AdminModelListQuery, "brand" | "public" | "group" | "q">): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.brand) parts.push(sql`m.manufacturer_id = ${q.brand}`);
  if (q.public !== undefined) parts.push(sql`m.is_public = ${q.public}`);
  if (q.group) {
    parts.push(sql`m.id in (select g.model_id from product_model_groups g where g.group_id in (
      with recursive tree(id) as (select ${q.group}::int union all select c.id from product_groups c join tree on c.parent_id = tree.id) select id from tree))`);
  }
  if (q.q) {
    const text = q.q.trim();
    const like = `%${escapeLike(text.toLowerCase())}%`;
    const byNumber = /^\d{1,9}$/.test(text) ? sql`m.id = ${Number(text)} or ` : sql``;
    // Names and brands through the trigram index of the Finnish search documents; model numbers as typed.
    parts.push(sql`(${byNumber}m.model_number ilike ${`${escapeLike(text)}%`}
      or m.id in (select sd.model_id from search_documents sd where sd.language = 'fi' and sd.words like ${like}))`);
  }
  return sql.join(parts, sql` and `);
}

export async function listModels(db: Executor, q: AdminModelListQuery): Promise<{ rows: AdminModelRow[]; count: number; exact: boolean }> {
  const where = modelFilters(q);
  const { column, descending } = parseSort(q.sort);
  const direction = descending ? sql`desc` : sql`asc`;
  const [found, counted] = await Promise.all([
    // The page's ids first (keyed scans, nothing computed per skipped row), then what each of
    // those rows shows: PostgreSQL would otherwise work out the shown columns of every row it skips.
    rows<AdminModelRow>(
      db,
      sql`with page as materialized (
            select m.id from product_models m
            join product_model_translations t on t.model_id = m.id and t.language = 'fi'
            where ${where}
            order by ${MODEL_SORTS[column] ?? MODEL_SORTS.id} ${direction}, m.id ${direction}
            limit ${q.per_page} offset ${(q.page - 1) * q.per_page})
          select m.id, t.name, m.model_number, b.name as brand, coalesce(gt.name, '') as "group", m.is_public,
            to_char(m.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at,
            vv.variants, (select p.active from model_prices p where p.model_id = m.id and p.tax_area_id = 1) as price, vv.image
          from page
          join product_models m on m.id = page.id
          join product_model_translations t on t.model_id = m.id and t.language = 'fi'
          join manufacturers b on b.id = m.manufacturer_id
          left join product_group_translations gt on gt.group_id = m.main_group_id and gt.language = 'fi'
          -- The model's variants through their model index (an id-ordered scan with a filter is a trap).
          cross join lateral (select count(*)::int as variants, (array_agg(v.images[1] order by v.id))[1] as image
                              from product_variants v where v.model_id = m.id) vv
          order by ${MODEL_SORTS[column] ?? MODEL_SORTS.id} ${direction}, m.id ${direction}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from product_models m where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`,
    ),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found, count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

export interface ModelState extends AdminModelFields {
  id: number;
  uuid: string;
  brand_slug: string;
}

/** The model as the form edits it; `lock` takes the model row's lock for a write. */
export async function loadModel(db: Executor, id: number, lock = false): Promise<ModelState | null> {
  const [model] = await rows<Omit<ModelState, "translations" | "group_ids"> & { published_at: string }>(
    db,
    sql`select m.id, m.uuid, m.model_number, m.manufacturer_id, b.slug as brand_slug, m.main_group_id, m.is_public,
          to_char(m.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published_at,
          m.belongs_to_outlet, m.show_discount_percentage, m.campaign_only, m.size_table_id, m.tax_class_id
        from product_models m join manufacturers b on b.id = m.manufacturer_id
        where m.id = ${id} ${lock ? sql`for update of m` : sql``}`,
  );
  if (!model) return null;
  const [texts, groups] = await Promise.all([
    rows<ModelTexts & { language: LanguageCode }>(
      db,
      sql`select language, name, slug, short_description, long_description_html, meta_description, tagline
          from product_model_translations where model_id = ${id}`,
    ),
    rows<{ group_id: number }>(db, sql`select group_id from product_model_groups where model_id = ${id} order by group_id`),
  ]);
  const empty: ModelTexts = { name: "", slug: "", short_description: "", long_description_html: "", meta_description: "", tagline: "" };
  const byLanguage = new Map(texts.map(({ language, ...t }) => [language, t]));
  return {
    ...model,
    group_ids: groups.map((g) => g.group_id).filter((g) => g !== model.main_group_id),
    translations: Object.fromEntries(languageCodes.map((l) => [l, byLanguage.get(l) ?? empty])) as AdminModelFields["translations"],
  };
}

/** The editable part of the state, which the version is taken of. */
export function editable(state: ModelState): AdminModelFields {
  const { id: _id, uuid: _uuid, brand_slug: _brand, ...fields } = state;
  return fields;
}

export async function brandSlug(db: Executor, manufacturerId: number): Promise<string | null> {
  const [row] = await rows<{ slug: string }>(db, sql`select slug from manufacturers where id = ${manufacturerId}`);
  return row?.slug ?? null;
}

/** Which of the referenced rows do not exist: field name → message. */
export async function missingReferences(db: Executor, f: AdminModelFields): Promise<Record<string, string[]>> {
  const groupIds = [f.main_group_id, ...f.group_ids];
  const [found] = await rows<{ brand: boolean; groups: number; size_table: boolean; tax_class: boolean }>(
    db,
    sql`select exists (select 1 from manufacturers where id = ${f.manufacturer_id}) as brand,
          (select count(*)::int from product_groups where id = any(${`{${groupIds.join(",")}}`}::int[])) as groups,
          ${f.size_table_id === null ? sql`true` : sql`exists (select 1 from size_tables where id = ${f.size_table_id})`} as size_table,
          exists (select 1 from tax_classes where id = ${f.tax_class_id}) as tax_class`,
  );
  const errors: Record<string, string[]> = {};
  if (!found?.brand) errors.manufacturer_id = ["No such brand."];
  if ((found?.groups ?? 0) < new Set(groupIds).size) errors[groupIds.length > 1 ? "group_ids" : "main_group_id"] = ["No such product group."];
  if (!found?.size_table) errors.size_table_id = ["No such size table."];
  if (!found?.tax_class) errors.tax_class_id = ["No such tax class."];
  return errors;
}

/** Slugs already used by another model in the same language: "translations.sv.slug" → message. */
export async function takenSlugs(db: Executor, f: AdminModelFields, exceptModelId: number | null): Promise<Record<string, string[]>> {
  const pairs = languageCodes.map((l) => sql`(${l}, ${f.translations[l].slug})`);
  const taken = await rows<{ language: string }>(
    db,
    sql`select t.language from product_model_translations t join (values ${sql.join(pairs, sql`, `)}) as w(language, slug)
          on t.language = w.language and t.slug = w.slug
        where ${exceptModelId === null ? sql`true` : sql`t.model_id <> ${exceptModelId}`}`,
  );
  return Object.fromEntries(taken.map((t) => [`translations.${t.language}.slug`, ["Another product already has this address."]]));
}

export async function writeModel(tx: Executor, id: number | null, f: AdminModelFields, slugOfBrand: string): Promise<number> {
  let modelId = id;
  if (modelId === null) {
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into product_models (uuid, manufacturer_id, main_group_id, model_number, is_public, published_at, belongs_to_outlet,
            show_discount_percentage, campaign_only, size_table_id, tax_class_id)
          values (gen_random_uuid(), ${f.manufacturer_id}, ${f.main_group_id}, ${f.model_number}, ${f.is_public}, ${f.published_at},
            ${f.belongs_to_outlet}, ${f.show_discount_percentage}, ${f.campaign_only}, ${f.size_table_id}, ${f.tax_class_id})
          returning id`,
    );
    modelId = created!.id;
  } else {
    await tx.execute(sql`update product_models set manufacturer_id = ${f.manufacturer_id}, main_group_id = ${f.main_group_id},
        model_number = ${f.model_number}, is_public = ${f.is_public}, published_at = ${f.published_at}, belongs_to_outlet = ${f.belongs_to_outlet},
        show_discount_percentage = ${f.show_discount_percentage}, campaign_only = ${f.campaign_only}, size_table_id = ${f.size_table_id},
        tax_class_id = ${f.tax_class_id}, updated_at = now()
      where id = ${modelId}`);
  }
  const values = languageCodes.map((l) => {
    const t = f.translations[l];
    return sql`(${modelId}, ${l}, ${t.name}, ${t.slug}, ${`${slugOfBrand}/${t.slug}`}, ${t.short_description}, ${t.long_description_html}, ${t.meta_description}, ${t.tagline})`;
  });
  await tx.execute(sql`insert into product_model_translations (model_id, language, name, slug, path, short_description, long_description_html, meta_description, tagline)
    values ${sql.join(values, sql`, `)}
    on conflict (model_id, language) do update set name = excluded.name, slug = excluded.slug, path = excluded.path,
      short_description = excluded.short_description, long_description_html = excluded.long_description_html,
      meta_description = excluded.meta_description, tagline = excluded.tagline, is_auto_translated = false`);
  const groupIds = [...new Set([f.main_group_id, ...f.group_ids])];
  await tx.execute(sql`delete from product_model_groups where model_id = ${modelId} and group_id <> all(${`{${groupIds.join(",")}}`}::int[])`);
  await tx.execute(sql`insert into product_model_groups (model_id, group_id)
    select ${modelId}, g from unnest(${`{${groupIds.join(",")}}`}::int[]) g on conflict do nothing`);
  return modelId;
}
