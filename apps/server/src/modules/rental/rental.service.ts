// Rental use cases (docs/rental.md): the items and the availability calendar, booking a unit
// for a period (the database's (unit, day) key decides between two shoppers), reading and
// cancelling a booking, the staff's day.
import { randomBytes, randomInt } from "node:crypto";
import { isUniqueViolation, type Database, type Executor } from "@polku/db";
import {
  RENTAL_HOLD_MINUTES, availabilityCalendar, canMoveRental, dayNumber, periodProblem, rentalDays, rentalQuote, shopToday,
  type LanguageCode, type RentalAvailability, type RentalBooking, type RentalItem, type RentalItemsResponse,
} from "@polku/domain";
import { sql, type SQL } from "@polku/db/orm";
import { enqueueMail, mailInsertStatement } from "../../lib/mail/outbox";
import { mediaUrl } from "../../lib/media-url";
import { bookingCancelledMail, bookingConfirmationMail } from "./rental.mail";
import {
  bookedDays, bookingByNumber, bookingsOfDay, cancelBooking, clearHolds, expireHolds, insertBooking, reserveOrderRentals, rentalEnabled, rentalItem, rentalItems, rentalStores, setBookingStatus, unitsOf,
  type BookingRow, type RentalItemRow, type RentalStoreRow,
} from "./rental.repository";
import type { RentalTextKey } from "./rental.texts";

export const CALENDAR_MAX_DAYS = 62;

/** An expected refusal: the field it belongs to (or none), its text key, the HTTP status. */
export class RentalRefusal extends Error {
  constructor(readonly status: 400 | 403 | 404 | 409, readonly key: RentalTextKey, readonly field?: string, readonly params: Record<string, string> = {}) {
    super(key);
  }
}

const storeOut = (s: RentalStoreRow) => ({ id: s.id, slug: s.slug, name: s.name, city: s.city });

function itemOut(row: RentalItemRow, stores: Map<number, RentalStoreRow>): RentalItem {
  return {
    id: row.id, slug: row.slug, name: row.name, description: row.description, category: row.category, image: mediaUrl(row.image),
    store: storeOut(stores.get(row.storeId)!),
    price_per_day: row.pricePerDay, price_per_weekend: row.pricePerWeekend, deposit: row.deposit,
    sizes: row.sizes.map(([size, units]) => ({ size, units })),
  };
}

export async function listRental(db: Executor, language: LanguageCode, storeSlug?: string): Promise<RentalItemsResponse> {
  const [enabled, stores] = await Promise.all([rentalEnabled(db), rentalStores(db)]);
  if (!enabled) return { enabled, stores: [], items: [] };
  const byId = new Map(stores.map((s) => [s.id, s]));
  const store = storeSlug === undefined ? undefined : stores.find((s) => s.slug === storeSlug);
  if (storeSlug !== undefined && !store) throw new RentalRefusal(404, "store_not_found");
  const items = await rentalItems(db, language, store?.id);
  return { enabled, stores: stores.map(storeOut), items: items.filter((i) => byId.has(i.storeId)).map((i) => itemOut(i, byId)) };
}

export async function availability(db: Executor, itemId: number, q: { size: string; from: string; to: string }, language: LanguageCode): Promise<RentalAvailability> {
  const from = dayNumber(q.from);
  const to = dayNumber(q.to);
  if (from === null) throw new RentalRefusal(400, "invalid_date", "from");
  if (to === null) throw new RentalRefusal(400, "invalid_date", "to");
  if (to < from) throw new RentalRefusal(400, "end_before_start", "to");
  if (to - from + 1 > CALENDAR_MAX_DAYS) throw new RentalRefusal(400, "range_too_long", "to");
  const item = await rentalItem(db, itemId, language);
  if (!item || !(await rentalEnabled(db))) throw new RentalRefusal(404, "item_not_found");
  const units = await unitsOf(db, itemId, q.size);
  if (units.length === 0) throw new RentalRefusal(400, "unknown_size", "size");
  const booked = await bookedDays(db, units.map((u) => u.id), q.from, q.to);
  return { item_id: itemId, size: q.size, units: units.length, days: availabilityCalendar(units.length, booked, q.from, q.to) };
}

export interface BookingInput {
  item_id: number;
  size: string;
  start: string;
  end: string;
  name: string;
  email: string;
  phone: string;
  language: LanguageCode;
  /** `online`: held for the checkout, no e-mail until the order is paid (docs/rental.md "Paying online"). */
  payment?: "store" | "online";
}

