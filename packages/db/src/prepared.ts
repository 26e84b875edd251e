// Named prepared statements for the statements the shop runs most (order placement and payment
// events, docs/performance.md): on a PostgreSQL server each connection parses and plans such a
// statement once and then only binds and runs it, where an unnamed statement is parsed and
// planned on every run. PGlite runs it as any other statement.
//
// Only for statements whose text does not depend on the data (lists go in as one array or JSON
// parameter): the name is derived from the text, so each distinct text is one prepared
// statement per connection, and a text built from the data would prepare without end.
import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Executor } from "./types";

interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

const names = new Map<string, string>();
const MAX_NAMES = 500;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `polku_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    if (names.size >= MAX_NAMES) names.clear();
    names.set(text, name);
  }
  return name;
}

/** Runs `query` as a named prepared statement (see above); answers its rows as `execute` does. */
export async function executePrepared<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<{ rows: T[] }> {
  const internals = db as unknown as DrizzleInternals;
  const compiled = internals.dialect.sqlToQuery(query);
  const result = await internals.session
    .prepareQuery(compiled, undefined, nameOf(compiled.sql), false)
    .execute();
  return result as { rows: T[] };
}
