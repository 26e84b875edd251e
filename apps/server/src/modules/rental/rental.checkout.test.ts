// Integration (PGlite, or PostgreSQL with DATABASE_URL): paying the rent online through the
// checkout (docs/rental.md "Paying online"). A booking for online payment is held with its days
// taken; the cart prices it from the booking; placing the order links the line to the booking;
// the payment reserves it and sends the confirmation; an unpaid order's expiry and a hold never
// placed free its days; two holds of one unit's days and forged lines are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { addDays, checkoutResponseSchema, placeOrderResponseSchema, RENTAL_HOLD_MINUTES, rentalBookingSchema, rentalItemsResponseSchema, shopToday, type RentalBooking, type RentalItem } from "@polku/domain";
import { deliver, FORM, notification, orderBody, ordersFixture, place, placeRaw, type OrdersFixture } from "../orders/orders.test-support";

let f: OrdersFixture;
beforeAll(async () => {
  f = await ordersFixture({ env: { TRUST_PROXY: "127.0.0.1" } });
}, 120_000);
afterAll(() => f?.t.close());

const today = shopToday(new Date());
let shopper = 0;
const address = () => `10.9.${(++shopper >> 8) & 255}.${shopper & 255}`;
let item: RentalItem;
/** Days far enough apart per test that no test meets another's bookings. */
let nextStart = 20;

async function hold(start: string, end: string, over: Record<string, unknown> = {}) {
  return f.t.app.inject({
    method: "POST", url: "/api/rental/bookings/", headers: { "x-forwarded-for": address() },
    payload: { item_id: item.id, size: item.sizes[0]!.size, start, end, name: "Aino Virtanen", email: `aino.online.${shopper}@example.fi`, phone: "+358 40 123 4567", language: "en", payment: "online", ...over },
  });
}
async function held(start: string, end: string): Promise<RentalBooking> {
  const res = await hold(start, end);
  expect(res.statusCode, res.body).toBe(201);
  return rentalBookingSchema.parse(res.json());
}
const rentalCart = (b: RentalBooking, over: Record<string, unknown> = {}) => orderBody({ rentals: [{ number: b.number, token: b.token }], language_code: "en", ...over } as never);
const bookingRow = (number: string) =>
  f.one<{ status: string; days: number; hold: string | null; order_id: number | null }>(sql`
    select b.status::text as status, (select count(*)::int from rental_booking_days d where d.booking_id = b.id) as days, b.hold_expires_at::text as hold,
      (select l.order_id from order_lines l where l.rental_booking_id = b.id) as order_id
    from rental_bookings b where b.number = ${number}`);
const mails = (key: string) => f.one<{ n: number; subject: string | null }>(sql`select count(*)::int as n, max(subject) as subject from mail_outbox where dedupe_key = ${key}`);

beforeAll(async () => {
  const res = await f.t.app.inject({ method: "GET", url: "/api/rental/?language=en&store=tampere" });
  // One unit of the first size: the second hold of the same days finds none free.
  item = rentalItemsResponseSchema.parse(res.json()).items.find((i) => i.sizes[0]!.units === 1) ?? rentalItemsResponseSchema.parse(res.json()).items[0]!;
  await f.t.database.db.execute(sql`update rental_units set is_active = false where item_id = ${item.id} and size = ${item.sizes[0]!.size}
    and id <> (select min(id) from rental_units where item_id = ${item.id} and size = ${item.sizes[0]!.size})`);
});

