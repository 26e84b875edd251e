// SQL of the product page's extra data (docs/product-page.md "Extra data"): the delivery limits
// of a model for a country, its size table, the models bought together with it, keyword popups
// and the staff-only stock balances. Plain SQL through the shared executor, only types both
// drivers return alike.
import { sql, type SQL } from "@polku/db/orm";
import type { Database } from "@polku/db";
import type { LanguageCode } from "@polku/domain";

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows;
}

export interface CountryRow {
  code: string;
  isEnabled: boolean;
  daysStart: number;
  daysEnd: number;
  skiStart: number;
  skiEnd: number;
}

export interface SizeTableRow {
  id: number;
  sizes: string[];
  sourceImage: string | null;
  hideImage: boolean;
  name: string;
  infoText: string;
  categories: { name: string; unit: string; values: string[] }[] | string;
}

export interface StaffStockRow {
  variantId: number;
  storeId: number;
  store: string;
  quantity: number;
  blockedQuantity: number;
  incomingQuantity: number;
  incomingDate: string | null;
  shelfCode: string | null;
}

export function createProductExtraRepository(db: Database) {
  return {
    async country(code: string): Promise<CountryRow | undefined> {
      return (
        await rows<CountryRow>(
          db,
          sql`select code, is_enabled as "isEnabled", delivery_days_start as "daysStart", delivery_days_end as "daysEnd",
                ski_bundle_days_start as "skiStart", ski_bundle_days_end as "skiEnd"
              from delivery_countries where code = ${code}`,
        )
      )[0];
    },

    /**
     * The block of the model for the country: its own, else one of a group it belongs to or an
     * ancestor of such a group. The model's own block wins; its text in the language, if any.
     */
    async deliveryBlock(modelId: number, country: string, language: LanguageCode): Promise<{ id: number; infoText: string | null } | undefined> {
      return (
        await rows<{ id: number; infoText: string | null }>(
          db,
          sql`with recursive g(id) as (
                select group_id from product_model_groups where model_id = ${modelId}
                union
                select pg.parent_id from product_groups pg join g on pg.id = g.id where pg.parent_id is not null
              )
              select b.id, bt.info_text as "infoText"
              from delivery_blocks b
              left join delivery_block_translations bt on bt.block_id = b.id and bt.language = ${language}
              where b.country_code = ${country} and (b.model_id = ${modelId} or b.group_id in (select id from g))
              order by b.model_id nulls last, b.id
              limit 1`,
        )
      )[0];
    },

    async sizeTable(id: number, language: LanguageCode): Promise<SizeTableRow | undefined> {
      return (
        await rows<SizeTableRow>(
          db,
          sql`select t.id, t.sizes, t.source_image as "sourceImage", t.hide_image as "hideImage", tt.name, tt.info_text as "infoText", tt.categories
              from size_tables t join size_table_translations tt on tt.size_table_id = t.id and tt.language = ${language}
              where t.id = ${id}`,
        )
      )[0];
    },

    /** Public, published models most often ordered together with the model, best first. */
    async alsoBought(modelId: number, limit: number): Promise<number[]> {
      const found = await rows<{ id: number }>(
        db,
        sql`select p.other_model_id as id
            from reco_pairs p join product_models m on m.id = p.other_model_id
            where p.model_id = ${modelId} and p.weight > 0 and m.is_public and m.published_at <= now()
            order by p.weight desc, p.other_model_id
            limit ${limit}`,
      );
      return found.map((row) => row.id);
    },

    /** The group when it is active, else undefined. */
    async activeGroup(id: number): Promise<number | undefined> {
      return (await rows<{ id: number }>(db, sql`select id from product_groups where id = ${id} and is_active`))[0]?.id;
    },

    async keywordPopup(id: number, language: LanguageCode): Promise<{ id: number; keyword: string; text: string; url: string | null } | undefined> {
      return (
        await rows<{ id: number; keyword: string; text: string; url: string | null }>(
          db,
          sql`select k.id, t.keyword, t.text, t.url
              from keyword_popups k join keyword_popup_translations t on t.keyword_popup_id = k.id and t.language = ${language}
              where k.id = ${id} and k.is_active`,
        )
      )[0];
    },

    /** Every stock row of the model's active variants in active stores, in store order. */
    async staffStock(modelId: number): Promise<{ exists: boolean; rows: StaffStockRow[] }> {
      const [model] = await rows<{ id: number }>(db, sql`select id from product_models where id = ${modelId}`);
      if (!model) return { exists: false, rows: [] };
      const found = await rows<StaffStockRow>(
        db,
        sql`select v.id as "variantId", s.id as "storeId", s.slug as store, k.quantity, k.blocked_quantity as "blockedQuantity",
              k.incoming_quantity as "incomingQuantity", to_char(k.incoming_date, 'YYYY-MM-DD') as "incomingDate", k.shelf_code as "shelfCode"
            from product_variants v
            join stock k on k.variant_id = v.id
            join stores s on s.id = k.store_id and s.is_active
            where v.model_id = ${modelId} and v.is_active
            order by v.id, s.sort_order, s.id`,
      );
      return { exists: true, rows: found };
    },
  };
}
export type ProductExtraRepository = ReturnType<typeof createProductExtraRepository>;
