// model_stock_stores (migration 0005): the stores with orderable stock per model, kept by
// statement triggers on stock and variants, read by the product list instead of every stock row.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./testing";
import type { DatabaseHandle } from "./types";

let handle: DatabaseHandle;
const run = async (statements: string) => {
  for (const statement of statements.split(";\n")) if (statement.trim()) await handle.db.execute(sql.raw(statement));
};
const storesOf = async (modelId: number) =>
  (await handle.db.execute<{ store_ids: number[] }>(sql`select store_ids from model_stock_stores where model_id = ${modelId}`)).rows[0]?.store_ids ?? null;

beforeAll(async () => {
  handle = await createTestDatabase();
  await run(`
    insert into tax_classes (id, name) values (5, 'general');
    insert into manufacturers (id, slug, name) values (1, 'halti', 'Halti');
    insert into product_groups (id, parent_id) values (1, null);
    insert into colours (id, slug, hex, control) values (1, 'black', '#000000', 'black');
    insert into stores (id, slug, name, type, street_address, postal_code, city) values
      (1, 'helsinki', 'Helsinki', 'retail', 'Katu 1', '00100', 'Helsinki'),
      (20, 'web', 'Verkkokauppa', 'web', 'Tie 2', '01510', 'Vantaa');
    insert into product_models (id, uuid, manufacturer_id, main_group_id, model_number, published_at) values
      (1, gen_random_uuid(), 1, 1, 'A1', now()), (2, gen_random_uuid(), 1, 1, 'A2', now());
    insert into product_variants (id, model_id, colour_id, gtin, shipping_time_number) values
      (11, 1, 1, '0001', 2), (12, 1, 1, '0002', 2), (21, 2, 1, '0003', 2)`);
});
afterAll(() => handle?.close());

describe("model_stock_stores", () => {
  it("lists each model's stores with stock free to sell, once per statement", async () => {
    await run(`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (11, 20, 3, 0), (12, 1, 2, 0), (12, 20, 1, 0), (21, 1, 4, 4)`);
    expect(await storesOf(1)).toEqual([1, 20]);
    // Every unit blocked: nothing to sell, no row.
    expect(await storesOf(2)).toBeNull();
  });

  it("follows sales, unblocking and removed stock", async () => {
    await run(`update stock set quantity = 0 where variant_id = 12 and store_id = 1`);
    expect(await storesOf(1)).toEqual([20]);
    await run(`update stock set blocked_quantity = 1 where variant_id = 21`);
    expect(await storesOf(2)).toEqual([1]);
    await run(`delete from stock where variant_id in (11, 12)`);
    expect(await storesOf(1)).toBeNull();
  });

  it("moves with a variant that moves to another model", async () => {
    await run(`insert into stock (variant_id, store_id, quantity) values (11, 1, 5)`);
    expect(await storesOf(1)).toEqual([1]);
    await run(`update product_variants set model_id = 2 where id = 11`);
    expect(await storesOf(1)).toBeNull();
    expect(await storesOf(2)).toEqual([1]);
  });
});
