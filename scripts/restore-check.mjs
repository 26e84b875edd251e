// Proves a backup can be restored (docs/deployment.md "Backups"): restores a pg_dump file into a
// new database on a PostgreSQL server, checks that every table holds the rows of the database it
// was taken from (when that database is named), starts the built shop on the restored copy and
// runs smoke checks through it, then drops the copy.
//
//   node scripts/restore-check.mjs BACKUP.dump [--source postgres://…/shop] [--order NUMBER:EMAIL]
//
// --source  the database the dump was taken from: every table's row count must be equal.
// --order   an order placed before the backup: it must be found by the restored shop's order lookup.
// RESTORE_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server and a
// database to connect to while creating the copy; RESTORE_PORT (default 4790) the shop's port.
// Needs pg_restore (PostgreSQL's client tools) and `npm run build`. Exit 0 when every check passed.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pg from "pg";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** Row counts of every table of the public schema, by name. */
async function tableCounts(connectionString) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const tables = (await client.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows.map((r) => r.tablename);
    const counts = {};
    for (const table of tables) counts[table] = (await client.query(`select count(*)::int as n from "${table}"`)).rows[0].n;
    return counts;
  } finally {
    await client.end();
  }
}

async function until(what, test, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await test().catch(() => false);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Restores `dumpFile` into a new database and checks it. Returns the list of failed checks
 * (empty when the backup is good); `say` is told each passed check.
 */
export async function restoreCheck({ dumpFile, sourceUrl, order, adminUrl = "postgres://postgres@127.0.0.1:5432/postgres", port = 4790, say = console.log }) {
  const serverEntry = path.join(root, "apps/server/dist/main.js");
  if (!existsSync(serverEntry)) throw new Error("the server is not built: run npm run build first");
  if (!existsSync(dumpFile)) throw new Error(`no backup file at ${dumpFile}`);
  const failures = [];
  const check = (ok, what, detail = "") => (ok ? say(`ok: ${what}`) : failures.push(`${what}${detail ? `: ${detail}` : ""}`));

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = `polku_restore_${randomBytes(4).toString("hex")}`;
  const targetUrl = new URL(adminUrl);
  targetUrl.pathname = `/${name}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), "polku-restore-"));
  let shop = null;
  try {
    await admin.query(`create database "${name}"`);
    const restored = spawnSync("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${targetUrl}`, dumpFile], { encoding: "utf8" });
    check(restored.status === 0, `pg_restore of ${path.basename(dumpFile)} into a new database`, restored.stderr?.trim());
    if (restored.status !== 0) return failures;

    if (sourceUrl) {
      const [source, copy] = await Promise.all([tableCounts(sourceUrl), tableCounts(targetUrl.toString())]);
      const differing = Object.keys({ ...source, ...copy }).filter((table) => source[table] !== copy[table]);
      const rows = Object.values(copy).reduce((a, b) => a + b, 0);
      check(differing.length === 0, `every table restored with its rows (${Object.keys(copy).length} tables, ${rows} rows)`, differing.map((t) => `${t} ${source[t]} → ${copy[t]}`).join(", "));
    }

    // The shop on the restored copy: it starts (its migrations are already applied) and serves.
    shop = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: targetUrl.toString(),
        REDIS_URL: "",
        SEED_DEMO: "false",
        DEMO: "false",
        LOG_LEVEL: "warn",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: workDir,
        SECRET_KEY: randomBytes(36).toString("base64url"),
        WEB_CONCURRENCY: "1",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const base = `http://127.0.0.1:${port}`;
    await until("the shop on the restored database", async () => (await fetch(`${base}/readyz`)).ok, 60_000);
    check(true, "the shop starts on the restored database and is ready");

    const groups = await fetch(`${base}/api/product-groups/?language=fi`).then(async (r) => ({ status: r.status, body: await r.json() }));
    check(groups.status === 200 && groups.body.productGroups?.length > 0, "the restored catalogue answers its product groups", `status ${groups.status}`);
    const home = await fetch(`${base}/`, { headers: { "accept-language": "fi" } });
    const html = await home.text();
    check(home.status === 200 && html.includes('lang="fi"'), "the home page renders from the restored database", `status ${home.status}`);

    if (order) {
      const [number, email] = order.split(":");
      const lookup = await fetch(`${base}/api/orders/lookup/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ order_number: number, email }) });
      const body = await lookup.json().catch(() => null);
      check(lookup.status === 200 && body?.number === number, `order ${number}, placed before the backup, is found in the restored shop`, `status ${lookup.status}`);
    }
    return failures;
  } finally {
    if (shop) {
      shop.kill("SIGTERM");
      await new Promise((resolve) => (shop.exitCode !== null ? resolve() : shop.once("exit", resolve)));
    }
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const option = (flag) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const sourceUrl = option("--source");
  const order = option("--order");
  const [dumpFile] = args;
  if (!dumpFile) {
    console.error("usage: node scripts/restore-check.mjs BACKUP.dump [--source postgres://…] [--order NUMBER:EMAIL]");
    process.exit(2);
  }
  try {
    const failures = await restoreCheck({
      dumpFile: path.resolve(dumpFile),
      sourceUrl,
      order,
      adminUrl: process.env.RESTORE_ADMIN_URL,
      port: process.env.RESTORE_PORT ? Number(process.env.RESTORE_PORT) : undefined,
    });
    for (const failure of failures) console.error(`FAILED: ${failure}`);
    console.log(failures.length === 0 ? "the backup restores and the shop runs on it" : `${failures.length} check(s) failed`);
    process.exit(failures.length === 0 ? 0 : 1);
  } catch (error) {
    console.error("FAILED:", error);
    process.exit(1);
  }
}
