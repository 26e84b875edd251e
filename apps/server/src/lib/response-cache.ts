// Serialised answers kept between requests: least recently used first out once the bytes held
// pass `maxBytes`. An entry belongs to the catalogue version it was built from (cache_versions,
// bumped by every catalogue write, see bumpCacheVersion) and is never served after a bump. Past
// `ttlMs` an entry is still served while one rebuild runs in the background, so only the first
// request after start-up or after a catalogue change waits for the build.
export interface Sized {
  readonly bytes: number;
}

export interface ResponseCache<V extends Sized> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Bytes held by the entries built so far. */
  bytes(): number;
  /** Recounts after an entry grew (a compressed form was added) and drops the oldest entries. */
  trim(): void;
  clear(): void;
}

export interface ResponseCacheOptions {
  maxBytes: number;
  ttlMs: number;
  /** The current catalogue version; read per request, so keep it cheap (see cache-version.ts). */
  version: () => Promise<number>;
  now?: () => number;
  /** Counts its hits and misses under this name for /metrics (responseCacheCounts). */
  name?: string;
}

/** Hits and misses of every named response cache of this process, for /metrics. */
const counts = new Map<string, { hits: number; misses: number }>();
export function responseCacheCounts(): ReadonlyMap<string, { readonly hits: number; readonly misses: number }> {
  return counts;
}

interface Entry<V> {
  value: Promise<V>;
  settled?: V;
  version: number;
  at: number;
  refreshing: boolean;
}

export function createResponseCache<V extends Sized>({ maxBytes, ttlMs, version, now = Date.now, name }: ResponseCacheOptions): ResponseCache<V> {
  const counted = name === undefined ? { hits: 0, misses: 0 } : (counts.get(name) ?? { hits: 0, misses: 0 });
  if (name !== undefined) counts.set(name, counted);
  // A Map iterates in insertion order; re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry<V>>();

  const total = () => {
    let sum = 0;
    for (const entry of entries.values()) sum += entry.settled?.bytes ?? 0;
    return sum;
  };
  const trim = () => {
    let sum = total();
    for (const [key, entry] of entries) {
      if (sum <= maxBytes) break;
      if (!entry.settled) continue;
      sum -= entry.settled.bytes;
      entries.delete(key);
    }
  };

  function start(key: string, load: () => Promise<V>, atVersion: number): Entry<V> {
    const entry: Entry<V> = { value: load(), version: atVersion, at: now(), refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        entry.settled = value;
        trim();
      },
      // A failed build (unknown group, database error) is not remembered.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry;
  }

  return {
    async get(key, load) {
      let current: number;
      try {
        current = await version();
      } catch (error) {
        // The version cannot be read (database away): what we have beats an error.
        const kept = entries.get(key);
        if (kept?.settled) {
          counted.hits++;
          return kept.value;
        }
        throw error;
      }
      const hit = entries.get(key);
      if (!hit || hit.version !== current) {
        counted.misses++;
        return start(key, load, current).value;
      }
      counted.hits++;
      entries.delete(key);
      entries.set(key, hit);
      if (hit.settled && !hit.refreshing && now() - hit.at >= ttlMs) {
        hit.refreshing = true;
        const fresh = load();
        fresh.then(
          (value) => {
            if (entries.get(key) !== hit) return;
            entries.set(key, { value: fresh, settled: value, version: current, at: now(), refreshing: false });
            trim();
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    },
    bytes: total,
    trim,
    clear() {
      entries.clear();
    },
  };
}
