// `npm run bench`: starts the built shop on its own port and database, then measures requests
// per second and p50/p99 latency with autocannon for the pages and calls that matter, the
// product list of a group of about 10,000 models (cold and cached, brotli and gzip), and the
// domain package's filter-and-count time for 10,000 models. Results go to
// bench/results/latest.json and are printed as tables.
//
// Database: BENCH_DATABASE_URL, else DATABASE_URL, else embedded PGlite in BENCH_DATA_DIR
// (var/bench, seeded with the 2,000-model demo on first use). The list figures that issue 3 asks
// for need the 100,000-model catalogue; without it the bench says how to make one.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import LZString from "lz-string";
import { adminBenchmark } from "./lib/admin.mjs";
import { pagesBenchmark, serverPid } from "./lib/pages.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || "";
const dataDir = process.env.BENCH_DATA_DIR ?? "var/bench";
const LARGE_CATALOGUE = 100_000;
const LIST_TARGET_MODELS = 10_000;

const targets = [
  { name: "home page (fi, eur)", path: "/", headers: { cookie: "so_delivery_country_code=fi; so_currency_code=eur" } },
  { name: "GET /api/resources/", path: "/api/resources/?language=fi", headers: {} },
  { name: "GET /api/product-groups/", path: "/api/product-groups/?language=fi", headers: {} },
];

const tsx = (args, env = {}) =>
  spawnSync(process.execPath, ["--import", "tsx", ...args], { cwd: root, encoding: "utf8", env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });

function catalogueInfo() {
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "", DATA_DIR: dataDir };
  const result = tsx(["bench/lib/catalogue-info.ts", String(LIST_TARGET_MODELS)], env);
  if (result.status !== 0) throw new Error(`reading the bench catalogue failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").pop());
}

function largeCatalogueHint(models) {
  const holds = models > 0 ? `The bench database holds ${models.toLocaleString("en")} models` : "The bench database is empty (the shop loads the 2,000-model demo into it)";
  return [
    `${holds}; the list figures are meant for the ${LARGE_CATALOGUE.toLocaleString("en")}-model catalogue.`,
    "Make one on a PostgreSQL server (about 5 minutes) and point the bench at it:",
    "  createdb -h 127.0.0.1 -U postgres polku_bench",
    `  DATABASE_URL=postgres://postgres@127.0.0.1:5432/polku_bench npm run seed -- --reset --models ${LARGE_CATALOGUE}`,
    "  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/polku_bench npm run bench",
  ].join("\n");
}

