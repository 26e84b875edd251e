// Opens the database: PGlite (embedded PostgreSQL in WebAssembly) in a folder or in memory
// when no URL is given, node-postgres for a postgres:// URL. Both yield the same `Database`
// type. Drivers are imported lazily so a PostgreSQL deployment never loads the WASM build.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { QueryObservers, timePgClient, timePglite } from "./query-timing";
import { routeReads } from "./replica";
import * as schema from "./schema/index";
import type PgDefault from "pg";
import type { Database, DatabaseHandle, DatabaseLogger, ListenHandlers, QueryListener } from "./types";

export interface OpenDatabaseOptions {
  /** postgres:// or postgresql:// URL; when unset, PGlite is used. */
  url?: string;
  /** PGlite data folder (created if missing), or "memory". Default "memory". */
  dataDir?: string;
  /** node-postgres pool size. Default 10. */
  poolMax?: number;
  /** PostgreSQL only: a streaming replica for the reads that may lag (replica.ts). */
  replicaUrl?: string;
  /** PGlite only: start from a dumped data folder instead of running initdb (testing.ts). */
  loadDataDir?: Blob;
  logger?: DatabaseLogger;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.url) {
    if (!/^postgres(ql)?:\/\//.test(opts.url)) throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
    const primary = await openPostgres(opts.url, opts);
    return opts.replicaUrl ? withReplica(primary, opts.replicaUrl, opts) : primary;
  }
  if (opts.replicaUrl) throw new Error("DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database has no replicas");
  return openPglite(opts.dataDir ?? "memory", opts);
}

const drizzleLogger = (logger?: DatabaseLogger) =>
  logger?.logQuery ? { logQuery: logger.logQuery.bind(logger) } : false;

async function openPglite(dataDir: string, opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm ships with PGlite as a contrib bundle; it must be loaded before the migrations'
  // `create extension pg_trgm` (docs/search.md).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = dataDir === "memory";
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: inMemory ? undefined : resolve(dataDir), loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const observers = new QueryObservers();
  timePglite(client as unknown as Parameters<typeof timePglite>[0], observers);
  const db: Database = drizzle({ client, schema, logger: drizzleLogger(opts.logger) });
  let closed = false;
  return {
    db,
    kind: "pglite",
    location: inMemory ? "memory" : resolve(dataDir),
    observeQueries: (listener) => observers.add(listener),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns an embedded database: every job run is this process's.
    exclusively: async (_job, run) => {
      await run();
      return true;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { useReleasingTransactions } = await import("./pool-transactions");
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolMax ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  // A client losing its connection emits 'error'; with no listener Node ends the process. The pool
  // listens on idle clients only, so every client gets its own listener the moment it connects
  // and keeps it while checked out (a transaction in progress). The query in flight fails on its
  // own, the pool drops the broken client at release, and the request gets a 503
  // (connection-errors.ts); the next request opens a new connection.
  pool.on("error", (error) => opts.logger?.error?.("PostgreSQL pool error", error));
  const observers = new QueryObservers();
  pool.on("connect", (client) => {
    client.on("error", (error) => opts.logger?.error?.("PostgreSQL connection lost", error));
    timePgClient(client as unknown as Parameters<typeof timePgClient>[0], observers);
  });
  const db: Database = drizzle({ client: pool, schema, logger: drizzleLogger(opts.logger) });
  useReleasingTransactions(db, pool, (error) => opts.logger?.error?.("PostgreSQL rollback failed", error));
  let closed = false;
  return {
    db,
    kind: "postgres",
    location: redactUrl(url),
    observeQueries: (listener) => observers.add(listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: opts.poolMax ?? 10 }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, handlers) => listenOn(pg, url, channel, handlers),
    exclusively: async (job, run) => {
      const client = await pool.connect();
      let locked = false;
      try {
        const found = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtext($1)) as locked", [`polku-job:${job}`]);
        locked = found.rows[0]?.locked === true;
        if (!locked) return false;
        await run();
        return true;
      } finally {
        if (locked) {
          // A failed unlock means a lost connection, whose session (and lock) PostgreSQL ends.
          const unlocked = await client.query("select pg_advisory_unlock(hashtext($1))", [`polku-job:${job}`]).then(() => true, () => false);
          client.release(!unlocked);
        } else client.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The primary's handle with reads routed to a replica: its own pool, closed with the primary's. */
async function withReplica(primary: DatabaseHandle, replicaUrl: string, opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!/^postgres(ql)?:\/\//.test(replicaUrl)) throw new Error("DATABASE_REPLICA_URL must start with postgres:// or postgresql://");
  const replicaHandle = await openPostgres(replicaUrl, opts);
  const replica = routeReads(primary.db, replicaHandle.db, { onError: (error) => opts.logger?.error?.("PostgreSQL replica unavailable", error) });
  // Query timing (/metrics) sees the replica's statements with the primary's.
  const listeners = new Set<QueryListener>();
  const stopObserving = replicaHandle.observeQueries((operation, seconds, failed) => {
    for (const listener of listeners) listener(operation, seconds, failed);
  });
  return {
    ...primary,
    location: `${primary.location} (reads: ${replicaHandle.location})`,
    replica,
    observeQueries: (listener) => {
      const stopPrimary = primary.observeQueries(listener);
      listeners.add(listener);
      return () => {
        stopPrimary();
        listeners.delete(listener);
      };
    },
    close: async () => {
      replica.stop();
      stopObserving();
      await Promise.all([primary.close(), replicaHandle.close()]);
    },
  };
}

type PgModule = typeof PgDefault;

/** Milliseconds between attempts to reopen a lost LISTEN connection. */
const LISTEN_RETRY_MS = 1000;

async function listenOn(pg: PgModule, url: string, channel: string, handlers: ListenHandlers): Promise<{ stop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    // Named, so an operator (and the test) can tell it from the pool's connections in pg_stat_activity.
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, application_name: `polku-listen-${channel}` });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (error) handlers.onError?.(error);
      void next.end().catch(() => undefined);
      if (!stopped) schedule();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    // From here a loss reopens the connection (before, the caller of open retries).
    client = next;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      open().then(
        () => handlers.onReconnect?.(),
        (error: unknown) => {
          handlers.onError?.(error);
          if (!stopped) schedule();
        },
      );
    }, LISTEN_RETRY_MS);
    retry.unref();
  };
  await open();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/**
 * The one mapping from environment to database options, shared by the server and the seed
 * CLI: DATABASE_URL wins; otherwise PGlite in "<DATA_DIR>/pgdata" (DATA_DIR default ./var).
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  const replicaUrl = env.DATABASE_REPLICA_URL?.trim();
  if (url) return replicaUrl ? { url, replicaUrl } : { url };
  const dataDir = env.DATA_DIR?.trim() || "./var";
  return { dataDir: dataDir === "memory" ? "memory" : resolve(dataDir, "pgdata") };
}
