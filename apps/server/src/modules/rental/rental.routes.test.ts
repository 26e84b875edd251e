// Integration (PGlite, or PostgreSQL with DATABASE_URL): the demo's rental items, the
// availability calendar, bookings with their price and e-mail, field errors and 404s, the
// database's refusal of a second booking of a unit on a shared day (also when many shoppers book
// at the same moment), cancelling, the staff's day and the rental_enabled setting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { addDays, RENTAL_BOOKING_LOOKUPS_PER_ADDRESS, RENTAL_BOOKINGS_PER_ADDRESS, RENTAL_BOOKINGS_PER_EMAIL, rentalAvailabilitySchema, rentalBookingSchema, rentalItemsResponseSchema, rentalQuote, rentalStaffDaySchema, shopToday, type RentalItem } from "@polku/domain";
import { authHeaders, MEMBER_ID, STAFF_ID } from "../../test-support/auth";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
beforeAll(async () => {
  // The shoppers of this file come from addresses of their own (a forwarded address per call,
  // believed from the local proxy), so only the limits test meets the booking limits.
  t = await createTestApp({ models: 8, env: { DATABASE_POOL_MAX: "20", TRUST_PROXY: "127.0.0.1" } });
}, 120_000);
afterAll(() => t?.close());

const today = shopToday(new Date());
/** A day `n` days from today, past any weekend rules' doubt. */
const day = (n: number) => addDays(today, n);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
let shopper = 0;
let email = 0;
const nextAddress = () => {
  shopper++;
  return `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}`;
};
const post = (url: string, payload: unknown, address = nextAddress()) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers: { "x-forwarded-for": address } });
const one = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

