// SQL helpers of the back office's repositories.
import type { Executor } from "@polku/db";
import type { SQL } from "@polku/db/orm";

/** The rows of a raw SQL query, typed. */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
}
