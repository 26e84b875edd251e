// A working day for the demo's staff in the back office (docs/admin.md "Demo day",
// docs/demo-catalogue.md): orders in every status placed over the last days, with their payments,
// provider events and status history; a cancelled order whose refund the provider refused until
// the order job gave up (failed, waiting for staff); internal notes; a staff transfer request.
// Times are hours before the seed's moment (the start of its day), so the demo stays current. The
// unpaid order has no reservation deadline: the order job leaves it waiting for staff.
import type { Transaction } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { OrderStatus } from "@polku/domain";

const HOUR_MS = 3_600_000;

interface DemoOrder {
  status: OrderStatus;
  /** Hours before the seed's moment the order was placed. */
  hoursAgo: number;
  customerId: number | null;
  email: string;
  first: string;
  last: string;
  city: string;
  delivery: { slug: string; name: string; kind: string; storeId?: number };
  paid: boolean;
  transfer?: boolean;
  note?: string;
  failedRefund?: boolean;
}

const HOME = { slug: "kotiinkuljetus", name: "Kotiinkuljetus", kind: "home" };
const LOCKER = { slug: "pakettiautomaatti", name: "Pakettiautomaatti", kind: "parcel_locker" };
const PICKUP = { slug: "myymalanouto", name: "Nouto myymälästä", kind: "store_pickup", storeId: 1 };

/** The path of each status from `processing`, so the history reads as staff made it. */
const PATHS: Partial<Record<OrderStatus, OrderStatus[]>> = {
  ready_for_packing: ["ready_for_packing"],
  transfer_to_packing: ["transfer_to_packing"],
  skis_in_installation: ["skis_in_installation"],
  ready_for_pick_up: ["ready_for_packing", "ready_for_pick_up"],
  transported_to_pickuplocation: ["ready_for_packing", "transported_to_pickuplocation"],
  shipped: ["ready_for_packing", "shipped"],
  manual_cancellation: ["manual_cancellation"],
  cancelled: ["manual_cancellation", "cancelled"],
};

const ORDERS: DemoOrder[] = [
  { status: "new", hoursAgo: 0.2, customerId: null, email: "liisa.virtanen@example.com", first: "Liisa", last: "Virtanen", city: "Tampere", delivery: HOME, paid: false },
  { status: "processing", hoursAgo: 1, customerId: 1, email: "jasen@polku.example", first: "Jaana", last: "Jäsen", city: "Helsinki", delivery: LOCKER, paid: true },
  { status: "processing", hoursAgo: 2.5, customerId: null, email: "mikko.korhonen@example.com", first: "Mikko", last: "Korhonen", city: "Oulu", delivery: HOME, paid: true, note: "Asiakas pyysi toimitusta vasta ensi viikolla." },
  { status: "ready_for_packing", hoursAgo: 5, customerId: 5, email: "asiakas@polku.example", first: "Aino", last: "Asiakas", city: "Espoo", delivery: HOME, paid: true },
  { status: "transfer_to_packing", hoursAgo: 20, customerId: null, email: "sanna.nieminen@example.com", first: "Sanna", last: "Nieminen", city: "Turku", delivery: PICKUP, paid: true, transfer: true },
  { status: "skis_in_installation", hoursAgo: 26, customerId: null, email: "pekka.laine@example.com", first: "Pekka", last: "Laine", city: "Kuopio", delivery: PICKUP, paid: true },
  { status: "ready_for_pick_up", hoursAgo: 30, customerId: 1, email: "jasen@polku.example", first: "Jaana", last: "Jäsen", city: "Helsinki", delivery: PICKUP, paid: true },
  { status: "transported_to_pickuplocation", hoursAgo: 44, customerId: null, email: "ville.heikkinen@example.com", first: "Ville", last: "Heikkinen", city: "Jyväskylä", delivery: PICKUP, paid: true },
  { status: "shipped", hoursAgo: 50, customerId: null, email: "emma.makinen@example.com", first: "Emma", last: "Mäkinen", city: "Lahti", delivery: HOME, paid: true },
  { status: "shipped", hoursAgo: 75, customerId: 2, email: "yritys@polku.example", first: "Riikka", last: "Retki", city: "Vantaa", delivery: HOME, paid: true },
  { status: "manual_cancellation", hoursAgo: 8, customerId: null, email: "olli.salonen@example.com", first: "Olli", last: "Salonen", city: "Pori", delivery: LOCKER, paid: true, note: "Asiakas soitti ja perui tilauksen." },
  { status: "cancelled", hoursAgo: 60, customerId: null, email: "kaisa.lehtonen@example.com", first: "Kaisa", last: "Lehtonen", city: "Vaasa", delivery: HOME, paid: true, failedRefund: true, note: "Hyvitys epäonnistui: tarkista maksunvälittäjän hallinnasta ja hyvitä käsin." },
  { status: "cancelled", hoursAgo: 90, customerId: null, email: "timo.rantanen@example.com", first: "Timo", last: "Rantanen", city: "Rovaniemi", delivery: HOME, paid: false },
];