export function bookingOut(b: BookingRow, store: RentalStoreRow): RentalBooking {
  const quote = rentalQuote({ start: b.start, end: b.end }, { perDay: b.pricePerDay, perWeekend: b.pricePerWeekend });
  return {
    number: b.number, token: b.accessToken, status: b.status, item: { id: b.itemId, name: b.itemName }, store: storeOut(store), size: b.size, unit: b.unit,
    start: b.start, end: b.end, days: quote.days, weekends: quote.weekends, total: b.total, deposit: b.deposit, name: b.name, email: b.email,
    hold_expires_at: b.status === "held" ? b.holdExpiresAt : null, order_number: b.orderNumber,
  };
}

/**
 * Books the first unit of the size free on every day of the period. Each try is a savepoint:
 * when another booking took one of the days meanwhile, the (unit, day) key refuses this one and
 * the next free unit is tried; none left is 409 not_available.
 */
export async function book(db: Database, input: BookingInput, opts: { now: Date; mailFrom: string; shopName: string; publicUrl: string }): Promise<RentalBooking> {
  const problem = periodProblem({ start: input.start, end: input.end }, shopToday(opts.now));
  if (problem) throw new RentalRefusal(400, problem, problem === "end_before_start" || problem === "too_long" ? "end" : "start");
  return db.transaction(async (tx) => {
    if (!(await rentalEnabled(tx))) throw new RentalRefusal(403, "disabled");
    const item = await rentalItem(tx, input.item_id, input.language);
    if (!item) throw new RentalRefusal(404, "item_not_found", "item_id");
    const store = (await rentalStores(tx)).find((s) => s.id === item.storeId);
    if (!store) throw new RentalRefusal(404, "item_not_found", "item_id");
    const units = await unitsOf(tx, item.id, input.size);
    if (units.length === 0) throw new RentalRefusal(400, "unknown_size", "size");
    const days = rentalDays({ start: input.start, end: input.end });
    const booked = await bookedDays(tx, units.map((u) => u.id), input.start, input.end);
    const candidates = units.filter((u) => days.every((d) => !booked.get(u.id)?.has(d)));
    const quote = rentalQuote({ start: input.start, end: input.end }, { perDay: item.pricePerDay, perWeekend: item.pricePerWeekend });
    const online = input.payment === "online";
    const holdExpiresAt = online ? new Date(opts.now.getTime() + RENTAL_HOLD_MINUTES * 60_000) : null;
    for (const unit of candidates) {
      const number = `R${String(randomInt(10_000_000, 100_000_000))}`;
      try {
        await tx.transaction(async (sp) => {
          await insertBooking(sp, {
            number, accessToken: randomBytes(18).toString("base64url"), itemId: item.id, unitId: unit.id, storeId: store.id,
            start: input.start, end: input.end, name: input.name, email: input.email, phone: input.phone, language: input.language,
            total: quote.total, deposit: item.deposit, holdExpiresAt,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) continue;
        throw error;
      }
      const row = (await bookingByNumber(tx, number))!;
      // Held for online payment: the confirmation goes when the order is paid (confirmPaidRentals).
      if (online) return bookingOut(row, store);
      const url = `${opts.publicUrl.replace(/\/$/, "")}/rental/booking/${row.number}/?token=${row.accessToken}`;
      await enqueueMail(tx, opts.mailFrom, bookingConfirmationMail(row, store, { shopName: opts.shopName, bookingUrl: url }));
      return bookingOut(row, store);
    }
    throw new RentalRefusal(409, "not_available");
  });
}

async function storeOf(db: Executor, id: number): Promise<RentalStoreRow> {
  const stores = await rentalStores(db);
  return stores.find((s) => s.id === id) ?? { id, slug: "", name: "", city: "" };
}

/** The booking with its token; null for an unknown number or a wrong token. */
export async function readBooking(db: Executor, number: string, token: string, language: LanguageCode | null): Promise<RentalBooking | null> {
  const row = await bookingByNumber(db, number, language);
  if (!row || row.accessToken !== token) return null;
  return bookingOut(row, await storeOf(db, row.storeId));
}

/** Cancels a reserved booking (its days are free again at once) and queues the e-mail. */
export async function cancel(db: Database, number: string, token: string, language: LanguageCode, opts: { mailFrom: string; shopName: string }): Promise<RentalBooking | null> {
  return db.transaction(async (tx) => {
    const row = await bookingByNumber(tx, number, language, true);
    if (!row || row.accessToken !== token) return null;
    if (row.orderNumber !== null) throw new RentalRefusal(409, "paid_online", undefined, { order: row.orderNumber });
    if (row.status !== "reserved") throw new RentalRefusal(409, "already_cancelled");
    await cancelBooking(tx, row.id);
    await enqueueMail(tx, opts.mailFrom, bookingCancelledMail({ ...row, status: "cancelled" }, opts));
    return bookingOut({ ...row, status: "cancelled" }, await storeOf(tx, row.storeId));
  });
}

export async function staffDay(db: Executor, storeSlug: string, day: string, language: LanguageCode) {
  if (dayNumber(day) === null) throw new RentalRefusal(400, "invalid_date", "date");
  const store = (await rentalStores(db)).find((s) => s.slug === storeSlug);
  if (!store) throw new RentalRefusal(404, "store_not_found", "store");
  const { pickUps, returns } = await bookingsOfDay(db, store.id, day, language);
  const out = (b: BookingRow) => ({
    number: b.number, status: b.status, item: b.itemName, size: b.size, unit: b.unit, start: b.start, end: b.end, name: b.name, email: b.email, phone: b.phone, total: b.total, deposit: b.deposit,
  });
  return { store: storeOut(store), date: day, pick_ups: pickUps.map(out), returns: returns.map(out) };
}

/** Staff: picked up, returned, or cancelled before the pick-up (canMoveRental); null for an unknown number. */
export async function moveBooking(db: Database, number: string, to: "picked_up" | "returned" | "cancelled", opts: { mailFrom: string; shopName: string }): Promise<RentalBooking | null> {
  return db.transaction(async (tx) => {
    const row = await bookingByNumber(tx, number, null, true);
    if (!row) return null;
    if (to === "cancelled" && row.orderNumber !== null) throw new RentalRefusal(409, "paid_online", undefined, { order: row.orderNumber });
    if (!canMoveRental(row.status, to)) throw new RentalRefusal(409, "status_move");
    if (to === "cancelled") {
      await cancelBooking(tx, row.id);
      await enqueueMail(tx, opts.mailFrom, bookingCancelledMail({ ...row, status: "cancelled" }, opts));
    } else {
      await setBookingStatus(tx, row.id, to);
    }
    return bookingOut({ ...row, status: to }, await storeOf(tx, row.storeId));
  });
}

/**
 * The back office's cancel of a booking paid in the store (docs/admin.md "Rental bookings"), in
 * the caller's transaction with the booking locked and checked: cancelled, its days freed, the
 * reason kept, the shopper e-mailed.
 */
export async function cancelInStoreBooking(tx: Executor, bookingId: number, number: string, reason: string, opts: { mailFrom: string; shopName: string }): Promise<void> {
  await cancelBooking(tx, bookingId);
  await tx.execute(sql`update rental_bookings set cancel_reason = ${reason} where id = ${bookingId}`);
  const row = (await bookingByNumber(tx, number))!;
  await enqueueMail(tx, opts.mailFrom, bookingCancelledMail(row, opts));
}

export interface RentalMailOptions {
  mailFrom: string;
  shopName: string;
  publicUrl: string;
}

/**
 * An order that pays rentals has been paid (docs/rental.md "Paying online"), in the payment's
 * transaction: its held bookings become `reserved`; their confirmations come back as statements
 * to write with the order's status move (the outbox's dedupe key sends each once).
 */
export async function confirmPaidRentals(tx: Executor, orderId: number, opts: RentalMailOptions): Promise<SQL[]> {
  const numbers = await reserveOrderRentals(tx, orderId);
  const out: SQL[] = [];
  for (const number of numbers) {
    const row = (await bookingByNumber(tx, number))!;
    const url = `${opts.publicUrl.replace(/\/$/, "")}/rental/booking/${row.number}/?token=${row.accessToken}`;
    out.push(mailInsertStatement(opts.mailFrom, bookingConfirmationMail(row, await storeOf(tx, row.storeId), { shopName: opts.shopName, bookingUrl: url })));
  }
  return out;
}

/**
 * Bookings paid online that were just cancelled with their order (`releaseOrder`): each shopper
 * gets the cancellation e-mail naming the order whose refund gives the rent back, queued in the
 * cancellation's transaction (the outbox's dedupe key sends it once).
 */
export async function mailRentalsCancelledWithOrder(tx: Executor, numbers: readonly string[], orderNumber: string, opts: { mailFrom: string; shopName: string }): Promise<void> {
  for (const number of numbers) {
    const row = await bookingByNumber(tx, number);
    if (row) await enqueueMail(tx, opts.mailFrom, bookingCancelledMail(row, opts, orderNumber));
  }
}

/** Placement took these held bookings: the order's reservation keeps them from now on. */
export const takeHeldRentals = (tx: Executor, bookingIds: readonly number[]): Promise<void> => clearHolds(tx, bookingIds);

/** The expiry job: held bookings never placed whose hold ran out are cancelled, their days freed; the number cancelled. */
export const expireRentalHolds = (db: Executor, at: Date, batch = 100): Promise<number> => expireHolds(db, at, batch);
