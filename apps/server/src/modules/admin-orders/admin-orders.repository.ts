// SQL of the back office's orders (docs/admin.md "Orders"): the filtered list, one order with
// everything that happened to it, notes, refunds and the dashboard's counts.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import type { AdminOrderDetail, AdminOrderListQuery, AdminOrderRow, AdminRefund } from "@polku/domain/admin/orders";
import { escapeLike, isoTimestamp } from "../admin-core";

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return (await db.execute<T & Record<string, unknown>>(query)).rows as T[];
}

const ORDER_SORTS: Record<string, SQL> = {
  created: sql`o.created_at`,
  total: sql`o.total_price`,
  number: sql`o.number`,
  status: sql`o.status`,
};

function orderFilters(q: AdminOrderListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.status) parts.push(sql`o.status = ${q.status}`);
  if (q.payment_status) parts.push(sql`o.payment_status = ${q.payment_status}`);
  if (q.from) parts.push(sql`o.created_at >= (${q.from}::date)::timestamp at time zone 'Europe/Helsinki'`);
  if (q.to) parts.push(sql`o.created_at < ((${q.to}::date) + 1)::timestamp at time zone 'Europe/Helsinki'`);
  if (q.store) parts.push(sql`(o.delivery_store_id = ${q.store} or o.transfer_request_to = ${q.store} or ${q.store} = any(o.transfer_request_from))`);
  if (q.delivery_method) parts.push(sql`o.delivery_method = ${q.delivery_method}`);
  if (q.code) parts.push(sql`(lower(o.discount_code) = lower(${q.code}) or upper(o.gift_campaign_code) = upper(${q.code}))`);
  if (q.customer) parts.push(sql`o.customer_id = ${q.customer}`);
  if (q.transfer) parts.push(sql`o.transfer_request_to is not null`);
  if (q.q) {
    const text = q.q.trim();
    if (/^P?\d{3,9}$/i.test(text)) {
      parts.push(sql`o.number like ${`${text.toUpperCase().startsWith("P") ? text.toUpperCase() : `P${text}`}%`}`);
    } else {
      const like = `%${escapeLike(text)}%`;
      parts.push(sql`(lower(o.email) like lower(${like}) or (o.first_name || ' ' || o.last_name) ilike ${like})`);
    }
  }
  return sql.join(parts, sql` and `);
}

