// The version of a cache scope (cache_versions): writers bump it in the transaction of their
// change (bumpCacheVersion), caches compare it. Reading it for every request would add a round
// trip to every cached answer, so one read serves all requests for `maxAgeMs`; a change made in
// another process is therefore seen within that time.
import { cacheVersions, type CacheScope, type Database } from "@polku/db";
import { eq } from "@polku/db/orm";

/** Readers of this process, so a write made here is seen by its caches at once (expireVersionReaders). */
const readers = new Set<{ scope: CacheScope; expire(): void }>();

/**
 * Makes this process's readers of `scope` read the version again on their next call: a write made
 * through this process (the back office) shows on its next answer, not a second later.
 */
export function expireVersionReaders(scope: CacheScope): void {
  for (const reader of readers) if (reader.scope === scope) reader.expire();
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
