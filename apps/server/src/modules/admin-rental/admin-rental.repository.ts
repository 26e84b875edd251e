// SQL of the back office's rental bookings (docs/admin.md "Rental bookings"): the list's page of
// numbers first (filters, order, offset over the bookings' own columns), then what each shown row
// needs; one booking with its paying order.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import { ADMIN_COUNT_LIMIT, parseSort } from "@polku/domain/admin/common";
import type { AdminRentalBooking, AdminRentalListQuery } from "@polku/domain/admin/rental";
import { escapeLike, isoTimestamp, rows } from "../admin-core";

const SORTS: Record<string, SQL> = { start: sql`b.start_date`, created: sql`b.created_at`, number: sql`b.number` };

/** The paying order's line (one per booking: a partial unique index). */
const ORDER_OF = sql`(select l.order_id from order_lines l where l.rental_booking_id = b.id)`;
/** Chosen to be paid online: held for the checkout, or in an order (a hold that ran out keeps its time). */
const ONLINE = sql`(b.status = 'held' or b.hold_expires_at is not null or ${ORDER_OF} is not null)`;

function filters(q: AdminRentalListQuery): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.status) parts.push(sql`b.status = ${q.status}::rental_booking_status`);
  if (q.store) parts.push(sql`b.store_id = ${q.store}`);
  if (q.from) parts.push(sql`b.end_date >= ${q.from}::date`);
  if (q.to) parts.push(sql`b.start_date <= ${q.to}::date`);
  if (q.payment === "online") parts.push(ONLINE);
  if (q.payment === "store") parts.push(sql`not ${ONLINE}`);
  if (q.q) {
    const text = q.q.trim();
    const like = `%${escapeLike(text.toLowerCase())}%`;
    parts.push(/^[Rr]?\d{1,8}$/.test(text)
      ? sql`b.number like ${`R${escapeLike(text.replace(/^[Rr]/, ""))}%`}`
      : /^[Pp]\d{1,9}$/.test(text)
        ? sql`exists (select 1 from order_lines l join orders o on o.id = l.order_id where l.rental_booking_id = b.id and o.number like ${`P${escapeLike(text.slice(1))}%`})`
        : sql`(lower(b.name) like ${like} or lower(b.email) like ${like} or b.phone like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

type Row = Omit<AdminRentalBooking, "item" | "store"> & { id: number; item_id: number; item_name: string; store_id: number; store_name: string; order_other_lines: number };

function selectBookings(where: SQL, tail: SQL = sql``): SQL {
  return sql`select b.id, b.number, b.status::text as status, ${isoTimestamp(sql`b.created_at`)} as created_at,
      b.item_id, coalesce(t.name, '') as item_name, b.store_id, s.name as store_name, u.size, u.code as unit,
      to_char(b.start_date, 'YYYY-MM-DD') as start, to_char(b.end_date, 'YYYY-MM-DD') as "end", b.total, b.deposit,
      b.name, b.email, b.phone, b.language, case when ${ONLINE} then 'online' else 'store' end as payment, o.number as order_number, o.status::text as order_status,
      case when b.cancelled_at is null then null else ${isoTimestamp(sql`b.cancelled_at`)} end as cancelled_at, b.cancel_reason,
      case when o.id is null then 0 else (select count(*)::int from order_lines x where x.order_id = o.id and x.rental_booking_id is distinct from b.id) end as order_other_lines
    from rental_bookings b
    join rental_units u on u.id = b.unit_id
    join stores s on s.id = b.store_id
    left join rental_item_translations t on t.item_id = b.item_id and t.language = 'fi'
    left join order_lines ol on ol.rental_booking_id = b.id
    left join orders o on o.id = ol.order_id
    where ${where} ${tail}`;
}

export function toBooking(r: Row): AdminRentalBooking {
  const { id: _id, item_id, item_name, store_id, store_name, order_other_lines: _n, ...rest } = r;
  return { ...rest, item: { id: item_id, name: item_name }, store: { id: store_id, name: store_name } };
}

export async function listBookings(db: Executor, q: AdminRentalListQuery) {
  const where = filters(q);
  const { column, descending } = parseSort(q.sort);
  const dir = descending ? sql`desc` : sql`asc`;
  // Numbers of the page first, over the bookings' own columns; then the rows they name.
  const page = await rows<{ id: number }>(db, sql`select b.id from rental_bookings b where ${where}
    order by ${SORTS[column] ?? SORTS.start} ${dir}, b.id ${dir} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  const counted = await rows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 from rental_bookings b where ${where} limit ${ADMIN_COUNT_LIMIT + 1}) x`);
  const ids = page.map((p) => p.id);
  const found = ids.length === 0 ? [] : await rows<Row>(db, selectBookings(sql`b.id = any(${`{${ids.join(",")}}`}::int[])`));
  const byId = new Map(found.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
  const n = counted[0]?.n ?? 0;
  return { rows: ordered.map(toBooking), count: Math.min(n, ADMIN_COUNT_LIMIT), exact: n <= ADMIN_COUNT_LIMIT };
}

export async function loadBooking(db: Executor, number: string, lock = false): Promise<(AdminRentalBooking & { id: number; orderOtherLines: number }) | null> {
  const [row] = await rows<Row>(db, selectBookings(sql`b.number = ${number}`, lock ? sql`for update of b` : sql``));
  return row ? { ...toBooking(row), id: row.id, orderOtherLines: row.order_other_lines } : null;
}

export async function setCancelReason(db: Executor, id: number, reason: string): Promise<void> {
  await db.execute(sql`update rental_bookings set cancel_reason = ${reason} where id = ${id}`);
}

export async function rentalStoreChoices(db: Executor): Promise<{ id: number; name: string }[]> {
  return rows(db, sql`select id, name from stores where 'rental' = any(services) order by sort_order, id`);
}
