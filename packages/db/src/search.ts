// Search documents from TypeScript (docs/search.md). Triggers keep them fresh on ordinary
// writes; bulk loaders switch the triggers off for their transaction and refresh set-wise.
import { sql } from "drizzle-orm";
import type { Executor } from "./types";

/** Rebuilds the search documents of these models (all models when omitted). */
export async function refreshSearchDocuments(db: Executor, modelIds?: readonly number[]): Promise<void> {
  if (modelIds === undefined) {
    await db.execute(sql`select refresh_search_documents(null)`);
    return;
  }
  if (modelIds.length === 0) return;
  await db.execute(sql`select refresh_search_documents(${`{${modelIds.join(",")}}`}::integer[])`);
}

/**
 * Switches the search triggers off until the end of the current transaction; the caller then
 * calls refreshSearchDocuments for what it wrote. Only meaningful inside a transaction.
 */
export async function deferSearchSync(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('polku.search_sync', 'off', true)`);
}
