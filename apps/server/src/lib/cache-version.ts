// The version of a cache scope (cache_versions): writers bump it in the transaction of their
// change (bumpCacheVersion), caches compare it. Reading it for every request would add a round
// trip to every cached answer, so one read serves all requests for `maxAgeMs`; a change made in
// another process is therefore seen within that time.
import { cacheVersions, type CacheScope, type Database } from "@polku/db";
import { eq } from "@polku/db/orm";

/** Readers of this process, so a write made here is seen by its caches at once (expireVersionReaders). */
const readers = new Set<{ scope: CacheScope; expire(): void }>();
/** Caches kept without a version (time-limited memos) that are dropped when a scope changes. */
const dependents = new Set<{ scope: CacheScope; drop(): void }>();

/**
 * Makes this process's readers of `scope` read the version again on their next call, and drops
 * the caches that depend on it (onScopeChange): a write made through this process (the back
 * office) shows on its next answer, not a second later; with several processes the change's
 * announcement calls this in every other one (cache-bus.ts).
 */
export function expireVersionReaders(scope: CacheScope): void {
  for (const reader of readers) if (reader.scope === scope) reader.expire();
  for (const dependent of dependents) if (dependent.scope === scope) dependent.drop();
}

/** Runs `drop` whenever `scope` changes (expireVersionReaders); the answer unsubscribes. */
export function onScopeChange(scope: CacheScope, drop: () => void): () => void {
  const entry = { scope, drop };
  dependents.add(entry);
  return () => void dependents.delete(entry);
}

export function createVersionReader(db: Database, scope: CacheScope, maxAgeMs = 1000, now: () => number = Date.now): () => Promise<number> {
  let last: { at: number; value: Promise<number> } | undefined;
  readers.add({ scope, expire: () => (last = undefined) });
  return () => {
    if (last && now() - last.at < maxAgeMs) return last.value;
    const value = db
      .select({ version: cacheVersions.version })
      .from(cacheVersions)
      .where(eq(cacheVersions.scope, scope))
      .then((rows) => rows[0]?.version ?? 0);
    const current = { at: now(), value };
    last = current;
    value.catch(() => {
      if (last === current) last = undefined;
    });
    return value;
  };
}
