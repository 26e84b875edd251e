// Run by bench/run.mjs before the shop starts: picks sellable variants for the order placement
// benchmark (public model, price in tax area 1, a web warehouse row) and adds 100,000 units to
// their web stock so the bench never runs out. Prints one JSON line with their ids. The bench
// database keeps the orders it places (they are paid test orders).
//
//   tsx bench/lib/order-stock.ts <count>    (database from DATABASE_URL or DATA_DIR)
import { existsSync } from "node:fs";
import { databaseOptionsFromEnv, openDatabase, sql } from "@polku/db";

const count = Number(process.argv[2] ?? 20);
const options = databaseOptionsFromEnv();
if (!options.url && (!options.dataDir || !existsSync(options.dataDir))) {
  console.log(JSON.stringify({ variantIds: [] }));
  process.exit(0);
}
const handle = await openDatabase(options);
try {
  const found = await handle.db.execute<{ id: number }>(sql`
    select v.id from product_variants v
    join product_models m on m.id = v.model_id and m.is_public and m.published_at <= now()
    join model_prices p on p.model_id = m.id and p.tax_area_id = 1
    join stock s on s.variant_id = v.id and s.store_id = 20
    where v.is_active and not v.on_order
    order by v.id limit ${count}`);
  const ids = found.rows.map((r) => r.id);
  if (ids.length > 0) await handle.db.execute(sql`update stock set quantity = quantity + 100000 where store_id = 20 and variant_id = any(${`{${ids.join(",")}}`}::int[]) and quantity < 50000`);
  console.log(JSON.stringify({ variantIds: ids }));
} finally {
  await handle.close();
}
