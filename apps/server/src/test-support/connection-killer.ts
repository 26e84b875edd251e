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

/** What the fault did so far: backends ended, and when each round that ended any ran (ms since the epoch). */
export interface Drops {
  ended: number;
  at: readonly number[];
}

/**
 * Keeps terminating the database's backends every 15 ms (after `delayMs`) until `stop` is called;
 * `stop` resolves with how many were ended. One connection of its own does the terminating, so a
 * round takes a query, not a connection. `drops()` tells a test whether the fault really hit while
 * its requests ran, and `firstDrop` resolves once the first backend is ended, so a burst can be
 * sent into a fault that is already running.
 */
export function keepDroppingConnections(url: string, database: string, delayMs = 0): { stop(): Promise<number>; drops(): Drops; firstDrop: Promise<void> } {
  let running = true;
  let ended = 0;
  const at: number[] = [];
  let dropped: () => void = () => {};
  const firstDrop = new Promise<void>((resolve) => (dropped = resolve));
  const loop = (async () => {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      while (running) {
        const result = await admin.query<{ ended: boolean }>("select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database]);
        const now = result.rows.filter((r) => r.ended).length;
        if (now > 0) {
          ended += now;
          at.push(Date.now());
          dropped();
        }
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    } finally {
      dropped();
      await admin.end();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return ended;
    },
    drops: () => ({ ended, at: [...at] }),
    firstDrop,
  };
}

/**
 * Fails unless the fault ended backends between the burst's first request (`from`) and its last
 * answer (`to`): an outage test whose requests all ran before or after the drops would pass
 * vacuously.
 */
export function expectDropDuring(drops: Drops, from: number, to: number): void {
  if (drops.ended === 0) throw new Error("No connection was dropped: the outage test proved nothing.");
  if (!drops.at.some((t) => t >= from && t <= to)) throw new Error(`No connection was dropped between the burst's first request and its last answer (${to - from} ms): the outage test proved nothing.`);
}
