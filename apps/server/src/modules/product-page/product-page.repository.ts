// SQL of the product page (spec 02 §3 "Product page model (server)"). A page is a handful of
// set-based queries: the model, then one query per aspect for the model and its bundle parts
// together (variants, stock, prices, price history), never one query per variant. Rows come
// as the driver gives them; only types both drivers return alike are selected (integers,
// float8, booleans, text), dates as text or epoch milliseconds.
import { sql, type SQL } from "@polku/db/orm";
import type { Database } from "@polku/db";
import type { LanguageCode } from "@polku/domain";

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}
const intArray = (ids: readonly number[]) => `{${ids.join(",")}}`;
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface ModelLookupRow {
  id: number;
  /** Public and already published: what shoppers may see. */
  visible: boolean;
  /** Published (is_public) at all: a hidden model is 'not visible to customer accounts', an unpublished one unknown. */
  isPublic: boolean;
}

export interface ModelRow {
  id: number;
  uuid: string;
  modelNumber: string;
  isPublic: boolean;
  belongsToOutlet: boolean;
  showDiscount: boolean;
  isExtendedRange: boolean;
  campaignOnly: boolean;
  taxClassId: number;
  rating: number | null;
  ratingCount: number;
  quoteText: string | null;
  quoteName: string | null;
  quoteImage: string | null;
  sizeTableId: number | null;
  skiSport: "alpine" | "nordic" | null;
  video: string | null;
  skiGroup: "skis" | "bindings" | "boots" | null;
  secondHandParentId: number | null;
  mainGroupId: number;
  promotedColour: string | null;
  name: string;
  path: string;
  shortDescription: string;
  longDescriptionHtml: string;
  tagline: string;
  metaDescription: string;
  modelNotice: string | null;
  /** Machine-translated from Finnish; the Finnish texts come along as the original. */
  isAutoTranslated: boolean;
  originalTagline: string | null;
  originalDescriptionHtml: string | null;
  manufacturer: string;
  manufacturerSlug: string;
  manufacturerLogo: string | null;
  taxPercentageBp: number | null;
}

export interface PartModelRow {
  id: number;
  name: string;
  path: string;
  manufacturer: string;
  manufacturerSlug: string;
  visible: boolean;
}

export interface PriceRow {
  /** Model id for model prices, variant id for variant prices. */
  ownerId: number;
  active: number;
  club: number | null;
  regular: number;
  discountValue: number;
  discountFree: number;
  priceEnding: string | null;
}

export interface HistoryRow {
  modelId: number;
  variantId: number | null;
  active: number;
  validFrom: number;
  validTo: number | null;
}

export interface VariantRow {
  id: number;
  modelId: number;
  colourSlug: string;
  colourName: string;
  colourControl: string;
  colourHex: string;
  colourSort: number;
  sizeName: string | null;
  sizeSort: number | null;
  typeName: string | null;
  typeTitle: string | null;
  typeSort: number | null;
  gtin: string;
  images: string[];
  maxAmount: number | null;
  onOrder: boolean;
  shippingTimeNumber: number;
  shippingText: string | null;
  stockIncomingStr: string | null;
}

export interface StockRow {
  variantId: number;
  storeSlug: string;
  nouto: boolean;
  pikanouto: boolean;
  sellable: number;
  blocked: number;
  incomingDate: string | null;
}

export interface GroupRow {
  id: number;
  name: string;
  shortName: string;
  path: string;
  /** Position from the root in the main group's chain; null for other groups. */
  depth: number | null;
  member: boolean;
}

export interface PropertyRow {
  slug: string;
  name: string;
  unit: string | null;
  kind: "range" | "checkbox";
  number: number | null;
  option: string | null;
}

export interface LabelRow {
  slug: string;
  name: string;
  bgColor: string;
  textColor: string;
  campaignSlug: string | null;
}

export interface BundleRow {
  id: number;
  name: string;
  description: string;
  partIds: number[];
  active: number | null;
  regular: number | null;
}