async function waitReady(deadline = Date.now() + 600_000) {
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

async function load(name, opts) {
  await autocannon({ connections, ...opts, duration: 2 }); // warm-up
  const r = await autocannon({ connections, ...opts, duration });
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || r.requests.total === 0) {
    throw new Error(`${name}: ${r.requests.total} answers, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return { requestsPerSecond: r.requests.average, latencyP50Ms: r.latency.p50, latencyP99Ms: r.latency.p99, throughputBytesPerSecond: r.throughput.average };
}

/** One request, timed to the last byte. */
async function timed(url, init = {}) {
  const start = performance.now();
  const res = await fetch(url, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { ms: Math.round(performance.now() - start), bytes, headers: res.headers };
}

const listPath = (groupId, language) =>
  `/api/products/productmodellist/?q=${LZString.compressToEncodedURIComponent(JSON.stringify({ source: { type: "ProductGroup", id: groupId }, language, taxAreaId: 1 }))}`;

/**
 * The product list of one group: the first request after start (nothing cached), uncached
 * builds in the other languages, the size of each coding, then load on the cached answer.
 * Node's fetch would decompress on its own; the raw bytes are fetched with `fetch` and
 * decoded here so the sizes are the ones on the wire.
 */
async function listBenchmark(group) {
  const cold = await timed(base + listPath(group.id, "fi"), { headers: { "accept-encoding": "br" } });
  const uncached = [];
  for (const language of ["sv", "en", "de", "fr", "ru"]) uncached.push((await timed(base + listPath(group.id, language), { headers: { "accept-encoding": "br" } })).ms);
  uncached.sort((a, b) => a - b);
  const url = base + listPath(group.id, "fi");
  const raw = (coding) =>
    new Promise((resolve, reject) => {
      // undici's fetch decodes brotli and gzip; node:http gives the bytes as sent.
      import("node:http").then(({ get }) =>
        get(url, { headers: { "accept-encoding": coding } }, (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"] ?? "identity", bytes: Buffer.concat(chunks) }));
        }).on("error", reject),
      );
    });
  const br = await raw("br");
  const gzip = await raw("gzip");
  const identity = await raw("identity");
  if (br.encoding !== "br" || gzip.encoding !== "gzip") throw new Error("the list was not answered in the coding asked for");
  const items = JSON.parse(identity.bytes.toString("utf8"));
  if (JSON.parse(brotliDecompressSync(br.bytes).toString("utf8")).length !== items.length || JSON.parse(gunzipSync(gzip.bytes).toString("utf8")).length !== items.length) {
    throw new Error("the compressed lists do not decode to the same list");
  }
  const cachedBr = await load("list br", { url, headers: { "accept-encoding": "br" } });
  const cachedGzip = await load("list gzip", { url, headers: { "accept-encoding": "gzip" } });
  return {
    group: { id: group.id, path: group.path, models: items.length },
    bytes: { identity: identity.bytes.length, br: br.bytes.length, gzip: gzip.bytes.length },
    coldFirstRequestMs: cold.ms,
    uncachedBuildMs: { median: uncached[Math.floor(uncached.length / 2)], min: uncached[0], max: uncached.at(-1) },
    cachedBr,
    cachedGzip,
    items,
  };
}

/** Words a shopper types, some misspelt, in Finnish and English. */
const SEARCH_WORDS = [
  "takki", "kuoritakki", "kuoritaki", "untuvatakki", "housut", "retkihousut", "kengät", "vaelluskengät", "sukset", "laskettelusukset",
  "teltta", "makuupussi", "reppu", "pipo", "hanskat", "villapaita", "merino", "goretex", "revontulo", "nordvide",
  "jacket", "shell jacket", "trousers", "boots", "tent", "sleeping bag", "backpack", "gloves", "skis", "helmet",
];

/**
 * Search: every word once with nothing cached (p50/p99 of single requests), the header box's
 * suggestions likewise, then load on one cached result.
 */
async function searchBenchmark() {
  const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const series = async (pathOf) => {
    const ms = [];
    for (const word of SEARCH_WORDS) ms.push((await timed(base + pathOf(word), { headers: { "accept-encoding": "br" } })).ms);
    ms.sort((a, b) => a - b);
    return { requests: ms.length, p50Ms: percentile(ms, 50), p99Ms: percentile(ms, 99), maxMs: ms.at(-1) };
  };
  const uncached = await series((word) => `/api/search/?${new URLSearchParams({ q: word, language: /^[a-z ]+$/.test(word) && /[aeiou]ck|ee|oo|ing|ts$|et$|s$/.test(word) ? "en" : "fi" })}`);
  const suggest = await series((word) => `/api/search/suggest/?${new URLSearchParams({ q: word.slice(0, 5), language: "fi" })}`);
  const cached = await load("search cached", { url: `${base}/api/search/?q=kuoritakki&language=fi`, headers: { "accept-encoding": "br" } });
  return { uncached, suggest, cached };
}

/** The server-rendered group page of the big group (HTML to the last byte), first and again. */
async function groupPageBenchmark(group) {
  const url = `${base}/${group.path}/`;
  const first = await timed(url, { headers: { "accept-language": "fi" } });
  const again = [];
  for (let i = 0; i < 5; i += 1) again.push((await timed(url, { headers: { "accept-language": "fi" } })).ms);
  again.sort((a, b) => a - b);
  return { path: group.path, firstMs: first.ms, repeatMedianMs: again[2], htmlBytes: first.bytes.length };
}

/**
 * Cart validation (POST /api/checkout/, docs/checkout.md): a 20-line cart of variants in the web
 * warehouse, picked from the product pages of the list's models, with a discount code, a gift
 * card and a postcode, so every rule runs. Goal p50 <= 5 ms.
 */
async function checkoutBenchmark(items, cartConnections = 1) {
  const products = [];
  for (const item of items) {
    if (products.length >= 20) break;
    const page = await (await fetch(`${base}/api/products/productmodel/${item.path}/?language=fi&taxAreaId=1`)).json();
    const variant = (page.products ?? []).find((v) => v.inStockStores.some((s) => s.slug === "verkkokauppa") && !v.blockedStock);
    if (variant) products.push({ id: variant.id, amount: 1 });
  }
  if (products.length < 20) throw new Error(`only ${products.length} variants in the web warehouse for the checkout cart`);
  const body = JSON.stringify({ country_code: "fi", language_code: "fi", products, discount_codes: ["KESA10", "LAHJA-50-DEMO"], postal_code: "00100", repack: true });
  const check = await fetch(`${base}/api/checkout/`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const answer = await check.json();
  if (!check.ok || answer.products.length !== 20 || !answer.cart_discount) throw new Error(`the checkout cart was not validated: ${check.status} ${JSON.stringify(answer).slice(0, 300)}`);
  // One connection: the latency of a validation, not of a queue of ten (BENCH_ONLY=scale: throughput).
  return { lines: products.length, connections: cartConnections, ...(await load("checkout 20 lines", { url: `${base}/api/checkout/`, method: "POST", headers: { "content-type": "application/json" }, body, connections: cartConnections })) };
}

/**
 * The product page (docs/product-page.md "Speed"): server render under load (req/s, p50/p99),
 * and the JavaScript the page ships: every /assets/*.js file its HTML loads or preloads, each
 * compressed as a CDN would send it (brotli and gzip), summed.
 */
async function productPageBenchmark(productPath) {
  const url = `${base}/${productPath}/`;
  const headers = { cookie: "so_delivery_country_code=fi; so_currency_code=eur; so_language=fi" };
  const render = await load("product page (fi, eur)", { url, headers });
  const html = (await timed(url, { headers })).bytes.toString("utf8");
  const scripts = [...new Set([...html.matchAll(/["'(](\/assets\/[^"'()\s]+\.js)["')]/g)].map((m) => m[1]))];
  let raw = 0;
  let br = 0;
  let gzip = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(base + script)).arrayBuffer());
    raw += body.length;
    br += brotliCompressSync(body).length;
    gzip += gzipSync(body).length;
  }
  const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
  return { path: productPath, ...render, javascript: { files: scripts.length, rawKB: kb(raw), brotliKB: kb(br), gzipKB: kb(gzip) } };
}

/**
 * Order placement end to end with the test provider (docs/orders.md): each purchase is
 * POST /api/orders/ (one line, a fresh idempotency key) and the shopper's "approve" on the
 * hosted page, which sends the signed notification to the shop before redirecting; the time is
 * that of both. `connections` shoppers buy at once for `duration` seconds.
 * Goal >= 300 orders/s, p99 <= 150 ms on PostgreSQL.
 */
async function orderBenchmark(variantIds) {
  if (variantIds.length === 0) return null;
  const form = { first_name: "Bench", last_name: "Shopper", address: "Kauppakatu 1", postal_code: "00100", city: "Helsinki", phone: "+358401234567", email: "bench@polku.example", delivery_method: "kotiinkuljetus" };
  // node:http with keep-alive, one socket per shopper: a lighter client than fetch, so the bench
  // takes less of the machine's CPU from the shop it measures. Answers are asked for compressed,
  // as a browser does, and decoded here.
  const { Agent, request } = await import("node:http");
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const post = (pathname, type, body) =>
    new Promise((resolve, reject) => {
      const req = request(`${base}${pathname}`, { method: "POST", agent, headers: { "content-type": type, "content-length": Buffer.byteLength(body), "accept-encoding": "br, gzip" } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const coding = res.headers["content-encoding"];
          const text = (coding === "br" ? brotliDecompressSync(raw) : coding === "gzip" ? gunzipSync(raw) : raw).toString("utf8");
          resolve({ status: res.statusCode, text });
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  let n = 0;
  const purchase = async () => {
    const variant = variantIds[n++ % variantIds.length];
    const res = await post("/api/orders/", "application/json", JSON.stringify({ country_code: "fi", language_code: "fi", products: [{ id: variant, amount: 1 }], form, payment_method: "test", idempotency_key: crypto.randomUUID() }));
    const order = JSON.parse(res.text);
    if (res.status !== 201 || order.payment?.kind !== "redirect") throw new Error(`placing an order answered ${res.status}: ${res.text.slice(0, 300)}`);
    const url = new URL(order.payment.redirect_url);
    const approve = await post(url.pathname, "application/x-www-form-urlencoded", new URLSearchParams({ session: url.searchParams.get("session"), action: "approve" }).toString());
    if (approve.status !== 303) throw new Error(`approving answered ${approve.status}`);
    return order;
  };
  const run = async (seconds) => {
    const latencies = [];
    const until = performance.now() + seconds * 1000;
    let last = null;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const start = performance.now();
          last = await purchase();
          latencies.push(performance.now() - start);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10) / 10;
    return { orders: latencies.length, ordersPerSecond: Math.round(latencies.length / seconds), latencyP50Ms: at(50), latencyP99Ms: at(99), last };
  };
  await run(2); // warm-up
  const result = await run(duration);
  const check = await (await fetch(`${base}/api/orders/${result.last.number}/?token=${result.last.access_token}`)).json();
  if (check.status !== "processing") throw new Error(`a bench order is ${check.status} after its approval, not processing`);
  agent.destroy();
  delete result.last;
  return { connections, ...result };
}

async function filterBenchmark(items, groupId) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "polku-bench-"));
  try {
    writeFileSync(path.join(dir, "list.json"), JSON.stringify(items));
    writeFileSync(path.join(dir, "resources.json"), JSON.stringify(await (await fetch(`${base}/api/resources/?language=fi`)).json()));
    const result = tsx(["bench/lib/filter-bench.ts", path.join(dir, "list.json"), path.join(dir, "resources.json"), String(groupId), String(LIST_TARGET_MODELS)]);
    if (result.status !== 0) throw new Error(`the filter benchmark failed:\n${result.stderr}`);
    return JSON.parse(result.stdout.trim().split("\n").pop());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const info = catalogueInfo();
const large = info.models >= LARGE_CATALOGUE;
if (!large) console.log(`\n${largeCatalogueHint(info.models)}\n`);

const orderVariants = info.models > 0 ? JSON.parse(tsx(["bench/lib/order-stock.ts", "20"], databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "", DATA_DIR: dataDir }).stdout.trim().split("\n").pop() ?? "{}").variantIds ?? [] : [];
/**
 * BENCH_ONLY=orders measures order placement alone, BENCH_ONLY=checkout cart validation alone,
 * BENCH_ONLY=scale the group page and cart validation under BENCH_CONNECTIONS clients at once (run
 * it with WEB_CONCURRENCY=1 and =3 to compare processes, docs/deployment.md "Several processes").
 */
const only = process.env.BENCH_ONLY ?? "";

function printPages(pages) {
  console.log(`\nPages (server CPU per render from /proc, sequential requests; HTML and JavaScript per page; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}):`);
  console.table(pages.map((p) => ({ page: p.name, "CPU ms/render": p.cpuMsPerRender, "wall ms": p.wallMsPerRender, "HTML KB": Math.round(p.htmlBytes / 102.4) / 10, "HTML br KB": Math.round(p.htmlBrotliBytes / 102.4) / 10, "JS files": p.javascript.files, "JS gzip KB": p.javascript.gzipKB })));
}

/**
 * Page weight (docs/performance.md "Page weight"): each page type's JavaScript from the build
 * manifest (bench/lib/page-weight.ts) and its HTML from the renders above, against the budgets
 * (a page over its budget fails the bench) and issue 15's goals (reported).
 */
function pageWeight(pages) {
  // The budgets hold the demo's pages: another group (BENCH_GROUP_PATH) is measured, not judged.
  const html = Object.fromEntries(pages.filter((p) => p.type !== "group" || !process.env.BENCH_GROUP_PATH).map((p) => [p.type, p.htmlBytes]));
  const result = tsx(["bench/lib/page-weight.ts", path.join(root, "apps/web/build/client"), JSON.stringify(html)]);
  if (result.status !== 0) throw new Error(`reading the build manifest failed:\n${result.stderr}`);
  const javascript = JSON.parse(result.stdout.trim().split("\n").pop());
  const rows = Object.entries(javascript).map(([type, js]) => ({
    type,
    route: js.route,
    htmlBytes: pages.find((p) => p.type === type)?.htmlBytes ?? null,
    jsFiles: js.files,
    jsGzipBytes: js.gzipBytes,
    routeGzipBytes: js.routeGzipBytes,
    over: js.over,
  }));
  console.log("\nPage weight (JavaScript from the build manifest, gzip 9; budgets in bench/lib/page-weight.ts):");
  console.table(rows.map((r) => ({ page: r.type, "HTML KB": r.htmlBytes === null ? "" : Math.round(r.htmlBytes / 102.4) / 10, "JS files": r.jsFiles, "JS gzip KB": Math.round(r.jsGzipBytes / 102.4) / 10, "route JS KB": Math.round(r.routeGzipBytes / 102.4) / 10, budget: r.over.length ? "OVER" : "ok" })));
  const over = rows.flatMap((r) => r.over);
  for (const line of over) console.error(`over budget: ${line}`);
  if (over.length) process.exitCode = 1;
  return rows;
}

/** The demo's page types: home, the 113-model group of issue 15, one of its products, the cart. */
async function pageBenches() {
  const headers = { cookie: "so_delivery_country_code=fi; so_currency_code=eur; so_language=fi" };
  const groupPath = process.env.BENCH_GROUP_PATH ?? "vaatteet/takit/kuoritakit";
  const group = (await (await fetch(`${base}/api/product-groups/?language=fi`)).json()).productGroups;
  const find = (nodes) => nodes.flatMap((n) => [n, ...find(n.children ?? [])]);
  const node = find(group).find((n) => n.path === groupPath || n.path === `${groupPath}/` || n.path === `/${groupPath}/`);
  const items = node ? await (await fetch(base + listPath(node.id, "fi"))).json() : [];
  const product = items[0]?.path ?? (await (await fetch(`${base}/api/products/newest/?language=fi&limit=1`)).json()).results[0].path;
  const pages = [
    { type: "home", name: "home", path: "/", headers },
    { type: "group", name: `group (${items.length} models)`, path: `/${groupPath}/`, headers },
    { type: "product", name: "product", path: `/${product}/`, headers },
    { type: "cart", name: "cart", path: "/checkout/", headers },
  ];
  const measured = await pagesBenchmark({ base, pid: serverPid(server.pid), pages, renders: Number(process.env.BENCH_RENDERS ?? 100) });
  return measured.map((page, i) => ({ ...page, type: pages[i].type }));
}

const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: databaseUrl, PUBLIC_URL: base, NODE_ENV: process.env.NODE_ENV ?? "production", PAYMENT_TEST_PROVIDER: "true" },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  await waitReady();
  if (only === "orders") {
    const orders = await orderBenchmark(orderVariants);
    console.log(orders ? `\nOrder placement end to end (place + approve on the test provider, ${orders.connections} shoppers): ${orders.ordersPerSecond} orders/s, p50 ${orders.latencyP50Ms} ms, p99 ${orders.latencyP99Ms} ms` : "No variants to order from yet: run the bench once to seed it.");
    process.exitCode = 0;
  } else if (only === "pages") {
    const pages = await pageBenches();
    printPages(pages);
    const weight = pageWeight(pages);
    mkdirSync(path.join(root, "bench/results"), { recursive: true });
    writeFileSync(path.join(root, "bench/results/pages.json"), JSON.stringify({ date: new Date().toISOString(), loadAverage: os.loadavg(), pages, weight }, null, 2) + "\n");
  } else if (only === "admin") {
    console.log("\nBack office lists, first page (ms):");
    console.table(await adminBenchmark(base));
  } else if (only === "scale") {
    const groupPath = process.env.BENCH_GROUP_PATH ?? "vaatteet/takit/kuoritakit";
    const headers = { cookie: "so_delivery_country_code=fi; so_currency_code=eur; so_language=fi" };
    const groupPage = await load("group page", { url: `${base}/${groupPath}/`, headers });
    const group = info.group ?? (await (await fetch(`${base}/api/product-groups/?language=fi`)).json()).productGroups[0];
    const items = await (await fetch(base + listPath(group.id, "fi"))).json();
    const checkout = await checkoutBenchmark(items, connections);
    const processes = Number(process.env.WEB_CONCURRENCY ?? 1);
    console.log(`\n${processes} process(es), ${connections} connections, ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}:`);
    console.table([
      { what: `group page /${groupPath}/`, "req/s": Math.round(groupPage.requestsPerSecond), "p50 ms": groupPage.latencyP50Ms, "p99 ms": groupPage.latencyP99Ms },
      { what: `cart validation (${checkout.lines} lines)`, "req/s": Math.round(checkout.requestsPerSecond), "p50 ms": checkout.latencyP50Ms, "p99 ms": checkout.latencyP99Ms },
    ]);
  } else if (only === "checkout") {
    const group = info.group ?? (await (await fetch(`${base}/api/product-groups/?language=fi`)).json()).productGroups[0];
    const items = await (await fetch(base + listPath(group.id, "fi"))).json();
    const checkout = await checkoutBenchmark(items);
    console.log(`\nCheckout validation of a ${checkout.lines}-line cart (POST /api/checkout/): ${checkout.requestsPerSecond} req/s, p50 ${checkout.latencyP50Ms} ms, p99 ${checkout.latencyP99Ms} ms`);
  } else {
  // A database seeded by this start: the demo's first top-level group stands in.
  const group = info.group ?? (await (await fetch(`${base}/api/product-groups/?language=fi`)).json()).productGroups[0];
  // The list first, while nothing is cached.
  const list = await listBenchmark(group);
  const checkout = await checkoutBenchmark(list.items);
  const results = [];
  for (const target of targets) results.push({ name: target.name, path: target.path, ...(await load(target.name, { url: base + target.path, headers: target.headers })) });
  const filters = await filterBenchmark(list.items, list.group.id);
  const groupPage = await groupPageBenchmark(list.group.path ? list.group : group);
  const search = await searchBenchmark();
  const productPage = await productPageBenchmark(list.items[0]?.path ?? (await (await fetch(`${base}/api/products/newest/?language=fi&limit=1`)).json()).results[0].path);
  const pages = await pageBenches();
  const orders = await orderBenchmark(orderVariants);
  const admin = await adminBenchmark(base);
  delete list.items;

  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    durationSeconds: duration,
    connections,
    database: databaseUrl ? "postgres" : "pglite",
    catalogueModels: info.models || null,
    largeCatalogue: large,
    results,
    productList: list,
    filters,
    groupPage,
    search,
    checkout,
    productPage,
    pages,
    orders,
    admin,
  };
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  writeFileSync(path.join(root, "bench/results/latest.json"), JSON.stringify(report, null, 2) + "\n");
  console.table(results.map((r) => ({ target: r.name, "req/s": r.requestsPerSecond, "p50 ms": r.latencyP50Ms, "p99 ms": r.latencyP99Ms })));
  console.log(`\nProduct list of ${list.group.path} (${list.group.models} models${large ? `, ${info.models.toLocaleString("en")}-model catalogue` : ""}):`);
  console.table({
    bytes: { identity: list.bytes.identity, br: list.bytes.br, gzip: list.bytes.gzip },
    "cold / uncached ms": { identity: null, br: `${list.coldFirstRequestMs} / ${list.uncachedBuildMs.median}`, gzip: null },
    "cached req/s": { identity: null, br: list.cachedBr.requestsPerSecond, gzip: list.cachedGzip.requestsPerSecond },
    "cached p50 / p99 ms": { identity: null, br: `${list.cachedBr.latencyP50Ms} / ${list.cachedBr.latencyP99Ms}`, gzip: `${list.cachedGzip.latencyP50Ms} / ${list.cachedGzip.latencyP99Ms}` },
  });
  console.log(`\nFilters for ${filters.models} models (${filters.facetsCounted} facets counted), median / p95 ms:`);
  console.table(
    Object.fromEntries(
      ["indexAndCount", "textFilter", "facetIndex", "buildFacets", "buildFacetsUnfiltered"].map((key) => [key, { "median ms": filters[key].medianMs, "p95 ms": filters[key].p95Ms }]),
    ),
  );
  console.log(`\nGroup page /${groupPage.path}/ rendered on the server: first ${groupPage.firstMs} ms, again (median of 5) ${groupPage.repeatMedianMs} ms, ${groupPage.htmlBytes} bytes of HTML`);
  console.log(
    `\nProduct page /${productPage.path}/ rendered on the server: ${productPage.requestsPerSecond} req/s, p50 ${productPage.latencyP50Ms} ms, p99 ${productPage.latencyP99Ms} ms; ` +
      `JavaScript shipped: ${productPage.javascript.files} files, ${productPage.javascript.brotliKB} KB brotli / ${productPage.javascript.gzipKB} KB gzip (${productPage.javascript.rawKB} KB raw)`,
  );
  printPages(pages);
  pageWeight(pages);
  console.log(`\nSearch (${search.uncached.requests} different words, nothing cached):`);
  console.table({
    "/api/search/": { "p50 ms": search.uncached.p50Ms, "p99 ms": search.uncached.p99Ms },
    "/api/search/suggest/": { "p50 ms": search.suggest.p50Ms, "p99 ms": search.suggest.p99Ms },
    "/api/search/ cached (load)": { "p50 ms": search.cached.latencyP50Ms, "p99 ms": search.cached.latencyP99Ms, "req/s": search.cached.requestsPerSecond },
  });
  console.log(`\nCheckout validation of a ${checkout.lines}-line cart (POST /api/checkout/): ${checkout.requestsPerSecond} req/s, p50 ${checkout.latencyP50Ms} ms, p99 ${checkout.latencyP99Ms} ms`);
  if (orders) console.log(`\nOrder placement end to end (place + approve on the test provider, ${orders.connections} shoppers): ${orders.ordersPerSecond} orders/s, p50 ${orders.latencyP50Ms} ms, p99 ${orders.latencyP99Ms} ms`);
  if (admin) {
    console.log("\nBack office lists, first page (ms):");
    console.table(admin);
  }
  if (!large) console.log(`\n${largeCatalogueHint(info.models)}`);
  console.log("Written to bench/results/latest.json");
  }
} finally {
  server.kill("SIGTERM");
}
