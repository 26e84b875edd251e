// Variants' stock per store as CSV (docs/admin.md "Stock CSV"): the filtered models' stock rows
// out, and a file of rows in. As the price CSV: every row is checked first (columns, whole
// numbers, dates, blocked ≤ in stock, one row per variant and store, known variants and stores)
// and only a file without errors is written, all of it in one transaction, through the stock
// screen's write, with one audit row per variant. Errors are keyed `rows.{line}.{column}`.
import { stringify } from "csv-stringify/sync";
import { bumpCacheVersion, type Database, type Executor } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { AdminStockRow } from "@polku/domain/admin/catalogue";
import { STOCK_CSV_MAX_ROWS, type AdminStockCsvImport, type AdminStockCsvQuery, type AdminStockCsvResult } from "@polku/domain/admin/price-tools";
import { badRequest } from "../../http/errors";
import { recordAudit, rows, type AdminActor } from "../admin-core";
import { readCsvTable, type CsvErrors } from "./admin-csv";
import { stockState } from "./admin-catalogue.service";
import { modelFilters } from "./admin-models.repository";
import * as variants from "./admin-variants.repository";

export const STOCK_CSV_COLUMNS = [
  "variant_id", "gtin", "model_id", "model_number", "name", "colour", "size", "store_id", "store",
  "quantity", "blocked_quantity", "incoming_quantity", "incoming_date", "shelf_code",
] as const;
/** Columns an import needs. Of the other stock columns, one left out of the file keeps what is stored; the rest are for people. */
const REQUIRED = ["variant_id", "store_id", "quantity"] as const;
const OPTIONAL = ["blocked_quantity", "incoming_quantity", "incoming_date", "shelf_code"] as const;
const MAX_UNITS = 1_000_000;

/** The stock rows of the models the filters match; with `store`, every variant's row there (zeros too). */
export async function exportStock(db: Executor, q: AdminStockCsvQuery): Promise<string> {
  const storeJoin = q.store
    ? sql`join stores st on st.id = ${q.store} left join stock k on k.variant_id = v.id and k.store_id = st.id`
    : sql`join stock k on k.variant_id = v.id join stores st on st.id = k.store_id`;
  const found = await rows<Record<(typeof STOCK_CSV_COLUMNS)[number], string | number | null>>(
    db,
    sql`select v.id as variant_id, v.gtin, m.id as model_id, m.model_number, coalesce(t.name, '') as name, coalesce(ct.name, c.slug) as colour,
          coalesce(sz.name, '') as size, st.id as store_id, st.name as store, coalesce(k.quantity, 0) as quantity,
          coalesce(k.blocked_quantity, 0) as blocked_quantity, coalesce(k.incoming_quantity, 0) as incoming_quantity,
          to_char(k.incoming_date, 'YYYY-MM-DD') as incoming_date, k.shelf_code
        from product_models m
        join product_variants v on v.model_id = m.id
        left join product_model_translations t on t.model_id = m.id and t.language = 'fi'
        join colours c on c.id = v.colour_id
        left join colour_translations ct on ct.colour_id = c.id and ct.language = 'fi'
        left join sizes sz on sz.id = v.size_id
        ${storeJoin}
        where ${modelFilters(q)}
        order by m.id, v.id, st.sort_order, st.id
        limit ${STOCK_CSV_MAX_ROWS * 5}`,
  );
  const records = found.map((r) => STOCK_CSV_COLUMNS.map((c) => r[c] ?? ""));
  return `\ufeff${stringify([[...STOCK_CSV_COLUMNS], ...records], { delimiter: ";", record_delimiter: "\r\n" })}`;
}

type StockValues = Omit<AdminStockRow, "store" | "store_id">;
type Parsed = { line: number; variantId: number; storeId: number; given: Partial<StockValues> & { quantity: number } };

/** The file's rows, checked on their own (no database); errors by line and column. */
export function readStockCsv(text: string): { rows: Parsed[]; errors: CsvErrors; count: number } {
  const table = readCsvTable(text, REQUIRED, STOCK_CSV_MAX_ROWS);
  const { add, at } = table;
  const present = OPTIONAL.filter((c) => table.has(c));
  const parsed: Parsed[] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of table.rows) {
    const key = (column: string) => `rows.${line}.${column}`;
    const whole = (column: string, max: number, emptyAs?: number) => {
      const v = at(record, column);
      if (v === "" && emptyAs !== undefined) return emptyAs;
      if (!/^\d{1,9}$/.test(v) || Number(v) > max) add(key(column), v === "" ? "This is a required field." : max === MAX_UNITS ? `Use a whole number from 0 to ${MAX_UNITS}.` : "Use a whole number.");
      return Number(v);
    };
    const before = table.count();
    const variantId = whole("variant_id", 2_147_483_647);
    const storeId = whole("store_id", 2_147_483_647);
    const given: Parsed["given"] = { quantity: whole("quantity", MAX_UNITS) };
    if (present.includes("blocked_quantity")) given.blocked_quantity = whole("blocked_quantity", MAX_UNITS, 0);
    if (present.includes("incoming_quantity")) given.incoming_quantity = whole("incoming_quantity", MAX_UNITS, 0);
    if (present.includes("incoming_date")) {
      const v = at(record, "incoming_date");
      const valid = /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
      if (v !== "" && !valid) add(key("incoming_date"), "Use a date like 2026-12-01.");
      given.incoming_date = v === "" ? null : v;
    }
    if (present.includes("shelf_code")) {
      const v = at(record, "shelf_code");
      if (v.length > 40) add(key("shelf_code"), "At most 40 characters.");
      given.shelf_code = v === "" ? null : v;
    }
    if (table.count() > before) continue;
    const pair = `${variantId}/${storeId}`;
    if (seen.has(pair)) {
      add(key("store_id"), `One row per variant and store: line ${seen.get(pair)} has this one.`);
      continue;
    }
    seen.set(pair, line);
    parsed.push({ line, variantId, storeId, given });
  }
  return { rows: parsed, errors: table.errors, count: table.rows.length };
}