export function createProductPageRepository(db: Database) {
  return {
    async modelBySlug(slug: string, language: LanguageCode): Promise<ModelLookupRow | undefined> {
      const [row] = await rows<ModelLookupRow>(
        db,
        sql`select m.id, (m.is_public and m.published_at <= now()) as visible, m.is_public as "isPublic"
            from product_model_translations t join product_models m on m.id = t.model_id
            where t.language = ${language} and t.slug = ${slug}`,
      );
      return row;
    },

    async taxAreaIds(): Promise<number[]> {
      return (await rows<{ id: number }>(db, sql`select id from tax_areas`)).map((r) => r.id);
    },

    async model(id: number, language: LanguageCode, taxAreaId: number): Promise<ModelRow | undefined> {
      const [row] = await rows<ModelRow>(
        db,
        sql`select m.id, m.uuid::text as uuid, m.model_number as "modelNumber", m.is_public as "isPublic",
              m.belongs_to_outlet as "belongsToOutlet", m.show_discount_percentage as "showDiscount",
              m.is_extended_range as "isExtendedRange", m.campaign_only as "campaignOnly", m.tax_class_id as "taxClassId",
              m.rating, m.rating_count as "ratingCount", m.quote_text as "quoteText", m.quote_name as "quoteName",
              m.quote_image as "quoteImage", m.size_table_id as "sizeTableId", m.ski_sport::text as "skiSport",
              m.ski_wizard_group::text as "skiGroup", m.video, m.second_hand_parent_id as "secondHandParentId", m.main_group_id as "mainGroupId",
              c.slug as "promotedColour",
              t.name, t.path, t.short_description as "shortDescription", t.long_description_html as "longDescriptionHtml",
              t.tagline, t.meta_description as "metaDescription", t.model_notice as "modelNotice",
              t.is_auto_translated as "isAutoTranslated", ft.tagline as "originalTagline", ft.long_description_html as "originalDescriptionHtml",
              b.name as manufacturer, b.slug as "manufacturerSlug", b.logo as "manufacturerLogo",
              r.percentage_bp as "taxPercentageBp"
            from product_models m
            join product_model_translations t on t.model_id = m.id and t.language = ${language}
            left join product_model_translations ft on ft.model_id = m.id and ft.language = 'fi' and t.is_auto_translated
            join manufacturers b on b.id = m.manufacturer_id
            left join colours c on c.id = m.promoted_colour_id
            left join tax_rates r on r.tax_area_id = ${taxAreaId} and r.tax_class_id = m.tax_class_id
            where m.id = ${id}`,
      );
      return row;
    },

    /** Guides of the model's groups and their ancestors, in the language, by their order. */
    async guides(id: number, language: LanguageCode, limit: number): Promise<{ title: string; url: string }[]> {
      return rows(
        db,
        sql`with recursive g(id) as (
              select group_id from product_model_groups where model_id = ${id}
              union
              select pg.parent_id from product_groups pg join g on pg.id = g.id where pg.parent_id is not null
            )
            select t.title, t.url from guides x
            join guide_translations t on t.guide_id = x.id and t.language = ${language}
            where x.is_active and exists (select 1 from guide_groups gg where gg.guide_id = x.id and gg.group_id in (select id from g))
            order by x.sort_order, x.id
            limit ${limit}`,
      );
    },

    async paths(id: number): Promise<{ language: LanguageCode; path: string }[]> {
      return rows(db, sql`select language, path from product_model_translations where model_id = ${id} order by language`);
    },

    /** The model's groups and the chain from the root to its main group, in the language. */
    async groups(id: number, mainGroupId: number, language: LanguageCode): Promise<GroupRow[]> {
      return rows<GroupRow>(
        db,
        sql`with recursive chain(id, up) as (
              select ${mainGroupId}::int, 0
              union all
              select g.parent_id, chain.up + 1 from chain join product_groups g on g.id = chain.id where g.parent_id is not null
            ),
            members as (select group_id as id from product_model_groups where model_id = ${id})
            select gt.group_id as id, gt.name, gt.short_name as "shortName", gt.path,
              (select max(up) from chain) - chain.up as depth, (members.id is not null) as member
            from product_group_translations gt
            left join chain on chain.id = gt.group_id
            left join members on members.id = gt.group_id
            where gt.language = ${language} and (chain.id is not null or members.id is not null)
            order by gt.path`,
      );
    },

    async properties(id: number, language: LanguageCode): Promise<PropertyRow[]> {
      return rows<PropertyRow>(
        db,
        sql`select pt.slug, ptt.name, pt.unit, pt.kind::text as kind, pv.number_value::float8 as number, pot.name as option
            from model_property_values pv
            join property_types pt on pt.id = pv.property_type_id
            join property_type_translations ptt on ptt.property_type_id = pt.id and ptt.language = ${language}
            left join property_options po on po.id = pv.option_id
            left join property_option_translations pot on pot.option_id = po.id and pot.language = ${language}
            where pv.model_id = ${id}
            order by pt.sort_order, pt.id, po.sort_order, po.id`,
      );
    },

    async ribbons(id: number, language: LanguageCode): Promise<LabelRow[]> {
      return rows<LabelRow>(
        db,
        sql`select r.slug, rt.name, r.bg_color as "bgColor", r.text_color as "textColor", null as "campaignSlug"
            from model_ribbons mr join ribbons r on r.id = mr.ribbon_id
            join ribbon_translations rt on rt.ribbon_id = r.id and rt.language = ${language}
            where mr.model_id = ${id} order by r.sort_order, r.id`,
      );
    },

    async tags(id: number, language: LanguageCode): Promise<LabelRow[]> {
      return rows<LabelRow>(
        db,
        sql`select tg.slug, tt.name, tg.bg_color as "bgColor", tg.text_color as "textColor", tg.campaign_slug as "campaignSlug"
            from model_tags mt join tags tg on tg.id = mt.tag_id
            join tag_translations tt on tt.tag_id = tg.id and tt.language = ${language}
            where mt.model_id = ${id} order by tg.sort_order, tg.id`,
      );
    },

    /** Active bundles whose main model this is, with their part model ids and price in the tax area. */
    async bundles(id: number, language: LanguageCode, taxAreaId: number): Promise<BundleRow[]> {
      return rows<BundleRow>(
        db,
        sql`select b.id, coalesce(bt.name, '') as name, coalesce(bt.description, '') as description,
              coalesce((select array_agg(bp.model_id order by bp.sort_order, bp.model_id) from bundle_parts bp where bp.bundle_id = b.id), '{}') as "partIds",
              pr.active, pr.regular
            from bundles b
            left join bundle_translations bt on bt.bundle_id = b.id and bt.language = ${language}
            left join bundle_prices pr on pr.bundle_id = b.id and pr.tax_area_id = ${taxAreaId}
            where b.main_model_id = ${id} and b.is_active
            order by b.sort_order, b.id`,
      );
    },

    /** Name, path and brand of other models (bundle parts, the second-hand parent). */
    async partModels(ids: readonly number[], language: LanguageCode): Promise<PartModelRow[]> {
      if (ids.length === 0) return [];
      return rows<PartModelRow>(
        db,
        sql`select m.id, t.name, t.path, b.name as manufacturer, b.slug as "manufacturerSlug",
              (m.is_public and m.published_at <= now()) as visible
            from product_models m
            join product_model_translations t on t.model_id = m.id and t.language = ${language}
            join manufacturers b on b.id = m.manufacturer_id
            where m.id = any(${intArray(ids)}::int[])`,
      );
    },

    /** Active variants of the models, with colour, size, type and shipping text in the language. */
    async variants(modelIds: readonly number[], language: LanguageCode): Promise<VariantRow[]> {
      return rows<VariantRow>(
        db,
        sql`select v.id, v.model_id as "modelId", c.slug as "colourSlug", coalesce(ct.name, c.slug) as "colourName",
              c.control as "colourControl", c.hex as "colourHex", c.sort_order as "colourSort",
              s.name as "sizeName", s.sort_order as "sizeSort",
              ptt.name as "typeName", ptt.title as "typeTitle", pt.sort_order as "typeSort",
              v.gtin, v.images, v.max_amount as "maxAmount", v.on_order as "onOrder",
              v.shipping_time_number::int as "shippingTimeNumber", st.text as "shippingText", v.stock_incoming_str as "stockIncomingStr"
            from product_variants v
            join colours c on c.id = v.colour_id
            left join colour_translations ct on ct.colour_id = c.id and ct.language = ${language}
            left join sizes s on s.id = v.size_id
            left join product_types pt on pt.id = v.product_type_id
            left join product_type_translations ptt on ptt.product_type_id = pt.id and ptt.language = ${language}
            left join shipping_time_texts st on st.days = v.shipping_time_number and st.language = ${language}
            where v.model_id = any(${intArray(modelIds)}::int[]) and v.is_active
            order by v.model_id, c.sort_order, c.id, pt.sort_order nulls first, s.sort_order nulls first, v.id`,
      );
    },

    /** Stock rows of the models' variants in active stores, in store order. */
    async stock(modelIds: readonly number[]): Promise<StockRow[]> {
      return rows<StockRow>(
        db,
        sql`select k.variant_id as "variantId", s.slug as "storeSlug", s.nouto, s.pikanouto,
              (k.quantity - k.blocked_quantity) as sellable, k.blocked_quantity as blocked,
              to_char(k.incoming_date, 'YYYY-MM-DD') as "incomingDate"
            from product_variants v
            join stock k on k.variant_id = v.id
            join stores s on s.id = k.store_id
            where v.model_id = any(${intArray(modelIds)}::int[]) and v.is_active and s.is_active
            order by s.sort_order, s.id`,
      );
    },

    async modelPrices(modelIds: readonly number[], taxAreaId: number): Promise<PriceRow[]> {
      return rows<PriceRow>(
        db,
        sql`select model_id as "ownerId", active, club, regular, discount_value as "discountValue", discount_free as "discountFree",
              ${iso(sql`price_ending`)} as "priceEnding"
            from model_prices where model_id = any(${intArray(modelIds)}::int[]) and tax_area_id = ${taxAreaId}`,
      );
    },

    /** Variant price rows of the models (only models whose variants differ have them). */
    async variantPrices(modelIds: readonly number[], taxAreaId: number): Promise<PriceRow[]> {
      return rows<PriceRow>(
        db,
        sql`select vp.variant_id as "ownerId", vp.active, vp.club, vp.regular, vp.discount_value as "discountValue",
              vp.discount_free as "discountFree", ${iso(sql`vp.price_ending`)} as "priceEnding"
            from product_variants v join variant_prices vp on vp.variant_id = v.id and vp.tax_area_id = ${taxAreaId}
            where v.model_id = any(${intArray(modelIds)}::int[])`,
      );
    },

    /** Price periods that may fall in the lowest-price window (the domain decides exactly). */
    async priceHistory(modelIds: readonly number[], taxAreaId: number, days: number): Promise<HistoryRow[]> {
      return rows<HistoryRow>(
        db,
        sql`select model_id as "modelId", variant_id as "variantId", active,
              (extract(epoch from valid_from) * 1000)::float8 as "validFrom",
              (extract(epoch from valid_to) * 1000)::float8 as "validTo"
            from price_history
            where model_id = any(${intArray(modelIds)}::int[]) and tax_area_id = ${taxAreaId}
              and (valid_to is null or valid_to > now() - make_interval(days => ${days}))`,
      );
    },
  };
}
export type ProductPageRepository = ReturnType<typeof createProductPageRepository>;
