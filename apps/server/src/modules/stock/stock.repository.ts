// SQL of the staff stock call: one variant's stock row in one store.
import { bumpCacheVersion, type Executor } from "@polku/db";
import { sql } from "@polku/db/orm";

export async function variantAndStoreExist(db: Executor, variantId: number, storeId: number): Promise<{ variant: boolean; store: boolean }> {
  const found = await db.execute<{ variant: boolean; store: boolean }>(sql`
    select exists (select 1 from product_variants where id = ${variantId}) as variant,
           exists (select 1 from stores where id = ${storeId}) as store`);
  return found.rows[0]!;
}

/**
 * Sets the quantities (incoming stock and the shelf code stay). The statement triggers on
 * `stock` keep the list's store index and mark back-in-stock requests due (migrations 0005,
 * back_in_stock_due); the catalogue's caches see the change through its version.
 */
export async function setStock(db: Executor, row: { variantId: number; storeId: number; quantity: number; blockedQuantity: number }): Promise<void> {
  await db.execute(sql`
    insert into stock (variant_id, store_id, quantity, blocked_quantity)
    values (${row.variantId}, ${row.storeId}, ${row.quantity}, ${row.blockedQuantity})
    on conflict (variant_id, store_id) do update set quantity = excluded.quantity, blocked_quantity = excluded.blocked_quantity`);
  await bumpCacheVersion(db, "catalogue");
}
