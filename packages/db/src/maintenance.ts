// Whole-database chores: identity sequences after explicit ids, emptying every table for a
// reseed, cache versions, and an emptiness check for first start-up.
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema/index";
import type { Executor } from "./types";

/** Names of all tables of the schema, in declaration order. */
export function schemaTableNames(): string[] {
  return Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable));
}

/**
 * Moves every identity sequence past the largest id in its table. Needed after inserting
 * explicit ids (the seed does, for stable ids), or the next default id would collide.
 */
export async function syncIdentitySequences(db: Executor): Promise<void> {
  const result = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`);
  for (const { table_name: table, column_name: column } of result.rows) {
    const qualified = `"${table}"`;
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${qualified}', '${column}'), coalesce((select max("${column}") from ${qualified}), 0) + 1, false)`,
      ),
    );
  }
}

/** Empties every table of the schema and restarts identities; the schema itself stays. */
export async function truncateAllTables(db: Executor): Promise<void> {
  const names = schemaTableNames().map((name) => `"${name}"`);
  await db.execute(sql.raw(`truncate table ${names.join(", ")} restart identity cascade`));
}

export type CacheScope = "catalogue" | "content" | "settings";

/** Increments a cache scope's version; call inside the transaction that changed the data. */
export async function bumpCacheVersion(db: Executor, scope: CacheScope): Promise<void> {
  await db.execute(sql`
    insert into cache_versions (scope, version, updated_at) values (${scope}, 1, now())
    on conflict (scope) do update set version = cache_versions.version + 1, updated_at = now()`);
}

/** True when none of the tables the seed fills holds a row (server start-up decides to seed). */
export async function isSchemaEmpty(db: Executor): Promise<boolean> {
  const result = await db.execute<{ any_rows: boolean }>(sql`
    select exists (select 1 from languages)
        or exists (select 1 from product_groups)
        or exists (select 1 from product_models)
        or exists (select 1 from general_settings) as any_rows`);
  return result.rows[0]?.any_rows === false;
}
