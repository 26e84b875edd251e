// Integration (PGlite, or PostgreSQL with DATABASE_URL) of the back office's rental bookings
// (docs/admin.md "Rental bookings"): the list and its filters, a booking's detail, the staff
// cancel with a reason — a booking paid in the store alone (days freed, e-mail, audit), one paid
// online with its order (the order's cancellation gives the money back through the provider and
// the shopper is told) — stale versions, refusals, bad input and the door.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { addDays, rentalBookingSchema, rentalItemsResponseSchema, shopToday, type RentalBooking, type RentalItem } from "@polku/domain";
import { auditPageSchema } from "@polku/domain/admin/common";
import { adminRentalDetailSchema, adminRentalPageSchema } from "@polku/domain/admin/rental";
import { MEMBER_ID, STAFF_ID, authHeaders } from "../../test-support/auth";
import { deliver, notification, orderBody, ordersFixture, place, type OrdersFixture } from "../orders/orders.test-support";

let f: OrdersFixture;
let staff: Record<string, string>;
let item: RentalItem;
const today = shopToday(new Date());
let n = 0;
/** Days far enough apart per test that no test meets another's bookings. */
let nextStart = 10;

beforeAll(async () => {
  f = await ordersFixture({ env: { TRUST_PROXY: "127.0.0.1" } });
  staff = await authHeaders(f.t.database.db, STAFF_ID);
  item = rentalItemsResponseSchema.parse((await f.t.app.inject({ method: "GET", url: "/api/rental/?language=en&store=tampere" })).json()).items[0]!;
}, 120_000);
afterAll(() => f?.t.close());