export function createStockCsvService(db: Database, opts: { onChange: () => void; afterStockChange?: () => void }) {
  return {
    exportStock: (q: AdminStockCsvQuery) => exportStock(db, q),

    async importStock(input: AdminStockCsvImport, actor: AdminActor): Promise<AdminStockCsvResult> {
      const read = readStockCsv(input.csv);
      if (Object.keys(read.errors).length) throw badRequest(read.errors);
      const variantIds = [...new Set(read.rows.map((r) => r.variantId))].sort((a, b) => a - b);
      const result = { dry_run: input.dry_run, rows: read.count, variants: variantIds.length };
      const DRY = Symbol("dry run");
      try {
        await db.transaction(async (tx) => {
          const errors: CsvErrors = {};
          const add = (key: string, message: string) => void (errors[key] ??= []).push(message);
          // Variants locked in id order (as the stock screen locks one), so two imports cannot deadlock.
          const known = new Set(
            (await rows<{ id: number }>(tx, sql`select id from product_variants where id = any(${`{${variantIds.join(",")}}`}::int[]) order by id for update`)).map((v) => v.id),
          );
          const missingStores = await variants.storesMissing(tx, [...new Set(read.rows.map((r) => r.storeId))]);
          const stored = new Map(
            (await rows<AdminStockRow & { variant_id: number }>(
              tx,
              sql`select variant_id, store_id, '' as store, quantity, blocked_quantity, incoming_quantity, to_char(incoming_date, 'YYYY-MM-DD') as incoming_date, shelf_code
                  from stock where variant_id = any(${`{${variantIds.join(",")}}`}::int[]) order by variant_id, store_id for update`,
            )).map((s) => [`${s.variant_id}/${s.store_id}`, s]),
          );
          const writes = new Map<number, Omit<AdminStockRow, "store">[]>();
          for (const r of read.rows) {
            if (!known.has(r.variantId)) add(`rows.${r.line}.variant_id`, "No such variant.");
            if (missingStores.includes(r.storeId)) add(`rows.${r.line}.store_id`, "No such store.");
            const now = stored.get(`${r.variantId}/${r.storeId}`);
            const row = {
              store_id: r.storeId,
              quantity: r.given.quantity,
              blocked_quantity: r.given.blocked_quantity ?? now?.blocked_quantity ?? 0,
              incoming_quantity: r.given.incoming_quantity ?? now?.incoming_quantity ?? 0,
              incoming_date: r.given.incoming_date !== undefined ? r.given.incoming_date : (now?.incoming_date ?? null),
              shelf_code: r.given.shelf_code !== undefined ? r.given.shelf_code : (now?.shelf_code ?? null),
            };
            if (row.blocked_quantity > row.quantity) {
              add(`rows.${r.line}.${r.given.blocked_quantity === undefined ? "quantity" : "blocked_quantity"}`, `Blocked units (${row.blocked_quantity}) cannot exceed the units in stock.`);
            }
            writes.set(r.variantId, [...(writes.get(r.variantId) ?? []), row]);
          }
          if (Object.keys(errors).length) throw badRequest(Object.fromEntries(Object.entries(errors).slice(0, 200)));
          if (input.dry_run) throw DRY;
          for (const variantId of variantIds) {
            const before = stockState(await variants.variantStock(tx, variantId));
            for (const row of writes.get(variantId) ?? []) await variants.writeStock(tx, variantId, row);
            const after = stockState(await variants.variantStock(tx, variantId));
            await recordAudit(tx, actor, { action: "stock", entity: "variant", entityId: variantId, summary: "CSV import", before, after });
          }
          // Stock is not in the catalogue triggers' tables: the product pages' caches learn of it here.
          await bumpCacheVersion(tx, "catalogue");
        });
      } catch (error) {
        if (error === DRY) return result;
        throw error;
      }
      opts.onChange();
      opts.afterStockChange?.();
      return result;
    },
  };
}