export async function insertDemoAdminDay(tx: Transaction, now: Date): Promise<void> {
  const variants = (
    await tx.execute<{ variant_id: number; model_id: number; name: string; manufacturer: string; colour: string; size: string | null; price: number; regular: number }>(sql`
      select v.id as variant_id, m.id as model_id, t.name, b.name as manufacturer, coalesce(ct.name, c.slug) as colour, s.name as size, p.active as price, p.regular
      from product_models m
      join product_model_translations t on t.model_id = m.id and t.language = 'fi'
      join manufacturers b on b.id = m.manufacturer_id
      join model_prices p on p.model_id = m.id and p.tax_area_id = 1
      join lateral (select * from product_variants v where v.model_id = m.id and v.is_active order by v.id limit 1) v on true
      join colours c on c.id = v.colour_id
      left join colour_translations ct on ct.colour_id = c.id and ct.language = 'fi'
      left join sizes s on s.id = v.size_id
      where m.is_public and not exists (select 1 from variant_prices vp where vp.variant_id = v.id)
      order by m.id limit 40`)
  ).rows;
  if (variants.length < 3) return;
  const staff = (await tx.execute<{ id: number }>(sql`select id from customers where username = 'myyja'`)).rows[0]?.id ?? null;

  for (const [i, o] of ORDERS.entries()) {
    const placed = new Date(now.getTime() - o.hoursAgo * HOUR_MS);
    const lines = [variants[(i * 3) % variants.length]!, ...(i % 2 ? [variants[(i * 3 + 1) % variants.length]!] : [])];
    const quantities = lines.map((_, j) => (j === 0 && i % 3 === 0 ? 2 : 1));
    const subtotal = lines.reduce((sum, l, j) => sum + l.price * quantities[j]!, 0);
    const delivery = o.delivery.kind === "home" && subtotal < 10_000 ? 690 : o.delivery.kind === "parcel_locker" && subtotal < 6_000 ? 490 : 0;
    const total = subtotal + delivery;
    const number = `P${String(900_000_001 + i)}`;
    const paymentId = `demo_${number}`;
    const paidAt = o.paid ? new Date(placed.getTime() + 2 * 60_000) : null;
    const cancelled = o.status === "cancelled";
    const paymentStatus = !o.paid ? (cancelled ? "cancelled" : "pending") : cancelled && !o.failedRefund ? "refunded" : "captured";
    const [order] = (
      await tx.execute<{ id: number }>(sql`
        insert into orders (number, access_token, idempotency_key, request_hash, customer_id, email, language, country_code, status, payment_status,
          currency, display_currency, display_rate, display_total, display_decimals, subtotal, delivery_cost, total_price, payment_method, processor_slug,
          first_name, last_name, address, postal_code, city, phone, delivery_method, delivery_method_name, delivery_kind, delivery_store_id, shipping_time,
          transfer_request_from, transfer_request_to, transfer_high_priority, reserved_until, paid_at, cancelled_at, created_at, updated_at)
        values (${number}, ${`demo-access-token-${number}`}, ${`demo-${number}`}, 'demo', ${o.customerId}, ${o.email}, 'fi', 'fi', ${o.status}, ${paymentStatus},
          'eur', 'eur', 1, ${total / 100}, 2, ${subtotal}, ${delivery}, ${total}, 'test', 'test',
          ${o.first}, ${o.last}, ${`Esimerkkitie ${i + 1}`}, '00100', ${o.city}, ${`+358 40 555 ${String(1000 + i)}`}, ${o.delivery.slug}, ${o.delivery.name}, ${o.delivery.kind},
          ${o.delivery.storeId ?? null}, '1–3 arkipäivää',
          ${o.transfer ? sql`array[20, 2]::int[]` : sql`null`}, ${o.transfer ? 1 : null}, ${o.transfer ?? false},
          null, ${paidAt?.toISOString() ?? null},
          ${cancelled ? new Date(placed.getTime() + 6 * HOUR_MS).toISOString() : null}, ${placed.toISOString()}, ${placed.toISOString()})
        returning id`)
    ).rows;
    const orderId = order!.id;
    for (const [j, l] of lines.entries()) {
      await tx.execute(sql`
        insert into order_lines (order_id, position, kind, variant_id, model_id, name, manufacturer, color, size, quantity, unit_price, regular_unit_price, total_price, vat_rate_bp, vat_amount)
        values (${orderId}, ${j + 1}, 'product', ${l.variant_id}, ${l.model_id}, ${l.name}, ${l.manufacturer}, ${l.colour}, ${l.size}, ${quantities[j]!}, ${l.price}, ${l.regular},
          ${l.price * quantities[j]!}, 2550, ${Math.round((l.price * quantities[j]! * 2550) / 12550)})`);
    }
    await tx.execute(sql`insert into order_vat_lines (order_id, rate_bp, amount) values (${orderId}, 2550, ${Math.round((total * 2550) / 12550)})`);
    await tx.execute(sql`
      insert into order_payments (order_id, processor_slug, payment_id, method, idempotency_key, amount, currency, kind, redirect_url, created_at)
      values (${orderId}, 'test', ${paymentId}, 'test', ${`order-${number}-1`}, ${total}, 'eur', 'redirect', '/payments/test/', ${placed.toISOString()})`);
    const at = (minutes: number) => new Date(placed.getTime() + minutes * 60_000).toISOString();
    if (o.paid) {
      await tx.execute(sql`
        insert into payment_events (processor_slug, event_id, payment_id, order_id, status, amount, currency, occurred_at, applied, created_at)
        values ('test', ${`evt_demo_${number}_captured`}, ${paymentId}, ${orderId}, 'captured', ${total}, 'eur', ${at(2)}, true, ${at(2)})`);
      await history(tx, orderId, "new", "processing", "payment", null, "test:captured", at(2));
      let from: OrderStatus = "processing";
      for (const [k, to] of (PATHS[o.status] ?? []).entries()) {
        await history(tx, orderId, from, to, "staff", staff, null, at(60 * (k + 1)));
        from = to;
      }
    } else if (cancelled) {
      await tx.execute(sql`
        insert into payment_events (processor_slug, event_id, payment_id, order_id, status, amount, currency, occurred_at, applied, created_at)
        values ('test', ${`evt_demo_${number}_cancelled`}, ${paymentId}, ${orderId}, 'cancelled', ${total}, 'eur', ${at(5)}, true, ${at(5)})`);
      await history(tx, orderId, "new", "cancelled", "payment", null, "test:cancelled", at(5));
    }
    if (cancelled && o.paid) {
      const failed = o.failedRefund === true;
      await tx.execute(sql`
        insert into order_refunds (order_id, kind, processor_slug, payment_id, amount, currency, idempotency_key, reason, status, attempts, next_attempt_at, last_error, created_at, completed_at, event_id)
        values (${orderId}, 'refund', 'test', ${paymentId}, ${total}, 'eur', ${`refund-${number}`}, 'staff_cancel', ${failed ? "failed" : "done"}, ${failed ? 10 : 1},
          ${at(6 * 60)}, ${failed ? "test: the provider did not answer (timeout)" : null}, ${at(6 * 60)}, ${failed ? null : at(6 * 60 + 1)}, ${failed ? null : `evt_demo_${number}_refunded`})`);
    }
    if (o.note) {
      await tx.execute(sql`insert into order_notes (order_id, author_id, author_name, body, created_at) values (${orderId}, ${staff}, 'myyja', ${o.note}, ${at(90)})`);
    }
  }
}

async function history(tx: Transaction, orderId: number, from: OrderStatus, to: OrderStatus, source: string, staffId: number | null, note: string | null, at: string) {
  await tx.execute(sql`insert into order_status_history (order_id, from_status, to_status, source, staff_id, note, created_at)
    values (${orderId}, ${from}, ${to}, ${source}, ${staffId}, ${note}, ${at})`);
}