async function items(query = ""): Promise<RentalItem[]> {
  const res = await get(`/api/rental/?language=en${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return rentalItemsResponseSchema.parse(res.json()).items;
}
const body = (item: RentalItem, size: string, start: string, end: string, over: Record<string, unknown> = {}) => ({
  item_id: item.id, size, start, end, name: "Aino Virtanen", email: `aino.rental.${++email}@example.fi`, phone: "+358 40 123 4567", language: "en", ...over,
});

describe("rental items and availability", () => {
  it("lists the items of the stores with rental: prices, deposit, sizes with their units", async () => {
    const res = await get("/api/rental/?language=fi");
    const answer = rentalItemsResponseSchema.parse(res.json());
    expect(answer.enabled).toBe(true);
    expect(answer.stores.map((s) => s.slug)).toContain("helsinki-kamppi");
    expect(answer.items.length).toBeGreaterThanOrEqual(10);
    for (const item of answer.items) {
      expect(item.price_per_weekend).toBeLessThan(2 * item.price_per_day);
      expect(item.sizes.length).toBeGreaterThan(0);
      expect(item.name).not.toBe("");
    }
    const helsinki = await items("&store=helsinki-kamppi");
    expect(new Set(helsinki.map((i) => i.store.slug))).toEqual(new Set(["helsinki-kamppi"]));
    expect((await get("/api/rental/?store=nowhere&language=sv")).json()).toEqual({ detail: "Butiken hittades inte.", code: "store_not_found" });
    expect((await get("/api/rental/?store=%3Cx%3E")).statusCode).toBe(400);
  });

  it("answers free units per day, and bad input with field errors or 404", async () => {
    const [item] = await items("&store=helsinki-kamppi");
    const size = item!.sizes[0]!;
    const res = await get(`/api/rental/items/${item!.id}/availability/?size=${encodeURIComponent(size.size)}&from=${day(1)}&to=${day(14)}`);
    const calendar = rentalAvailabilitySchema.parse(res.json());
    expect(calendar.days).toHaveLength(14);
    expect(calendar.units).toBe(size.units);
    const url = `/api/rental/items/${item!.id}/availability/?size=${encodeURIComponent(size.size)}`;
    const bad: [string, string][] = [
      [`${url}&from=2026-02-30&to=${day(3)}`, "from"], [`${url}&from=${day(3)}&to=${day(1)}`, "to"], [`${url}&from=${day(1)}&to=${day(90)}`, "to"],
      [`${url}&from=tomorrow&to=${day(1)}`, "from"], [`/api/rental/items/${item!.id}/availability/?size=XXL&from=${day(1)}&to=${day(2)}`, "size"],
      [`/api/rental/items/abc/availability/?size=M&from=${day(1)}&to=${day(2)}`, "id"],
    ];
    for (const [u, field] of bad) {
      const r = await get(u);
      expect(r.statusCode, u).toBe(400);
      expect(Object.keys(r.json().errors), u).toContain(field);
    }
    expect((await get(`/api/rental/items/2000000000/availability/?size=M&from=${day(1)}&to=${day(2)}`)).statusCode).toBe(404);
  });
});

describe("booking", () => {
  it("books a unit, prices the weekend, e-mails the shopper, and reads back with the token only", async () => {
    const [item] = await items("&store=tampere");
    const size = item!.sizes[0]!.size;
    const start = day(10);
    const end = day(13);
    const res = await post("/api/rental/bookings/", body(item!, size, start, end));
    expect(res.statusCode, res.body).toBe(201);
    const booking = rentalBookingSchema.parse(res.json());
    expect(booking).toMatchObject({ status: "reserved", size, start, end, days: 4, deposit: item!.deposit, store: { slug: "tampere" } });
    expect(booking.total).toBe(rentalQuote({ start, end }, { perDay: item!.price_per_day, perWeekend: item!.price_per_weekend }).total);
    expect(booking.number).toMatch(/^R\d{8}$/);
    const mail = await one<{ n: number; subject: string; text: string; language: string }>(
      sql`select count(*)::int as n, max(subject) as subject, max(text) as text, max(language) as language from mail_outbox where dedupe_key = ${`rental.booking:${booking.number}`}`,
    );
    expect(mail).toMatchObject({ n: 1, subject: `Rental booking ${booking.number}`, language: "en" });
    expect(mail.text).toContain(`/rental/booking/${booking.number}/?token=${booking.token}`);
    const read = await get(`/api/rental/bookings/${booking.number}/?token=${booking.token}`);
    expect(rentalBookingSchema.parse(read.json())).toEqual(booking);
    expect((await get(`/api/rental/bookings/${booking.number}/?token=${"x".repeat(24)}&language=fi`)).json()).toEqual({ detail: "Varausta ei löytynyt.", code: "booking_not_found" });
    expect((await get(`/api/rental/bookings/P123/?token=${booking.token}`)).statusCode).toBe(400);
    // The calendar counts it.
    const calendar = rentalAvailabilitySchema.parse((await get(`/api/rental/items/${item!.id}/availability/?size=${encodeURIComponent(size)}&from=${start}&to=${day(14)}`)).json());
    expect(calendar.days.map((d) => d.free)).toEqual([...Array(4).fill(calendar.units - 1), calendar.units]);
  });

  it("answers bad bodies with field errors in the shopper's language, an unknown item with 404", async () => {
    const [item] = await items("&store=tampere");
    const size = item!.sizes[0]!.size;
    const cases: [Record<string, unknown>, string][] = [
      [body(item!, size, day(2), day(3), { email: "nope" }), "email"],
      [body(item!, size, day(2), day(3), { phone: "call me" }), "phone"],
      [body(item!, size, day(2), day(3), { name: "" }), "name"],
      [body(item!, size, day(-1), day(3)), "start"],
      [body(item!, size, day(5), day(3)), "end"],
      [body(item!, size, day(2), day(40)), "end"],
      [body(item!, size, day(300), day(301)), "start"],
      [body(item!, size, "2026-13-01", day(3)), "start"],
      [body(item!, "XXL", day(2), day(3)), "size"],
      [{ ...body(item!, size, day(2), day(3)), admin: true }, "__all__"],
    ];
    for (const [payload, field] of cases) {
      const res = await post("/api/rental/bookings/", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
    }
    const past = await post("/api/rental/bookings/", body(item!, size, day(-1), day(3), { language: "fi" }));
    expect(past.json().errors.start).toEqual(["Noutopäivä on jo mennyt."]);
    const phone = await post("/api/rental/bookings/", body(item!, size, day(2), day(3), { language: "sv", phone: "ring" }));
    expect(phone.json().errors.phone).toEqual(["Ange ett telefonnummer."]);
    const unknown = await post("/api/rental/bookings/", { ...body(item!, size, day(2), day(3)), item_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: "POST", url: "/api/rental/bookings/", payload: "{not json", headers: { "content-type": "application/json" } });
    expect(malformed.statusCode).toBe(400);
    const huge = await post("/api/rental/bookings/", body(item!, size, day(2), day(3), { name: "x".repeat(5_000) }));
    expect(huge.statusCode).toBe(400);
  });

  it("refuses a booking when every unit of the size is taken on a day of the period", async () => {
    const list = await items("&store=tampere");
    const item = list.find((i) => i.sizes.some((s) => s.units === 1)) ?? list[0]!;
    const size = item.sizes.reduce((a, b) => (b.units < a.units ? b : a));
    for (let i = 0; i < size.units; i++) expect((await post("/api/rental/bookings/", body(item, size.size, day(20), day(22)))).statusCode).toBe(201);
    const full = await post("/api/rental/bookings/", body(item, size.size, day(22), day(24)));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe("not_available");
    // The day after is free again.
    expect((await post("/api/rental/bookings/", body(item, size.size, day(23), day(24)))).statusCode).toBe(201);
  });

  it("the database itself refuses a second booking of a unit on a taken day", async () => {
    const taken = await one<{ unit: number; day: string; booking: number }>(sql`select unit_id as unit, to_char(day, 'YYYY-MM-DD') as day, booking_id as booking from rental_booking_days limit 1`);
    await expect(t.database.db.execute(sql`insert into rental_booking_days (unit_id, day, booking_id) values (${taken.unit}, ${taken.day}::date, ${taken.booking})`)).rejects.toThrow();
  });

  it("of many shoppers booking overlapping periods at the same moment, no two hold one unit on one day", async () => {
    const [item] = await items("&store=helsinki-kamppi");
    const size = item!.sizes.find((s) => s.units >= 2) ?? item!.sizes[0]!;
    // 30 shoppers, periods around one day that all of them include.
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post("/api/rental/bookings/", body(item!, size.size, day(40 + (i % 3)), day(43 + (i % 2)), { email: `racer${i}@example.fi` }))),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    // Every period includes day 42, so at most one booking per unit.
    expect(codes.filter((c) => c === 201)).toHaveLength(size.units);
    const clashes = await one<{ n: number }>(sql`
      select count(*)::int as n from rental_bookings a join rental_bookings b on a.unit_id = b.unit_id and a.id < b.id
      where a.status <> 'cancelled' and b.status <> 'cancelled' and a.start_date <= b.end_date and b.start_date <= a.end_date`);
    expect(clashes.n).toBe(0);
  }, 60_000);

  it("cancels a reserved booking: its days are free at once, an e-mail goes, a second cancel is refused", async () => {
    const [item] = await items("&store=oulu");
    const size = item!.sizes[0]!;
    const made = await Promise.all(Array.from({ length: size.units }, () => post("/api/rental/bookings/", body(item!, size.size, day(60), day(61)))));
    const booking = rentalBookingSchema.parse(made[0]!.json());
    expect((await post("/api/rental/bookings/", body(item!, size.size, day(61), day(61)))).statusCode).toBe(409);
    expect((await post(`/api/rental/bookings/${booking.number}/cancel/`, { token: "x".repeat(24) })).statusCode).toBe(404);
    const cancelled = await post(`/api/rental/bookings/${booking.number}/cancel/`, { token: booking.token, language: "en" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(rentalBookingSchema.parse(cancelled.json()).status).toBe("cancelled");
    expect((await post("/api/rental/bookings/", body(item!, size.size, day(61), day(61)))).statusCode).toBe(201);
    expect((await post(`/api/rental/bookings/${booking.number}/cancel/`, { token: booking.token })).statusCode).toBe(409);
    const mail = await one<{ n: number }>(sql`select count(*)::int as n from mail_outbox where dedupe_key = ${`rental.cancelled:${booking.number}`}`);
    expect(mail.n).toBe(1);
  });
});

describe("limits", () => {
  it("answers 429 with Retry-After past the bookings of one address or one e-mail, and past the lookups of one address", async () => {
    const [item] = await items("&store=helsinki-kamppi");
    const size = item!.sizes[0]!;
    // Far-off days no other test books: the answers before the limit are bookings or 409s.
    const attempt = (address: string, email: string) => post("/api/rental/bookings/", body(item!, size.size, day(150), day(150), { email }), address);
    const sameAddress = [];
    for (let i = 0; i < RENTAL_BOOKINGS_PER_ADDRESS; i++) sameAddress.push((await attempt("192.0.2.10", `limit.address.${i}@example.fi`)).statusCode);
    expect(sameAddress.filter((c) => c === 429)).toEqual([]);
    const refused = await attempt("192.0.2.10", "limit.address.last@example.fi");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    const sameEmail = [];
    for (let i = 0; i <= RENTAL_BOOKINGS_PER_EMAIL; i++) sameEmail.push((await attempt(`192.0.2.${50 + i}`, "Limit.Email@example.fi")).statusCode);
    expect(sameEmail.slice(0, RENTAL_BOOKINGS_PER_EMAIL).filter((c) => c === 429)).toEqual([]);
    expect(sameEmail[RENTAL_BOOKINGS_PER_EMAIL]).toBe(429);

    const lookups = [];
    for (let i = 0; i <= RENTAL_BOOKING_LOOKUPS_PER_ADDRESS; i++) {
      lookups.push((await t.app.inject({ method: "GET", url: `/api/rental/bookings/R00000001/?token=${"x".repeat(24)}`, headers: { "x-forwarded-for": "192.0.2.99" } })).statusCode);
    }
    expect(lookups.slice(0, RENTAL_BOOKING_LOOKUPS_PER_ADDRESS).filter((c) => c === 429)).toEqual([]);
    expect(lookups[RENTAL_BOOKING_LOOKUPS_PER_ADDRESS]).toBe(429);
  });
});

describe("the staff's day", () => {
  it("shows staff the store's pick-ups and returns of a day; customers and guests are refused", async () => {
    const [item] = await items("&store=jyvaskyla");
    const size = item!.sizes[0]!.size;
    const pickUp = rentalBookingSchema.parse((await post("/api/rental/bookings/", body(item!, size, day(70), day(72)))).json());
    const giveBack = rentalBookingSchema.parse((await post("/api/rental/bookings/", body(item!, size, day(68), day(70), { name: "Eero Korhonen" }))).json());
    const url = `/api/rental/staff/day/?store=jyvaskyla&date=${day(70)}&language=en`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await authHeaders(t.database.db, MEMBER_ID))).statusCode).toBe(403);
    const res = await get(url, await authHeaders(t.database.db, STAFF_ID));
    const answer = rentalStaffDaySchema.parse(res.json());
    expect(answer.pick_ups.map((b) => b.number)).toContain(pickUp.number);
    expect(answer.returns.map((b) => b.number)).toContain(giveBack.number);
    expect(answer.pick_ups.find((b) => b.number === pickUp.number)).toMatchObject({ name: "Aino Virtanen", phone: "+358 40 123 4567", size });
    const staff = await authHeaders(t.database.db, STAFF_ID);
    expect((await get(`/api/rental/staff/day/?store=jyvaskyla&date=2026-02-31`, staff)).statusCode).toBe(400);
    expect((await get(`/api/rental/staff/day/?store=nowhere&date=${day(1)}`, staff)).statusCode).toBe(404);
  });

  it("lets staff mark a booking picked up and returned, and refuses other moves", async () => {
    const [item] = await items("&store=rovaniemi");
    const booking = rentalBookingSchema.parse((await post("/api/rental/bookings/", body(item!, item!.sizes[0]!.size, day(90), day(91)))).json());
    const move = async (status: unknown, headers: Record<string, string>) =>
      t.app.inject({ method: "POST", url: `/api/rental/staff/bookings/${booking.number}/status/?language=en`, payload: { status } as object, headers });
    const staff = await authHeaders(t.database.db, STAFF_ID);
    expect((await move("picked_up", {})).statusCode).toBe(401);
    expect((await move("picked_up", await authHeaders(t.database.db, MEMBER_ID))).statusCode).toBe(403);
    expect((await move("returned", staff)).json()).toEqual({ detail: "The booking cannot be moved to that status.", code: "status_move" });
    expect((await move("lost", staff)).statusCode).toBe(400);
    expect(rentalBookingSchema.parse((await move("picked_up", staff)).json()).status).toBe("picked_up");
    // Picked up: the shopper can no longer cancel it, staff cannot either.
    expect((await post(`/api/rental/bookings/${booking.number}/cancel/`, { token: booking.token })).statusCode).toBe(409);
    expect((await move("cancelled", staff)).statusCode).toBe(409);
    expect(rentalBookingSchema.parse((await move("returned", staff)).json()).status).toBe("returned");
    const unknown = await t.app.inject({ method: "POST", url: "/api/rental/staff/bookings/R00000000/status/", payload: { status: "returned" }, headers: staff });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("rental_enabled", () => {
  it("off: no items and no bookings", async () => {
    const [item] = await items();
    await t.database.db.execute(sql`update general_settings set value = 'false' where key = 'rental_enabled'`);
    try {
      expect(rentalItemsResponseSchema.parse((await get("/api/rental/")).json())).toEqual({ enabled: false, stores: [], items: [] });
      const res = await post("/api/rental/bookings/", body(item!, item!.sizes[0]!.size, day(80), day(81)));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("disabled");
    } finally {
      await t.database.db.execute(sql`update general_settings set value = 'true' where key = 'rental_enabled'`);
    }
  });
});
