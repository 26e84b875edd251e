// Integration of the back office's orders (docs/admin.md "Orders"): list filters, the detail with
// payments and events, moves with their audit rows, stale versions, cancel with release or
// refund through the test provider, notes, the confirmation again and a failed refund retried.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { adminOrderDetailSchema, adminOrderPageSchema, adminRefundPageSchema, adminTransferPageSchema } from "@polku/domain/admin/orders";
import { auditPageSchema } from "@polku/domain/admin/common";
import { STAFF_ID, authHeaders } from "../../test-support/auth";
import { deliver, notification, orderBody, ordersFixture, place, type OrdersFixture } from "../orders/orders.test-support";

let f: OrdersFixture;
let staff: { authorization: string };
beforeAll(async () => {
  f = await ordersFixture();
  staff = await authHeaders(f.t.database.db, STAFF_ID);
}, 120_000);
afterAll(async () => f?.t.close());

const get = (url: string) => f.t.app.inject({ method: "GET", url, headers: staff });
const post = (url: string, payload: object = {}) => f.t.app.inject({ method: "POST", url, headers: staff, payload });
const detail = async (number: string) => {
  const res = await get(`/api/admin/orders/${number}/`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return adminOrderDetailSchema.parse(res.json());
};

async function paidOrder(amount = 1) {
  const order = await place(f, orderBody({ products: [{ id: f.variants[0], amount }] }));
  await deliver(f, notification(order, "authorised"));
  return order;
}

describe("admin orders", () => {
  it("lists orders with filters and a search by number or e-mail", async () => {
    const paid = await paidOrder();
    const unpaid = await place(f, orderBody({ products: [{ id: f.variants[1], amount: 1 }] }));
    const byStatus = adminOrderPageSchema.parse((await get("/api/admin/orders/?status=processing")).json());
    expect(byStatus.results.map((r) => r.number)).toContain(paid.number);
    expect(byStatus.results.map((r) => r.number)).not.toContain(unpaid.number);
    const byNumber = adminOrderPageSchema.parse((await get(`/api/admin/orders/?q=${paid.number.slice(0, 7)}`)).json());
    expect(byNumber.results.map((r) => r.number)).toContain(paid.number);
    const byMail = adminOrderPageSchema.parse((await get(`/api/admin/orders/?q=MAIJA@example`)).json());
    expect(byMail.count).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    const dated = adminOrderPageSchema.parse((await get(`/api/admin/orders/?from=2000-01-01&to=${today}&payment_status=authorised&sort=-total`)).json());
    expect(dated.results.every((r) => r.payment_status === "authorised")).toBe(true);
    expect((await get("/api/admin/orders/?status=lost&from=yesterday")).json().errors).toHaveProperty("status");
  });

  it("shows an order with its lines, payment, events and history, and moves it to shipped with audit rows", async () => {
    const order = await paidOrder();
    let d = await detail(order.number);
    expect(d.status).toBe("processing");
    expect(d.lines).toHaveLength(1);
    expect(d.payments[0]?.processor_slug).toBe("test");
    expect(d.events.map((e) => e.status)).toEqual(["authorised"]);
    expect(d.history).toMatchObject([{ from: "new", to: "processing", source: "payment" }]);
    expect(d.allowed_moves).toContain("ready_for_packing");
    for (const to of ["ready_for_packing", "shipped"] as const) {
      const res = await post(`/api/admin/orders/${order.number}/status/`, { version: d.version, to, note: "Pakattu" });
      expect(res.statusCode, res.body).toBe(200);
      d = adminOrderDetailSchema.parse(res.json());
    }
    expect(d.status).toBe("shipped");
    expect(d.history.at(-1)).toMatchObject({ to: "shipped", source: "staff", staff: "myyja", note: "Pakattu" });
    const audit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=order&entity_id=${order.number}`)).json());
    expect(audit.results.map((r) => r.summary)).toEqual(["ready_for_packing → shipped: Pakattu", "processing → ready_for_packing: Pakattu"]);
    const wrong = await post(`/api/admin/orders/${order.number}/status/`, { version: d.version, to: "processing" });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe("transition_not_allowed");
  });

  it("refuses a move made on a stale view of the order", async () => {
    const order = await paidOrder();
    const d = await detail(order.number);
    expect((await post(`/api/admin/orders/${order.number}/status/`, { version: d.version, to: "ready_for_packing" })).statusCode).toBe(200);
    const stale = await post(`/api/admin/orders/${order.number}/status/`, { version: d.version, to: "manual_cancellation" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("stale_version");
    expect((await detail(order.number)).status).toBe("ready_for_packing");
  });

  it("cancels a paid order through manual cancellation: stock back, the authorisation released by the provider", async () => {
    await f.setStock(f.variants[0], 5);
    const order = await paidOrder(2);
    expect(await f.webStock(f.variants[0])).toBe(3);
    const d = await detail(order.number);
    const res = await post(`/api/admin/orders/${order.number}/cancel/`, { version: d.version, note: "Asiakas perui" });
    expect(res.statusCode, res.body).toBe(200);
    const after = adminOrderDetailSchema.parse(res.json());
    expect(after.status).toBe("cancelled");
    expect(after.history.slice(-2).map((h) => h.to)).toEqual(["manual_cancellation", "cancelled"]);
    expect(after.refunds).toMatchObject([{ kind: "cancel", status: "done" }]);
    expect(after.payment_status).toBe("cancelled");
    expect(await f.webStock(f.variants[0])).toBe(5);
    const again = await post(`/api/admin/orders/${order.number}/cancel/`, { version: after.version });
    expect(again.statusCode).toBe(409);
  });

  it("keeps internal notes, resends the confirmation, and refuses an empty note", async () => {
    const order = await paidOrder();
    const noted = await post(`/api/admin/orders/${order.number}/notes/`, { body: "Soitettu asiakkaalle" });
    expect(adminOrderDetailSchema.parse(noted.json()).notes).toMatchObject([{ author: "myyja", body: "Soitettu asiakkaalle" }]);
    expect((await post(`/api/admin/orders/${order.number}/notes/`, { body: "  " })).statusCode).toBe(400);
    const mails = async () => (await f.one<{ n: number }>(sql`select count(*)::int as n from mail_outbox where dedupe_key like ${`order.confirmation:${order.number}%`}`)).n;
    const sent = await mails();
    expect((await post(`/api/admin/orders/${order.number}/resend-confirmation/`)).statusCode).toBe(200);
    expect(await mails()).toBe(sent + 1);
    const unpaid = await place(f, orderBody({ products: [{ id: f.variants[2], amount: 1 }] }));
    expect((await post(`/api/admin/orders/${unpaid.number}/resend-confirmation/`)).statusCode).toBe(409);
    expect((await get("/api/admin/orders/P000000000/")).statusCode).toBe(404);
    expect((await get("/api/admin/orders/nonsense/")).statusCode).toBe(404);
  });

  it("lists failed refunds and tries one again", async () => {
    const order = await paidOrder();
    const d = await detail(order.number);
    // The refund the provider refused ten times: failed, waiting for staff.
    await post(`/api/admin/orders/${order.number}/cancel/`, { version: d.version });
    const [refund] = (await f.t.database.db.execute<{ id: number }>(sql`update order_refunds set status = 'failed', attempts = 10, last_error = 'provider down', event_id = null
      where order_id = (select id from orders where number = ${order.number}) returning id`)).rows;
    const failed = adminRefundPageSchema.parse((await get("/api/admin/refunds/?status=failed")).json());
    expect(failed.results.map((r) => r.id)).toContain(refund!.id);
    const retried = await post(`/api/admin/refunds/${refund!.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: refund!.id, status: "done", order_number: order.number });
    expect((await post(`/api/admin/refunds/${refund!.id}/retry/`)).statusCode).toBe(409);
    const audit = auditPageSchema.parse((await get(`/api/admin/audit/?entity=order&entity_id=${order.number}`)).json());
    expect(audit.results[0]?.action).toBe("refund_retry");
  });
});

