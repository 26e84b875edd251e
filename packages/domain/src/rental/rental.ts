// Rental rules (issue 18 "Rental"; docs/rental.md): the days of a rental period, what it costs
// (per day, and per weekend for a Saturday and Sunday both rented), whether two periods overlap,
// which periods can be booked, and the availability calendar. Dates are ISO calendar days
// ("2026-12-04") in the shop's time zone; a period is inclusive: picked up on its first day,
// returned on its last.

export const RENTAL_MAX_DAYS = 28;
/** How far ahead a rental can start. */
export const RENTAL_BOOKING_HORIZON_DAYS = 180;
/** Bookings per client address and per e-mail address within the window (docs/rental.md "Limits"). */
export const RENTAL_BOOKINGS_PER_ADDRESS = 10;
export const RENTAL_BOOKINGS_PER_EMAIL = 5;
/** Reads and cancellations of bookings by number and token per client address. */
export const RENTAL_BOOKING_LOOKUPS_PER_ADDRESS = 60;
export const RENTAL_LIMIT_WINDOW_MS = 60 * 60_000;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO day, or null when it is no real date. */
export function dayNumber(iso: string): number | null {
  const m = ISO_DAY.exec(iso);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCFullYear() !== Number(m[1]) || back.getUTCMonth() !== Number(m[2]) - 1 || back.getUTCDate() !== Number(m[3])) return null;
  return ms / DAY_MS;
}

export const isoDay = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const n = dayNumber(iso);
  if (n === null) throw new Error(`Not a day: ${iso}`);
  return isoDay(n + days);
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export const weekday = (iso: string): number => {
  const n = dayNumber(iso);
  if (n === null) throw new Error(`Not a day: ${iso}`);
  return ((new Date(n * DAY_MS).getUTCDay() + 6) % 7) + 1;
};

export interface RentalPeriod {
  start: string;
  end: string;
}

/** Every day of an inclusive period, first to last. */
export function rentalDays(period: RentalPeriod): string[] {
  const a = dayNumber(period.start);
  const b = dayNumber(period.end);
  if (a === null || b === null || b < a) return [];
  return Array.from({ length: b - a + 1 }, (_, i) => isoDay(a + i));
}

/** Inclusive periods overlap when each starts on or before the other's last day. */
export function periodsOverlap(a: RentalPeriod, b: RentalPeriod): boolean {
  return a.start <= b.end && b.start <= a.end;
}

export type PeriodProblem = "invalid_date" | "end_before_start" | "too_long" | "in_the_past" | "too_far_ahead";

/** Why a period cannot be booked on `today`, or null when it can. */
export function periodProblem(period: RentalPeriod, today: string): PeriodProblem | null {
  const a = dayNumber(period.start);
  const b = dayNumber(period.end);
  const t = dayNumber(today);
  if (a === null || b === null || t === null) return "invalid_date";
  if (b < a) return "end_before_start";
  if (b - a + 1 > RENTAL_MAX_DAYS) return "too_long";
  if (a < t) return "in_the_past";
  if (a > t + RENTAL_BOOKING_HORIZON_DAYS) return "too_far_ahead";
  return null;
}

export interface RentalPrices {
  /** Cents per day. */
  perDay: number;
  /** Cents for a Saturday and the Sunday after it, both in the period. */
  perWeekend: number;
}

export interface RentalQuote {
  days: number;
  /** Saturday-Sunday pairs charged at the weekend price. */
  weekends: number;
  /** Days charged at the day price. */
  weekdays: number;
  total: number;
}

/**
 * The price of a period: each Saturday whose Sunday is also in the period makes a weekend at
 * the weekend price (when it is below two day prices); every other day costs the day price.
 */
export function rentalQuote(period: RentalPeriod, prices: RentalPrices): RentalQuote {
  const days = rentalDays(period);
  const useWeekend = prices.perWeekend < 2 * prices.perDay;
  let weekends = 0;
  for (let i = 0; i + 1 < days.length; i++) if (useWeekend && weekday(days[i]!) === 6) weekends++;
  const weekdays = days.length - 2 * weekends;
  return { days: days.length, weekends, weekdays, total: weekends * prices.perWeekend + weekdays * prices.perDay };
}

/** Per day of [from, to]: how many of the units are free, given each unit's booked days. */
export function availabilityCalendar(unitCount: number, bookedDays: ReadonlyMap<number, ReadonlySet<string>>, from: string, to: string): { day: string; free: number }[] {
  return rentalDays({ start: from, end: to }).map((day) => {
    let taken = 0;
    for (const days of bookedDays.values()) if (days.has(day)) taken++;
    return { day, free: Math.max(0, unitCount - taken) };
  });
}

/** The first unit free on every day of the period (units in their order), or null. */
export function freeUnit<T>(units: readonly T[], bookedDaysOf: (unit: T) => ReadonlySet<string>, period: RentalPeriod): T | null {
  const days = rentalDays(period);
  return units.find((unit) => days.every((day) => !bookedDaysOf(unit).has(day))) ?? null;
}

/** Today's ISO day in the shop's time zone. */
export function shopToday(now: Date, timeZone = "Europe/Helsinki"): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Staff moves of a booking (docs/rental.md "Statuses"): picked up at the counter, then returned; cancelled only before the pick-up. */
const RENTAL_MOVES: Record<string, readonly string[]> = {
  // A held booking moves with its hold and its order (payment, expiry), never by hand.
  held: [],
  reserved: ["picked_up", "cancelled"],
  picked_up: ["returned"],
  returned: [],
  cancelled: [],
};

export function canMoveRental(from: string, to: string): boolean {
  return RENTAL_MOVES[from]?.includes(to) ?? false;
}

/** Minutes a booking for online payment keeps its days before an order takes it (docs/rental.md "Paying online"). */
export const RENTAL_HOLD_MINUTES = 30;
