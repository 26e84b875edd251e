// The SQL of the back office's second-hand items and ski wizard facts (docs/admin.md "Second-hand
// items", "Ski wizard facts"): lists, single rows (locked for a save) and the saves themselves.
// The routes keep the HTTP, the transaction, the version check and the audit.
import { bumpCacheVersion, type Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { languageCodes, variantFacts, type LanguageCode, type SkiGroup, type SkiSport } from "@polku/domain";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import type { AdminSecondHandItem, AdminSecondHandListQuery, AdminSkiFacts, AdminSkiFactsListQuery } from "@polku/domain/admin/flows";
import { escapeLike, rows, versionOf, isoTimestamp } from "../admin-core";
import { SECOND_HAND_STORE_ID } from "../second-hand";

// ---- second-hand --------------------------------------------------------------------------------

type ItemRow = Omit<AdminSecondHandItem, "version" | "wear"> & { wear: Record<string, string> | null };
export const itemState = (r: Pick<AdminSecondHandItem, "condition" | "store_id" | "wear">) => ({ condition: r.condition, store_id: r.store_id, wear: r.wear });
function toItem(r: ItemRow): AdminSecondHandItem {
  const wear = Object.fromEntries(languageCodes.map((l) => [l, r.wear?.[l] ?? ""])) as AdminSecondHandItem["wear"];
  const item = { ...r, wear };
  return { ...item, version: versionOf(itemState(item)) };
}

const ITEM_SORTS: Record<string, SQL> = { listed: sql`i.listed_at`, id: sql`i.model_id` };
const SELLABLE = sql`exists (select 1 from stock k where k.variant_id = i.variant_id and k.store_id = ${SECOND_HAND_STORE_ID} and k.quantity > k.blocked_quantity)`;

function selectItems(where: SQL, tail: SQL = sql``): SQL {
  return sql`select i.model_id as id, i.variant_id, coalesce(t.name, '') as name, m.second_hand_parent_id as parent_id, coalesce(pt.name, '') as parent_name,
      s.name as size, i.condition::text as condition, i.store_id, so.name as store_name, ${isoTimestamp(sql`i.listed_at`)} as listed_at, not ${SELLABLE} as sold,
      (select json_object_agg(w.language, w.wear) from second_hand_item_translations w where w.model_id = i.model_id) as wear
    from second_hand_items i
    join product_models m on m.id = i.model_id
    join product_variants v on v.id = i.variant_id
    left join sizes s on s.id = v.size_id
    left join product_model_translations t on t.model_id = i.model_id and t.language = 'fi'
    left join product_model_translations pt on pt.model_id = m.second_hand_parent_id and pt.language = 'fi'
    left join stores so on so.id = i.store_id
    where ${where} ${tail}`;
}

export async function listItems(db: Executor, q: AdminSecondHandListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.condition) parts.push(sql`i.condition = ${q.condition}`);
  if (q.sold !== undefined) parts.push(q.sold ? sql`not ${SELLABLE}` : SELLABLE);
  if (q.q) {
    const like = `%${escapeLike(q.q.trim().toLowerCase())}%`;
    parts.push(/^\d{1,9}$/.test(q.q.trim()) ? sql`(i.model_id = ${Number(q.q.trim())} or lower(t.name) like ${like})` : sql`(lower(t.name) like ${like} or lower(pt.name) like ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc` : sql`asc`;
  const [found, counted] = await Promise.all([
    rows<ItemRow>(db, selectItems(where, sql`order by ${ITEM_SORTS[column] ?? ITEM_SORTS.listed} ${dir}, i.model_id ${dir} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`)),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (${selectItems(where, sql`limit ${ADMIN_COUNT_LIMIT + 1}`)}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found.map(toItem), count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

export async function loadItem(db: Executor, id: number, lock = false): Promise<AdminSecondHandItem | null> {
  const [row] = await rows<ItemRow>(db, selectItems(sql`i.model_id = ${id}`, lock ? sql`for update of i` : sql``));
  return row ? toItem(row) : null;
}

// ---- ski facts ----------------------------------------------------------------------------------

type FactsRow = Omit<AdminSkiFacts, "version" | "valid" | "sizes"> & { sizes: (string | null)[] | null };
const SKI_SORTS: Record<string, SQL> = { id: sql`m.id`, name: sql`lower(t.name)` };

/** Whether the wizard reads the facts for every active size (a model without sizes: for no size). */
function factsValid(sport: SkiSport, group: SkiGroup, facts: unknown, sizes: readonly string[]): boolean {
  return (sizes.length ? sizes : [null]).every((size) => variantFacts(sport, group, facts, size) !== null);
}
function toFacts(r: FactsRow): AdminSkiFacts {
  const sizes = (r.sizes ?? []).filter((s): s is string => s !== null);
  return { ...r, sizes, valid: factsValid(r.sport, r.group, r.facts, sizes), version: versionOf({ facts: r.facts ?? null }) };
}

function selectFacts(where: SQL, tail: SQL = sql``): SQL {
  return sql`select m.id, coalesce(t.name, '') as name, coalesce(b.name, '') as brand, m.ski_sport::text as sport, m.ski_wizard_group::text as "group", m.ski_facts as facts,
      (select array_agg(z.name order by z.sort_order, z.name) from (select distinct s.name, s.sort_order from product_variants v join sizes s on s.id = v.size_id where v.model_id = m.id and v.is_active) z) as sizes
    from product_models m
    left join product_model_translations t on t.model_id = m.id and t.language = 'fi'
    left join manufacturers b on b.id = m.manufacturer_id
    where m.ski_sport is not null and m.ski_wizard_group is not null and ${where} ${tail}`;
}

/** Models read to filter by validity in the domain (the wizard's models are a few hundred). */
const INVALID_SCAN_LIMIT = 5000;

export async function listFacts(db: Executor, q: AdminSkiFactsListQuery) {
  const parts: SQL[] = [sql`true`];
  if (q.sport) parts.push(sql`m.ski_sport = ${q.sport}`);
  if (q.group) parts.push(sql`m.ski_wizard_group = ${q.group}`);
  if (q.q) {
    const like = `%${escapeLike(q.q.trim().toLowerCase())}%`;
    parts.push(/^\d{1,9}$/.test(q.q.trim()) ? sql`(m.id = ${Number(q.q.trim())} or lower(t.name) like ${like})` : sql`(lower(t.name) like ${like} or lower(b.name) like ${like})`);
  }
  const where = sql.join(parts, sql` and `);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc` : sql`asc`;
  if (q.invalid !== undefined) {
    // Validity is the domain's reading of the facts, not SQL: read the matching models (the wizard's are a few hundred at most) and page here.
    const read = await rows<FactsRow>(db, selectFacts(where, sql`order by ${SKI_SORTS[column] ?? SKI_SORTS.id} ${dir}, m.id ${dir} limit ${INVALID_SCAN_LIMIT}`));
    const all = read.map(toFacts).filter((f) => f.valid !== q.invalid);
    // Past the scan's limit the list is what the first models hold, and the count says so.
    return { rows: all.slice((q.page - 1) * q.per_page, q.page * q.per_page), count: all.length, exact: read.length < INVALID_SCAN_LIMIT };
  }
  const [found, counted] = await Promise.all([
    rows<FactsRow>(db, selectFacts(where, sql`order by ${SKI_SORTS[column] ?? SKI_SORTS.id} ${dir}, m.id ${dir} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`)),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (${selectFacts(where, sql`limit ${ADMIN_COUNT_LIMIT + 1}`)}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found.map(toFacts), count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

export async function loadFacts(db: Executor, id: number, lock = false): Promise<AdminSkiFacts | null> {
  const [row] = await rows<FactsRow>(db, selectFacts(sql`m.id = ${id}`, lock ? sql`for update of m` : sql``));
  return row ? toFacts(row) : null;
}

// ---- saves --------------------------------------------------------------------------------------

/** Whether a store can hold a second-hand item (it must be active). */
export async function isActiveStore(db: Executor, storeId: number): Promise<boolean> {
  const [store] = await rows<{ id: number }>(db, sql`select id from stores where id = ${storeId} and is_active`);
  return store !== undefined;
}

/** The stores an item can be shown in, by name. */
export function activeStores(db: Executor): Promise<{ id: number; name: string }[]> {
  return rows<{ id: number; name: string }>(db, sql`select id, name from stores where is_active order by name, id`);
}

/** An item's grade, store and wear texts of every language, in two statements. */
export async function saveItem(db: Executor, id: number, input: { condition: AdminSecondHandItem["condition"]; store_id: number | null; wear: Record<LanguageCode, string> }): Promise<void> {
  await db.execute(sql`update second_hand_items set condition = ${input.condition}, store_id = ${input.store_id} where model_id = ${id}`);
  const wear = Object.fromEntries(languageCodes.map((l) => [l, input.wear[l]]));
  await db.execute(sql`insert into second_hand_item_translations (model_id, language, wear)
    select ${id}, w.key, w.value from jsonb_each_text(${JSON.stringify(wear)}::jsonb) as w
    on conflict (model_id, language) do update set wear = excluded.wear`);
}

/** A model's ski wizard facts; the catalogue's caches turn over with the change. */
export async function saveFacts(db: Executor, id: number, facts: unknown): Promise<void> {
  await db.execute(sql`update product_models set ski_facts = ${JSON.stringify(facts)}::jsonb where id = ${id}`);
  await bumpCacheVersion(db, "catalogue");
}
