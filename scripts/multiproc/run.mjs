// The multi-process test (docs/deployment.md "Several processes"): three shop processes of the
// built server on loopback ports behind nginx, one PostgreSQL database of their own, Redis and an
// SMTP sink, as a shop of several processes runs. It checks what only several processes can get
// wrong:
//   1. a price changed through one process is answered by the others within a second;
//   2. a login lock and the code-guessing limit hold across processes;
//   3. a process killed in the middle of a burst of orders: the orders still succeed through the
//      others (a client repeats a failed order with its idempotency key, as the storefront does);
//   4. each job ran once: every mail delivered once, each abandoned order cancelled once with
//      its stock given back once, each order's recommendation signal folded once;
//   5. a pg_dump of the database restores into a new one holding every row, and a shop started
//      on the copy serves its pages and finds an order placed before the backup
//      (scripts/restore-check.mjs, docs/deployment.md "Backups").
//
//   node scripts/multiproc/run.mjs        (after npm run build)
//
// Needs nginx (Debian: apt-get install -y nginx; without it the test is skipped with a message),
// PostgreSQL (MULTIPROC_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) and Redis
// (MULTIPROC_REDIS_URL, default redis://127.0.0.1:6379). Ports MULTIPROC_PORT_BASE (4700) to +9;
// pg_dump and pg_restore (PostgreSQL's client tools) for the backup check.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { Redis } from "ioredis";
import { SMTPServer } from "smtp-server";
import { restoreCheck } from "../restore-check.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const adminUrl = process.env.MULTIPROC_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.MULTIPROC_REDIS_URL ?? "redis://127.0.0.1:6379";
const portBase = Number(process.env.MULTIPROC_PORT_BASE ?? 4700);
const nginxPort = portBase;
const shopPorts = [portBase + 1, portBase + 2, portBase + 3];
const smtpPort = portBase + 9;
const front = `http://127.0.0.1:${nginxPort}`;
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const say = (line) => console.log(`[multiproc ${seconds()}s] ${line}`);

function skip(reason) {
  console.log(`multiproc: SKIPPED: ${reason}`);
  process.exit(0);
}

// ---- what the test needs ---------------------------------------------------------------------
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find(existsSync) ?? (spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim() || null);
if (!nginx) skip("nginx is not installed (Debian: apt-get install -y nginx)");
const serverEntry = path.join(root, "apps/server/dist/main.js");
const seedEntry = path.join(root, "apps/server/dist/seed/cli.js");
if (!existsSync(serverEntry) || !existsSync(seedEntry)) {
  console.error("multiproc: the server is not built: run npm run build first");
  process.exit(1);
}
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (error) {
  skip(`PostgreSQL is not reachable at ${adminUrl} (${error.message})`);
}
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
probe.on("error", () => undefined);
try {
  await probe.connect();
  await probe.ping();
} catch (error) {
  await admin.end();
  skip(`Redis is not reachable at ${redisUrl} (${error.message})`);
} finally {
  probe.disconnect();
}

const databaseName = `polku_multiproc_${randomBytes(4).toString("hex")}`;
await admin.query(`create database "${databaseName}"`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const db = new pg.Pool({ connectionString: databaseUrl.toString(), max: 3 });
// An idle connection ended by the database (the drop at the end) is not this script's failure.
db.on("error", () => undefined);
const one = async (text, values = []) => (await db.query(text, values)).rows[0];
const workDir = mkdtempSync(path.join(os.tmpdir(), "polku-multiproc-"));
const children = new Set();
let nginxChild = null;
let smtp;
let failures = 0;

function check(ok, what, detail = "") {
  if (ok) say(`ok: ${what}`);
  else {
    failures++;
    console.error(`[multiproc ${seconds()}s] FAILED: ${what}${detail ? `\n  ${detail}` : ""}`);
  }
}

async function cleanUp() {
  // nginx's master stops its worker on SIGTERM; a SIGKILL would leave the worker behind.
  for (const child of children) child.kill(child === nginxChild ? "SIGTERM" : "SIGKILL");
  await new Promise((resolve) => setTimeout(resolve, 200));
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists "${databaseName}" with (force)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  await new Promise((resolve) => (smtp ? smtp.close(resolve) : resolve()));
  rmSync(workDir, { recursive: true, force: true });
}

async function until(what, test, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await test().catch(() => false);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// ---- the SMTP sink: what the shop's dispatchers deliver ---------------------------------------
const delivered = [];
smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    let data = "";
    stream.on("data", (chunk) => (data += chunk.toString("utf8")));
    stream.on("end", () => {
      delivered.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), kind: /^X-Polku-Mail-Kind: (.*)$/im.exec(data)?.[1]?.trim() ?? "" });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

// ---- three shop processes and nginx ----------------------------------------------------------
const shared = {
  ...process.env,
  NODE_ENV: "production",
  SERVE: "api",
  HOST: "127.0.0.1",
  DATABASE_URL: databaseUrl.toString(),
  REDIS_URL: redisUrl,
  SEED_DEMO: "false",
  DEMO: "false",
  LOG_LEVEL: "warn",
  PUBLIC_URL: front,
  TRUST_PROXY: "1",
  SECRET_KEY: randomBytes(36).toString("base64url"),
  PAYMENT_TEST_PROVIDER: "true",
  PAYMENT_TEST_SECRET: randomBytes(36).toString("base64url"),
  PAYMENT_TEST_DELAY_MS: "0",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  ORDER_EXPIRY_INTERVAL_SECONDS: "1",
  RECO_FOLD_INTERVAL_SECONDS: "1",
  MEDIA_CACHE_MAX_MB: "0",
  WEB_CONCURRENCY: "1",
};

function startShop(port) {
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env: { ...shared, PORT: String(port), DATA_DIR: path.join(workDir, `shop-${port}`) }, stdio: ["ignore", "inherit", "inherit"] });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