export async function listOrders(db: Executor, q: AdminOrderListQuery): Promise<{ rows: AdminOrderRow[]; count: number; exact: boolean }> {
  const where = orderFilters(q);
  const { column, descending } = parseSort(q.sort);
  const order = sql`${ORDER_SORTS[column] ?? ORDER_SORTS.created} ${descending ? sql`desc` : sql`asc`}, o.id ${descending ? sql`desc` : sql`asc`}`;
  const [found, counted] = await Promise.all([
    // The page's ids first, then what each shown row needs (see admin-models.repository.ts).
    rows<AdminOrderRow>(
      db,
      sql`with page as materialized (select o.id from orders o where ${where} order by ${order} limit ${q.per_page} offset ${(q.page - 1) * q.per_page})
          select o.number, to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at, o.status, o.payment_status, o.email,
            o.first_name || ' ' || o.last_name as name, o.total_price, o.currency, o.delivery_method_name,
            (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as items,
            o.discount_code, o.transfer_request_to is not null as transfer
          from page join orders o on o.id = page.id order by ${order}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from orders o where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`),
  ]);
  const n = counted[0]?.n ?? 0;
  return { rows: found, count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}


type OrderCore = Omit<AdminOrderDetail, "version" | "allowed_moves" | "lines" | "payments" | "events" | "refunds" | "history" | "notes" | "transfer"> & {
  id: number;
  transfer_from: string[] | null;
  transfer_to: string | null;
  transfer_reserve_quantity: boolean;
  transfer_high_priority: boolean;
};

export async function findOrderCore(db: Executor, number: string): Promise<OrderCore | null> {
  const [row] = await rows<OrderCore>(
    db,
    sql`select o.id, o.number, ${isoTimestamp(sql`o.created_at`)} as created_at, o.status, o.payment_status, o.customer_id, o.email, o.language,
          o.first_name, o.last_name, o.address, o.postal_code, o.city, o.country_code, o.phone, o.delivery_method_name, o.delivery_location,
          ds.name as delivery_store, o.shipping_time, o.special_request, o.seller_name, o.payment_method, o.processor_slug, o.discount_code,
          o.currency, o.subtotal, o.discount_total, o.delivery_cost, o.repack_cost, o.gift_cards_used, o.total_price,
          ${isoTimestamp(sql`o.paid_at`)} as paid_at, ${isoTimestamp(sql`o.cancelled_at`)} as cancelled_at,
          (select array_agg(s.name order by s.name) from stores s where s.id = any(o.transfer_request_from)) as transfer_from,
          ts_.name as transfer_to, o.transfer_reserve_quantity, o.transfer_high_priority
        from orders o
        left join stores ds on ds.id = o.delivery_store_id
        left join stores ts_ on ts_.id = o.transfer_request_to
        where o.number = ${number}`,
  );
  return row ?? null;
}

export async function orderParts(db: Executor, orderId: number) {
  const [lines, payments, events, refunds, history, notes] = await Promise.all([
    rows<AdminOrderDetail["lines"][number]>(
      db,
      sql`select position, kind, name, manufacturer, color, size, variant_id, model_id, quantity, unit_price, total_price
          from order_lines where order_id = ${orderId} order by position`,
    ),
    rows<AdminOrderDetail["payments"][number]>(
      db,
      sql`select processor_slug, payment_id, method, amount, ${isoTimestamp(sql`created_at`)} as created_at from order_payments where order_id = ${orderId} order by id`,
    ),
    rows<AdminOrderDetail["events"][number]>(
      db,
      sql`select processor_slug, event_id, status, applied, amount, ${isoTimestamp(sql`created_at`)} as received_at from payment_events where order_id = ${orderId} order by id`,
    ),
    rows<AdminRefund>(
      db,
      sql`select id, kind, amount, status, reason, attempts, last_error, ${isoTimestamp(sql`next_attempt_at`)} as next_attempt_at, ${isoTimestamp(sql`created_at`)} as created_at,
            ${isoTimestamp(sql`completed_at`)} as completed_at
          from order_refunds where order_id = ${orderId} order by id`,
    ),
    rows<AdminOrderDetail["history"][number]>(
      db,
      sql`select h.from_status as "from", h.to_status as "to", h.source, coalesce(c.username, c.email) as staff, h.note, ${isoTimestamp(sql`h.created_at`)} as at
          from order_status_history h left join customers c on c.id = h.staff_id where h.order_id = ${orderId} order by h.id`,
    ),
    rows<AdminOrderDetail["notes"][number]>(
      db,
      sql`select id, author_name as author, body, ${isoTimestamp(sql`created_at`)} as at from order_notes where order_id = ${orderId} order by id`,
    ),
  ]);
  return { lines, payments, events, refunds, history, notes };
}

export async function insertNote(tx: Executor, orderId: number, author: { id: number; name: string }, body: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into order_notes (order_id, author_id, author_name, body) values (${orderId}, ${author.id}, ${author.name}, ${body}) returning id`,
  );
  return row!.id;
}

export async function listRefunds(db: Executor, q: { status?: string; page: number; per_page: number; sort: string }) {
  const where = q.status ? sql`r.status = ${q.status}` : sql`true`;
  const [found, counted] = await Promise.all([
    rows<AdminRefund & { order_number: string }>(
      db,
      sql`select r.id, o.number as order_number, r.kind, r.amount, r.status, r.reason, r.attempts, r.last_error, ${isoTimestamp(sql`r.next_attempt_at`)} as next_attempt_at,
            ${isoTimestamp(sql`r.created_at`)} as created_at, ${isoTimestamp(sql`r.completed_at`)} as completed_at
          from order_refunds r join orders o on o.id = r.order_id where ${where}
          order by r.id ${q.sort === "id" ? sql`asc` : sql`desc`} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from order_refunds r where ${where}`),
  ]);
  return { rows: found, count: counted[0]?.n ?? 0 };
}

/** A failed refund made pending again, due now, with a fresh count of attempts; null when not failed. */
export async function reopenRefund(tx: Executor, id: number): Promise<{ before: AdminRefund; number: string } | null> {
  const [before] = await rows<AdminRefund & { number: string }>(
    tx,
    sql`select r.id, o.number, r.kind, r.amount, r.status, r.reason, r.attempts, r.last_error, ${isoTimestamp(sql`r.next_attempt_at`)} as next_attempt_at,
          ${isoTimestamp(sql`r.created_at`)} as created_at, ${isoTimestamp(sql`r.completed_at`)} as completed_at
        from order_refunds r join orders o on o.id = r.order_id where r.id = ${id} for update of r`,
  );
  if (!before) return null;
  if (before.status !== "failed") return { before, number: before.number };
  await tx.execute(sql`update order_refunds set status = 'pending', attempts = 0, next_attempt_at = now(), locked_until = null where id = ${id}`);
  return { before, number: before.number };
}

export async function refundById(db: Executor, id: number): Promise<(AdminRefund & { order_number: string }) | null> {
  const [row] = await rows<AdminRefund & { order_number: string }>(
    db,
    sql`select r.id, o.number as order_number, r.kind, r.amount, r.status, r.reason, r.attempts, r.last_error, ${isoTimestamp(sql`r.next_attempt_at`)} as next_attempt_at,
          ${isoTimestamp(sql`r.created_at`)} as created_at, ${isoTimestamp(sql`r.completed_at`)} as completed_at
        from order_refunds r join orders o on o.id = r.order_id where r.id = ${id}`,
  );
  return row ?? null;
}

export async function dashboardCounts(db: Executor) {
  const [byStatus, other] = await Promise.all([
    rows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from orders group by status`),
    rows<{ today: number; failed: number; pending: number; reviews: number; transfers: number }>(
      db,
      sql`select
            (select count(*)::int from orders where created_at >= (now() at time zone 'Europe/Helsinki')::date::timestamp at time zone 'Europe/Helsinki') as today,
            (select count(*)::int from order_refunds where status = 'failed') as failed,
            (select count(*)::int from order_refunds where status = 'pending') as pending,
            (select count(*)::int from reviews where moderation = 'pending') as reviews,
            (select count(*)::int from orders where transfer_request_to is not null and status not in ('shipped', 'cancelled')) as transfers`,
    ),
  ]);
  const o = other[0]!;
  return {
    orders_by_status: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    orders_today: o.today,
    failed_refunds: o.failed,
    pending_refunds: o.pending,
    pending_reviews: o.reviews,
    transfer_requests: o.transfers,
  };
}
