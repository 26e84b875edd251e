// SQL of the catalogue's structure in the back office (docs/admin.md "Product groups, brands and
// size tables"): paged lists (the page's ids first), each object's editable state as one object
// (its version is a digest of it) and the writes.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { languageCodes, type LanguageCode } from "@polku/domain";
import { parseSort } from "@polku/domain/admin/common";
import type {
  AdminBrandFields, AdminBrandListQuery, AdminBrandRow, AdminGroupFields, AdminGroupListQuery, AdminGroupRow, AdminSizeTableFields,
  AdminSizeTableListQuery, AdminSizeTableRow, BrandTexts, GroupTexts, SizeCategory,
} from "@polku/domain/admin/catalogue-setup";
import { escapeLike, rows } from "../admin-core";

const direction = (sort: string) => (parseSort(sort).descending ? sql`desc` : sql`asc`);
const like = (text: string) => `%${escapeLike(text.trim().toLowerCase())}%`;
const byId = (text: string, column: SQL) => (/^\d{1,9}$/.test(text.trim()) ? sql`${column} = ${Number(text.trim())} or ` : sql``);

/** Small tables (hundreds of rows): one query pages them and counts with a window. */
async function paged<T>(db: Executor, query: SQL): Promise<{ rows: T[]; count: number }> {
  const found = await rows<T & { total: number }>(db, query);
  return { rows: found.map(({ total: _total, ...row }) => row as T), count: found[0]?.total ?? 0 };
}

// ---- product groups ---------------------------------------------------------------------------

const GROUP_SORTS: Record<string, SQL> = { id: sql`g.id`, path: sql`t.path`, sort_order: sql`g.sort_order` };

export async function listGroups(db: Executor, q: AdminGroupListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.in_menu !== undefined) parts.push(sql`g.show_in_menu = ${q.in_menu}`);
  if (q.active !== undefined) parts.push(sql`g.is_active = ${q.active}`);
  if (q.q) parts.push(sql`(${byId(q.q, sql`g.id`)}lower(t.name) like ${like(q.q)} or t.path like ${like(q.q)})`);
  const dir = direction(q.sort);
  return paged<AdminGroupRow>(
    db,
    sql`select g.id, t.name, t.path, array_length(string_to_array(t.path, '/'), 1) - 1 as depth, g.show_in_menu, g.is_active, g.sort_order,
          count(*) over ()::int as total
        from product_groups g join product_group_translations t on t.group_id = g.id and t.language = 'fi'
        where ${sql.join(parts, sql` and `)}
        order by ${GROUP_SORTS[parseSort(q.sort).column] ?? GROUP_SORTS.path} ${dir}, g.id ${dir}
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
}

export async function loadGroup(db: Executor, id: number, lock = false) {
  const [group] = await rows<{ id: number; parent_id: number | null; show_in_menu: boolean; is_active: boolean; sort_order: number }>(
    db,
    sql`select id, parent_id, show_in_menu, is_active, sort_order from product_groups where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  if (!group) return null;
  const texts = await rows<GroupTexts & { language: LanguageCode; path: string }>(
    db,
    sql`select language, name, slug, short_name, coalesce(meta_title, '') as meta_title, coalesce(meta_description, '') as meta_description, path
        from product_group_translations where group_id = ${id}`,
  );
  const byLanguage = new Map(texts.map((t) => [t.language, t]));
  const fields: AdminGroupFields = {
    parent_id: group.parent_id,
    show_in_menu: group.show_in_menu,
    is_active: group.is_active,
    sort_order: group.sort_order,
    translations: Object.fromEntries(
      languageCodes.map((l) => {
        const t = byLanguage.get(l);
        return [l, { name: t?.name ?? "", slug: t?.slug ?? "", short_name: t?.short_name ?? "", meta_title: t?.meta_title ?? "", meta_description: t?.meta_description ?? "" }];
      }),
    ) as AdminGroupFields["translations"],
  };
  const paths = Object.fromEntries(texts.map((t) => [t.language, `/${t.path}/`]));
  /** Stored paths without slashes, per language (the form of product_group_translations.path). */
  const rawPaths = Object.fromEntries(texts.map((t) => [t.language, t.path])) as Partial<Record<LanguageCode, string>>;
  return { id, parent_id: group.parent_id, fields, paths, rawPaths };
}

/** The old addresses that redirect to a group, per language, newest first. */
export async function groupOldPaths(db: Executor, id: number): Promise<Record<string, string[]>> {
  const found = await rows<{ language: LanguageCode; from_path: string }>(
    db,
    sql`select language, from_path from product_group_redirects where group_id = ${id} order by created_at desc, from_path`,
  );
  const out: Record<string, string[]> = {};
  for (const r of found) (out[r.language] ??= []).push(`/${r.from_path}/`);
  return out;
}

