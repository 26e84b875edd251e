// SQL of variants, prices and stock in the back office (docs/admin.md "Catalogue", "Prices",
// "Stock"). Price writes keep price_history right: the open period of a changed active price is
// closed and a new one opened at the same moment, in the transaction of the change, so the
// lowest price of the last 30 days (spec 02 §9) is always read from a true history.
import type { Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { AdminPriceInput, AdminPriceRow, AdminStockRow, AdminVariant, AdminVariantFields } from "@polku/domain/admin/catalogue";
import { discountValueOf } from "@polku/domain/admin/catalogue-rules";
import { rows, isoTimestamp } from "../admin-core";


export async function modelVariants(db: Executor, modelId: number): Promise<AdminVariant[]> {
  return rows<AdminVariant>(
    db,
    sql`select v.id, v.colour_id, coalesce(ct.name, c.slug) as colour, v.size_id, s.name as size, v.product_type_id, v.gtin, v.images,
          v.on_order, v.shipping_time_number, v.max_amount, v.is_active,
          coalesce((select sum(st.quantity - st.blocked_quantity)::int from stock st where st.variant_id = v.id), 0) as stock
        from product_variants v
        join colours c on c.id = v.colour_id
        left join colour_translations ct on ct.colour_id = c.id and ct.language = 'fi'
        left join sizes s on s.id = v.size_id
        where v.model_id = ${modelId}
        order by c.id, s.sort_order nulls first, v.id`,
  );
}

export async function loadVariant(db: Executor, id: number, lock = false): Promise<(AdminVariantFields & { id: number; model_id: number }) | null> {
  const [row] = await rows<AdminVariantFields & { id: number; model_id: number }>(
    db,
    sql`select id, model_id, colour_id, size_id, product_type_id, gtin, on_order, shipping_time_number, max_amount, is_active
        from product_variants where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ?? null;
}

export async function variantReferencesMissing(db: Executor, f: AdminVariantFields): Promise<Record<string, string[]>> {
  const [found] = await rows<{ colour: boolean; size: boolean; type: boolean }>(
    db,
    sql`select exists (select 1 from colours where id = ${f.colour_id}) as colour,
          ${f.size_id === null ? sql`true` : sql`exists (select 1 from sizes where id = ${f.size_id})`} as size,
          ${f.product_type_id === null ? sql`true` : sql`exists (select 1 from product_types where id = ${f.product_type_id})`} as type`,
  );
  const errors: Record<string, string[]> = {};
  if (!found?.colour) errors.colour_id = ["No such colour."];
  if (!found?.size) errors.size_id = ["No such size."];
  if (!found?.type) errors.product_type_id = ["No such variant type."];
  return errors;
}

export async function gtinTaken(db: Executor, gtin: string, exceptId: number | null): Promise<boolean> {
  const [row] = await rows<{ taken: boolean }>(
    db,
    sql`select exists (select 1 from product_variants where gtin = ${gtin} ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`}) as taken`,
  );
  return row?.taken ?? false;
}

export async function writeVariant(tx: Executor, modelId: number, id: number | null, f: AdminVariantFields): Promise<number> {
  if (id === null) {
    const [created] = await rows<{ id: number }>(
      tx,
      sql`insert into product_variants (model_id, colour_id, size_id, product_type_id, gtin, on_order, shipping_time_number, max_amount, is_active)
          values (${modelId}, ${f.colour_id}, ${f.size_id}, ${f.product_type_id}, ${f.gtin}, ${f.on_order}, ${f.shipping_time_number}, ${f.max_amount}, ${f.is_active})
          returning id`,
    );
    return created!.id;
  }
  await tx.execute(sql`update product_variants set colour_id = ${f.colour_id}, size_id = ${f.size_id}, product_type_id = ${f.product_type_id},
      gtin = ${f.gtin}, on_order = ${f.on_order}, shipping_time_number = ${f.shipping_time_number}, max_amount = ${f.max_amount},
      is_active = ${f.is_active}, updated_at = now()
    where id = ${id}`);
  return id;
}

export async function setVariantImages(tx: Executor, id: number, images: readonly string[]): Promise<void> {
  await tx.execute(sql`update product_variants set images = ${`{${images.map((i) => `"${i.replace(/["\\]/g, "")}"`).join(",")}}`}::text[], updated_at = now() where id = ${id}`);
}

// ---- prices -----------------------------------------------------------------------------------

/** The model's prices per tax area with the 30-day lowest price of each (spec 02 §9). */
export async function modelPrices(db: Executor, modelId: number, lock = false): Promise<AdminPriceRow[]> {
  if (lock) await db.execute(sql`select 1 from model_prices where model_id = ${modelId} for update`);
  return rows<AdminPriceRow>(
    db,
    sql`select a.id as tax_area_id, a.name as tax_area, p.regular, p.active, p.club, p.discount_free, ${isoTimestamp(sql`p.price_ending`)} as price_ending,
          (select min(h.active)::int from price_history h where h.model_id = ${modelId} and h.variant_id is null and h.tax_area_id = a.id
             and h.valid_from <= now() and (h.valid_to is null or h.valid_to > now() - interval '30 days')) as lowest_30_days
        from model_prices p join tax_areas a on a.id = p.tax_area_id
        where p.model_id = ${modelId} order by a.id`,
  );
}

export async function taxAreasMissing(db: Executor, ids: readonly number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(db, sql`select id from tax_areas where id = any(${`{${ids.join(",")}}`}::int[])`);
  const known = new Set(found.map((f) => f.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Writes one tax area's model price; when the active price changes (or is new) the open history
 * period ends now and a new one begins now.
 */
export async function writeModelPrice(tx: Executor, modelId: number, row: AdminPriceInput, previousActive: number | null): Promise<void> {
  const discountFree = row.discount_free ?? row.regular;
  await tx.execute(sql`insert into model_prices (model_id, tax_area_id, active, club, regular, discount_value, discount_free, price_ending)
    values (${modelId}, ${row.tax_area_id}, ${row.active}, ${row.club}, ${row.regular}, ${discountValueOf(row)}, ${discountFree}, ${row.price_ending})
    on conflict (model_id, tax_area_id) do update set active = excluded.active, club = excluded.club, regular = excluded.regular,
      discount_value = excluded.discount_value, discount_free = excluded.discount_free, price_ending = excluded.price_ending`);
  if (previousActive === row.active) return;
  await tx.execute(sql`update price_history set valid_to = now()
    where model_id = ${modelId} and variant_id is null and tax_area_id = ${row.tax_area_id} and valid_to is null`);
  await tx.execute(sql`insert into price_history (model_id, variant_id, tax_area_id, active, valid_from)
    values (${modelId}, null, ${row.tax_area_id}, ${row.active}, now())`);
}

// ---- stock ------------------------------------------------------------------------------------

export async function variantStock(db: Executor, variantId: number, lock = false): Promise<AdminStockRow[]> {
  if (lock) await db.execute(sql`select 1 from stock where variant_id = ${variantId} order by store_id for update`);
  return rows<AdminStockRow>(
    db,
    sql`select s.id as store_id, s.name as store, coalesce(st.quantity, 0) as quantity, coalesce(st.blocked_quantity, 0) as blocked_quantity,
          coalesce(st.incoming_quantity, 0) as incoming_quantity, to_char(st.incoming_date, 'YYYY-MM-DD') as incoming_date, st.shelf_code
        from stores s left join stock st on st.store_id = s.id and st.variant_id = ${variantId}
        where s.is_active or st.variant_id is not null
        order by s.sort_order, s.id`,
  );
}

export async function storesMissing(db: Executor, ids: readonly number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(db, sql`select id from stores where id = any(${`{${ids.join(",")}}`}::int[])`);
  const known = new Set(found.map((f) => f.id));
  return ids.filter((id) => !known.has(id));
}

/** A row that says nothing (no units, nothing coming, no shelf) is deleted rather than kept as zeros. */
export async function writeStock(tx: Executor, variantId: number, row: Omit<AdminStockRow, "store">): Promise<void> {
  const empty = row.quantity === 0 && row.incoming_quantity === 0 && row.incoming_date === null && !row.shelf_code;
  if (empty) {
    await tx.execute(sql`delete from stock where variant_id = ${variantId} and store_id = ${row.store_id}`);
    return;
  }
  await tx.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity, incoming_quantity, incoming_date, shelf_code)
    values (${variantId}, ${row.store_id}, ${row.quantity}, ${row.blocked_quantity}, ${row.incoming_quantity}, ${row.incoming_date}, ${row.shelf_code})
    on conflict (variant_id, store_id) do update set quantity = excluded.quantity, blocked_quantity = excluded.blocked_quantity,
      incoming_quantity = excluded.incoming_quantity, incoming_date = excluded.incoming_date, shelf_code = excluded.shelf_code`);
}

export async function catalogueOptions(db: Executor) {
  const [brands, groups, sizeTables, colours, sizes, productTypes, stores, taxAreas, taxClasses] = await Promise.all([
    rows<{ id: number; name: string }>(db, sql`select id, name from manufacturers order by name`),
    rows<{ id: number; name: string; path: string }>(db, sql`select g.id, t.name, t.path from product_groups g join product_group_translations t on t.group_id = g.id and t.language = 'fi' order by t.path`),
    rows<{ id: number; name: string }>(db, sql`select s.id, coalesce(t.name, s.slug) as name from size_tables s left join size_table_translations t on t.size_table_id = s.id and t.language = 'fi' order by 2`),
    rows<{ id: number; name: string }>(db, sql`select c.id, coalesce(t.name, c.slug) as name from colours c left join colour_translations t on t.colour_id = c.id and t.language = 'fi' order by 2`),
    rows<{ id: number; name: string; system: string }>(db, sql`select id, name, system from sizes order by system, sort_order`),
    rows<{ id: number; name: string }>(db, sql`select p.id, coalesce(t.name, p.slug) as name from product_types p left join product_type_translations t on t.product_type_id = p.id and t.language = 'fi' order by p.sort_order`),
    rows<{ id: number; name: string }>(db, sql`select id, name from stores order by sort_order, id`),
    rows<{ id: number; name: string }>(db, sql`select id, name from tax_areas order by id`),
    rows<{ id: number; name: string }>(db, sql`select id, name from tax_classes order by id`),
  ]);
  return { brands, groups, size_tables: sizeTables, colours, sizes, product_types: productTypes, stores, tax_areas: taxAreas, tax_classes: taxClasses };
}
