// Integration: placing orders, payment events, expiry, reading and staff moves on a real
// database (PGlite, or PostgreSQL with DATABASE_URL). The concurrency tests are in
// orders.concurrency.test.ts (PostgreSQL only).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { customerOrdersResponseSchema, orderConflictSchema, orderTimeline, orderViewSchema, type PlaceOrderResponse } from "@polku/domain";
import { DEMO_CUSTOMERS } from "../../seed/customers";
import { foldRecoSignals } from "../reco/reco.signals";
import { deliver, FORM, notification, orderBody, ordersFixture, place, placeRaw, type OrdersFixture } from "./orders.test-support";

let f: OrdersFixture;
let v1: number;
let v2: number;
let v3: number;
let memberToken: string;
let orgToken: string;
let staffToken: string;

beforeAll(async () => {
  f = await ordersFixture();
  [v1, v2, v3] = f.variants;
  const [member, org, staff] = DEMO_CUSTOMERS;
  memberToken = await f.token(member!);
  orgToken = await f.token(org!);
  staffToken = await f.token(staff!);
}, 120_000);
afterAll(() => f?.t.close());

const readOrder = async (order: PlaceOrderResponse) => {
  const res = await f.t.app.inject({ method: "GET", url: `/api/orders/${order.number}/?token=${order.access_token}` });
  expect(res.statusCode, res.body).toBe(200);
  return orderViewSchema.parse(res.json());
};
const mails = (number: string) => f.one<{ n: number; subject: string | null; text: string | null; language: string | null }>(
  sql`select count(*)::int as n, max(subject) as subject, max(text) as text, max(language) as language from mail_outbox where dedupe_key = ${`order.confirmation:${number}`}`,
);

