// /metrics (docs/deployment.md "Metrics"): off unless METRICS_TOKEN is set, refused without the
// token, and then what an operator's dashboard reads: requests by route pattern and status,
// cache hits, the jobs' backlog and orders by state.
import LZString from "lz-string";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { productGroupsResponseSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const TOKEN = "metrics-token-for-the-tests-0123456789";

/** The value of one sample line, e.g. `name{a="b"} 3`; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",");
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

describe("metrics without a token", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ models: 8 });
  }, 120_000);
  afterAll(() => t?.close());

  it("are not served at all", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(404);
  });
});

describe("metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ models: 8, env: { METRICS_TOKEN: TOKEN } });
  }, 120_000);
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    return res.body;
  };

  it("refuse a scraper without the token, or with another one", async () => {
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toContain("Bearer");
      expect(res.body).not.toContain("polku_");
    }
  });

  it("count requests by route pattern and status, not by address", async () => {
    const before = sample(await scrape(), "polku_http_request_duration_seconds_count", { method: "GET", route: "/api/products/productgroup/", status_code: "404" }) ?? 0;
    for (const path of ["no-such-group-a", "no-such-group-b"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/products/productgroup/?path=${path}&language=fi` });
      expect(res.statusCode).toBe(404);
    }
    const text = await scrape();
    expect(sample(text, "polku_http_request_duration_seconds_count", { method: "GET", route: "/api/products/productgroup/", status_code: "404" })).toBe(before + 2);
    expect(text).not.toContain("no-such-group");
    expect(text).toContain("polku_process_cpu_seconds_total");
    expect(text).toContain("polku_nodejs_eventloop_lag_seconds");
  });

  it("count the response caches' hits and misses", async () => {
    const groups = productGroupsResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/product-groups/?language=fi" })).json()).productGroups;
    const q = LZString.compressToEncodedURIComponent(JSON.stringify({ source: { type: "ProductGroup", id: groups[0]!.id }, language: "fi", taxAreaId: 1 }));
    const list = { method: "GET", url: `/api/products/productmodellist/?q=${encodeURIComponent(q)}` } as const;
    const first = await t.app.inject(list);
    expect(first.statusCode, first.body).toBe(200);
    const before = await scrape();
    const hits = sample(before, "polku_response_cache_requests_total", { cache: "product-list", result: "hit" }) ?? 0;
    expect(sample(before, "polku_response_cache_requests_total", { cache: "product-list", result: "miss" })).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject(list)).statusCode).toBe(200);
    expect(sample(await scrape(), "polku_response_cache_requests_total", { cache: "product-list", result: "hit" })).toBeGreaterThan(hits);
  });

  it("show the mail backlog and its age, and orders by status", async () => {
    await t.database.db.execute(sql`
      insert into mail_outbox (kind, to_address, from_address, language, subject, html, text, created_at)
      values ('test.metrics', 'a@example.fi', 'shop@example.fi', 'fi', 's', '<p>h</p>', 't', now() - interval '10 minutes')`);
    const text = await scrape();
    expect(sample(text, "polku_jobs_backlog", { job: "mail" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "polku_jobs_lag_seconds", { job: "mail" })).toBeGreaterThanOrEqual(600);
    expect(sample(text, "polku_jobs_backlog", { job: "order_expiry" })).toBe(0);
    expect(text).toContain("# TYPE polku_orders gauge");
  });

  it("time SQL statements by operation, on either driver", async () => {
    const count = (text: string, labels: Record<string, string>) => sample(text, "polku_db_query_duration_seconds_count", labels) ?? 0;
    const before = await scrape();
    // One statement of each kind, and one that fails.
    await t.database.db.execute(sql`
      insert into mail_outbox (kind, to_address, from_address, language, subject, html, text)
      values ('test.metrics.timing', 'b@example.fi', 'shop@example.fi', 'fi', 's', '<p>h</p>', 't')`);
    await t.database.db.execute(sql`update mail_outbox set subject = 'u' where kind = 'test.metrics.timing'`);
    await t.database.db.execute(sql`delete from mail_outbox where kind = 'test.metrics.timing'`);
    await expect(t.database.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    const after = await scrape();
    // The scrape's own figures are selects; each write above is counted under its kind.
    expect(count(after, { operation: "select", outcome: "ok" })).toBeGreaterThan(count(before, { operation: "select", outcome: "ok" }));
    for (const operation of ["insert", "update", "delete"]) {
      expect(count(after, { operation, outcome: "ok" }) - count(before, { operation, outcome: "ok" }), operation).toBeGreaterThanOrEqual(1);
    }
    expect(count(after, { operation: "select", outcome: "error" }) - count(before, { operation: "select", outcome: "error" })).toBe(1);
    expect(after).toContain("# TYPE polku_db_query_duration_seconds histogram");
    expect(sample(after, "polku_db_query_duration_seconds_sum", { operation: "select", outcome: "ok" })).toBeGreaterThan(0);
    expect(sample(after, "polku_db_query_duration_seconds_bucket", { operation: "select", outcome: "ok", le: "+Inf" })).toBe(count(after, { operation: "select", outcome: "ok" }));
  });

  it.skipIf(!process.env.DATABASE_URL)("show the PostgreSQL pool's use", async () => {
    const text = await scrape();
    expect(sample(text, "polku_db_pool_connections", { state: "max" })).toBeGreaterThan(0);
    expect(sample(text, "polku_db_pool_connections", { state: "total" })).toBeGreaterThan(0);
    expect(sample(text, "polku_db_pool_connections", { state: "waiting" })).toBe(0);
  });
});
