// Cache announcements across processes (decision 005) need PostgreSQL's LISTEN/NOTIFY, so they
// run only with DATABASE_URL. A change written by someone else (another process, SQL by hand)
// reaches this process's caches at once instead of when their time runs out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpCacheVersion, type CacheScope } from "@polku/db";
import { sql } from "@polku/db/orm";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { startCacheBus } from "./cache-bus";

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info("cache-bus.test.ts skipped: cache announcements need PostgreSQL (set DATABASE_URL)");

const quiet = { warn: () => undefined, info: () => undefined };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > withinMs) return { value, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!onPostgres)("cache announcements on PostgreSQL", () => {
  let shared: TestApp;
  let single: TestApp;
  beforeAll(async () => {
    // REDIS_URL marks a shop of several processes; the store connects only when a limit is counted.
    shared = await createTestApp({ models: 8, env: { REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" } });
    single = await createTestApp({ models: 8 });
  }, 120_000);
  afterAll(async () => {
    await shared?.close();
    await single?.close();
  });

  it("announces a version change when its transaction commits, and never one rolled back", async () => {
    const heard: CacheScope[] = [];
    const bus = await startCacheBus(shared.database, quiet, (scope) => heard.push(scope));
    try {
      await shared.database.db
        .transaction(async (tx) => {
          await bumpCacheVersion(tx, "settings");
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      await shared.database.db.transaction((tx) => bumpCacheVersion(tx, "content"));
      const { value } = await until(async () => heard, (h) => h.length > 0, 2000);
      expect(value).toEqual(["content"]);
    } finally {
      await bus?.stop();
    }
  });

  it("after its connection is killed, listens again, counts every scope as changed, and hears the next change", async () => {
    const heard: CacheScope[] = [];
    const bus = await startCacheBus(shared.database, quiet, (scope) => heard.push(scope));
    try {
      // The database ends the connection (a restart, a failover, an administrator).
      const killed = await shared.database.db.execute<{ n: number }>(
        sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and application_name = 'polku-listen-polku_cache_versions' and pid <> pg_backend_pid()`,
      );
      expect(killed.rows[0]!.n).toBeGreaterThanOrEqual(1);
      const { value } = await until(async () => heard, (h) => ["catalogue", "content", "settings"].every((s) => h.includes(s as CacheScope)), 5000);
      expect([...new Set(value)].sort()).toEqual(["catalogue", "content", "settings"]);
      heard.length = 0;
      await shared.database.db.transaction((tx) => bumpCacheVersion(tx, "settings"));
      expect((await until(async () => heard, (h) => h.length > 0, 3000)).value).toEqual(["settings"]);
    } finally {
      await bus?.stop();
    }
  });

  async function groupName(t: TestApp, id: number): Promise<string | undefined> {
    const res = await t.app.inject({ method: "GET", url: "/api/product-groups/?language=fi" });
    const flat = (nodes: Array<{ id: number; name: string; children?: unknown[] }>): Array<{ id: number; name: string }> =>
      nodes.flatMap((n) => [n, ...flat((n.children ?? []) as typeof nodes)]);
    return flat(res.json().productGroups).find((g) => g.id === id)?.name;
  }

  async function renameGroupElsewhere(t: TestApp, id: number, name: string) {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update product_group_translations set name = ${name} where group_id = ${id} and language = 'fi'`);
      await bumpCacheVersion(tx, "catalogue");
    });
  }

  it("a group renamed by another process shows within a second, not when the minute-long memo runs out", async () => {
    const id = (await shared.database.db.execute<{ id: number }>(sql`select group_id as id from product_group_translations where language = 'fi' order by group_id limit 1`)).rows[0]!.id;
    const before = await groupName(shared, id);
    expect(before).toBeTruthy();
    await renameGroupElsewhere(shared, id, "Uusi nimi A");
    const seen = await until(() => groupName(shared, id), (name) => name === "Uusi nimi A", 3000);
    expect(seen.value).toBe("Uusi nimi A");
    expect(seen.ms).toBeLessThan(1000);
  });

  it("without REDIS_URL one process keeps its memo as before (no listening connection)", async () => {
    const id = (await single.database.db.execute<{ id: number }>(sql`select group_id as id from product_group_translations where language = 'fi' order by group_id limit 1`)).rows[0]!.id;
    const before = await groupName(single, id);
    await renameGroupElsewhere(single, id, "Uusi nimi B");
    const seen = await until(() => groupName(single, id), (name) => name === "Uusi nimi B", 1200);
    expect(seen.value).toBe(before);
  });
});
