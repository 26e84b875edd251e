// The read-replica test (docs/deployment.md "Read replica"): a throw-away PostgreSQL primary and
// a streaming standby made from it with pg_basebackup, both in a temporary folder on their own
// ports, then apps/server/src/replica.pg.test.ts against them; both are stopped and removed after.
//
//   node scripts/replica/run.mjs      (npm run test:replica)
//
// Needs PostgreSQL's server programs (Debian: /usr/lib/postgresql/<version>/bin, or REPLICA_PG_BIN).
// PostgreSQL refuses to run as root: as root, the servers run as the user `postgres`. Ports
// REPLICA_PORT_BASE (5434) and +1.
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const portBase = Number(process.env.REPLICA_PORT_BASE ?? 5434);
const [primaryPort, standbyPort] = [portBase, portBase + 1];

function serverBin() {
  if (process.env.REPLICA_PG_BIN) return process.env.REPLICA_PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, "bin/initdb"))).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length ? path.join(base, versions[0], "bin") : null;
}

const bin = serverBin();
if (!bin) {
  console.log("PostgreSQL's server programs (initdb, pg_ctl, pg_basebackup) were not found: the read-replica test is skipped.");
  process.exit(0);
}

const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), "polku-replica-"));
chmodSync(dir, 0o755);
if (asRoot) {
  const ids = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  const gids = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
}
const primaryData = path.join(dir, "primary");
const standbyData = path.join(dir, "standby");

function run(program, args, { quiet = false } = {}) {
  const [command, commandArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
  const result = spawnSync(command, commandArgs, { encoding: "utf8", cwd: dir });
  if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  if (!quiet && result.stdout.trim()) console.log(result.stdout.trim());
}
const start = (data, port) => run("pg_ctl", ["-D", data, "-l", path.join(dir, `${port}.log`), "-w", "-t", "120", "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start"], { quiet: true });
const stop = (data) => {
  try {
    run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"], { quiet: true });
  } catch {
    // already stopped, or never started
  }
};

let status = 1;
try {
  const began = performance.now();
  // initdb's own rules let local and loopback connections in without a password, replication too.
  run("initdb", ["-D", primaryData, "-A", "trust", "-U", "postgres", "--no-sync"], { quiet: true });
  start(primaryData, primaryPort);
  run("pg_basebackup", ["-h", "127.0.0.1", "-p", String(primaryPort), "-U", "postgres", "-D", standbyData, "-R", "-X", "stream"], { quiet: true });
  start(standbyData, standbyPort);
  console.log(`primary on ${primaryPort}, streaming standby on ${standbyPort}, ready in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  const test = spawnSync("npx", ["vitest", "run", "apps/server/src/replica.pg.test.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`, REPLICA_TEST_PORT: String(standbyPort) },
  });
  status = test.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop(standbyData);
  stop(primaryData);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