export async function groupRelatives(db: Executor, id: number, parentId: number | null) {
  const [parent, children] = await Promise.all([
    parentId === null
      ? Promise.resolve([])
      : rows<{ id: number; name: string }>(db, sql`select group_id as id, name from product_group_translations where group_id = ${parentId} and language = 'fi'`),
    rows<{ id: number; name: string }>(
      db,
      sql`select g.id, t.name from product_groups g join product_group_translations t on t.group_id = g.id and t.language = 'fi'
          where g.parent_id = ${id} order by g.sort_order, t.name`,
    ),
  ]);
  return { parent: parent[0] ?? null, children };
}

export async function writeGroup(tx: Executor, id: number, f: AdminGroupFields): Promise<void> {
  await tx.execute(sql`update product_groups set parent_id = ${f.parent_id}, show_in_menu = ${f.show_in_menu}, is_active = ${f.is_active},
      sort_order = ${f.sort_order}, updated_at = now()
    where id = ${id}`);
  for (const language of languageCodes) {
    const t = f.translations[language];
    await tx.execute(sql`update product_group_translations set name = ${t.name}, slug = ${t.slug}, short_name = ${t.short_name || t.name},
        meta_title = ${t.meta_title || null}, meta_description = ${t.meta_description || null}
      where group_id = ${id} and language = ${language}`);
  }
}

/** A new group (its texts in every language at the given paths); its id. */
export async function insertGroup(tx: Executor, f: AdminGroupFields, paths: Record<LanguageCode, string>): Promise<number> {
  const [created] = await rows<{ id: number }>(
    tx,
    sql`insert into product_groups (parent_id, show_in_menu, is_active, sort_order) values (${f.parent_id}, ${f.show_in_menu}, ${f.is_active}, ${f.sort_order})
        returning id`,
  );
  const id = created!.id;
  for (const language of languageCodes) {
    const t = f.translations[language];
    await tx.execute(sql`insert into product_group_translations (group_id, language, name, short_name, slug, path, meta_title, meta_description)
      values (${id}, ${language}, ${t.name}, ${t.short_name || t.name}, ${t.slug}, ${paths[language]}, ${t.meta_title || null}, ${t.meta_description || null})`);
  }
  return id;
}

/** The group and every group under it (ids). */
export async function groupSubtree(db: Executor, id: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`with recursive tree(id) as (select ${id}::int union all select g.id from product_groups g join tree on g.parent_id = tree.id) select id from tree`,
  );
  return found.map((r) => r.id);
}

/** The group's stored paths per language (no slashes); null for an unknown group. Locks it for share when asked. */
/**
 * Group creations and changes one at a time (a transaction-long advisory lock, taken first): two
 * moves that each pass the "not under itself" check on their own could otherwise together make a
 * cycle (A under a group below B while B moves under a group below A), and every recursive query
 * of the tree would never end.
 */
