// SQL of rental (docs/rental.md): items and their units per store, booked days, bookings and the
// staff's day. Bookings hold their unit's days as rows whose primary key (unit, day) refuses a
// second booking of a taken day.
import { sql, type Executor } from "@polku/db";
import type { LanguageCode, RentalBookingStatus } from "@polku/domain";

export interface RentalStoreRow {
  [key: string]: unknown;
  id: number;
  slug: string;
  name: string;
  city: string;
}

export interface RentalItemRow {
  [key: string]: unknown;
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  image: string | null;
  storeId: number;
  pricePerDay: number;
  pricePerWeekend: number;
  deposit: number;
  /** [size, units] in the sizes' order. */
  sizes: [string, number][];
}

export async function rentalEnabled(db: Executor): Promise<boolean> {
  const { rows } = await db.execute<{ value: string }>(sql`select value from general_settings where key = 'rental_enabled'`);
  return rows[0]?.value === "true";
}

/** Active stores with the rental service. */
export async function rentalStores(db: Executor): Promise<RentalStoreRow[]> {
  const { rows } = await db.execute<RentalStoreRow>(sql`select id, slug, name, city from stores where is_active and 'rental' = any(services) order by sort_order, id`);
  return rows;
}

const itemColumns = (language: LanguageCode) => sql`
  i.id, i.slug, coalesce(t.name, f.name) as name, coalesce(t.description, f.description) as description, i.category, i.image, i.store_id as "storeId",
  i.price_per_day as "pricePerDay", i.price_per_weekend as "pricePerWeekend", i.deposit,
  coalesce((select json_agg(json_build_array(s.size, s.units) order by s.size_order, s.size)
    from (select u.size, min(u.size_order) as size_order, count(*)::int as units from rental_units u where u.item_id = i.id and u.is_active group by u.size) s), '[]'::json) as sizes
  from rental_items i
  join stores st on st.id = i.store_id and st.is_active and 'rental' = any(st.services)
  left join rental_item_translations t on t.item_id = i.id and t.language = ${language}
  left join rental_item_translations f on f.item_id = i.id and f.language = 'fi'`;

export async function rentalItems(db: Executor, language: LanguageCode, storeId?: number): Promise<RentalItemRow[]> {
  const store = storeId === undefined ? sql`true` : sql`i.store_id = ${storeId}`;
  const { rows } = await db.execute<RentalItemRow>(sql`select ${itemColumns(language)} where i.is_active and ${store} order by st.sort_order, st.id, i.sort_order, i.id`);
  return rows;
}

export async function rentalItem(db: Executor, id: number, language: LanguageCode): Promise<RentalItemRow | null> {
  const { rows } = await db.execute<RentalItemRow>(sql`select ${itemColumns(language)} where i.is_active and i.id = ${id}`);
  return rows[0] ?? null;
}

export interface UnitRow {
  [key: string]: unknown;
  id: number;
  code: string;
}

export async function unitsOf(db: Executor, itemId: number, size: string): Promise<UnitRow[]> {
  const { rows } = await db.execute<UnitRow>(sql`select id, code from rental_units where item_id = ${itemId} and size = ${size} and is_active order by id`);
  return rows;
}

/** Booked days of the units between two days (inclusive). */
export async function bookedDays(db: Executor, unitIds: readonly number[], from: string, to: string): Promise<Map<number, Set<string>>> {
  const out = new Map<number, Set<string>>(unitIds.map((id) => [id, new Set<string>()]));
  if (unitIds.length === 0) return out;
  const { rows } = await db.execute<{ unitId: number; day: string }>(sql`
    select unit_id as "unitId", to_char(day, 'YYYY-MM-DD') as day from rental_booking_days
    where unit_id = any(${`{${unitIds.join(",")}}`}::int[]) and day between ${from}::date and ${to}::date`);
  for (const row of rows) out.get(row.unitId)?.add(row.day);
  return out;
}

export interface NewBooking {
  number: string;
  accessToken: string;
  itemId: number;
  unitId: number;
  storeId: number;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string;
  language: LanguageCode;
  total: number;
  deposit: number;
  /** Online payment: written `held` until this time (docs/rental.md "Paying online"); null for a booking paid in the store. */
  holdExpiresAt?: Date | null;
}

/** The booking and one row per day of its unit, in one statement: a taken day fails it whole (23505). */
export async function insertBooking(db: Executor, b: NewBooking): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`
    with booking as (
      insert into rental_bookings (number, access_token, item_id, unit_id, store_id, start_date, end_date, name, email, phone, language, total, deposit, status, hold_expires_at)
      values (${b.number}, ${b.accessToken}, ${b.itemId}, ${b.unitId}, ${b.storeId}, ${b.start}::date, ${b.end}::date, ${b.name}, ${b.email}, ${b.phone}, ${b.language}, ${b.total}, ${b.deposit},
        ${b.holdExpiresAt ? "held" : "reserved"}::rental_booking_status, ${b.holdExpiresAt?.toISOString() ?? null}::timestamptz)
      returning id
    ), days as (
      insert into rental_booking_days (unit_id, day, booking_id)
      select ${b.unitId}, d::date, booking.id from booking, generate_series(${b.start}::date, ${b.end}::date, interval '1 day') d
    )
    select id from booking`);
  return rows[0]!.id;
}