const get = (url: string, headers: Record<string, string> = staff) => f.t.app.inject({ method: "GET", url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = staff) => f.t.app.inject({ method: "POST", url, headers, payload });

async function book(payment: "store" | "online", email = `rent.${++n}@example.fi`): Promise<RentalBooking> {
  const start = addDays(today, (nextStart += 3));
  const res = await f.t.app.inject({
    method: "POST", url: "/api/rental/bookings/", headers: { "x-forwarded-for": `10.18.0.${++n}` },
    payload: { item_id: item.id, size: item.sizes[0]!.size, start, end: addDays(start, 1), name: `Aino Vuokraaja ${n}`, email, phone: "+358 40 123 4567", language: "en", payment },
  });
  expect(res.statusCode, res.body).toBe(201);
  return rentalBookingSchema.parse(res.json());
}
const detail = async (number: string) => {
  const res = await get(`/api/admin/rental/${number}/`);
  expect(res.statusCode, res.body).toBe(200);
  return adminRentalDetailSchema.parse(res.json());
};
const days = (number: string) => f.one<{ n: number }>(sql`select count(*)::int as n from rental_booking_days d join rental_bookings b on b.id = d.booking_id where b.number = ${number}`);
const mail = (key: string) => f.one<{ n: number; text: string | null }>(sql`select count(*)::int as n, max(text) as text from mail_outbox where dedupe_key = ${key}`);

describe("rental bookings in the back office", () => {
  it("lists bookings filtered by status, store, payment and days, and finds one by number, order or e-mail", async () => {
    const inStore = await book("store");
    const online = await book("online");
    const all = adminRentalPageSchema.parse((await get("/api/admin/rental/?per_page=100")).json());
    expect(all.results.map((r) => r.number)).toEqual(expect.arrayContaining([inStore.number, online.number]));
    const starts = all.results.map((r) => r.start);
    expect(starts).toEqual([...starts].sort());

    const held = adminRentalPageSchema.parse((await get("/api/admin/rental/?status=held&per_page=100")).json());
    expect(held.results.every((r) => r.status === "held")).toBe(true);
    expect(held.results.map((r) => r.number)).toContain(online.number);
    const store = adminRentalPageSchema.parse((await get(`/api/admin/rental/?store=${item.store.id}&per_page=100`)).json());
    expect(store.results.every((r) => r.store.id === item.store.id)).toBe(true);
    const byNumber = adminRentalPageSchema.parse((await get(`/api/admin/rental/?q=${inStore.number}`)).json());
    expect(byNumber.results.map((r) => r.number)).toEqual([inStore.number]);
    expect(byNumber.results[0]).toMatchObject({ order_number: null, total: inStore.total, deposit: inStore.deposit, email: inStore.email });
    const byMail = adminRentalPageSchema.parse((await get(`/api/admin/rental/?q=${encodeURIComponent(online.email)}`)).json());
    expect(byMail.results.map((r) => r.number)).toEqual([online.number]);
    // Days: the period touches [from, to].
    const day = adminRentalPageSchema.parse((await get(`/api/admin/rental/?from=${inStore.end}&to=${inStore.end}&per_page=100`)).json());
    expect(day.results.map((r) => r.number)).toContain(inStore.number);
    expect(day.results.every((r) => r.start <= inStore.end && r.end >= inStore.end)).toBe(true);
    const inStorePaid = adminRentalPageSchema.parse((await get("/api/admin/rental/?payment=store&per_page=100")).json());
    expect(inStorePaid.results.every((r) => r.order_number === null)).toBe(true);

    expect((await get("/api/admin/rental/?status=lost")).statusCode).toBe(400);
    expect((await get("/api/admin/rental/?from=tomorrow")).statusCode).toBe(400);
    expect((await get("/api/admin/rental/R1/")).statusCode).toBe(404);
    expect((await get("/api/admin/rental/R00000001/")).statusCode).toBe(404);
  });

  it("keeps guests and customers out", async () => {
    expect((await get("/api/admin/rental/", {})).statusCode).toBe(401);
    const member = await authHeaders(f.t.database.db, MEMBER_ID);
    expect((await get("/api/admin/rental/", member)).statusCode).toBe(403);
    expect((await post("/api/admin/rental/R00000001/cancel/", { version: "0123456789abcdef", reason: "x" }, member)).statusCode).toBe(403);
  });

  it("cancels a booking paid in the store with a reason: days freed, the shopper e-mailed, audited; a stale or reasonless cancel is refused", async () => {
    const booking = await book("store");
    const d = await detail(booking.number);
    expect(d.cancel).toEqual({ kind: "booking" });
    expect((await days(booking.number)).n).toBe(2);

    const noReason = await post(`/api/admin/rental/${booking.number}/cancel/`, { version: d.version, reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(["reason"]);
    expect((await post(`/api/admin/rental/${booking.number}/cancel/`, { version: d.version, reason: "x", extra: 1 })).statusCode).toBe(400);
    expect((await post(`/api/admin/rental/${booking.number}/cancel/`, { version: "0123456789abcdef", reason: "Broken binding" })).statusCode).toBe(409);

    const res = await post(`/api/admin/rental/${booking.number}/cancel/`, { version: d.version, reason: "Broken binding" });
    expect(res.statusCode, res.body).toBe(200);
    const after = adminRentalDetailSchema.parse(res.json());
    expect(after.booking).toMatchObject({ status: "cancelled", cancel_reason: "Broken binding" });
    expect(after.booking.cancelled_at).not.toBeNull();
    expect(after.cancel).toEqual({ kind: "refused", reason: "status" });
    expect((await days(booking.number)).n).toBe(0);
    expect((await mail(`rental.cancelled:${booking.number}`)).n).toBe(1);
    const audit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=rental_booking&entity_id=${booking.number}`)).json());
    expect(audit.results[0]).toMatchObject({ action: "cancel", entity: "rental_booking", entity_id: booking.number });
    expect(audit.results[0]!.summary).toContain("Broken binding");

    const again = await post(`/api/admin/rental/${booking.number}/cancel/`, { version: after.version, reason: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("status_move");
  });

  it("cancels a booking paid online with its order: the payment given back, the days freed, the shopper told of the refund", async () => {
    const booking = await book("online");
    const order = await place(f, orderBody({ rentals: [{ number: booking.number, token: booking.token }], language_code: "en", form: { first_name: "Aino", last_name: "Vuokraaja", address: "", postal_code: "", city: "", phone: "+358 40 123 4567", email: booking.email, delivery_method: "" } } as never));
    expect((await deliver(f, notification(order, "authorised"))).statusCode).toBe(200);
    const d = await detail(booking.number);
    expect(d.booking).toMatchObject({ status: "reserved", order_number: order.number, order_status: "processing" });
    expect(d.cancel).toEqual({ kind: "order" });

    const res = await post(`/api/admin/rental/${booking.number}/cancel/`, { version: d.version, reason: "Store closed for the holiday" });
    expect(res.statusCode, res.body).toBe(200);
    const after = adminRentalDetailSchema.parse(res.json());
    expect(after.booking).toMatchObject({ status: "cancelled", order_status: "cancelled", cancel_reason: "Store closed for the holiday" });
    expect((await days(booking.number)).n).toBe(0);
    const refunds = await f.one<{ n: number }>(sql`select count(*)::int as n from order_refunds r join orders o on o.id = r.order_id where o.number = ${order.number} and r.amount = ${booking.total}`);
    expect(refunds.n).toBe(1);
    const sent = await mail(`rental.cancelled:${booking.number}`);
    expect(sent.n).toBe(1);
    expect(sent.text).toContain(order.number);
    expect(sent.text).toContain("refunded");
    const orderAudit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=order&entity_id=${order.number}`)).json());
    expect(orderAudit.results[0]).toMatchObject({ action: "cancel", entity: "order" });
    const bookingAudit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=rental_booking&entity_id=${booking.number}`)).json());
    expect(bookingAudit.results[0]!.summary).toContain(order.number);
  });

  it("sends staff to the order when it holds other lines, and cancels nothing", async () => {
    const booking = await book("online");
    const order = await place(f, orderBody({ products: [{ id: f.variants[1], amount: 1 }], rentals: [{ number: booking.number, token: booking.token }] } as never));
    await deliver(f, notification(order, "authorised"));
    const d = await detail(booking.number);
    expect(d.cancel).toEqual({ kind: "refused", reason: "order_has_other_lines" });
    expect(d.order_other_lines).toBe(1);
    const res = await post(`/api/admin/rental/${booking.number}/cancel/`, { version: d.version, reason: "Try" });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("order_has_other_lines");
    expect((await detail(booking.number)).booking.status).toBe("reserved");
    expect((await days(booking.number)).n).toBe(2);
  });

  it("tells the shopper when the order's own cancellation cancels a paid booking, and not for an unpaid one", async () => {
    const paid = await book("online");
    const order = await place(f, orderBody({ products: [{ id: f.variants[2], amount: 1 }], rentals: [{ number: paid.number, token: paid.token }], language_code: "en" } as never));
    await deliver(f, notification(order, "authorised"));
    const o = await get(`/api/admin/orders/${order.number}/`);
    const cancelled = await post(`/api/admin/orders/${order.number}/cancel/`, { version: o.json().version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await detail(paid.number)).booking.status).toBe("cancelled");
    const sent = await mail(`rental.cancelled:${paid.number}`);
    expect(sent.n).toBe(1);
    expect(sent.text).toContain(order.number);

    const unpaid = await book("online");
    const open = await place(f, orderBody({ rentals: [{ number: unpaid.number, token: unpaid.token }], language_code: "en" } as never));
    const od = await get(`/api/admin/orders/${open.number}/`);
    expect((await post(`/api/admin/orders/${open.number}/cancel/`, { version: od.json().version })).statusCode).toBe(200);
    expect((await detail(unpaid.number)).booking.status).toBe("cancelled");
    expect((await mail(`rental.cancelled:${unpaid.number}`)).n).toBe(0);
  });
});