describe("paying the rent online", () => {
  it("holds, places, pays: the booking is reserved, linked to the order line and confirmed by e-mail", async () => {
    const start = addDays(today, (nextStart += 5));
    const booking = await held(start, addDays(start, 2));
    expect(booking.status).toBe("held");
    expect(Date.parse(booking.hold_expires_at!) - Date.now()).toBeGreaterThan((RENTAL_HOLD_MINUTES - 1) * 60_000);
    expect(booking.order_number).toBeNull();
    expect((await mails(`rental.booking:${booking.number}`)).n).toBe(0);
    expect(await bookingRow(booking.number)).toMatchObject({ status: "held", days: 3 });

    // The cart prices the line from the booking.
    const check = await f.t.app.inject({ method: "POST", url: "/api/checkout/", payload: { rentals: [{ number: booking.number, token: booking.token }], country_code: "fi", language_code: "en" } });
    expect(check.statusCode, check.body).toBe(200);
    const answer = checkoutResponseSchema.parse(check.json());
    expect(answer.rentals).toHaveLength(1);
    expect(answer.rentals[0]).toMatchObject({ number: booking.number, total_price: booking.total, store: booking.store.name, start: booking.start, end: booking.end, errors: [] });
    expect(answer.rentals[0]!.name).toContain(booking.item.name);
    expect(answer.total_price).toBe(booking.total);
    expect(answer.errors).toEqual([]);

    const order = await place(f, rentalCart(booking));
    expect(order.total_price).toBe(booking.total);
    const line = await f.one<{ kind: string; name: string; total: number; booking: number }>(sql`
      select l.kind::text as kind, l.name, l.total_price as total, l.rental_booking_id as booking from order_lines l join orders o on o.id = l.order_id where o.number = ${order.number}`);
    expect(line).toMatchObject({ kind: "rental", total: booking.total });
    expect(line.name).toContain(booking.item.name);
    expect(line.name).toContain(booking.store.name);
    expect(await bookingRow(booking.number)).toMatchObject({ status: "held", days: 3, hold: null });
    // Placed: the booking's own cancel is refused (the order cancels it).
    const cancel = await f.t.app.inject({ method: "POST", url: `/api/rental/bookings/${booking.number}/cancel/`, payload: { token: booking.token, language: "en" } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toContain(order.number);
    // A hold whose hold time is long past is not expired once an order took it.
    await f.t.app.orders.expireAbandoned(new Date(Date.now() + 5 * 60_000));
    expect((await bookingRow(booking.number)).status).toBe("held");

    expect((await deliver(f, notification(order, "authorised"))).statusCode).toBe(200);
    expect(await bookingRow(booking.number)).toMatchObject({ status: "reserved", days: 3 });
    const mail = await mails(`rental.booking:${booking.number}`);
    expect(mail).toMatchObject({ n: 1, subject: `Rental booking ${booking.number}` });
    const read = await f.t.app.inject({ method: "GET", url: `/api/rental/bookings/${booking.number}/?token=${booking.token}` });
    expect(rentalBookingSchema.parse(read.json())).toMatchObject({ status: "reserved", order_number: order.number, hold_expires_at: null });
    // The order page shows the line.
    const view = await f.t.app.inject({ method: "GET", url: `/api/orders/${order.number}/?token=${order.access_token}` });
    expect(view.body).toContain(booking.item.name);
    // The same booking cannot be paid twice.
    const again = await placeRaw(f, rentalCart(booking));
    expect(again.statusCode).toBe(409);
  });

  it("frees the days when the unpaid order expires, and when a hold is never placed", async () => {
    const start = addDays(today, (nextStart += 5));
    const booking = await held(start, start);
    const order = await place(f, rentalCart(booking));
    expect(await f.t.app.orders.expireAbandoned(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await bookingRow(booking.number)).toMatchObject({ status: "cancelled", days: 0 });
    const late = await deliver(f, notification(order, "authorised"));
    expect(late.statusCode).toBe(200);
    expect((await bookingRow(booking.number)).status).toBe("cancelled");
    expect((await mails(`rental.booking:${booking.number}`)).n).toBe(0);

    const never = await held(start, start);
    expect((await hold(start, start)).statusCode).toBe(409);
    expect(await f.t.app.orders.expireAbandoned(new Date(Date.now() + (RENTAL_HOLD_MINUTES - 1) * 60_000))).toBe(0);
    expect((await bookingRow(never.number)).status).toBe("held");
    await f.t.app.orders.expireAbandoned(new Date(Date.now() + (RENTAL_HOLD_MINUTES + 1) * 60_000));
    expect(await bookingRow(never.number)).toMatchObject({ status: "cancelled", days: 0 });
    // The days are free again: a new hold takes them; the expired hold no longer prices.
    expect((await hold(start, start)).statusCode).toBe(201);
    const stale = await placeRaw(f, rentalCart(never));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors.join(" ")).toContain(never.number);
  });

  it("refuses a racing second hold of the same days: one unit, one hold", async () => {
    const start = addDays(today, (nextStart += 5));
    const answers = await Promise.all(Array.from({ length: 8 }, () => hold(start, addDays(start, 1))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const taken = await f.one<{ n: number }>(sql`select count(*)::int as n from rental_bookings where item_id = ${item.id} and start_date = ${start}::date and status = 'held'`);
    expect(taken.n).toBe(1);
  });

  it("refuses a forged token, an unknown booking and a price in the request with 400", async () => {
    const start = addDays(today, (nextStart += 5));
    const booking = await held(start, start);
    const forged = await placeRaw(f, rentalCart(booking, { rentals: [{ number: booking.number, token: "x".repeat(24) }] }));
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().errors)).toEqual(["rentals"]);
    const unknown = await placeRaw(f, rentalCart(booking, { rentals: [{ number: "R00000001", token: booking.token }] }));
    expect(unknown.statusCode).toBe(400);
    const priced = await placeRaw(f, rentalCart(booking, { rentals: [{ number: booking.number, token: booking.token, total_price: 1 }] }));
    expect(priced.statusCode).toBe(400);
    const malformed = await placeRaw(f, rentalCart(booking, { rentals: [{ number: "R1", token: "<script>" }] }));
    expect(malformed.statusCode).toBe(400);
    const many = await placeRaw(f, rentalCart(booking, { rentals: Array.from({ length: 11 }, () => ({ number: booking.number, token: booking.token })) }));
    expect(many.statusCode).toBe(400);
    const payment = await hold(start, start, { payment: "later" });
    expect(payment.statusCode).toBe(400);
    // Nothing was placed: the booking is still held and free to pay.
    expect(await bookingRow(booking.number)).toMatchObject({ status: "held", order_id: null });
    const order = placeOrderResponseSchema.parse((await placeRaw(f, rentalCart(booking))).json());
    expect(order.total_price).toBe(booking.total);
  });

  it("places a cart of rentals alone without an address or delivery method; a delivered cart still needs them", async () => {
    const start = addDays(today, (nextStart += 5));
    const booking = await held(start, start);
    const pickup = { ...FORM, address: "", postal_code: "", city: "", delivery_method: "" };
    // The checkout answer asks for no delivery: no method is refused, nothing is charged for it.
    const check = await f.t.app.inject({ method: "POST", url: "/api/checkout/", payload: { rentals: [{ number: booking.number, token: booking.token }], country_code: "fi", language_code: "en" } });
    const answer = checkoutResponseSchema.parse(check.json());
    expect(answer).toMatchObject({ errors: [], reason: null, total_price: booking.total });
    // With a product the address and method are required again: 400 with the form's fields, nothing placed.
    const other = await held(addDays(start, 1), addDays(start, 1));
    const delivered = await placeRaw(f, orderBody({ products: [{ id: f.variants[1], amount: 1 }], rentals: [{ number: other.number, token: other.token }], form: pickup } as never));
    expect(delivered.statusCode).toBe(400);
    expect(Object.keys(delivered.json().errors).sort()).toEqual(["form.address", "form.city", "form.delivery_method", "form.postal_code"]);
    expect((await bookingRow(other.number)).order_id).toBeNull();

    const order = await place(f, rentalCart(booking, { form: pickup }));
    const row = await f.one<{ address: string; delivery_method: string; delivery_cost: number; total: number }>(sql`
      select address, delivery_method, delivery_cost, total_price as total from orders where number = ${order.number}`);
    expect(row).toEqual({ address: "", delivery_method: "none", delivery_cost: 0, total: booking.total });
    await deliver(f, notification(order, "authorised"));
    expect((await bookingRow(booking.number)).status).toBe("reserved");
  });

  it("pays a rental and a product in one order, the rent and the goods at their own prices", async () => {
    const start = addDays(today, (nextStart += 5));
    const booking = await held(start, start);
    const order = await place(f, orderBody({ products: [{ id: f.variants[1], amount: 1 }], rentals: [{ number: booking.number, token: booking.token }] } as never));
    // 40 € of goods, the home delivery, and the rent.
    const row = await f.one<{ subtotal: number }>(sql`select subtotal from orders where number = ${order.number}`);
    expect(row.subtotal).toBe(4_000 + booking.total);
    await deliver(f, notification(order, "authorised"));
    expect((await bookingRow(booking.number)).status).toBe("reserved");
  });
});
