// Counters with an expiry, for rate limits (docs/security.md "Rate limits"). One process keeps
// them in memory; with REDIS_URL several processes share them in Redis (redis-rate-limit-store.ts).

export interface RateLimitStore {
  /** Adds one to the counter of `key`, which expires `ttlMs` after its first hit; the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Sets `key` for `ttlMs` (a lock). */
  set(key: string, ttlMs: number): Promise<void>;
  /** The counter of `key`; 0 when it is not set. */
  count(key: string): Promise<number>;
  /** Takes one back from the counter of `key` (never below 0, keeping its expiry); the new count. */
  decrement(key: string): Promise<number>;
  /** Milliseconds until `key` expires; 0 when it is not set. */
  remainingMs(key: string): Promise<number>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** Above this many keys, expired ones are swept before a new key is added. */
const SWEEP_AT = 50_000;

export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const entries = new Map<string, Entry>();
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    if (entries.size < SWEEP_AT) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  };
  return {
    async increment(key, ttlMs) {
      const entry = live(key);
      if (entry) return ++entry.count;
      sweep();
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return 1;
    },
    async set(key, ttlMs) {
      sweep();
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async decrement(key) {
      const entry = live(key);
      if (!entry) return 0;
      entry.count = Math.max(0, entry.count - 1);
      return entry.count;
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? entry.expiresAt - now() : 0;
    },
    async delete(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
