// Fast multi-row inserts for seeding and imports. One statement per chunk, with one array
// parameter per column unpacked by unnest(): the statement text and parameter count stay
// small however many rows go in, which matters on PGlite where each statement is costly.
import { getTableColumns, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { InferInsertModel } from "drizzle-orm";
import type { Executor } from "./types";

/** Types the drivers serialise inside arrays as they are; others travel as text and are cast. */
const NATIVE_ARRAY_TYPES = new Set(["integer", "smallint", "bigint", "boolean", "text", "real", "double precision"]);

export interface InsertManyOptions {
  /** Rows per statement. Default 5000. */
  chunkSize?: number;
}

/**
 * Inserts rows in chunks. Columns are those given in any row; a column given in no row keeps
 * its default. A column given in only some rows is NULL in the others, which is refused for
 * columns with a default (INSERT ... SELECT cannot say DEFAULT per row).
 */
export async function insertMany<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly InferInsertModel<T>[],
  opts: InsertManyOptions = {},
): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = columnKeys(rows as readonly Record<string, unknown>[], columns, getTableName(table));
  const chunkSize = opts.chunkSize ?? 5000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize) as readonly Record<string, unknown>[];
    await db.execute(buildInsert(table, keys, columns, chunk));
  }
  return rows.length;
}

function columnKeys(rows: readonly Record<string, unknown>[], columns: Record<string, PgColumn>, tableName: string): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      if (!(key in columns)) throw new Error(`insertMany: ${tableName} has no column for key "${key}"`);
      keys.add(key);
    }
  }
  for (const key of keys) {
    if (!(columns[key] as PgColumn).hasDefault) continue;
    if (rows.some((row) => row[key] === undefined)) {
      throw new Error(`insertMany: ${tableName}.${key} has a default; give it in every row or in none`);
    }
  }
  return [...keys];
}

function buildInsert(table: PgTable, keys: string[], columns: Record<string, PgColumn>, rows: readonly Record<string, unknown>[]): SQL {
  const names: SQL[] = [];
  const params: SQL[] = [];
  const selects: SQL[] = [];
  keys.forEach((key, index) => {
    const column = columns[key] as PgColumn;
    const type = column.getSQLType();
    const native = NATIVE_ARRAY_TYPES.has(type);
    const values = rows.map((row) => {
      const value = row[key];
      if (value === null || value === undefined) return null;
      const driverValue: unknown = column.mapToDriverValue(value);
      return native ? driverValue : String(driverValue);
    });
    const alias = sql.raw(`c${index}`);
    names.push(sql.raw(`"${column.name}"`));
    params.push(sql`${sql.param(values)}::${sql.raw(native ? type : "text")}[]`);
    selects.push(native ? sql`u.${alias}` : sql`u.${alias}::${sql.raw(type)}`);
  });
  const aliases = sql.raw(keys.map((_, index) => `c${index}`).join(", "));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selects, sql`, `)} from unnest(${sql.join(params, sql`, `)}) as u(${aliases})`;
}