describe("transfer requests", () => {
  it("lists open requests, high priority first, by the store they go to; done ones apart; a bad query is 400", async () => {
    const db = f.t.database.db;
    const stores = (await db.execute<{ id: number; name: string }>(sql`select id, name from stores order by id limit 3`)).rows;
    const [a, b, c] = [await paidOrder(), await paidOrder(), await paidOrder()];
    const request = (number: string, to: number, high: boolean) =>
      db.execute(sql`update orders set transfer_request_from = ${`{${stores[0]!.id}}`}::int[], transfer_request_to = ${to}, transfer_high_priority = ${high} where number = ${number}`);
    await request(a.number, stores[1]!.id, false);
    await request(b.number, stores[1]!.id, true);
    await request(c.number, stores[2]!.id, false);
    await db.execute(sql`update orders set status = 'shipped' where number = ${c.number}`);

    const open = adminTransferPageSchema.parse((await get(`/api/admin/transfers/?to=${stores[1]!.id}`)).json());
    const mine = open.results.filter((r) => [a.number, b.number].includes(r.number));
    expect(mine.map((r) => r.number)).toEqual([b.number, a.number]);
    expect(mine[0]).toMatchObject({ high_priority: true, to_store: stores[1]!.name, from_stores: [stores[0]!.name] });
    expect(open.results.every((r) => r.to_store === stores[1]!.name)).toBe(true);

    const done = adminTransferPageSchema.parse((await get("/api/admin/transfers/?open=false")).json());
    expect(done.results.map((r) => r.number)).toContain(c.number);
    expect(done.results.map((r) => r.number)).not.toContain(a.number);
    const found = adminTransferPageSchema.parse((await get(`/api/admin/transfers/?open=all&q=${c.number.slice(1)}`)).json());
    expect(found.results.map((r) => r.number)).toEqual([c.number]);

    const bad = await get("/api/admin/transfers/?to=x&high_priority=maybe&sort=evil");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["high_priority", "sort", "to"]);
  });
});
