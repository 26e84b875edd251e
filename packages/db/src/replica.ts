// Reads from a streaming replica (docs/deployment.md "Read replica", DATABASE_REPLICA_URL). The
// catalogue's, search's and reference data's reads go to the replica while it has replayed what
// the shop may have seen on the primary; otherwise to the primary. Two positions decide it, both
// in the primary's write-ahead log:
// - a fence: when a cache scope changes (a write through this process, or another process's
//   announcement), the primary's position at that moment. Until the replica has replayed up to
//   it, every read goes to the primary, so no cache is refilled from data older than the change.
// - the lag bound: each poll reads the primary's position; the replica is used only once it has
//   replayed the position of the poll before, so it is never more than about two polls behind.
// A replica that cannot be read counts as unusable until a poll reads it again; a server that is
// not in recovery (the primary itself, or a promoted standby) is read as it is.
import { sql } from "drizzle-orm";
import type { Database } from "./types";

export interface ReplicaPositions {
  /** The primary's current position in its write-ahead log (past every commit that has returned). */
  primary(): Promise<bigint>;
  /** Whether the replica is a standby, and how far it has replayed (null when it is not one). */
  replica(): Promise<{ inRecovery: boolean; replayed: bigint | null }>;
}

export interface ReplicaReads {
  /** A `Database` whose every query goes to the replica when it is usable, else to the primary. */
  db: Database;
  /** The data may have changed on the primary: read there until the replica has replayed it. */
  fence(): void;
  /** Whether reads go to the replica now. */
  usable(): boolean;
  /** Resolves once the replica is usable again (or after `timeoutMs`), for tests and drain. */
  settled(timeoutMs?: number): Promise<boolean>;
  stop(): void;
}

export interface ReplicaReadsOptions {
  /** Milliseconds between polls of the two positions. Default 1000. */
  pollMs?: number;
  /** Milliseconds between checks while a fence waits for the replica. Default 20. */
  fencePollMs?: number;
  positions?: ReplicaPositions;
  onError?(error: unknown): void;
}

/** A position as PostgreSQL writes it ("16/B374D848") as a number. */
export function parseLsn(text: string): bigint {
  const [high, low] = text.split("/");
  if (!high || !low || !/^[0-9A-Fa-f]+$/.test(high) || !/^[0-9A-Fa-f]+$/.test(low)) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

export function sqlPositions(primary: Database, replica: Database): ReplicaPositions {
  return {
    primary: async () => {
      // The insert position, not the write position: with synchronous_commit off a commit returns
      // before its record is written out, and the write position can still be short of it.
      const { rows } = await primary.execute<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`);
      return parseLsn(rows[0]!.lsn);
    },
    replica: async () => {
      const { rows } = await replica.execute<{ recovery: boolean; lsn: string | null }>(sql`select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as lsn`);
      const row = rows[0]!;
      return { inRecovery: row.recovery, replayed: row.lsn === null ? null : parseLsn(row.lsn) };
    },
  };
}

export function routeReads(primary: Database, replica: Database, opts: ReplicaReadsOptions = {}): ReplicaReads {
  const positions = opts.positions ?? sqlPositions(primary, replica);
  const pollMs = opts.pollMs ?? 1000;
  const fencePollMs = opts.fencePollMs ?? 20;
  let readable = false;
  let inRecovery = true;
  let replayed = 0n;
  /** The position the replica must have replayed; raised by fences and polls, never lowered. */
  let target = 0n;
  /** Fences whose primary position is not known yet: the replica is unusable meanwhile. */
  let openFences = 0;
  /** Open fences whose own read of the primary's position failed: the next poll's read closes them. */
  let unresolvedFences = 0;
  let previousPrimary: bigint | null = null;
  let stopped = false;
  const waiters = new Set<() => void>();

  const usable = () => readable && openFences === 0 && (!inRecovery || replayed >= target);
  const wake = () => {
    if (!usable()) return;
    for (const resolve of waiters) resolve();
    waiters.clear();
  };
  const readReplica = async () => {
    try {
      const state = await positions.replica();
      inRecovery = state.inRecovery;
      if (state.replayed !== null && state.replayed > replayed) replayed = state.replayed;
      readable = true;
    } catch (error) {
      readable = false;
      opts.onError?.(error);
    }
    wake();
  };
  const raise = (position: bigint) => {
    if (position > target) target = position;
  };

  const poll = async () => {
    try {
      const current = await positions.primary();
      if (previousPrimary !== null) raise(previousPrimary);
      previousPrimary = current;
      if (unresolvedFences > 0) {
        // Read after those fences were set, so at or past the changes they stand for.
        raise(current);
        openFences -= unresolvedFences;
        unresolvedFences = 0;
      }
    } catch (error) {
      opts.onError?.(error);
    }
    await readReplica();
  };
  const timer = setInterval(() => void poll(), pollMs);
  timer.unref();
  void poll();

  return {
    db: new Proxy(replica, {
      get(_target, property) {
        const chosen = usable() ? replica : primary;
        const value = Reflect.get(chosen, property, chosen) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(chosen) : value;
      },
    }),
    fence() {
      openFences += 1;
      void (async () => {
        try {
          raise(await positions.primary());
          openFences -= 1;
        } catch (error) {
          // The primary's position is unknown: the fence stays until a poll reads one.
          opts.onError?.(error);
          unresolvedFences += 1;
          return;
        }
        const until = Date.now() + 5000;
        while (!stopped && !usable() && readable && Date.now() < until) {
          await readReplica();
          if (!usable()) await new Promise((resolve) => setTimeout(resolve, fencePollMs).unref());
        }
        wake();
      })();
    },
    usable,
    settled(timeoutMs = 5000) {
      if (usable()) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = () => {
          clearTimeout(timeout);
          resolve(true);
        };
        const timeout = setTimeout(() => {
          waiters.delete(done);
          resolve(usable());
        }, timeoutMs);
        waiters.add(done);
      });
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
