// A database that drops its connections in the middle of a burst of orders (docs/security.md
// "Database outages"; PostgreSQL only: PGlite has no connections to drop). The server terminates
// the shop's backends again and again while 120 orders are being placed. The process must live
// (an unhandled 'error' event of a checked-out client would end it, and the test run with it),
// every request must get either its order or a 503 that the storefront sends again with the same
// idempotency key, and afterwards every order is whole and every unit is accounted for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import type { PlaceOrderResponse } from "@polku/domain";
import { keepDroppingConnections } from "../../test-support/connection-killer";
import { orderBody, ordersFixture, placeRaw, type OrdersFixture } from "./orders.test-support";

const url = process.env.DATABASE_URL;
if (!url) console.info("orders.outage.test.ts skipped: dropping connections needs PostgreSQL (set DATABASE_URL)");

describe.skipIf(!url)("orders while the database drops its connections", () => {
  let f: OrdersFixture;
  beforeAll(async () => {
    f = await ordersFixture({ pool: true });
  }, 120_000);
  afterAll(() => f?.t.close());

  it("keeps the process alive, answers 503 to what it could not finish, and loses or doubles nothing", async () => {
    const [v, w] = f.variants;
    await f.setStock(v, 1_001);
    await f.setStock(w, 1_001);
    const { database } = await f.one<{ database: string }>(sql`select current_database() as database`);
    // Warm: the reference data and prices are cached, so the burst's requests are in their own transactions when the backends go.
    expect((await placeRaw(f, orderBody({ products: [{ id: v, amount: 1 }, { id: w, amount: 1 }] }))).statusCode).toBe(201);
    const bodies = Array.from({ length: 120 }, (_, i) => orderBody({ products: [{ id: v, amount: 1 + (i % 2) }, { id: w, amount: 1 }] }));

    // The burst, with the backends terminated every 15 ms until it is over.
    const killer = keepDroppingConnections(url!, database, 20);
    const first = await Promise.all(bodies.map((body) => placeRaw(f, body)));
    expect(await killer.stop()).toBeGreaterThan(0);

    const statuses = first.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 201 && s !== 503), first.find((r) => r.statusCode !== 201 && r.statusCode !== 503)?.body).toEqual([]);
    for (const refused of first.filter((r) => r.statusCode === 503)) {
      expect(refused.json()).toEqual({ detail: expect.any(String), code: "database_unavailable" });
      expect(refused.headers["retry-after"]).toBe("1");
    }

    // The very next request after the outage succeeds: no broken connection is left in the pool.
    const fresh = await placeRaw(f, orderBody({ products: [{ id: w, amount: 1 }] }));
    expect(fresh.statusCode, fresh.body).toBe(201);

    // The storefront sends each refused order again with its idempotency key.
    const again = await Promise.all(bodies.map((body, i) => (first[i]!.statusCode === 503 ? placeRaw(f, body) : Promise.resolve(first[i]!))));
    expect(again.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    const numbers = again.map((r) => (r.json() as PlaceOrderResponse).number);
    expect(new Set(numbers).size).toBe(bodies.length);

    // One order per key, every order whole: lines, and reservations equal to its lines' units.
    const keys = `{${bodies.map((b) => b.idempotency_key).join(",")}}`;
    const whole = await f.one<{ orders: number; broken: number }>(
      sql`select count(*)::int as orders,
            count(*) filter (where coalesce((select sum(quantity) from order_lines l where l.order_id = o.id), 0)
                              <> coalesce((select sum(quantity) from stock_reservations r where r.order_id = o.id), -1))::int as broken
          from orders o where o.idempotency_key = any(${keys}::text[])`,
    );
    expect(whole).toEqual({ orders: bodies.length, broken: 0 });

    // No client is left checked out: a connection that dropped at BEGIN was released too.
    const pool = (f.t.database.db as unknown as { $client: { totalCount: number; idleCount: number; waitingCount: number } }).$client;
    expect({ busy: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }).toEqual({ busy: 0, waiting: 0 });

    // Every unit accounted for: stock plus the units held by orders equals the start.
    for (const variant of [v, w]) {
      const units = await f.one<{ total: number }>(
        sql`select (select quantity from stock where variant_id = ${variant} and store_id = 20)
                 + coalesce((select sum(quantity) from stock_reservations where variant_id = ${variant} and store_id = 20 and released_at is null and consumed_at is null), 0) as total`,
      );
      expect(Number(units.total)).toBe(1_001);
    }
  }, 180_000);
});