export interface BookingRow {
  [key: string]: unknown;
  id: number;
  number: string;
  accessToken: string;
  status: RentalBookingStatus;
  itemId: number;
  itemName: string;
  storeId: number;
  size: string;
  unit: string;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string;
  language: LanguageCode;
  total: number;
  deposit: number;
  pricePerDay: number;
  pricePerWeekend: number;
  holdExpiresAt: string | null;
  /** The order paying it online, else null. */
  orderNumber: string | null;
}

const bookingColumns = (language: LanguageCode | null) => sql`
  b.id, b.number, b.access_token as "accessToken", b.status::text as status, b.item_id as "itemId",
  coalesce(t.name, f.name) as "itemName", b.store_id as "storeId", u.size, u.code as unit,
  to_char(b.start_date, 'YYYY-MM-DD') as start, to_char(b.end_date, 'YYYY-MM-DD') as "end", b.name, b.email, b.phone, b.language,
  b.total, b.deposit, i.price_per_day as "pricePerDay", i.price_per_weekend as "pricePerWeekend",
  to_char(b.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "holdExpiresAt",
  (select o.number from order_lines l join orders o on o.id = l.order_id where l.rental_booking_id = b.id) as "orderNumber"
  from rental_bookings b join rental_units u on u.id = b.unit_id join rental_items i on i.id = b.item_id
  left join rental_item_translations t on t.item_id = b.item_id and t.language = coalesce(${language}, b.language)
  left join rental_item_translations f on f.item_id = b.item_id and f.language = 'fi'`;

export async function bookingByNumber(db: Executor, number: string, language: LanguageCode | null = null, lock = false): Promise<BookingRow | null> {
  const { rows } = await db.execute<BookingRow>(sql`select ${bookingColumns(language)} where b.number = ${number}${lock ? sql` for update of b` : sql``}`);
  return rows[0] ?? null;
}

export async function cancelBooking(db: Executor, id: number): Promise<void> {
  await db.execute(sql`update rental_bookings set status = 'cancelled', cancelled_at = now() where id = ${id}`);
  await db.execute(sql`delete from rental_booking_days where booking_id = ${id}`);
}

export async function setBookingStatus(db: Executor, id: number, status: RentalBookingStatus): Promise<void> {
  await db.execute(sql`update rental_bookings set status = ${status}::rental_booking_status where id = ${id}`);
}

/** A store's bookings picked up or returned on a day (not cancelled). */
export async function bookingsOfDay(db: Executor, storeId: number, day: string, language: LanguageCode): Promise<{ pickUps: BookingRow[]; returns: BookingRow[] }> {
  const { rows } = await db.execute<BookingRow & { kind: string }>(sql`
    select 'pick_up' as kind, ${bookingColumns(language)} where b.store_id = ${storeId} and b.start_date = ${day}::date and b.status <> 'cancelled'
    union all
    select 'return' as kind, ${bookingColumns(language)} where b.store_id = ${storeId} and b.end_date = ${day}::date and b.status <> 'cancelled'
    order by number`);
  return { pickUps: rows.filter((r) => r.kind === "pick_up"), returns: rows.filter((r) => r.kind === "return") };
}

/** The order's held bookings, now paid: `reserved` (docs/rental.md "Paying online"); their numbers. */
export async function reserveOrderRentals(db: Executor, orderId: number): Promise<string[]> {
  const { rows } = await db.execute<{ number: string }>(sql`
    update rental_bookings b set status = 'reserved', hold_expires_at = null
    from order_lines l where l.order_id = ${orderId} and l.rental_booking_id = b.id and b.status = 'held'
    returning b.number`);
  return rows.map((r) => r.number).sort();
}

/** An order took these bookings: the order's reservation governs them now, not the hold. */
export async function clearHolds(db: Executor, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await db.execute(sql`update rental_bookings set hold_expires_at = null where id = any(${`{${bookingIds.join(",")}}`}::int[]) and status = 'held'`);
}

/**
 * Held bookings whose hold ran out before an order took them: cancelled, their days deleted
 * (free again at once). A placement clears the hold of what it takes under the booking's lock,
 * so a hold re-checked here after waiting for that lock is no longer expired.
 */
export async function expireHolds(db: Executor, at: Date, batch: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with due as (
      select b.id from rental_bookings b
      where b.status = 'held' and b.hold_expires_at <= ${at.toISOString()}::timestamptz
        and not exists (select 1 from order_lines l where l.rental_booking_id = b.id)
      order by b.id limit ${batch} for update of b skip locked
    ), cancelled as (
      update rental_bookings b set status = 'cancelled', cancelled_at = ${at.toISOString()}::timestamptz
      from due where b.id = due.id and b.status = 'held' and b.hold_expires_at <= ${at.toISOString()}::timestamptz
      returning b.id
    ), freed as (
      delete from rental_booking_days d using cancelled c where d.booking_id = c.id
    )
    select count(*)::int as n from cancelled`);
  return rows[0]?.n ?? 0;
}
