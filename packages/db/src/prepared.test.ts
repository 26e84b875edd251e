// Integration: named prepared statements (prepared.ts) on the configured driver: PGlite by
// default, a PostgreSQL server with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { executePrepared } from "./prepared";
import { createTestDatabase } from "./testing";
import type { DatabaseHandle } from "./types";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

describe("executePrepared", () => {
  it("answers the rows of its statement for each run's parameters, in and out of a transaction", async () => {
    const double = (n: number) => sql`select ${n}::int * 2 as doubled, ${`n${n}`}::text as label`;
    expect((await executePrepared<{ doubled: number; label: string }>(handle.db, double(2))).rows).toEqual([{ doubled: 4, label: "n2" }]);
    expect((await executePrepared<{ doubled: number; label: string }>(handle.db, double(21))).rows).toEqual([{ doubled: 42, label: "n21" }]);
    await handle.db.transaction(async (tx) => {
      await executePrepared(tx, sql`insert into languages (code, name, locale) values (${"fi"}, ${"suomi"}, ${"fi-FI"})`);
      expect((await executePrepared<{ n: number }>(tx, sql`select count(*)::int as n from languages where code = ${"fi"}`)).rows).toEqual([{ n: 1 }]);
    });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))("on a PostgreSQL server, prepares a statement once per connection and reuses it", async () => {
    await handle.db.transaction(async (tx) => {
      const text = sql`select ${"x"}::text || 'prepared-once' as v`;
      for (let i = 0; i < 3; i++) await executePrepared(tx, text);
      const prepared = await tx.execute<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements where statement like '%prepared-once%'`);
      expect(prepared.rows[0]?.n).toBe(1);
    });
  });
});