describe("placing an order", () => {
  it("reserves stock, counts nothing paid yet and sends the shopper to the test provider's page", async () => {
    await f.setStock(v1, 10);
    const order = await place(f, orderBody({ products: [{ id: v1, amount: 2 }] }));
    expect(order.number).toMatch(/^P\d{9}$/);
    expect(order).toMatchObject({ status: "new", payment_status: "pending", total_price: 20_000, currency_code: "eur" });
    expect(order.payment.kind).toBe("redirect");
    if (order.payment.kind === "redirect") expect(order.payment.redirect_url).toMatch(/^http:\/\/shop\.test\/api\/payments\/test\/pay\/\?session=/);
    expect(order.payment_events).toHaveLength(1);
    expect(await f.webStock(v1)).toBe(8);
    const view = await readOrder(order);
    expect(view.lines).toEqual([expect.objectContaining({ kind: "product", variant_id: v1, quantity: 2, unit_price: 10_000, total_price: 20_000, vat_percentage: 25.5, vat_amount: 4_064 })]);
    expect(view.delivery).toMatchObject({ method: "kotiinkuljetus", first_name: "Maija", postal_code: "00100", email: FORM.email });
    expect(view.vat).toEqual([{ percentage: 25.5, amount: 4_064 }]);
    expect(view.reserved_until).not.toBeNull();
    expect((await mails(order.number)).n).toBe(0);
  });

  it("a store pickup order goes to the store the form names; its view and e-mail give the store's name and address", async () => {
    for (const [slug, name, address] of [["oulu", "Polku Oulu", "Isokatu 24, 90100 Oulu"], ["rovaniemi", "Polku Rovaniemi", "Koskikatu 9, 96200 Rovaniemi"]] as const) {
      const order = await place(f, orderBody({ products: [{ id: v3, amount: 1 }], form: { ...FORM, postal_code: "96200", delivery_method: "myymalanouto", delivery_location: slug } }));
      const view = await readOrder(order);
      expect(view.delivery).toMatchObject({ method: "myymalanouto", kind: "store_pickup", method_name: `Nouto myymälästä, ${name}`, location: slug });
      expect(view.delivery.store).toEqual({ name, street_address: address.split(", ")[0], postal_code: address.split(", ")[1]!.split(" ")[0], city: address.split(" ").at(-1) });
      expect(await f.one<{ store: number }>(sql`select s.slug as store from orders o join stores s on s.id = o.delivery_store_id where o.number = ${order.number}`)).toEqual({ store: slug });
      await deliver(f, notification(order, "authorised"));
      const mail = await mails(order.number);
      expect(mail.text).toContain(`Noutomyymälä: ${name}, ${address}`);
    }
    // A home delivery has no store.
    const home = await place(f, orderBody({ products: [{ id: v3, amount: 1 }] }));
    await deliver(f, notification(home, "authorised"));
    expect((await readOrder(home)).delivery.store).toBeNull();
  });

  it("the test provider's page opens for the payment", async () => {
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }] }));
    if (order.payment.kind !== "redirect") throw new Error("redirect expected");
    const page = await f.t.app.inject({ method: "GET", url: new URL(order.payment.redirect_url).pathname + new URL(order.payment.redirect_url).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.number);
  });

  it("a payment notification delivered 5 times, out of order, changes the order once and queues one e-mail", async () => {
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }], language_code: "en" }));
    const authorised = notification(order, "authorised");
    const pending = notification(order, "pending");
    const declined = notification(order, "declined");
    for (const n of [authorised, pending, authorised, declined, authorised, authorised, authorised]) expect((await deliver(f, n)).statusCode).toBe(200);
    const view = await readOrder(order);
    expect(view).toMatchObject({ status: "processing", payment_status: "authorised" });
    expect(view.paid_at).not.toBeNull();
    const mail = await mails(order.number);
    expect(mail.n).toBe(1);
    expect(mail.language).toBe("en");
    expect(mail.subject).toBe(`Order confirmation ${order.number}`);
    expect(mail.text).toContain("http://shop.test/view-order/");
    expect(mail.text).toMatch(/VAT 25\.5 %/);
    // The designed e-mail (docs/orders.md "E-mail"): a link to the order itself, the country by
    // name, the payment method, the merchant's contact; the HTML with the product's image.
    expect(mail.text).toContain(`http://shop.test/order/payment_ok/${order.number}/${order.access_token}/`);
    expect(mail.text).toMatch(/^Finland$/m);
    expect(mail.text).not.toMatch(/^FI$/m);
    expect(mail.text).toMatch(/^Payment method: .+/m);
    expect(mail.text).toMatch(/customer service: .+@/);
    const html = await f.one<{ html: string }>(sql`select html from mail_outbox where dedupe_key = ${`order.confirmation:${order.number}`}`);
    expect(html.html).toContain('<meta name="viewport"');
    expect(html.html).toMatch(/<img src="http:\/\/shop\.test\/media\/[^"]+"/);
    expect(html.html).toContain(`href="http://shop.test/order/payment_ok/${order.number}/${order.access_token}/"`);
    const events = await f.one<{ n: number; applied: number }>(sql`select count(*)::int as n, count(*) filter (where applied)::int as applied from payment_events e join orders o on o.id = e.order_id where o.number = ${order.number}`);
    expect(events).toEqual({ n: 3, applied: 1 });
    const history = await f.one<{ n: number }>(sql`select count(*)::int as n from order_status_history h join orders o on o.id = h.order_id where o.number = ${order.number}`);
    expect(history.n).toBe(1);
    await foldRecoSignals(f.t.database.db);
    const signal = await f.one<{ n: number }>(sql`select coalesce(sum(orders), 0)::int as n from reco_signals where model_id = (select model_id from product_variants where id = ${v2})`);
    expect(signal.n).toBeGreaterThanOrEqual(1);
  });

  it("a notification with a bad signature writes nothing", async () => {
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }] }));
    const forged = notification(order, "authorised", { secret: "another-secret-0123456789abcdef0123456789" });
    const before = await f.one<{ n: number }>(sql`select count(*)::int as n from payment_events`);
    expect((await deliver(f, forged)).statusCode).toBe(400);
    expect(await f.one<{ n: number }>(sql`select count(*)::int as n from payment_events`)).toEqual(before);
    expect(await readOrder(order)).toMatchObject({ status: "new", payment_status: "pending" });
  });

  it("declined and cancelled payments release the stock and the code use", async () => {
    await f.setStock(v3, 5);
    for (const status of ["declined", "cancelled"] as const) {
      const order = await place(f, orderBody({ products: [{ id: v3, amount: 3 }], discount_codes: ["KESA10"] }));
      expect(await f.webStock(v3)).toBe(2);
      const uses = () => f.one<{ n: number }>(sql`select count(*)::int as n from discount_code_usages where order_ref = ${order.number}`);
      expect((await uses()).n).toBe(1);
      expect((await deliver(f, notification(order, status))).statusCode).toBe(200);
      expect(await readOrder(order)).toMatchObject({ status: "cancelled", payment_status: status });
      expect(await f.webStock(v3)).toBe(5);
      expect((await uses()).n).toBe(0);
      // A late authorisation of the cancelled order does not take the stock again.
      await deliver(f, notification(order, "authorised"));
      expect(await f.webStock(v3)).toBe(5);
      expect(await readOrder(order)).toMatchObject({ status: "cancelled" });
    }
  });

  it("abandoned orders expire after their reservation time and give the stock back", async () => {
    await f.setStock(v3, 4);
    const order = await place(f, orderBody({ products: [{ id: v3, amount: 4 }] }));
    expect(await f.webStock(v3)).toBe(0);
    expect(await f.t.app.orders.expireAbandoned(new Date(Date.now() + 29 * 60_000))).toBe(0);
    expect(await f.t.app.orders.expireAbandoned(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await readOrder(order)).toMatchObject({ status: "cancelled", payment_status: "cancelled" });
    expect(await f.webStock(v3)).toBe(4);
    // Paid orders never expire.
    const paid = await place(f, orderBody({ products: [{ id: v3, amount: 1 }] }));
    await deliver(f, notification(paid, "authorised"));
    await f.t.app.orders.expireAbandoned(new Date(Date.now() + 120 * 60_000));
    expect(await readOrder(paid)).toMatchObject({ status: "processing" });
    expect(await f.webStock(v3)).toBe(3);
  });

  it("refuses what no longer holds with 409 and a clear message in the shopper's language", async () => {
    await f.setStock(v3, 1);
    const res = await placeRaw(f, orderBody({ products: [{ id: v3, amount: 2 }], language_code: "en" }));
    expect(res.statusCode).toBe(409);
    const body = orderConflictSchema.parse(res.json());
    expect(body.code).toBe("sold_out");
    expect(body.detail).toBe("Some products sold out meanwhile. Please check your cart.");
    expect(body.errors.join(" ")).toMatch(/Only 1 pcs/);
    expect(await f.webStock(v3)).toBe(1);
    const used = await placeRaw(f, orderBody({ products: [{ id: v2, amount: 1 }], discount_codes: ["LOPPUUNKAYTETTY"] }));
    expect(used.statusCode).toBe(409);
    expect(orderConflictSchema.parse(used.json()).code).toBe("code_used_up");
    // A once-per-customer code: a guest is counted by the order's e-mail, refused like a known customer.
    await f.setStock(v1, 10);
    const guestEmail = "kerran@example.com";
    const welcome = () => placeRaw(f, orderBody({ products: [{ id: v1, amount: 1 }], discount_codes: ["tervetuloa15"], form: { ...FORM, email: guestEmail }, language_code: "en" }));
    await f.t.database.db.execute(sql`insert into discount_code_usages (code_id, email, order_ref) select id, ${guestEmail}, 'T-2' from discount_codes where code = 'TERVETULOA15'`);
    const once = await welcome();
    expect(once.statusCode).toBe(409);
    expect(orderConflictSchema.parse(once.json())).toMatchObject({ code: "code_used_up", detail: "You have already used the code TERVETULOA15.", errors: ["You have already used the code TERVETULOA15."] });
    expect(await f.webStock(v1)).toBe(10);
    const method = await placeRaw(f, orderBody({ products: [{ id: v2, amount: 1 }], payment_method: "invoice" }));
    expect(method.statusCode).toBe(409);
    expect(orderConflictSchema.parse(method.json()).code).toBe("payment_method_unavailable");
  });

  it("the same idempotency key answers the same order and payment; another cart with it is refused", async () => {
    const body = orderBody({ products: [{ id: v2, amount: 1 }] });
    const first = await place(f, body);
    const again = await place(f, body);
    expect(again).toEqual(first);
    const other = await placeRaw(f, { ...body, products: [{ id: v2, amount: 2 }] });
    expect(other.statusCode).toBe(409);
    expect(orderConflictSchema.parse(other.json()).code).toBe("idempotency_key_reused");
  });

  it("an order paid fully by a gift card skips the provider, debits the card and confirms at once", async () => {
    await f.t.database.db.execute(sql`insert into gift_cards (code) values ('ORDERS-GIFT-1')`);
    await f.t.database.db.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount) select id, 'issue', 10000 from gift_cards where code = 'ORDERS-GIFT-1'`);
    const order = await place(f, orderBody({ products: [{ id: v3, amount: 1 }], discount_codes: ["orders-gift-1"] }));
    expect(order).toMatchObject({ status: "processing", payment_status: "not_required", total_price: 0, payment: { kind: "none" } });
    const balance = await f.one<{ b: number }>(sql`select sum(amount)::int as b from gift_card_transactions x join gift_cards g on g.id = x.gift_card_id where g.code = 'ORDERS-GIFT-1'`);
    expect(balance.b).toBe(10_000 - 2_500 - 690);
    expect((await mails(order.number)).n).toBe(1);
  });

  it("a bad body gives 400 with field errors", async () => {
    const res = await placeRaw(f, { ...orderBody(), products: [{ id: v1, amount: 1, price: 1 }], form: { ...FORM, email: "nope", first_name: "" }, idempotency_key: "x" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(["products.0", "form.email", "form.first_name", "idempotency_key"]));
  });
});

describe("reading orders", () => {
  let mine: PlaceOrderResponse;
  beforeAll(async () => {
    mine = await place(f, orderBody({ products: [{ id: v2, amount: 1 }], form: { ...FORM, email: "jasen@polku.example" } }), memberToken);
  });

  it("the customer sees the order in the history and by number without a token", async () => {
    const res = await f.t.app.inject({ method: "GET", url: "/api/customer/orders/", headers: { authorization: `Bearer ${memberToken}` } });
    const history = customerOrdersResponseSchema.parse(res.json());
    expect(history.orders.map((o) => o.number)).toContain(mine.number);
    const own = await f.t.app.inject({ method: "GET", url: `/api/orders/${mine.number}/`, headers: { authorization: `Bearer ${memberToken}` } });
    expect(own.statusCode).toBe(200);
    expect((await f.t.app.inject({ method: "GET", url: "/api/customer/orders/" })).statusCode).toBe(401);
  });

  it("another customer's order is 404 on every call that takes an order number", async () => {
    const auth = { authorization: `Bearer ${orgToken}` };
    const read = await f.t.app.inject({ method: "GET", url: `/api/orders/${mine.number}/`, headers: auth });
    expect([read.statusCode, read.json()]).toEqual([404, { detail: "Order not found", code: "order_not_found" }]);
    expect((await f.t.app.inject({ method: "GET", url: `/api/orders/${mine.number}/?token=${"x".repeat(32)}` })).statusCode).toBe(404);
    const lookup = await f.t.app.inject({ method: "POST", url: "/api/orders/lookup/", payload: { email: "yritys@polku.example", order_number: mine.number }, headers: auth, remoteAddress: "203.0.113.9" });
    expect(lookup.statusCode).toBe(404);
    const history = customerOrdersResponseSchema.parse((await f.t.app.inject({ method: "GET", url: "/api/customer/orders/", headers: auth })).json());
    expect(history.orders.map((o) => o.number)).not.toContain(mine.number);
    const move = await f.t.app.inject({ method: "POST", url: `/api/staff/orders/${mine.number}/status/`, payload: { status: "manual_cancellation" }, headers: auth });
    expect(move.statusCode).toBe(403);
  });

  it("the lookup gives the same 404 for an unknown number and a wrong e-mail, and the order for the right pair", async () => {
    const ask = (email: string, order_number: string) => f.t.app.inject({ method: "POST", url: "/api/orders/lookup/", payload: { email, order_number }, remoteAddress: "203.0.113.10" });
    const unknown = await ask("jasen@polku.example", "P000000001");
    const wrong = await ask("someone@example.com", mine.number);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toBe(unknown.body);
    const right = await ask("JASEN@polku.example", mine.number.toLowerCase());
    expect(right.statusCode).toBe(200);
    expect(orderViewSchema.parse(right.json()).number).toBe(mine.number);
  });

  it("the lookup is rate limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await f.t.app.inject({ method: "POST", url: "/api/orders/lookup/", payload: { email: "a@b.fi", order_number: `P00000000${i % 10}` }, remoteAddress: "203.0.113.77" })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("staff status moves", () => {
  it("staff move a paid order along; guests and customers are refused; shipped stock is consumed", async () => {
    await f.setStock(v1, 3);
    const order = await place(f, orderBody({ products: [{ id: v1, amount: 1 }] }));
    await deliver(f, notification(order, "authorised"));
    const url = `/api/staff/orders/${order.number}/status/`;
    expect((await f.t.app.inject({ method: "POST", url, payload: { status: "shipped" } })).statusCode).toBe(401);
    expect((await f.t.app.inject({ method: "POST", url, payload: { status: "shipped" }, headers: { authorization: `Bearer ${memberToken}` } })).statusCode).toBe(403);
    const staff = { authorization: `Bearer ${staffToken}` };
    const back = await f.t.app.inject({ method: "POST", url, payload: { status: "new" }, headers: staff });
    expect(back.statusCode).toBe(409);
    expect((await f.t.app.inject({ method: "POST", url, payload: { status: "ready_for_packing" }, headers: staff })).statusCode).toBe(200);
    const shipped = await f.t.app.inject({ method: "POST", url, payload: { status: "shipped" }, headers: staff });
    const view = orderViewSchema.parse(shipped.json());
    expect(view.status).toBe("shipped");
    // The timeline's source: every status moved to, oldest first, with its time.
    expect(view.status_history.map((h) => h.status)).toEqual(["processing", "ready_for_packing", "shipped"]);
    const times = view.status_history.map((h) => Date.parse(h.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(orderTimeline(view).map((e) => `${e.step}:${e.state}`)).toEqual(["placed:done", "paid:done", "packing:done", "shipped:current"]);
    expect(view.returned_at).toBeNull();
    expect(await f.webStock(v1)).toBe(2);
    const bad = await f.t.app.inject({ method: "POST", url, payload: { status: "lost" }, headers: staff });
    expect(bad.statusCode).toBe(400);
  });

  it("a cancellation by staff gives the stock back", async () => {
    await f.setStock(v1, 3);
    const order = await place(f, orderBody({ products: [{ id: v1, amount: 2 }] }));
    await deliver(f, notification(order, "authorised"));
    const staff = { authorization: `Bearer ${staffToken}` };
    const url = `/api/staff/orders/${order.number}/status/`;
    expect((await f.t.app.inject({ method: "POST", url, payload: { status: "manual_cancellation" }, headers: staff })).statusCode).toBe(200);
    expect(await f.webStock(v1)).toBe(1);
    expect((await f.t.app.inject({ method: "POST", url, payload: { status: "cancelled" }, headers: staff })).statusCode).toBe(200);
    expect(await f.webStock(v1)).toBe(3);
  });
});

describe("provider return calls without the provider", () => {
  it("the Klarna confirmation and PayPal's return answer 404 when Klarna and PayPal are not configured", async () => {
    const order = await place(f, orderBody({ products: [{ id: v2, amount: 1 }] }));
    if (order.payment.kind !== "redirect") throw new Error("redirect expected");
    const klarna = await f.t.app.inject({ method: "GET", url: `/api/payments/klarna/confirmation/?klarna_order_id=${order.payment.payment_id.slice(0, 40).replace(/[^A-Za-z0-9-]/g, "a")}` });
    expect([klarna.statusCode, klarna.json().code]).toEqual([404, "order_not_found"]);
    const paypal = await f.t.app.inject({ method: "POST", url: "/api/payments/paypal/return/", payload: { order_number: order.number, access_token: order.access_token, token: "5O190127TN364715T" } });
    expect([paypal.statusCode, paypal.json().code]).toEqual([404, "order_not_found"]);
    expect(await readOrder(order)).toMatchObject({ status: "new", payment_status: "pending" });
  });
});

describe("enterprise orders", () => {
  it("organisation customers collect products; others are refused", async () => {
    const body = { enterprise_data: {}, checkout_data: { products: [{ productId: v1, amount: 2 }] } };
    const first = await f.t.app.inject({ method: "POST", url: "/api/customer/enterprise/order/", payload: body, headers: { authorization: `Bearer ${orgToken}` } });
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().id as number;
    const second = await f.t.app.inject({ method: "POST", url: "/api/customer/enterprise/order/", payload: { enterprise_data: { id }, checkout_data: { products: [{ productId: v1, amount: 1 }, { productId: v2, amount: 1 }] } }, headers: { authorization: `Bearer ${orgToken}` } });
    expect(second.json().products.map((p: { productId: number; amount: number }) => [p.productId, p.amount])).toEqual([[v1, 3], [v2, 1]].sort((a, b) => a[0]! - b[0]!));
    expect((await f.t.app.inject({ method: "POST", url: "/api/customer/enterprise/order/", payload: body, headers: { authorization: `Bearer ${memberToken}` } })).statusCode).toBe(403);
    expect((await f.t.app.inject({ method: "POST", url: "/api/customer/enterprise/order/", payload: body })).statusCode).toBe(401);
  });
});

describe("staff transfer requests", () => {
  it("a staff order reserves in the source store and records target, reserve and priority; a customer's transfer fields are ignored", async () => {
    const [source, target] = (await f.t.database.db.execute<{ id: number }>(sql`select id from stores where type = 'retail' order by id limit 2`)).rows.map((r) => r.id);
    await f.t.database.db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${v3}, ${source!}, 4, 0)
      on conflict (variant_id, store_id) do update set quantity = 4, blocked_quantity = 0`);
    await f.setStock(v3, 10);
    const sourceStock = async () => (await f.one<{ q: number }>(sql`select quantity as q from stock where variant_id = ${v3} and store_id = ${source!}`)).q;
    const recorded = (number: string) =>
      f.one<{ from: number[] | null; to: number | null; reserve: boolean; priority: boolean; store: number }>(
        sql`select o.transfer_request_from as "from", o.transfer_request_to as "to", o.transfer_reserve_quantity as reserve, o.transfer_high_priority as priority, r.store_id as store
            from orders o join stock_reservations r on r.order_id = o.id where o.number = ${number}`,
      );
    const transfer = { transfer_request_from: [source!], transfer_request_to: target!, transferrequest_reserve_quantity: true, transferrequest_high_priority: true };

    const staffOrder = await place(f, orderBody({ products: [{ id: v3, amount: 1 }], ...transfer }), staffToken);
    expect(await sourceStock()).toBe(3);
    expect(await f.webStock(v3)).toBe(10);
    expect(await recorded(staffOrder.number)).toEqual({ from: [source!], to: target!, reserve: true, priority: true, store: source! });

    const customerOrder = await place(f, orderBody({ products: [{ id: v3, amount: 1 }], ...transfer }), memberToken);
    expect(await sourceStock()).toBe(3);
    expect(await f.webStock(v3)).toBe(9);
    expect(await recorded(customerOrder.number)).toEqual({ from: null, to: null, reserve: false, priority: false, store: 20 });
  });

  it("keeps the seller's name and number of a staff order only (spec 01 §3 Cart.form, §6)", async () => {
    await f.setStock(v3, 10);
    const seller = { seller_name: "Maija Myyjä", seller_number: "S-204" };
    const sellerOf = (number: string) => f.one<{ name: string | null; num: string | null }>(sql`select seller_name as name, seller_number as num from orders where number = ${number}`);
    const staffOrder = await place(f, orderBody({ products: [{ id: v3, amount: 1 }], form: { ...FORM, ...seller } }), staffToken);
    expect(await sellerOf(staffOrder.number)).toEqual({ name: "Maija Myyjä", num: "S-204" });
    const customerOrder = await place(f, orderBody({ products: [{ id: v3, amount: 1 }], form: { ...FORM, ...seller } }), memberToken);
    expect(await sellerOf(customerOrder.number)).toEqual({ name: null, num: null });
  });

  it("a staff transfer from two stores reserves exactly the picked units in each; a pick above a store's stock is 409 naming the row", async () => {
    const [a, b] = (await f.t.database.db.execute<{ id: number }>(sql`select id from stores where type = 'retail' order by id limit 2`)).rows.map((r) => r.id);
    for (const store of [a!, b!]) {
      await f.t.database.db.execute(sql`insert into stock (variant_id, store_id, quantity, blocked_quantity) values (${v1}, ${store}, 4, 0)
        on conflict (variant_id, store_id) do update set quantity = 4, blocked_quantity = 0`);
    }
    const stockIn = async (store: number) => (await f.one<{ q: number }>(sql`select quantity as q from stock where variant_id = ${v1} and store_id = ${store}`)).q;
    const web = await f.webStock(v1);
    const transfer = { transfer_request_from: [a!, b!], transfer_request_to: a! };

    // The checkout answer gives staff each source store's units, and nobody else.
    const checkout = (token: string) =>
      f.t.app.inject({ method: "POST", url: "/api/checkout/", headers: { authorization: `Bearer ${token}` }, payload: { products: [{ id: v1, amount: 3 }], country_code: "fi", language_code: "fi", ...transfer } });
    expect((await checkout(staffToken)).json().products[0].transfer_stock).toEqual([{ store_id: a!, sellable: 4 }, { store_id: b!, sellable: 4 }]);
    expect((await checkout(memberToken)).json().products[0].transfer_stock).toBeNull();

    // 1 + 2 picked: the greedy order would have taken all 3 from the first store.
    const order = await place(f, orderBody({ products: [{ id: v1, amount: 3, transfer_amounts_from: { [a!]: 1, [b!]: 2 } }], ...transfer }), staffToken);
    const reserved = (await f.t.database.db.execute<{ store: number; q: number }>(
      sql`select r.store_id as store, r.quantity as q from stock_reservations r join orders o on o.id = r.order_id where o.number = ${order.number} order by r.store_id`,
    )).rows;
    expect(reserved).toEqual([{ store: a!, q: 1 }, { store: b!, q: 2 }].sort((x, y) => x.store - y.store));
    expect([await stockIn(a!), await stockIn(b!), await f.webStock(v1)]).toEqual([3, 2, web]);

    // Store b now sells 2: a pick of 3 from it is refused with the row named, and nothing is taken.
    const res = await placeRaw(f, orderBody({ products: [{ id: v1, amount: 3, transfer_amounts_from: { [b!]: 3 } }], ...transfer }), staffToken);
    expect(res.statusCode, res.body).toBe(409);
    const refusal = orderConflictSchema.parse(res.json());
    expect(refusal.detail).toMatch(/^Valitse keräysvarastoista riittävä määrä tuotteita riville: /);
    expect(refusal.errors).toContain(refusal.detail);
    // A short row (2 of 3 picked) likewise.
    const short = await placeRaw(f, orderBody({ products: [{ id: v1, amount: 3, transfer_amounts_from: { [a!]: 1, [b!]: 1 } }], ...transfer }), staffToken);
    expect(short.statusCode, short.body).toBe(409);
    expect([await stockIn(a!), await stockIn(b!)]).toEqual([3, 2]);
  });
});
