// WEB_CONCURRENCY=N (docs/deployment.md "Several processes"): the primary process prepares the
// database once (migrations, the demo catalogue into an empty database), makes the secrets every
// worker must share, and starts N workers that share the listening port (node:cluster hands each
// new connection to the next worker). A worker that dies is replaced; SIGTERM or SIGINT is passed
// to every worker, each drains and closes as one process does (main.ts), and the primary exits
// when the last one has.
import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pino } from "pino";
import { migrate, openDatabase } from "@polku/db";
import type { Config } from "./config";
import { resolveSecretKey } from "./lib/secret-key";
import { isDatabaseEmpty, seedDemoCatalogue } from "./seed/seed";

/** A worker that dies sooner than this after its start counts as crashing: its replacement waits longer. */
const STEADY_MS = 10_000;
const RESTART_DELAY_MS = 1_000;
const RESTART_DELAY_MAX_MS = 30_000;

export async function runPrimary(config: Config, repoRoot: string): Promise<void> {
  const log = pino({ level: config.LOG_LEVEL }).child({ role: "primary" });
  // Once, before any worker: N workers would otherwise race to seed an empty database.
  const database = await openDatabase({ url: config.DATABASE_URL, poolMax: 2 });
  try {
    await migrate(database, path.join(repoRoot, "packages/db/drizzle"));
    if (config.SERVE !== "web" && config.SEED_DEMO && (await isDatabaseEmpty(database))) {
      log.info("empty database: loading the demo catalogue");
      await seedDemoCatalogue(database, {});
    }
  } finally {
    await database.close();
  }
  // What one process would make for itself at random must be the same in every worker: the
  // signing key (kept in DATA_DIR when unset) and the test provider's secret.
  const env: Record<string, string> = { SECRET_KEY: resolveSecretKey(config) };
  if (!config.PAYMENT_TEST_SECRET) env.PAYMENT_TEST_SECRET = randomBytes(32).toString("base64url");

  let stopping = false;
  let delay = RESTART_DELAY_MS;
  const startedAt = new Map<number, number>();
  const fork = (slot: number): Worker => {
    const worker = cluster.fork({ ...env, POLKU_WORKER: String(slot) });
    startedAt.set(worker.id, Date.now());
    worker.on("exit", (code, signal) => {
      const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
      startedAt.delete(worker.id);
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) {
          log.info("every worker has stopped");
          process.exit(0);
        }
        return;
      }
      delay = lived < STEADY_MS ? Math.min(delay * 2, RESTART_DELAY_MAX_MS) : RESTART_DELAY_MS;
      log.error({ slot, pid: worker.process.pid, code, signal, restartInMs: delay }, "a worker stopped; starting a new one");
      setTimeout(() => {
        if (!stopping) fork(slot);
      }, delay);
    });
    return worker;
  };
  for (let slot = 1; slot <= config.WEB_CONCURRENCY; slot++) fork(slot);
  log.info({ workers: config.WEB_CONCURRENCY, pid: process.pid }, "started the workers");

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log.info({ signal, workers: workers.length }, "stopping the workers");
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
