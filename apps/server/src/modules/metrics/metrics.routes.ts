// /metrics in Prometheus' text format (docs/deployment.md "Metrics"): requests by route and
// status with their latency, the process (CPU, memory, event loop, heap), the PostgreSQL pool and
// the time of SQL statements by operation (PGlite and PostgreSQL alike),
// the response caches' hits and misses, and what the background work has left to do (mail
// outbox, orders past their reservation, refunds due) and orders and payments by state, read from
// the database so every process reports the same figures. Served only when METRICS_TOKEN is set,
// and only to a scraper that sends it as a bearer token.
import { timingSafeEqual } from "node:crypto";
import type { DatabaseHandle } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { responseCacheCounts } from "../../lib/response-cache";

export interface MetricsOptions {
  token: string;
  database: DatabaseHandle;
}

/** Buckets in seconds: a cached API answer takes a millisecond, a cold group page a second. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A look-up by key takes a tenth of a millisecond, a large list's query a good part of a second. */
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "polku_" });

  const requests = new Histogram({
    name: "polku_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // The route's pattern, never the raw path: a label per product address would grow without end.
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    if (route === "/metrics") return;
    requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  new Counter({
    name: "polku_response_cache_requests_total",
    help: "Look-ups of the response caches of this process, answered from the cache (hit) or built (miss).",
    labelNames: ["cache", "result"] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, { hits, misses }] of responseCacheCounts()) {
        this.inc({ cache, result: "hit" }, hits);
        this.inc({ cache, result: "miss" }, misses);
      }
    },
  });

  const poolStats = opts.database.poolStats;
  if (poolStats) {
    new Gauge({
      name: "polku_db_pool_connections",
      help: "PostgreSQL pool connections: open (total), idle, requests waiting for one, and the pool's size (max).",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ["total", "idle", "waiting", "max"] as const) this.set({ state }, stats[state]);
      },
    });
  }

  // Every SQL statement of this process, by kind, as the code waiting for it sees it (packages/db
  // query-timing.ts); failed ones apart, so a burst of errors does not look like fast queries.
  const queryTime = new Histogram({
    name: "polku_db_query_duration_seconds",
    help: "Time of SQL statements from call to answer, by operation (select, insert, update, delete, transaction, other) and outcome (ok, error).",
    labelNames: ["operation", "outcome"] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const stopTiming = opts.database.observeQueries((operation, seconds, failed) => queryTime.observe({ operation, outcome: failed ? "error" : "ok" }, seconds));
  app.addHook("onClose", async () => stopTiming());

  const db = opts.database.db;
  const backlog = new Gauge({
    name: "polku_jobs_backlog",
    help: "Work the background jobs have left: mail not yet sent, orders past their reservation still holding stock, refunds due.",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const lag = new Gauge({
    name: "polku_jobs_lag_seconds",
    help: "Age of the oldest work each background job has left (0 when none).",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const orders = new Gauge({
    name: "polku_orders",
    help: "Orders by status and payment status.",
    labelNames: ["status", "payment_status"] as const,
    registers: [registry],
  });
  const payments = new Gauge({
    name: "polku_payment_events",
    help: "Payment provider events by outcome.",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  const scrapeErrors = new Counter({
    name: "polku_metrics_database_errors_total",
    help: "Scrapes whose database figures could not be read (the others are still reported).",
    registers: [registry],
  });

  /** The figures only the database knows, read once per scrape. */
  async function readDatabaseFigures(): Promise<void> {
    const jobs = await db.execute<{ job: string; n: number; oldest: number | null }>(sql`
      select 'mail' as job, count(*)::int as n, extract(epoch from now() - min(created_at))::float8 as oldest
        from mail_outbox where sent_at is null
      union all
      select 'order_expiry', count(*)::int, extract(epoch from now() - min(reserved_until))::float8
        from orders where status = 'new' and payment_status = 'pending' and reserved_until < now()
      union all
      select 'refunds', count(*)::int, extract(epoch from now() - min(next_attempt_at))::float8
        from order_refunds where status = 'pending' and next_attempt_at <= now()`);
    backlog.reset();
    lag.reset();
    for (const row of jobs.rows) {
      backlog.set({ job: row.job }, Number(row.n));
      lag.set({ job: row.job }, Math.max(0, Number(row.oldest ?? 0)));
    }
    const byStatus = await db.execute<{ status: string; payment_status: string; n: number }>(
      sql`select status::text, payment_status::text, count(*)::int as n from orders group by 1, 2`,
    );
    orders.reset();
    for (const row of byStatus.rows) orders.set({ status: row.status, payment_status: row.payment_status }, Number(row.n));
    const events = await db.execute<{ status: string; n: number }>(sql`select status::text, count(*)::int as n from payment_events group by 1`);
    payments.reset();
    for (const row of events.rows) payments.set({ status: row.status }, Number(row.n));
  }

  const expected = Buffer.from(`Bearer ${opts.token}`);
  app.get("/metrics", async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return reply.status(401).send({ detail: "A bearer token is required", code: "not_authenticated" });
    }
    try {
      await readDatabaseFigures();
    } catch (err) {
      request.log.warn({ err }, "metrics: database figures unavailable");
      scrapeErrors.inc();
    }
    reply.header("cache-control", "no-store");
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
