// docs/security.md "Malformed input": every API route, read from the application's own route
// table (a new route is covered without editing this file), gets at least 200 generated malformed
// requests — wrong types, missing and extra fields, huge and deep values, NUL, lone surrogates,
// out-of-range numbers, bad content types and bad query strings — as a visitor, a customer and an
// admin. None may answer 5xx, and every refusal is a JSON error body. It runs with the PostgreSQL
// integration tests (CI's `DATABASE_URL=… npm run test:integration`), or anywhere with FUZZ=1;
// FUZZ_RUNS changes the number of requests per route, FUZZ_SEED the generated requests.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RouteEntry } from "./app";
import { ADMIN_ID, MEMBER_ID, authHeaders } from "./test-support/auth";
import { createTestApp, type TestApp } from "./test-support/test-app";

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 200);
/** Fixed, so a failure names a request that can be replayed; FUZZ_SEED explores further. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUN = Boolean(process.env.DATABASE_URL) || process.env.FUZZ === "1";
/** FUZZ_ONLY=regex fuzzes only the routes whose path matches, to replay one failure quickly. */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;

/** Routes outside the JSON API: pages, assets and files answer HTML or bytes by design. */
function isApiRoute(route: RouteEntry): boolean {
  return route.url.startsWith("/api/") && !route.url.startsWith("/api/dev/");
}

/** Field names the API's schemas know, so generated bodies hit real fields with wrong values. */
async function schemaFieldNames(): Promise<string[]> {
  const dir = fileURLToPath(new URL("../../../packages/domain/src/api/", import.meta.url));
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (schema: unknown): void => {
    if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
    seen.add(schema);
    if (schema instanceof z.ZodObject) {
      for (const [key, value] of Object.entries(schema.shape as Record<string, unknown>)) {
        names.add(key);
        walk(value);
      }
    } else if (schema instanceof z.ZodArray) walk(schema.element);
    else if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) walk(schema.unwrap());
    else if (schema instanceof z.ZodUnion) for (const option of schema.options) walk(option);
    else if (schema instanceof z.ZodPipe) {
      walk(schema.in);
      walk(schema.out);
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
    for (const value of Object.values(await import(`${dir}${file}`))) walk(value);
  }
  return [...names].sort();
}

const nasty = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "💥",
  "%",
  "%00",
  "%ZZ",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "2147483648",
  "99999999999999999999999",
  "1e308",
  "-0",
  "0x10",
  "true",
  "null",
  "[]",
  "{}",
);
const numbers = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, -1e-308, 0.5, Number.MAX_SAFE_INTEGER + 2));
const strings = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }), fc.constant("a".repeat(70_000)));

function valueArbitrary(): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      strings,
      numbers,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.oneof(strings, fc.constantFrom("id", "amount", "slug")), tie("value"), { maxKeys: 4 }),
    ),
  }));
  return value;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Percent-encoding that also carries a lone surrogate (as the bytes of one, invalid UTF-8). */
function encodeLoose(text: string): string {
  // encodeURIComponent refuses only lone surrogates: encode the text between them in one call
  // each (a character at a time made this test's own work a fifth of its run, for the 70,000-
  // character values).
  return text.split(LONE_SURROGATE).map(encodeURIComponent).join("%ED%A0%80");
}

/** A JSON text nested `depth` levels deep: parsers and walkers must not overflow the stack. */
const deep = (depth: number): string => "[".repeat(depth) + "]".repeat(depth);

function bodyArbitrary(fields: string[]): fc.Arbitrary<Pick<FuzzRequest, "payload" | "headers">> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), headers: { "content-type": "application/json" } });
  const fieldObject = fc.dictionary(fc.oneof(fc.constantFrom(...fields), strings), valueArbitrary(), { maxKeys: 8 });
  return fc.oneof(
    { arbitrary: fieldObject.map(json), weight: 6 },
    { arbitrary: valueArbitrary().map(json), weight: 2 },
    { arbitrary: fc.constantFrom('{"a":', "{'a':1}", "[1,2", "nul", "\u0000", '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', "").map((raw) => ({ payload: raw, headers: { "content-type": "application/json" } })), weight: 1 },
    { arbitrary: fc.constantFrom(deep(5_000), deep(100_000), JSON.stringify({ a: "x".repeat(2_000_000) })).map((raw) => ({ payload: raw, headers: { "content-type": "application/json" } })), weight: 1 },
    {
      arbitrary: fc.tuple(fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "multipart/form-data; boundary=zz", "application/xml", "application/json; charset=latin1", "image/png"), fc.string({ maxLength: 200 })).map(([type, raw]) => ({ payload: raw, headers: { "content-type": type } })),
      weight: 2,
    },
  );
}

