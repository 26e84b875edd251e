// The rate-limit store of this process: in memory, or shared in Redis when REDIS_URL is set
// (docs/security.md "Rate limits").
import type { Config } from "../config";
import { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limit-store";
import { createRedisRateLimitStore } from "./redis-rate-limit-store";

export function createRateLimitStore(config: Pick<Config, "REDIS_URL">, log: { warn(obj: object, msg: string): void }): RateLimitStore {
  return config.REDIS_URL
    ? createRedisRateLimitStore(config.REDIS_URL, { onError: (err) => log.warn({ err }, "rate-limit store: Redis connection problem") })
    : createMemoryRateLimitStore();
}
