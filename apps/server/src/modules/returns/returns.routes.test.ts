// Integration (PGlite, or PostgreSQL with DATABASE_URL): what of an order can be returned, filing
// a return with refund and exchange lines (the exchange items held by an order of their own),
// the refusals (not dispatched, too many units, no reason, foreign e-mail), and the staff's moves:
// receiving sends the exchange ahead, approving restocks and refunds through the provider,
// rejecting puts the exchange items back on sale; the e-mails of each.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { returnableOrderSchema, returnCreatedSchema, staffReturnListSchema, staffReturnSchema, type PlaceOrderResponse } from "@polku/domain";
import { DEMO_CUSTOMERS } from "../../seed/customers";
import { deliver, FORM, notification, orderBody, ordersFixture, place, type OrdersFixture } from "../orders/orders.test-support";

let f: OrdersFixture;
let staff: string;
let member: string;
let ip = 1;

beforeAll(async () => {
  f = await ordersFixture();
  staff = await f.token(DEMO_CUSTOMERS[2]!);
  member = await f.token(DEMO_CUSTOMERS[0]!);
}, 120_000);
afterAll(() => f?.t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  f.t.app.inject({ method: "POST", url, payload, headers, remoteAddress: `203.0.113.${ip++ % 250}` });

/** A paid order of 2 × the 100 € product and 1 × the 40 € one, moved by staff to `shipped`. */
async function shippedOrder(email: string, ship = true): Promise<PlaceOrderResponse> {
  const order = await place(f, orderBody({ products: [{ id: f.variants[0], amount: 2 }, { id: f.variants[1], amount: 1 }], form: { ...FORM, email } as never }));
  await deliver(f, notification(order, "authorised"));
  if (ship) {
    const moved = await post(`/api/staff/orders/${order.number}/status/`, { status: "shipped" }, auth(staff));
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return order;
}
const mails = async (like: string) =>
  (await f.t.database.db.execute<{ kind: string; to_address: string; subject: string; text_body: string }>(sql`select kind, to_address, subject, text as text_body from mail_outbox where dedupe_key like ${like} order by id`)).rows;

describe("what can be returned", () => {
  it("lists the lines with their returnable units, unit refund and other sizes in stock, for the order's e-mail only", async () => {
    const order = await shippedOrder("returns.list@example.fi");
    const res = await post("/api/returns/order/", { order_number: order.number, email: "RETURNS.LIST@example.fi", language: "en" });
    expect(res.statusCode, res.body).toBe(200);
    const view = returnableOrderSchema.parse(res.json());
    expect(view.refusal).toBeNull();
    expect(view.lines.map((l) => [l.row, l.returnable, l.unit_refund])).toEqual([[1, 2, 10_000], [2, 1, 4_000]]);
    expect(view.lines[0]!.exchange_options.map((o) => o.variant_id)).toContain(f.sibling);
    expect(new Date(view.deadline!).getTime() - Date.now()).toBeGreaterThan(99 * 24 * 3600_000);

    const wrong = await post("/api/returns/order/", { order_number: order.number, email: "someone.else@example.fi", language: "en" });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().detail).toBe("Order not found. Check the e-mail and the order number.");
    expect((await post("/api/returns/order/", { order_number: "P000000001", email: "returns.list@example.fi" })).statusCode).toBe(404);
    expect((await post("/api/returns/order/", { order_number: "nope", email: "x" })).statusCode).toBe(400);
  });

  it("refuses an order not yet dispatched, in the shopper's language", async () => {
    const order = await shippedOrder("returns.unshipped@example.fi", false);
    const view = returnableOrderSchema.parse((await post("/api/returns/order/", { order_number: order.number, email: "returns.unshipped@example.fi", language: "fi" })).json());
    expect(view.refusal).toBe("not_shipped");
    expect(view.lines.every((l) => l.returnable === 0)).toBe(true);
    const res = await post("/api/returns/", { order_number: order.number, email: "returns.unshipped@example.fi", language: "fi", lines: [{ row: 1, quantity: 1, reason: "wrong_size" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.non_field_errors).toEqual(["Tilausta ei ole vielä lähetetty. Voit palauttaa tuotteet, kun ne on toimitettu."]);
  });
});

describe("filing and handling a return", () => {
  it("a refund line: field errors first, then the return code by e-mail; staff receive and approve it: restocked and refunded through the provider", async () => {
    const email = "returns.refund@example.fi";
    const order = await shippedOrder(email);
    const bad = await post("/api/returns/", { order_number: order.number, email, language: "en", lines: [{ row: 1, quantity: 3, reason: "" }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ "lines.0.quantity": ["The amount is more than can be returned."], "lines.0.reason": ["Return reason must be selected for the product."] });
    const none = await post("/api/returns/", { order_number: order.number, email, language: "en", lines: [{ row: 1, quantity: 0, reason: "wrong_size" }] });
    expect(none.json().errors).toEqual({ lines: ["Choose at least one product to return."] });
    expect((await post("/api/returns/", { order_number: order.number, email, language: "en", lines: [], extra: 1 })).statusCode).toBe(400);

    const res = await post("/api/returns/", { order_number: order.number, email, language: "en", lines: [{ row: 1, quantity: 1, reason: "changed_mind", action: "refund" }] });
    expect(res.statusCode, res.body).toBe(201);
    const created = returnCreatedSchema.parse(res.json());
    expect(created).toMatchObject({ status: "new-return", refund_total: 10_000, exchange_order: null });
    expect(created.number).toMatch(/^V\d{8}$/);
    const [filed] = await mails(`return.filed:${created.number}`);
    expect(filed).toMatchObject({ to_address: email, subject: `Return ${created.number} registered` });
    expect(filed!.text_body).toContain(`write the return code ${created.number} on the parcel`);

    // One unit of the row is left; the second return of two units is refused.
    const more = await post("/api/returns/", { order_number: order.number, email, language: "en", lines: [{ row: 1, quantity: 2, reason: "changed_mind" }] });
    expect(more.json().errors).toEqual({ "lines.0.quantity": ["The amount is more than can be returned."] });

    const stockBefore = await f.webStock(f.variants[0]);
    expect((await post(`/api/staff/returns/${created.number}/status/`, { status: "processed-return" }, auth(staff))).statusCode).toBe(409);
    expect((await post(`/api/staff/returns/${created.number}/status/`, { status: "processing-return" }, auth(staff))).statusCode).toBe(200);
    const approved = await post(`/api/staff/returns/${created.number}/status/`, { status: "processed-return" }, auth(staff));
    expect(approved.statusCode, approved.body).toBe(200);
    const detail = staffReturnSchema.parse(approved.json());
    expect(detail).toMatchObject({ status: "processed-return", refund_total: 10_000, refunded: 10_000, refund_status: "done", moves: [] });
    expect(await f.webStock(f.variants[0])).toBe(stockBefore + 1);
    const refund = await f.one<{ amount: number; status: string; kind: string }>(sql`select amount, status::text as status, kind::text as kind from order_refunds where idempotency_key = ${`refund-${created.number}`}`);
    expect(refund).toEqual({ amount: 10_000, status: "done", kind: "refund" });
    // The order itself stays dispatched and paid: a return refunds part of it.
    const o = await f.one<{ status: string; payment_status: string }>(sql`select status::text as status, payment_status::text as payment_status from orders where number = ${order.number}`);
    expect(o).toEqual({ status: "shipped", payment_status: "authorised" });
    const statusMails = await mails(`return.status:${created.number}:%`);
    expect(statusMails.map((m) => m.subject)).toEqual([`Return ${created.number}: Processing`, `Return ${created.number}: Processed`]);
    expect(statusMails[1]!.text_body).toContain("We are refunding €100 to the original payment method");
  });

  it("an exchange line holds another size in an order of its own until the return is received; rejecting another return puts its item back on sale", async () => {
    const email = "returns.exchange@example.fi";
    const order = await shippedOrder(email);
    await f.setStock(f.sibling, 1);
    const siblingFree = await f.webStock(f.sibling);
    const res = await post("/api/returns/", { order_number: order.number, email, language: "fi", lines: [{ row: 1, quantity: 1, reason: "wrong_size", action: "exchange", exchange_variant_id: f.sibling }] });
    expect(res.statusCode, res.body).toBe(201);
    const created = returnCreatedSchema.parse(res.json());
    expect(created.refund_total).toBe(0);
    expect(created.exchange_order).toMatch(/^P\d{9}$/);
    expect(new Date(created.exchange_hold_until!).getTime() - Date.now()).toBeGreaterThan(20 * 24 * 3600_000);
    expect(await f.webStock(f.sibling)).toBe(siblingFree - 1);
    // The last unit is held: a second exchange to it is refused.
    const second = await post("/api/returns/", { order_number: order.number, email, language: "fi", lines: [{ row: 1, quantity: 1, reason: "wrong_size", action: "exchange", exchange_variant_id: f.sibling }] });
    expect(second.json().errors).toEqual({ "lines.0.exchangeVariantId": ["Valitse vaihtotuotteeksi toinen koko tai väri."] });
    // Exchanging to a variant of another model is refused.
    const foreign = await post("/api/returns/", { order_number: order.number, email, language: "en", lines: [{ row: 2, quantity: 1, reason: "wrong_size", action: "exchange", exchange_variant_id: f.variants[0] }] });
    expect(foreign.json().errors).toEqual({ "lines.0.exchangeVariantId": ["Choose another size or colour to exchange to."] });

    await post(`/api/staff/returns/${created.number}/status/`, { status: "processing-return" }, auth(staff));
    const exchange = await f.one<{ status: string; payment_status: string; reserved_until: string | null; total_price: number }>(
      sql`select status::text as status, payment_status::text as payment_status, reserved_until, total_price from orders where number = ${created.exchange_order}`,
    );
    expect(exchange).toEqual({ status: "processing", payment_status: "not_required", reserved_until: null, total_price: 0 });

    // Another return with an exchange, rejected: its held unit is free again.
    await f.setStock(f.sibling, 3);
    const other = returnCreatedSchema.parse(
      (await post("/api/returns/", { order_number: order.number, email, language: "en", lines: [{ row: 2, quantity: 1, reason: "other", action: "refund" }, { row: 1, quantity: 1, reason: "wrong_size", action: "exchange", exchange_variant_id: f.sibling }] })).json(),
    );
    expect(await f.webStock(f.sibling)).toBe(2);
    const rejected = staffReturnSchema.parse((await post(`/api/staff/returns/${other.number}/status/`, { status: "rejected-return", note: "The boots have been used outdoors." }, auth(staff))).json());
    expect(rejected).toMatchObject({ status: "rejected-return", exchange_order_status: "cancelled", refunded: 0 });
    expect(await f.webStock(f.sibling)).toBe(3);
    const [mail] = await mails(`return.status:${other.number}:%`);
    expect(mail!.text_body).toContain("The boots have been used outdoors.");
  });

  it("the owner logged in needs no e-mail; the staff list and detail are for staff only", async () => {
    const member0 = DEMO_CUSTOMERS[0]!;
    const order = await place(f, orderBody({ products: [{ id: f.variants[2], amount: 1 }], form: { ...FORM, email: member0.email } as never }), member);
    await deliver(f, notification(order, "authorised"));
    await post(`/api/staff/orders/${order.number}/status/`, { status: "shipped" }, auth(staff));
    const created = await post("/api/returns/", { order_number: order.number, language: "sv", lines: [{ row: 1, quantity: 1, reason: "not_as_expected" }] }, auth(member));
    expect(created.statusCode, created.body).toBe(201);
    const { number } = returnCreatedSchema.parse(created.json());
    const view = returnableOrderSchema.parse((await post("/api/returns/order/", { order_number: order.number }, auth(member))).json());
    expect(view.returns.map((r) => [r.number, r.status])).toEqual([[number, "new-return"]]);

    expect((await f.t.app.inject({ method: "GET", url: "/api/staff/returns/" })).statusCode).toBe(401);
    expect((await f.t.app.inject({ method: "GET", url: "/api/staff/returns/", headers: auth(member) })).statusCode).toBe(403);
    expect((await post(`/api/staff/returns/${number}/status/`, { status: "rejected-return" }, auth(member))).statusCode).toBe(403);
    const list = staffReturnListSchema.parse((await f.t.app.inject({ method: "GET", url: "/api/staff/returns/?status=new-return", headers: auth(staff) })).json());
    expect(list.returns.map((r) => r.number)).toContain(number);
    expect(list.returns.every((r) => r.status === "new-return")).toBe(true);
    expect((await f.t.app.inject({ method: "GET", url: "/api/staff/returns/V00000000/", headers: auth(staff) })).statusCode).toBe(404);
    expect((await f.t.app.inject({ method: "GET", url: "/api/staff/returns/?status=bogus", headers: auth(staff) })).statusCode).toBe(400);
    expect((await post(`/api/staff/returns/${number}/status/`, { status: "shipped" }, auth(staff))).statusCode).toBe(400);
  });
});
