// `npm run bench`: starts the built shop on its own port and embedded database, then measures
// requests per second and p50/p99 latency with autocannon for the pages and calls that matter.
// Results go to bench/results/latest.json and are printed as a table.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const targets = [
  { name: "home page (fi, eur)", path: "/", headers: { cookie: "so_delivery_country_code=fi; so_currency_code=eur" } },
  { name: "GET /api/resources/", path: "/api/resources/?language=fi", headers: {} },
  { name: "GET /api/product-groups/", path: "/api/product-groups/?language=fi", headers: {} },
];

const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: process.env.BENCH_DATA_DIR ?? "var/bench", LOG_LEVEL: "warn", DATABASE_URL: process.env.DATABASE_URL ?? "" },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitReady(deadline = Date.now() + 300_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the shop did not become ready");
}

try {
  await waitReady();
  const results = [];
  for (const target of targets) {
    await autocannon({ url: base + target.path, headers: target.headers, duration: 2, connections }); // warm-up
    const r = await autocannon({ url: base + target.path, headers: target.headers, duration, connections });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${target.name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    results.push({ name: target.name, path: target.path, requestsPerSecond: r.requests.average, latencyP50Ms: r.latency.p50, latencyP99Ms: r.latency.p99, throughputBytesPerSecond: r.throughput.average });
  }
  const report = { date: new Date().toISOString(), node: process.version, cpus: (await import("node:os")).cpus().length, durationSeconds: duration, connections, database: process.env.DATABASE_URL ? "postgres" : "pglite", results };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/latest.json"), JSON.stringify(report, null, 2) + "\n");
  console.table(results.map((r) => ({ target: r.name, "req/s": r.requestsPerSecond, "p50 ms": r.latencyP50Ms, "p99 ms": r.latencyP99Ms })));
  console.log("Written to bench/results/latest.json");
} finally {
  server.kill("SIGTERM");
}
