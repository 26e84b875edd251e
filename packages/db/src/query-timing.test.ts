// Query timing for /metrics: every statement of either driver reaches the listeners with its kind
// and time, also inside transactions and when it fails (runs on PostgreSQL with DATABASE_URL).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryOperation } from "./query-timing";
import { languages } from "./schema/index";
import { createTestDatabase } from "./testing";
import type { QueryOperation } from "./types";

describe("queryOperation", () => {
  it("names a statement by what it does", () => {
    expect(queryOperation("select 1")).toBe("select");
    expect(queryOperation("  /* note */ -- line\n SELECT * from x")).toBe("select");
    expect(queryOperation('insert into "orders" values (1)')).toBe("insert");
    expect(queryOperation('update "stock" set "qty" = 1')).toBe("update");
    expect(queryOperation("delete from carts")).toBe("delete");
    expect(queryOperation("with due as (select id from x) update orders o set status = 'x' from due")).toBe("update");
    expect(queryOperation("with a as (select 1) select * from a")).toBe("select");
    expect(queryOperation("with moved as (delete from q returning *) insert into r select * from moved")).toBe("delete");
    expect(queryOperation("begin")).toBe("transaction");
    expect(queryOperation("COMMIT")).toBe("transaction");
    expect(queryOperation("savepoint s1")).toBe("transaction");
    expect(queryOperation("create table t (id int)")).toBe("other");
    expect(queryOperation("")).toBe("other");
  });
});

describe("DatabaseHandle.observeQueries", () => {
  it("reports each statement's kind and time, in and out of transactions, and failures, until stopped", async () => {
    const handle = await createTestDatabase();
    const seen: { operation: QueryOperation; seconds: number; failed: boolean }[] = [];
    const stop = handle.observeQueries((operation, seconds, failed) => seen.push({ operation, seconds, failed }));
    try {
      await handle.db.select().from(languages);
      await handle.db.insert(languages).values({ code: "fi", name: "suomi", locale: "fi-FI" });
      await handle.db.transaction(async (tx) => {
        await tx.update(languages).set({ name: "Suomi" });
        await tx.delete(languages);
      });
      await expect(handle.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
      const kinds = seen.map((s) => `${s.operation}${s.failed ? "!" : ""}`);
      expect(kinds).toEqual(expect.arrayContaining(["select", "insert", "update", "delete", "select!"]));
      // node-postgres sends begin and commit as statements of their own; PGlite runs them inside.
      if (handle.kind === "postgres") expect(kinds.filter((k) => k === "transaction").length).toBeGreaterThanOrEqual(2);
      for (const { seconds } of seen) expect(seconds).toBeGreaterThanOrEqual(0);
      expect(seen.every(({ seconds }) => seconds < 30)).toBe(true);
      stop();
      const before = seen.length;
      await handle.db.select().from(languages);
      expect(seen.length).toBe(before);
    } finally {
      await handle.close();
    }
  });
});