function queryArbitrary(fields: string[]): fc.Arbitrary<string> {
  const pair = fc.tuple(fc.oneof(fc.constantFrom(...fields), strings), fc.oneof(strings, numbers.map(String)));
  return fc.oneof(
    fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join("&")),
    fc.constantFrom("%", "a=%E0%A4%A", "a[b][c]=1", "a=1&a=2&a=3", "=&=&", "__proto__[x]=1", "q=" + "a".repeat(10_000), "language=xx&country_code=zz", "id=-1&page=99999999999"),
  );
}

function paramArbitrary(): fc.Arbitrary<string> {
  return fc.oneof(strings.map(encodeLoose), fc.constantFrom("%", "%ZZ", "%00", "..%2F..", "9".repeat(30), "-5", "0"));
}

interface FuzzRequest {
  method: NonNullable<InjectOptions["method"]>;
  url: string;
  payload?: InjectOptions["payload"];
  headers?: Record<string, string>;
  role: number;
}

function requestArbitrary(route: RouteEntry, fields: string[]): fc.Arbitrary<FuzzRequest> {
  const params = route.url.match(/:[A-Za-z_]+|\*/g) ?? [];
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  return fc
    .record({
      values: fc.tuple(...params.map(() => paramArbitrary())),
      query: fc.option(queryArbitrary(fields), { nil: undefined }),
      body: hasBody ? bodyArbitrary(fields) : fc.constant({}),
      role: fc.constantFrom(0, 1, 2),
    })
    .map(({ values, query, body, role }) => {
      let i = 0;
      const path = route.url.replace(/:[A-Za-z_]+|\*/g, () => values[i++] ?? "x");
      return { method: route.method as FuzzRequest["method"], url: query === undefined ? path : `${path}?${query}`, ...body, role };
    });
}

describe.runIf(RUN)("API fuzz: malformed requests to every route", () => {
  let t: TestApp;
  let fields: string[];
  let routes: RouteEntry[];
  beforeAll(async () => {
    t = await createTestApp();
    fields = await schemaFieldNames();
    routes = t.app.routeTable.filter(isApiRoute);
  });
  const fuzzed = () => (ONLY ? routes.filter((route) => ONLY.test(route.url)) : routes);
  afterAll(() => t?.close());

  it("reads the route table and the schemas' fields", () => {
    // A guard that the fuzz below really covers the API: the table holds its routes.
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: "POST", url: "/api/checkout/" });
    expect(fields).toContain("discount_codes");
  });

  it(`answers ${RUNS_PER_ROUTE} malformed requests per route without a 5xx, refusing with JSON`, async () => {
    const failures: string[] = [];
    const fuzzRoute = async (route: RouteEntry) => {
      // Fresh tokens per route: a fuzzed logout may end the one it was given.
      const roles = [{}, await authHeaders(t.database.db, MEMBER_ID), await authHeaders(t.database.db, ADMIN_ID)];
      let problem: string | undefined;
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(route, fields), async ({ role, ...request }) => {
            const res = await t.app.inject({ ...request, headers: { ...request.headers, ...roles[role], "x-forwarded-for": "203.0.113.9" } });
            const described = `${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? "").slice(0, 200)} → ${res.statusCode}`;
            if (res.statusCode >= 500) problem = `${described} ${res.body.slice(0, 300)}`;
            // A page for browsers (the test provider's hosted page) answers HTML; the OpenAPI check
            // of every answer (test-support/openapi-check.ts) has made sure its document says so.
            else if (res.statusCode >= 400 && String(res.headers["content-type"] ?? "").startsWith("text/html")) return true;
            else if (res.statusCode >= 400 && !String(res.headers["content-type"] ?? "").startsWith("application/json")) problem = `${described}: not JSON (${res.headers["content-type"]})`;
            else if (res.statusCode >= 400) {
              const body = res.json() as Record<string, unknown>;
              if (!("errors" in body || ("detail" in body && "code" in body))) problem = `${described}: not the shop's error shape ${res.body.slice(0, 200)}`;
            }
            return problem === undefined;
          }),
          { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
        )
        .catch((error: unknown) => failures.push(`${route.method} ${route.url}: ${problem ?? String(error)}`));
    };
    // A few routes at a time: one waits on the database while another runs.
    const queue = fuzzed();
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let route = queue.shift(); route; route = queue.shift()) await fuzzRoute(route);
    }));
    expect(failures, failures.join("\n\n")).toEqual([]);
  }, 900_000);
});
