// docs/security.md "Database outages": every route of the API, read from the application's own
// route table (a new route is covered without editing this file), asked for as a visitor and as
// an admin while the database keeps dropping the shop's connections. An answer is the route's own
// (data or a refusal) or a 503 to send again with the shop's JSON error, never another 5xx, and
// the shop answers normally again once the database is back. PostgreSQL only: PGlite has no
// connections to drop. The order and booking paths have their own outage tests with the
// invariants they keep (orders.outage.test.ts, rental.outage.test.ts).
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "./app";
import { ADMIN_ID, authHeaders } from "./test-support/auth";
import { currentDatabase, keepDroppingConnections } from "./test-support/connection-killer";
import { createTestApp, type TestApp } from "./test-support/test-app";

const url = process.env.DATABASE_URL;
if (!url) console.info("api-outage.test.ts skipped: dropping connections needs PostgreSQL (set DATABASE_URL)");

const METRICS_TOKEN = "outage-test-metrics-token-0123456789";

/** The JSON API and the operational routes beside it; pages and assets are the storefront's. */
function isCovered(route: RouteEntry): boolean {
  if (route.url.startsWith("/api/dev/")) return false;
  return route.url.startsWith("/api/") || ["/metrics", "/readyz", "/healthz", "/sitemap.xml", "/sitemaps/:file", "/robots.txt"].includes(route.url);
}

/** A plausible request: ids of demo rows in the path, an empty JSON object as the body. */
function requestOf(route: RouteEntry): InjectOptions & { method: string; url: string } {
  const method = route.method as NonNullable<InjectOptions["method"]>;
  const url = route.url.replace(/:file\b/, "pages.xml.gz").replace(/:[A-Za-z_]+|\*/g, "1");
  return ["POST", "PUT", "PATCH"].includes(route.method) ? { method, url, payload: {} } : { method, url };
}

describe.skipIf(!url)("every route while the database drops its connections", () => {
  let t: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp({ models: 8, env: { DATABASE_POOL_MAX: "10", METRICS_TOKEN } });
    routes = t.app.routeTable.filter(isCovered);
  }, 120_000);
  afterAll(() => t?.close());

  it("answers each route's own answer or a 503 with the shop's error, never another 5xx", async () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: "GET", url: "/metrics" });
    const database = await currentDatabase(t.database.db);
    const admin = await authHeaders(t.database.db, ADMIN_ID);
    const roles: Record<string, string>[] = [{}, admin];

    const killer = keepDroppingConnections(url!, database);
    const failures: string[] = [];
    let unavailable = 0;
    const queue = routes.flatMap((route) => roles.map((headers) => ({ route, headers })));
    try {
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (let job = queue.shift(); job; job = queue.shift()) {
            const request = requestOf(job.route);
            const headers = job.route.url === "/metrics" ? { authorization: `Bearer ${METRICS_TOKEN}` } : job.headers;
            const res = await t.app.inject({ ...request, headers: { ...headers, "x-forwarded-for": "203.0.113.7" } });
            const described = `${request.method} ${request.url} (${job.headers === admin ? "admin" : "visitor"}) → ${res.statusCode}`;
            if (res.statusCode === 503) {
              unavailable += 1;
              if (job.route.url === "/readyz") continue; // readiness says "not ready" in its own words
              const body = res.json() as { code?: string };
              if (typeof body.code !== "string") failures.push(`${described}: ${res.body.slice(0, 200)}`);
            } else if (res.statusCode >= 500) failures.push(`${described}: ${res.body.slice(0, 300)}`);
          }
        }),
      );
    } finally {
      await killer.stop();
    }
    expect(failures, failures.join("\n")).toEqual([]);
    // The connections really did drop while the routes were asked.
    expect(unavailable).toBeGreaterThan(0);

    // The database is back: the next requests are answered as usual.
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    const list = await t.app.inject({ method: "GET", url: "/api/route-slugs/" });
    expect(list.statusCode).toBe(200);
  }, 240_000);
});
