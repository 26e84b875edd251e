// The outage tests' database fault (docs/security.md "Database outages"; PostgreSQL only): every
// backend of a database but the caller's own is terminated, again and again every 15 ms while the
// test's burst of requests runs, as a restart, a failover or a cut network would end them.
import { sql } from "@polku/db/orm";
import type { Database } from "@polku/db";

/** Terminates every backend of `database` but the caller's own; how many it ended. */
export async function terminateBackends(url: string, database: string): Promise<number> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const result = await admin.query<{ ended: boolean }>("select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database]);
    return result.rows.filter((r) => r.ended).length;
  } finally {
    await admin.end();
  }
}

/** The name of the database `db` is connected to. */
export async function currentDatabase(db: Database): Promise<string> {
  const { rows } = await db.execute<{ database: string }>(sql`select current_database() as database`);
  return rows[0]!.database;
}

/**
 * Keeps terminating the database's backends every 15 ms (after `delayMs`) until `stop` is called;
 * `stop` resolves with how many were ended.
 */
export function keepDroppingConnections(url: string, database: string, delayMs = 0): { stop(): Promise<number> } {
  let running = true;
  let ended = 0;
  const loop = (async () => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    while (running) {
      ended += await terminateBackends(url, database);
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return ended;
    },
  };
}