const conf = path.join(workDir, "nginx.conf");
writeFileSync(
  conf,
  `daemon off;
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${workDir}/client-body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  upstream shop {
${shopPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A process that refuses the connection or is draining: the request goes to another one.
      # POSTs already sent are not repeated by nginx (the client repeats them with their key).
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
);

let exitCode;
try {
  say(`database ${databaseName}, shops on ${shopPorts.join(", ")}, nginx on ${nginxPort}`);
  const shops = new Map(shopPorts.map((port) => [port, startShop(port)]));
  nginxChild = spawn(nginx, ["-c", conf, "-p", workDir], { stdio: ["ignore", "inherit", "inherit"] });
  children.add(nginxChild);
  for (const port of shopPorts) await until(`the shop on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok, 60_000);
  await until("nginx", async () => (await fetch(`${front}/readyz`)).ok, 10_000);
  say("three shops ready behind nginx; loading a small catalogue");
  const seeded = spawnSync(process.execPath, [seedEntry, "--models", "60"], { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl.toString() }, encoding: "utf8" });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stderr}`);

  const at = (port) => `http://127.0.0.1:${port}`;
  const json = async (url, init = {}) => {
    const res = await fetch(url, { ...init, headers: { "content-type": "application/json", ...init.headers } });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  // Every scenario has client addresses of its own, so another run's counters in Redis never count.
  const runId = randomBytes(2);
  const address = (n) => `10.${runId[0]}.${runId[1]}.${n}`;

  // ---- 1. a price changed through one process, read through the others ----------------------
  const model = await one(`select m.id, t.path from product_models m join product_model_translations t on t.model_id = m.id and t.language = 'fi'
    join model_prices p on p.model_id = m.id and p.tax_area_id = 1 where m.is_public order by m.id limit 1`);
  const pricePath = (port) => `${at(port)}/api/products/productmodel/${model.path.replace(/^\/+|\/+$/g, "")}/?language=fi&taxAreaId=1`;
  const priceOf = async (port) => {
    const page = await json(pricePath(port));
    if (page.status !== 200) throw new Error(`the product page answered ${page.status} on ${port}`);
    return page.body.prices.active;
  };
  const before = await Promise.all(shopPorts.map(priceOf)); // every process has the page cached now
  const token = await json(`${at(shopPorts[0])}/api/token/`, { method: "POST", body: JSON.stringify({ email: "admin@polku.example", password: "polku-admin-2025" }), headers: { "x-forwarded-for": address(1) } });
  if (token.status !== 200) throw new Error(`the admin could not log in: ${token.status} ${JSON.stringify(token.body)}`);
  const auth = { authorization: `Bearer ${token.body.access_token ?? token.body.token}` };
  const detail = await json(`${at(shopPorts[0])}/api/admin/models/${model.id}/`, { headers: auth });
  const row = detail.body.prices.find((p) => p.tax_area_id === 1);
  const newPrice = row.regular - 100 * (1 + (runId[0] % 50));
  const change = await json(`${at(shopPorts[0])}/api/admin/models/${model.id}/prices/`, {
    method: "PUT",
    headers: auth,
    body: JSON.stringify({ version: detail.body.prices_version, prices: [{ tax_area_id: 1, regular: row.regular, active: newPrice, club: null, discount_free: null, price_ending: null }] }),
  });
  const changedAt = performance.now();
  if (change.status !== 200) throw new Error(`the price change answered ${change.status}: ${JSON.stringify(change.body)}`);
  const seenMs = await Promise.all(
    shopPorts.slice(1).map(async (port) => {
      await until(`the new price on ${port}`, async () => (await priceOf(port)) === newPrice, 5_000);
      return Math.round(performance.now() - changedAt);
    }),
  );
  check(before.every((p) => p !== newPrice) && seenMs.every((ms) => ms < 1000), `a price changed through ${shopPorts[0]} is answered by ${shopPorts[1]} and ${shopPorts[2]} after ${seenMs.join(" and ")} ms (limit 1000)`);

  // ---- 2. a login lock and the code-guessing limit across processes --------------------------
  const victim = `nobody-${runId.toString("hex")}@polku.example`;
  const logins = [];
  for (let i = 0; i < 12; i++) {
    const port = shopPorts[i % 3];
    logins.push((await json(`${at(port)}/api/token/`, { method: "POST", body: JSON.stringify({ email: victim, password: `wrong-${i}` }), headers: { "x-forwarded-for": address(10 + i) } })).status);
  }
  // Ten failures (three or four on each process) lock the account; the lock answers 429 on every process.
  check(logins.slice(0, 10).every((s) => s === 400 || s === 401) && logins.slice(10).every((s) => s === 429), "ten failed logins spread over three processes lock the account everywhere", `statuses: ${logins.join(" ")}`);
  const lockedEverywhere = await Promise.all(shopPorts.map(async (port) => (await json(`${at(port)}/api/token/`, { method: "POST", body: JSON.stringify({ email: victim, password: "x" }), headers: { "x-forwarded-for": address(40) } })).status));
  check(lockedEverywhere.every((s) => s === 429), "the lock holds on each process", `statuses: ${lockedEverywhere.join(" ")}`);

  const guesser = address(50);
  const guesses = [];
  for (let i = 0; i < 11; i++) {
    const port = shopPorts[i % 3];
    const codes = [0, 1].map((k) => `GUESS${runId.toString("hex")}${i}${k}`.toUpperCase());
    guesses.push((await json(`${at(port)}/api/checkout/`, { method: "POST", body: JSON.stringify({ country_code: "fi", language_code: "fi", products: [], discount_codes: codes }), headers: { "x-forwarded-for": guesser } })).status);
  }
  // Twenty unknown codes (ten calls of two, on three processes) are the limit; the next call is refused.
  check(guesses.slice(0, 10).every((s) => s === 200 || s === 400) && guesses[10] === 429, "the code-guessing limit of 20 unknown codes counts the calls of all three processes together", `statuses: ${guesses.join(" ")}`);

  // ---- 3. a burst of orders through nginx with one process killed in the middle ----------------
  const variants = (
    await db.query(`select v.id from product_variants v join product_models m on m.id = v.model_id and m.is_public and m.published_at <= now()
      join model_prices p on p.model_id = m.id and p.tax_area_id = 1 where v.is_active and not v.on_order order by v.id limit 6`)
  ).rows.map((r) => r.id);
  await db.query(`insert into stock (variant_id, store_id, quantity, blocked_quantity) select unnest($1::int[]), 20, 10000, 0
    on conflict (variant_id, store_id) do update set quantity = 10000, blocked_quantity = 0`, [variants]);
  const recoBefore = await one(`select coalesce((select sum(orders) from reco_signals where model_id in (select model_id from product_variants where id = any($1))), 0)::int
    + coalesce((select sum(orders) from reco_inbox where other_model_id is null and model_id in (select model_id from product_variants where id = any($1))), 0)::int as n`, [variants]);
  const form = { first_name: "Multi", last_name: "Process", address: "Kauppakatu 1", postal_code: "00100", city: "Helsinki", phone: "+358401234567", email: `orders-${runId.toString("hex")}@polku.example`, delivery_method: "kotiinkuljetus" };
  const ORDERS = 60;
  const placed = [];
  let retries = 0;
  let next = 0;
  const place = async (n) => {
    const body = JSON.stringify({ country_code: "fi", language_code: "fi", products: [{ id: variants[n % variants.length], amount: 1 }], form, payment_method: "test", idempotency_key: randomUUID() });
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${front}/api/orders/`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": address(60 + (n % 100)) }, body }).catch(() => null);
      if (res?.status === 201) return (await res.json());
      // The process holding the request died (502) or was closing (503): repeat with the same key.
      if (attempt < 5 && (res === null || res.status >= 502)) {
        retries++;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
        continue;
      }
      throw new Error(`order ${n} answered ${res?.status}: ${res ? (await res.text()).slice(0, 300) : "no answer"}`);
    }
  };
  let killedAt = null;
  const victimPort = shopPorts[2];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < ORDERS) {
        const n = next++;
        placed.push(await place(n));
        if (placed.length === 20 && killedAt === null) {
          killedAt = placed.length;
          shops.get(victimPort).kill("SIGKILL");
        }
      }
    }),
  );
  const keys = await one(`select count(*)::int as orders, count(distinct idempotency_key)::int as keys from orders where email = $1`, [form.email]);
  check(placed.length === ORDERS && keys.orders === ORDERS && keys.keys === ORDERS, `${ORDERS} orders placed through nginx while the process on ${victimPort} was killed after ${killedAt}: all succeeded (${retries} repeated with their key), one order each`, JSON.stringify(keys));

  // ---- 4. each job ran once ----------------------------------------------------------------
  // Mail: ten orders paid on the test provider's page queue ten confirmations.
  const paid = placed.slice(0, 10);
  for (const order of paid) {
    const url = new URL(order.payment.redirect_url);
    const res = await fetch(`${front}${url.pathname}`, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ session: url.searchParams.get("session"), action: "approve" }).toString() });
    if (res.status !== 303) throw new Error(`approving ${order.number} answered ${res.status}`);
  }
  // Expiry: ten unpaid orders past their reservation.
  const abandoned = placed.slice(20, 30).map((o) => o.number);
  const stockBefore = await one(`select sum(quantity - blocked_quantity)::int as n from stock where store_id = 20 and variant_id = any($1)`, [variants]);
  await db.query(`update orders set reserved_until = now() - interval '1 minute' where number = any($1)`, [abandoned]);
  await until("the abandoned orders to be cancelled", async () => (await one(`select count(*)::int as n from orders where number = any($1) and status = 'cancelled'`, [abandoned])).n === abandoned.length, 10_000);
  const expiry = await one(`select count(*)::int as n from order_status_history h join orders o on o.id = h.order_id where o.number = any($1) and h.to_status = 'cancelled'`, [abandoned]);
  const stockAfter = await one(`select sum(quantity - blocked_quantity)::int as n from stock where store_id = 20 and variant_id = any($1)`, [variants]);
  check(expiry.n === abandoned.length && stockAfter.n === stockBefore.n + abandoned.length, `order expiry: ${abandoned.length} abandoned orders cancelled once each (${expiry.n} cancellations), their ${abandoned.length} units given back once`, `stock ${stockBefore.n} -> ${stockAfter.n}`);

  const confirmationsTo = () => delivered.filter((d) => d.to === form.email && d.kind === "order.confirmation");
  await until("the confirmations to be delivered", async () => confirmationsTo().length >= paid.length, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 1500)); // a second dispatcher sending one again would show by now
  const outbox = await one(`select count(*)::int as n, count(sent_at)::int as sent from mail_outbox where to_address = $1 and kind = 'order.confirmation'`, [form.email]);
  check(confirmationsTo().length === paid.length && outbox.n === paid.length && outbox.sent === paid.length, `mail: ${paid.length} order confirmations, queued and sent by the dispatchers of the processes, each delivered once`, `delivered ${confirmationsTo().length}, outbox ${JSON.stringify(outbox)}`);

  // Recommendation fold: a paid order queues its signal (docs/recommendations.md); each is counted once.
  await until("the recommendation inbox to be folded", async () => (await one(`select count(*)::int as n from reco_inbox`)).n === 0, 10_000);
  const recoAfter = await one(`select coalesce(sum(orders), 0)::int as n from reco_signals where model_id in (select model_id from product_variants where id = any($1))`, [variants]);
  check(recoAfter.n === recoBefore.n + paid.length, `recommendation fold: the ${paid.length} paid orders counted once each by the folds of the processes`, `counted ${recoAfter.n - recoBefore.n}`);

  // ---- 5. the database's backup restores, and the shop runs on the copy ------------------------
  // The shops stop first, so the source holds still while its rows are counted against the copy.
  for (const child of [...children]) if (child !== nginxChild) child.kill("SIGTERM");
  await until("the shops to stop", async () => [...children].every((child) => child === nginxChild), 15_000);
  const dumpFile = path.join(workDir, "backup.dump");
  const dumped = spawnSync("pg_dump", ["--format=custom", `--file=${dumpFile}`, databaseUrl.toString()], { encoding: "utf8" });
  if (dumped.status !== 0) throw new Error(`pg_dump failed:\n${dumped.stderr}`);
  const restoreFailures = await restoreCheck({ dumpFile, sourceUrl: databaseUrl.toString(), order: `${paid[0].number}:${form.email}`, adminUrl, port: portBase + 8, say: (line) => say(`restore: ${line}`) });
  for (const failure of restoreFailures) check(false, `restore: ${failure}`);

  exitCode = failures === 0 ? 0 : 1;
  say(failures === 0 ? "all checks passed" : `${failures} check(s) failed`);
} catch (error) {
  console.error(`[multiproc ${seconds()}s] FAILED:`, error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
