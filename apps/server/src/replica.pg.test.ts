// The shop on a PostgreSQL primary with a real streaming replica (docs/deployment.md "Read
// replica"). Run by `npm run test:replica` (scripts/replica/run.mjs), which starts a throw-away
// primary and its standby and sets DATABASE_URL and REPLICA_TEST_PORT; skipped elsewhere.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, routeReads, type DatabaseHandle } from "@polku/db";
import { sql } from "@polku/db/orm";
import { ADMIN_ID, authHeaders } from "./test-support/auth";
import { createTestApp, type TestApp } from "./test-support/test-app";

const REPLICA_PORT = process.env.REPLICA_TEST_PORT;

describe.runIf(Boolean(REPLICA_PORT && process.env.DATABASE_URL))("reads from a streaming replica", () => {
  let t: TestApp;
  let replicaHandle: DatabaseHandle;
  let replicaQueries = 0;

  beforeAll(async () => {
    t = await createTestApp({
      wrapDatabase: async (primary) => {
        // The test database made on the primary is on the standby too, under the same name.
        const url = new URL(primary.location);
        url.port = REPLICA_PORT!;
        replicaHandle = await openDatabase({ url: url.toString(), poolMax: 4 });
        replicaHandle.observeQueries(() => (replicaQueries += 1));
        const replica = routeReads(primary.db, replicaHandle.db, { pollMs: 200 });
        return {
          ...primary,
          replica,
          close: async () => {
            replica.stop();
            await Promise.all([primary.close(), replicaHandle.close()]);
          },
        };
      },
    });
    expect(await t.database.replica!.settled(30_000)).toBe(true);
  }, 180_000);
  afterAll(() => t?.close());

  it("is a real standby: it refuses writes and has replayed the test database", async () => {
    const { rows } = await replicaHandle.db.execute<{ recovery: boolean }>(sql`select pg_is_in_recovery() as recovery`);
    expect(rows[0]!.recovery).toBe(true);
    const refused = await replicaHandle.db.execute(sql`create table refused (id int)`).then(() => null, (error: unknown) => error as Error & { cause?: Error });
    expect(String(refused?.cause?.message ?? refused?.message)).toMatch(/read-only/);
  });

  it("answers the catalogue's reads from the replica", async () => {
    const before = replicaQueries;
    t.app.catalogueCache.invalidate();
    const res = await t.app.inject({ method: "GET", url: "/api/product-groups/?language=fi" });
    expect(res.statusCode).toBe(200);
    expect(replicaQueries).toBeGreaterThan(before);
  });

  it("answers a price changed in the back office at once, never the replica's older one", async () => {
    const auth = await authHeaders(t.database.db, ADMIN_ID);
    const { rows } = await t.database.db.execute<{ id: number; path: string }>(sql`
      select m.id, t.path from product_models m join product_model_translations t on t.model_id = m.id and t.language = 'fi'
      join model_prices p on p.model_id = m.id and p.tax_area_id = 1 where m.is_public order by m.id limit 1`);
    const model = rows[0]!;
    const pageUrl = `/api/products/productmodel/${model.path.replace(/^\/+|\/+$/g, "")}/?language=fi&taxAreaId=1`;
    for (let round = 1; round <= 10; round += 1) {
      expect((await t.app.inject({ method: "GET", url: pageUrl })).statusCode).toBe(200); // cached before the change
      const detail = (await t.app.inject({ method: "GET", url: `/api/admin/models/${model.id}/`, headers: auth })).json() as {
        prices_version: string;
        prices: { tax_area_id: number; regular: number }[];
      };
      const row = detail.prices.find((p) => p.tax_area_id === 1)!;
      const active = row.regular - 100 * round;
      const change = await t.app.inject({
        method: "PUT",
        url: `/api/admin/models/${model.id}/prices/`,
        headers: auth,
        payload: { version: detail.prices_version, prices: [{ tax_area_id: 1, regular: row.regular, active, club: null, discount_free: null, price_ending: null }] },
      });
      expect(change.statusCode).toBe(200);
      const page = await t.app.inject({ method: "GET", url: pageUrl });
      expect((page.json() as { prices: { active: number } }).prices.active).toBe(active);
    }
    expect(await t.database.replica!.settled(10_000)).toBe(true);
  });
});
