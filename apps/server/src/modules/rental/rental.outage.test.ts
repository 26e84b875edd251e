// Second-hand and rental while the database drops its connections (docs/security.md "Database
// outages"; PostgreSQL only: PGlite has no connections to drop). Every answer is the page's data
// or a 503 to send again, never a 500, and no booking is half written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { addDays, rentalBookingSchema, rentalItemsResponseSchema, shopToday, type RentalBooking } from "@polku/domain";
import { currentDatabase, expectDropDuring, keepDroppingConnections } from "../../test-support/connection-killer";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { orderBody, ordersFixture, placeRaw, type OrdersFixture } from "../orders/orders.test-support";

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
    // The burst goes into a fault already running, and must meet it (expectDropDuring below).
    await killer.firstDrop;
    const sentAt = Date.now();
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
    const answeredAt = Date.now();
    const drops = killer.drops();
    await killer.stop();
    // The database really dropped connections while the requests ran: otherwise nothing was tested.
    expectDropDuring(drops, sentAt, answeredAt);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => ![200, 201, 409, 503].includes(c)), answers.filter((a) => a.statusCode >= 500 && a.statusCode !== 503).map((a) => a.body).join("\n")).toEqual([]);
    // A booking exists with all of its days, or not at all.
    const broken = await t.database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from rental_bookings b
      where b.status <> 'cancelled' and (select count(*) from rental_booking_days d where d.booking_id = b.id) <> b.end_date - b.start_date + 1`);
    expect(broken.rows[0]!.n).toBe(0);
  }, 120_000);
});

describe.skipIf(!url)("rental orders while the database drops its connections", () => {
  let f: OrdersFixture;
  beforeAll(async () => {
    f = await ordersFixture({ pool: true, env: { TRUST_PROXY: "127.0.0.1" } });
  }, 120_000);
  afterAll(() => f?.t.close());

  it("places an order with its rental whole or not at all, and the same key places it once", async () => {
    const database = await currentDatabase(f.t.database.db);
    const items = rentalItemsResponseSchema.parse((await f.t.app.inject({ method: "GET", url: "/api/rental/?store=helsinki-kamppi" })).json()).items;
    const today = shopToday(new Date());
    // Held bookings made before the outage, one per order.
    const bookings: RentalBooking[] = [];
    for (let i = 0; i < 24; i++) {
      const item = items[i % items.length]!;
      const start = addDays(today, 30 + Math.floor(i / items.length) * 3);
      const res = await f.t.app.inject({
        method: "POST", url: "/api/rental/bookings/", headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
        payload: { item_id: item.id, size: item.sizes[0]!.size, start, end: start, name: "Aino", email: `outage.online${i}@example.fi`, phone: "040 123 4567", payment: "online" },
      });
      expect(res.statusCode, res.body).toBe(201);
      bookings.push(rentalBookingSchema.parse(res.json()));
    }
    const bodies = bookings.map((b) => orderBody({ rentals: [{ number: b.number, token: b.token }] } as never));
    const killer = keepDroppingConnections(url!, database);
    // Sent into a fault already running: a burst that finished before the first drop proved nothing.
    await killer.firstDrop;
    const sentAt = Date.now();
    const first = await Promise.all(bodies.map((body) => placeRaw(f, body)));
    const answeredAt = Date.now();
    const drops = killer.drops();
    await killer.stop();
    expectDropDuring(drops, sentAt, answeredAt);
    expect(first.filter((r) => r.statusCode !== 201 && r.statusCode !== 503).map((r) => r.body)).toEqual([]);

    // Whatever the outage cut: a booking is held for its hold (no order) or taken by exactly one
    // order line (hold cleared), never in between.
    const halfway = await f.one<{ n: number }>(sql`
      select count(*)::int as n from rental_bookings b
      where b.number = any(${`{${bookings.map((b) => b.number).join(",")}}`}::text[])
        and (b.status <> 'held'
          or (b.hold_expires_at is null) <> exists (select 1 from order_lines l where l.rental_booking_id = b.id)
          or (select count(*) from rental_booking_days d where d.booking_id = b.id) <> 1)`);
    expect(halfway.n).toBe(0);

    // The storefront sends the refused ones again with their keys: every booking in one order.
    const again = await Promise.all(bodies.map((body, i) => (first[i]!.statusCode === 503 ? placeRaw(f, body) : Promise.resolve(first[i]!))));
    expect(again.map((r) => r.statusCode)).toEqual(bodies.map(() => 201));
    const linked = await f.one<{ n: number; orders: number }>(sql`
      select count(*)::int as n, count(distinct l.order_id)::int as orders from order_lines l join rental_bookings b on b.id = l.rental_booking_id
      where b.number = any(${`{${bookings.map((b) => b.number).join(",")}}`}::text[]) and b.hold_expires_at is null`);
    expect(linked).toEqual({ n: bookings.length, orders: bookings.length });
  }, 180_000);
});
