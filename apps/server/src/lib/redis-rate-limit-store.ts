// Rate-limit counters in Redis, shared by every process of the shop (REDIS_URL). Each counter
// is one key with an expiry; the first hit sets the expiry in the same script, so a counter can
// never be left without one.
import { Redis } from "ioredis";
import type { RateLimitStore } from "./rate-limit-store";

const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

const DECREMENT = `if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local n = redis.call('DECR', KEYS[1])
if n < 0 then redis.call('INCR', KEYS[1]) return 0 end
return n`;

export interface RedisStoreOptions {
  prefix?: string;
  /** Connection trouble (the client reconnects by itself). */
  onError?: (error: Error) => void;
}

export function createRedisRateLimitStore(url: string, opts: RedisStoreOptions = {}): RateLimitStore {
  const prefix = opts.prefix ?? "polku:rl:";
  // A login must not hang on a Redis that is gone: a few quick retries, then the call fails
  // (a 500: without its counters a login is refused rather than left unthrottled).
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true, enableAutoPipelining: true });
  redis.on("error", opts.onError ?? (() => undefined));
  const k = (key: string) => prefix + key;
  return {
    async increment(key, ttlMs) {
      return Number(await redis.eval(INCREMENT, 1, k(key), String(Math.max(1, Math.round(ttlMs)))));
    },
    async set(key, ttlMs) {
      await redis.set(k(key), "1", "PX", Math.max(1, Math.round(ttlMs)));
    },
    async count(key) {
      return Number((await redis.get(k(key))) ?? 0);
    },
    async decrement(key) {
      return Number(await redis.eval(DECREMENT, 1, k(key)));
    },
    async remainingMs(key) {
      const ttl = await redis.pttl(k(key));
      return ttl > 0 ? ttl : 0;
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async close() {
      if (redis.status === "wait" || redis.status === "end") {
        redis.disconnect();
        return;
      }
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
