// Second-hand and rental while the database drops its connections (docs/security.md "Database
// outages"; PostgreSQL only: PGlite has no connections to drop). Every answer is the page's data
// or a 503 to send again, never a 500, and no booking is half written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { addDays, rentalItemsResponseSchema, shopToday } from "@polku/domain";
import { currentDatabase, keepDroppingConnections } from "../../test-support/connection-killer";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const url = process.env.DATABASE_URL;
if (!url) console.info("rental.outage.test.ts skipped: dropping connections needs PostgreSQL (set DATABASE_URL)");

describe.skipIf(!url)("second-hand and rental while the database drops its connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Each booking comes from an address of its own, so the per-address booking limit
    // (docs/rental.md "Limits") does not answer before the database does.
    t = await createTestApp({ models: 8, env: { DATABASE_POOL_MAX: "10", TRUST_PROXY: "127.0.0.1" } });
  }, 120_000);
  afterAll(() => t?.close());

  it("answers 200/201/409 or 503, never 500, and leaves every booking whole", async () => {
    const database = await currentDatabase(t.database.db);
    const item = rentalItemsResponseSchema.parse((await t.app.inject({ method: "GET", url: "/api/rental/?store=tampere" })).json()).items[0]!;
    const today = shopToday(new Date());
    const killer = keepDroppingConnections(url!, database);
    const requests = Array.from({ length: 60 }, (_, i) =>
      i % 3 === 0
        ? t.app.inject({ method: "GET", url: "/api/second-hand/?language=en" })
        : i % 3 === 1
          ? t.app.inject({ method: "GET", url: `/api/rental/items/${item.id}/availability/?size=${encodeURIComponent(item.sizes[0]!.size)}&from=${addDays(today, 1)}&to=${addDays(today, 20)}` })
          : t.app.inject({
              method: "POST", url: "/api/rental/bookings/", headers: { "x-forwarded-for": `198.51.100.${i}` },
              payload: { item_id: item.id, size: item.sizes[0]!.size, start: addDays(today, 5 + (i % 20)), end: addDays(today, 5 + (i % 20)), name: "Aino", email: `outage${i}@example.fi`, phone: "040 123 4567" },
            }),
    );
    const answers = await Promise.all(requests);
    await killer.stop();
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => ![200, 201, 409, 503].includes(c)), answers.filter((a) => a.statusCode >= 500 && a.statusCode !== 503).map((a) => a.body).join("\n")).toEqual([]);
    // A booking exists with all of its days, or not at all.
    const broken = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from rental_bookings b
      where b.status <> 'cancelled' and (select count(*) from rental_booking_days d where d.booking_id = b.id) <> b.end_date - b.start_date + 1`);
    expect(broken.rows[0]!.n).toBe(0);
  }, 120_000);
});