export async function lockGroupTree(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('polku:product-group-tree'))`);
}

export async function groupPaths(db: Executor, id: number, lock = false): Promise<Partial<Record<LanguageCode, string>> | null> {
  const [group] = await rows<{ id: number }>(db, sql`select id from product_groups where id = ${id} ${lock ? sql`for share` : sql``}`);
  if (!group) return null;
  const found = await rows<{ language: LanguageCode; path: string }>(db, sql`select language, path from product_group_translations where group_id = ${id}`);
  return Object.fromEntries(found.map((r) => [r.language, r.path]));
}

/** Another group already at this path in the language. */
export async function groupPathTaken(db: Executor, language: LanguageCode, path: string, exceptId: number | null): Promise<boolean> {
  const found = await rows<{ n: number }>(
    db,
    sql`select 1 as n from product_group_translations where language = ${language} and path = ${path} ${exceptId === null ? sql`` : sql`and group_id <> ${exceptId}`} limit 1`,
  );
  return found.length > 0;
}

/** A brand's page lives at /{slug}/: a top-level group must not take it. */
export async function isBrandSlug(db: Executor, slug: string): Promise<boolean> {
  return (await rows<{ n: number }>(db, sql`select 1 as n from manufacturers where lower(slug) = ${slug} limit 1`)).length > 0;
}

/**
 * Moves the addresses of a group and of every group under it in one language from `oldPath` to
 * `newPath` (prefix replaced), keeping each old path as a redirect to its group. Old redirects
 * that the new paths take over are dropped: a live address wins.
 */
export async function moveGroupPaths(tx: Executor, language: LanguageCode, oldPath: string, newPath: string): Promise<void> {
  const under = `${escapeLike(oldPath)}/%`;
  await tx.execute(sql`insert into product_group_redirects (language, from_path, group_id)
      select language, path, group_id from product_group_translations where language = ${language} and (path = ${oldPath} or path like ${under})
    on conflict (language, from_path) do update set group_id = excluded.group_id, created_at = now()`);
  await tx.execute(sql`update product_group_translations set path = ${newPath} || substr(path, ${oldPath.length + 1})
      where language = ${language} and (path = ${oldPath} or path like ${under})`);
  await tx.execute(sql`delete from product_group_redirects r using product_group_translations t
      where r.language = ${language} and t.language = ${language} and r.from_path = t.path`);
}

/** A new group's addresses take over any old address redirected from them. */
export async function dropRedirectsAt(tx: Executor, paths: Record<LanguageCode, string>): Promise<void> {
  for (const language of languageCodes) {
    await tx.execute(sql`delete from product_group_redirects where language = ${language} and from_path = ${paths[language]}`);
  }
}

// ---- brands -----------------------------------------------------------------------------------

const BRAND_SORTS: Record<string, SQL> = { id: sql`m.id`, name: sql`lower(m.name)`, sort_order: sql`m.sort_order` };

export async function listBrands(db: Executor, q: AdminBrandListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.featured !== undefined) parts.push(sql`m.featured = ${q.featured}`);
  if (q.active !== undefined) parts.push(sql`m.is_active = ${q.active}`);
  if (q.q) parts.push(sql`(${byId(q.q, sql`m.id`)}lower(m.name) like ${like(q.q)} or m.slug like ${like(q.q)})`);
  const dir = direction(q.sort);
  return paged<AdminBrandRow>(
    db,
    sql`select m.id, m.name, m.slug, m.featured, m.is_active, m.sort_order, count(*) over ()::int as total
        from manufacturers m where ${sql.join(parts, sql` and `)}
        order by ${BRAND_SORTS[parseSort(q.sort).column] ?? BRAND_SORTS.name} ${dir}, m.id ${dir}
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
}

export async function loadBrand(db: Executor, slug: string, lock = false) {
  const [brand] = await rows<{ id: number; slug: string; name: string; featured: boolean; is_active: boolean; sort_order: number }>(
    db,
    sql`select id, slug, name, featured, is_active, sort_order from manufacturers where slug = ${slug} ${lock ? sql`for update` : sql``}`,
  );
  if (!brand) return null;
  const texts = await rows<BrandTexts & { language: LanguageCode }>(
    db,
    sql`select language, title, description, meta_description from manufacturer_translations where manufacturer_id = ${brand.id}`,
  );
  const byLanguage = new Map(texts.map(({ language, ...t }) => [language, t]));
  const fields: AdminBrandFields = {
    name: brand.name,
    featured: brand.featured,
    is_active: brand.is_active,
    sort_order: brand.sort_order,
    translations: Object.fromEntries(
      languageCodes.map((l) => [l, byLanguage.get(l) ?? { title: "", description: "", meta_description: "" }]),
    ) as AdminBrandFields["translations"],
  };
  return { id: brand.id, slug: brand.slug, fields };
}

export async function writeBrand(tx: Executor, id: number, f: AdminBrandFields): Promise<void> {
  await tx.execute(sql`update manufacturers set name = ${f.name}, featured = ${f.featured}, is_active = ${f.is_active}, sort_order = ${f.sort_order},
      updated_at = now()
    where id = ${id}`);
  const values = languageCodes.map((l) => sql`(${id}, ${l}, ${f.translations[l].title}, ${f.translations[l].description}, ${f.translations[l].meta_description})`);
  await tx.execute(sql`insert into manufacturer_translations (manufacturer_id, language, title, description, meta_description)
    values ${sql.join(values, sql`, `)}
    on conflict (manufacturer_id, language) do update set title = excluded.title, description = excluded.description,
      meta_description = excluded.meta_description`);
}

/** A new brand with its texts in every language; answers its id. */
export async function insertBrand(tx: Executor, slug: string, f: AdminBrandFields): Promise<number> {
  const [created] = await rows<{ id: number }>(tx, sql`insert into manufacturers (slug, name, featured, is_active, sort_order)
    values (${slug}, ${f.name}, ${f.featured}, ${f.is_active}, ${f.sort_order}) returning id`);
  await writeBrand(tx, created!.id, f);
  return created!.id;
}

