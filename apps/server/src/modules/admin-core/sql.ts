// SQL helpers of the back office's repositories.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";

/** The rows of a raw SQL query, typed. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

/** A timestamp column as the API's ISO 8601 text in UTC with milliseconds ("2026-11-26T08:00:00.000Z"). */
export const isoTimestamp = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
