// SQL of the second-hand items (docs/second-hand.md). Read live on every call: an item is for
// sale while its one unit is sellable in the web warehouse (store 20), so the order that reserves
// it removes it from every answer in the same commit.
import { sql, type Executor } from "@polku/db";
import type { LanguageCode, SecondHandCondition } from "@polku/domain";

export const SECOND_HAND_STORE_ID = 20;

export interface SecondHandRow {
  [key: string]: unknown;
  id: number;
  variantId: number;
  name: string;
  path: string;
  manufacturer: string;
  brandSlug: string;
  condition: SecondHandCondition;
  wear: string;
  images: string[];
  size: string | null;
  colour: string;
  groupSlug: string;
  groupName: string;
  price: number;
  parentId: number;
  parentName: string;
  parentPath: string;
  parentPrice: number | null;
  storeId: number | null;
  storeName: string | null;
  storeSlug: string | null;
  listedAt: string;
  /** Units that can still be ordered (0 once sold). */
  sellable: number;
}

function itemsQuery(language: LanguageCode, taxAreaId: number, where: ReturnType<typeof sql>) {
  return sql`
    select i.model_id as id, i.variant_id as "variantId", t.name, t.path, b.name as manufacturer, b.slug as "brandSlug",
      i.condition::text as condition, w.wear, v.images, s.name as size, coalesce(ct.name, c.slug) as colour,
      coalesce(gt.slug, '') as "groupSlug", coalesce(gt.name, '') as "groupName",
      mp.active as price, p.id as "parentId", pt.name as "parentName", pt.path as "parentPath", pp.active as "parentPrice",
      so.id as "storeId", so.name as "storeName", so.slug as "storeSlug",
      to_char(i.listed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "listedAt",
      coalesce((select k.quantity - k.blocked_quantity from stock k where k.variant_id = i.variant_id and k.store_id = ${SECOND_HAND_STORE_ID}), 0)::int as sellable
    from second_hand_items i
    join product_models m on m.id = i.model_id and m.is_public and m.published_at <= now()
    join product_variants v on v.id = i.variant_id and v.is_active
    join product_model_translations t on t.model_id = m.id and t.language = ${language}
    join manufacturers b on b.id = m.manufacturer_id
    join second_hand_item_translations w on w.model_id = i.model_id and w.language = ${language}
    join model_prices mp on mp.model_id = m.id and mp.tax_area_id = ${taxAreaId}
    join product_models p on p.id = m.second_hand_parent_id
    join product_model_translations pt on pt.model_id = p.id and pt.language = ${language}
    left join model_prices pp on pp.model_id = p.id and pp.tax_area_id = ${taxAreaId}
    join colours c on c.id = v.colour_id
    left join colour_translations ct on ct.colour_id = c.id and ct.language = ${language}
    left join sizes s on s.id = v.size_id
    left join stores so on so.id = i.store_id and so.is_active
    left join lateral (
      with recursive up as (
        select g.id, g.parent_id from product_groups g where g.id = m.main_group_id
        union all select g.id, g.parent_id from product_groups g join up on g.id = up.parent_id
      ) select id from up where parent_id is null limit 1
    ) top on true
    left join product_group_translations gt on gt.group_id = top.id and gt.language = ${language}
    where ${where}
    order by i.listed_at desc, i.model_id desc`;
}

/** The items for sale (their unit still sellable), optionally of one new model. */
export async function itemsForSale(db: Executor, opts: { language: LanguageCode; taxAreaId: number; parentId?: number }): Promise<SecondHandRow[]> {
  const parent = opts.parentId === undefined ? sql`true` : sql`m.second_hand_parent_id = ${opts.parentId}`;
  const sellable = sql`exists (select 1 from stock k where k.variant_id = i.variant_id and k.store_id = ${SECOND_HAND_STORE_ID} and k.quantity > k.blocked_quantity)`;
  const { rows } = await db.execute<SecondHandRow>(itemsQuery(opts.language, opts.taxAreaId, sql`${parent} and ${sellable}`));
  return rows;
}

/** One item, sold or not; null when no public item has the id. */
export async function itemById(db: Executor, id: number, language: LanguageCode, taxAreaId: number): Promise<SecondHandRow | null> {
  const { rows } = await db.execute<SecondHandRow>(itemsQuery(language, taxAreaId, sql`i.model_id = ${id}`));
  return rows[0] ?? null;
}

export async function publicModelExists(db: Executor, id: number): Promise<boolean> {
  const { rows } = await db.execute<{ one: number }>(sql`select 1 as one from product_models where id = ${id} and is_public and published_at <= now()`);
  return rows.length > 0;
}