/** What already answers /{slug}/: another brand, a top-level product group or a static page, in any language. */
export async function brandSlugClash(db: Executor, slug: string): Promise<"brand" | "group" | "page" | null> {
  const [clash] = await rows<{ what: "brand" | "group" | "page" }>(
    db,
    sql`select 'brand' as what from manufacturers where lower(slug) = ${slug}
      union all select 'group' from product_group_translations where path = ${slug}
      union all select 'page' from static_page_translations where slug = ${slug}
      limit 1`,
  );
  return clash?.what ?? null;
}

export async function brandNameTaken(db: Executor, name: string, exceptId: number): Promise<boolean> {
  return (await rows(db, sql`select 1 from manufacturers where lower(name) = lower(${name}) and id <> ${exceptId} limit 1`)).length > 0;
}

// ---- size tables ------------------------------------------------------------------------------

export async function listSizeTables(db: Executor, q: AdminSizeTableListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.q) parts.push(sql`(${byId(q.q, sql`s.id`)}lower(t.name) like ${like(q.q)} or s.slug like ${like(q.q)})`);
  const dir = direction(q.sort);
  const order = parseSort(q.sort).column === "id" ? sql`s.id ${dir}` : sql`lower(t.name) ${dir}, s.id ${dir}`;
  return paged<AdminSizeTableRow>(
    db,
    sql`select s.id, t.name, s.slug, s.sizes, jsonb_array_length(t.categories)::int as categories, count(*) over ()::int as total
        from size_tables s join size_table_translations t on t.size_table_id = s.id and t.language = 'fi'
        where ${sql.join(parts, sql` and `)}
        order by ${order}
        limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
  );
}

interface StoredCategory {
  name: string;
  unit: string;
  values: string[];
}

/**
 * The size table as the form edits it. Categories are stored per language (name translated,
 * unit and values alike); the Finnish rows give the order, units and values.
 */
export async function loadSizeTable(db: Executor, id: number, lock = false) {
  const [table] = await rows<{ id: number; slug: string; sizes: string[]; hide_image: boolean }>(
    db,
    sql`select id, slug, sizes, hide_image from size_tables where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  if (!table) return null;
  const texts = await rows<{ language: LanguageCode; name: string; info_text: string; categories: StoredCategory[] }>(
    db,
    sql`select language, name, info_text, categories from size_table_translations where size_table_id = ${id}`,
  );
  const byLanguage = new Map(texts.map((t) => [t.language, t]));
  const base = byLanguage.get("fi")?.categories ?? [];
  const categories: SizeCategory[] = base.map((c, index) => ({
    names: Object.fromEntries(languageCodes.map((l) => [l, byLanguage.get(l)?.categories[index]?.name ?? ""])) as SizeCategory["names"],
    unit: c.unit,
    values: c.values,
  }));
  const fields: AdminSizeTableFields = {
    sizes: table.sizes,
    hide_image: table.hide_image,
    categories,
    translations: Object.fromEntries(
      languageCodes.map((l) => [l, { name: byLanguage.get(l)?.name ?? "", info_text: byLanguage.get(l)?.info_text ?? "" }]),
    ) as AdminSizeTableFields["translations"],
  };
  const [used] = await rows<{ n: number }>(db, sql`select count(*)::int as n from product_models where size_table_id = ${id} and is_public`);
  return { id, slug: table.slug, fields, models: used?.n ?? 0 };
}

export async function writeSizeTable(tx: Executor, id: number, f: AdminSizeTableFields): Promise<void> {
  await tx.execute(sql`update size_tables set sizes = ${`{${f.sizes.map((s) => JSON.stringify(s)).join(",")}}`}::text[], hide_image = ${f.hide_image}
    where id = ${id}`);
  const values = languageCodes.map((l) => {
    const categories: StoredCategory[] = f.categories.map((c) => ({ name: c.names[l], unit: c.unit, values: c.values }));
    return sql`(${id}, ${l}, ${f.translations[l].name}, ${f.translations[l].info_text}, ${JSON.stringify(categories)}::jsonb)`;
  });
  await tx.execute(sql`insert into size_table_translations (size_table_id, language, name, info_text, categories)
    values ${sql.join(values, sql`, `)}
    on conflict (size_table_id, language) do update set name = excluded.name, info_text = excluded.info_text, categories = excluded.categories`);
}

/** A free internal key for a new size table from its Finnish name ("Kengät (EU)" → "kengat-eu", then "-2", "-3"…). */
export async function freeSizeTableSlug(db: Executor, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "kokotaulukko";
  const taken = new Set((await rows<{ slug: string }>(db, sql`select slug from size_tables where slug = ${base} or slug like ${`${base}-%`}`)).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function insertSizeTable(tx: Executor, slug: string): Promise<number> {
  const [created] = await rows<{ id: number }>(tx, sql`insert into size_tables (slug, sizes) values (${slug}, '{}'::text[]) returning id`);
  return created!.id;
}
