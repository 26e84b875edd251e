// Product model list items (spec 02 §3 "Product model (list item)") for a set of model ids,
// built with one set-based query per aspect, never one query per model; the catalogue's
// product-list call uses it for whole groups of 10,000 models. The ids travel as one int[]
// parameter (not an IN list of thousands of parameters), the big queries return integers that
// small lookups turn into slugs, the description is the plain text a trigger keeps next to the
// HTML (description_text, migration 0003), and the shaping is in product-list-items.ts.
import { and, desc, eq, sql, type SQL } from "@polku/db/orm";
import {
  colours,
  manufacturers,
  modelPrices,
  modelPropertyValues,
  modelTags,
  productModelGroups,
  productModelTranslations,
  productModels,
  productVariants,
  propertyOptions,
  propertyTypes,
  sizes,
  modelStockStores,
  stores,
  tagTranslations,
  tags,
  variantPrices,
  type Database,
} from "@polku/db";
import type { LanguageCode, ProductListItem } from "@polku/domain";
import { assembleListItems, type Lookups, type ModelRow, type PriceRangeRow, type PropertyRow, type VariantRow } from "./product-list-items";

/** Models shoppers may see: flagged public and already published. Every list uses this. */
export const isPublicModel = () => and(eq(productModels.isPublic, true), sql`${productModels.publishedAt} <= now()`);
/**
 * Public and part of the new catalogue: the lists of groups, brands, the newest, search and
 * recommendations. A second-hand item (one unit, docs/second-hand.md) is listed on
 * /second-hand/ and on its new model's page instead, read live so it is gone once sold.
 */
export const isListedModel = () => and(isPublicModel(), sql`${productModels.secondHandParentId} is null`);

export async function newestModelIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: productModels.id })
    .from(productModels)
    .where(isListedModel())
    .orderBy(desc(productModels.publishedAt), desc(productModels.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The small reference tables the list rows point into, in one round trip. */
async function loadLookups(db: Database): Promise<Lookups> {
  const [row] = (
    await db.execute<{ lookups: string }>(sql`
      select json_build_object(
        'colours', (select coalesce(json_agg(json_build_array(${colours.id}, ${colours.slug}, ${colours.control}, ${colours.sortOrder})), '[]') from ${colours}),
        'sizes', (select coalesce(json_agg(json_build_array(${sizes.id}, ${sizes.name}, ${sizes.sortOrder})), '[]') from ${sizes}),
        'stores', (select coalesce(json_agg(json_build_array(${stores.id}, ${stores.slug})), '[]') from ${stores}),
        'types', (select coalesce(json_agg(json_build_array(${propertyTypes.id}, ${propertyTypes.slug}, ${propertyTypes.kind})), '[]') from ${propertyTypes}),
        'options', (select coalesce(json_agg(json_build_array(${propertyOptions.id}, ${propertyOptions.slug})), '[]') from ${propertyOptions})
      )::text as lookups`)
  ).rows;
  const data = JSON.parse(row!.lookups) as {
    colours: [number, string, string, number][];
    sizes: [number, string, number][];
    stores: [number, string][];
    types: [number, string, "range" | "checkbox"][];
    options: [number, string][];
  };
  return {
    colours: new Map(data.colours.map(([id, slug, control, sortOrder]) => [id, { slug, control, sortOrder }])),
    sizes: new Map(data.sizes.map(([id, name, sortOrder]) => [id, { name, sortOrder }])),
    stores: new Map(data.stores),
    propertyTypes: new Map(data.types.map(([id, slug, kind]) => [id, { slug, kind }])),
    propertyOptions: new Map(data.options),
  };
}

/**
 * Rows as the driver gives them, without the ORM's per-value mapping: for the 100,000 variant,
 * stock and property rows of a 10,000-model group that mapping took longer than the queries.
 * Only types both drivers return alike are selected (integers, reals, booleans, text).
 */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}

/** List items in the order of `ids`; ids without a translation or price are left out. */
export async function loadListItems(db: Database, ids: readonly number[], language: LanguageCode, taxAreaId: number): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const idList = `{${ids.join(",")}}`;
  const [lookups, models, priceRanges, variants, stocks, tagRows, properties, groups] = await Promise.all([
    loadLookups(db),
    rows<ModelRow>(
      db,
      sql`select m.id, t.name, t.path, t.short_description as "shortDescription", t.description_text as "description",
            b.name as manufacturer, b.slug as "manufacturerSlug",
            to_char(m.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as published, m.rating, m.sold_amount as "soldAmount",
            m.belongs_to_outlet as outlet, m.show_discount_percentage as "showDiscount", p.active, p.club, p.regular, p.discount_free as "discountFree"
          from ${productModels} m
          join ${productModelTranslations} t on t.model_id = m.id and t.language = ${language}
          join ${manufacturers} b on b.id = m.manufacturer_id
          join ${modelPrices} p on p.model_id = m.id and p.tax_area_id = ${taxAreaId}
          where m.id = any(${idList}::int[])`,
    ),
    // "From" prices: any variant, active or not, with a price in the tax area.
    rows<PriceRangeRow>(
      db,
      sql`select v.model_id as "modelId", min(vp.active) as min, max(vp.active) as max
          from ${variantPrices} vp join ${productVariants} v on v.id = vp.variant_id
          where v.model_id = any(${idList}::int[]) and vp.tax_area_id = ${taxAreaId} group by v.model_id`,
    ),
    rows<VariantRow>(
      db,
      sql`select v.model_id as "modelId", v.colour_id as "colourId", v.size_id as "sizeId", v.images[1] as image
          from ${productVariants} v where v.model_id = any(${idList}::int[]) and v.is_active order by v.id`,
    ),
    rows<{ modelId: number; storeId: number }>(
      db,
      // Kept by triggers on stock (migration 0005): one row per model instead of every stock row.
      sql`select m.model_id as "modelId", unnest(m.store_ids) as "storeId"
          from ${modelStockStores} m where m.model_id = any(${idList}::int[])`,
    ),
    db
      .select({ modelId: modelTags.modelId, slug: tags.slug, name: tagTranslations.name, bgColor: tags.bgColor, textColor: tags.textColor })
      .from(modelTags)
      .innerJoin(tags, eq(tags.id, modelTags.tagId))
      .innerJoin(tagTranslations, and(eq(tagTranslations.tagId, tags.id), eq(tagTranslations.language, language)))
      .where(sql`${modelTags.modelId} = any(${idList}::int[])`)
      .orderBy(tags.sortOrder, tags.id),
    rows<PropertyRow>(
      db,
      sql`select pv.model_id as "modelId", pv.property_type_id as "typeId", pv.option_id as "optionId", pv.number_value as number
          from ${modelPropertyValues} pv where pv.model_id = any(${idList}::int[]) order by pv.id`,
    ),
    rows<{ modelId: number; groupId: number }>(
      db,
      sql`select g.model_id as "modelId", g.group_id as "groupId" from ${productModelGroups} g where g.model_id = any(${idList}::int[])`,
    ),
  ]);
  return assembleListItems(ids, { models, priceRanges, variants, stocks, tags: tagRows, properties, groups }, lookups);
}
