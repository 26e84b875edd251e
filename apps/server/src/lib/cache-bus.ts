// Cache invalidation across the shop's processes (docs/deployment.md "Several processes",
// decision 005). Every change of a cache version is announced by PostgreSQL on the channel
// `polku_cache_versions` when its transaction commits (migration 0031); each process listens on a
// connection of its own and makes its version readers read again and its memos drop, so a change
// made through one process is answered by every other within milliseconds. When the listening
// connection is lost, what was announced meanwhile is unknown: on reconnecting every scope counts
// as changed. The version readers' own one-second re-read stays underneath as the fallback.
import type { CacheScope, DatabaseHandle } from "@polku/db";
import { expireVersionReaders } from "./cache-version";

export const CACHE_CHANNEL = "polku_cache_versions";
const SCOPES: readonly CacheScope[] = ["catalogue", "content", "settings"];

export interface CacheBus {
  stop(): Promise<void>;
}

/** Listens when the database can announce (PostgreSQL); null on the embedded database. */
export async function startCacheBus(
  database: Pick<DatabaseHandle, "listen">,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  onChange: (scope: CacheScope) => void = expireVersionReaders,
): Promise<CacheBus | null> {
  if (!database.listen) return null;
  return database.listen(CACHE_CHANNEL, {
    onMessage(payload) {
      const scope = payload.slice(0, payload.indexOf(":")) as CacheScope;
      if (SCOPES.includes(scope)) onChange(scope);
    },
    onReconnect() {
      log.info({}, "cache announcements: listening again; every cache scope counts as changed");
      for (const scope of SCOPES) onChange(scope);
    },
    onError(err) {
      log.warn({ err }, "cache announcements: connection lost, reconnecting");
    },
  });
}
