// WEB_CONCURRENCY (docs/deployment.md "Several processes"): the real entry point (src/main.ts
// through tsx) with two workers on a PostgreSQL database of its own and Redis. A worker killed
// is replaced while the other keeps answering; SIGTERM drains every worker (/readyz 503 first)
// and the primary exits 0. Needs DATABASE_URL and REDIS_URL.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@polku/db";
import { createTestDatabase } from "@polku/db/testing";

const ready = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
if (!ready) console.info("cluster.test.ts skipped: several processes need PostgreSQL and Redis (set DATABASE_URL and REDIS_URL)");

const serverRoot = fileURLToPath(new URL("..", import.meta.url));
const port = 3990 + (process.pid % 9);
const base = `http://127.0.0.1:${port}`;

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Pids of the workers that said they serve, in order of their start. */
function servingPids(output: string[]): number[] {
  const pids: number[] = [];
  for (const line of output.join("").split("\n")) {
    if (!line.includes("Polku is serving")) continue;
    const pid = Number(/"pid":(\d+)/.exec(line)?.[1]);
    if (pid) pids.push(pid);
  }
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!ready)("WEB_CONCURRENCY=2", () => {
  let database: DatabaseHandle;
  let child: ChildProcess | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "polku-cluster-"));
  const output: string[] = [];
  let exited: Promise<number | null>;

  beforeAll(async () => {
    database = await createTestDatabase();
    child = spawn(process.execPath, ["--import", "tsx", path.join(serverRoot, "src/main.ts")], {
      cwd: path.resolve(serverRoot, "../.."),
      env: {
        ...process.env, WEB_CONCURRENCY: "2", DATABASE_URL: database.location, NODE_ENV: "production", SERVE: "api", PORT: String(port), HOST: "127.0.0.1",
        DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info", PUBLIC_URL: base, DEMO: "false", SHUTDOWN_DRAIN_SECONDS: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    exited = new Promise((resolve) => child!.once("exit", (code) => resolve(code)));
    await waitFor(async () => servingPids(output).length === 2, "two workers to serve");
  }, 180_000);
  afterAll(async () => {
    child?.kill("SIGKILL");
    for (const pid of servingPids(output)) if (alive(pid)) process.kill(pid, "SIGKILL");
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("replaces a worker that dies while the other keeps answering", async () => {
    const [first, second] = servingPids(output);
    expect(first).not.toBe(second);
    process.kill(first!, "SIGKILL");
    // Once the primary knows (a connection handed over in the instant before is lost with the
    // worker, which is why a proxy retries on another process), the worker left answers all.
    await waitFor(async () => output.join("").includes("a worker stopped; starting a new one"), "the primary to notice", 10_000);
    for (let i = 0; i < 20; i++) expect((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5000) })).status).toBe(200);
    await waitFor(async () => servingPids(output).length === 3, "a new worker", 60_000);
    expect(alive(second!)).toBe(true);
  }, 90_000);

  it("on SIGTERM every worker drains (/readyz 503 while the API answers), then the primary exits 0", async () => {
    child!.kill("SIGTERM");
    await waitFor(async () => (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) })).status === 503, "/readyz to fail", 5_000);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(await exited).toBe(0);
    const workers = servingPids(output).slice(1);
    expect(workers.filter(alive)).toEqual([]);
  }, 60_000);
});
