// Store opening hours (issue 14; docs/content.md "Stores"): the day's hours with holiday
// exceptions and whether the store is open now, in Helsinki time whatever the server's zone.
import { helsinkiClock } from "../checkout/delivery";
export interface WeekHours {
  day: number;
  opens: string;
  closes: string;
}
export interface ExceptionDay {
  date: string;
  opens: string | null;
  closes: string | null;
  name: string;
}
export interface StoreHours {
  openingHours: WeekHours[];
  openingExceptions: ExceptionDay[];
}

/** The Helsinki calendar date (YYYY-MM-DD), ISO weekday and minutes since midnight. */
function clockOf(now: Date): { date: string; weekday: number; minutes: number } {
  const c = helsinkiClock(now);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: `${c.year}-${pad(c.month)}-${pad(c.day)}`, weekday: c.weekday, minutes: c.minutes };
}

/** Today's date in Helsinki (YYYY-MM-DD). */
export function helsinkiDate(now: Date): string {
  return clockOf(now).date;
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** ISO weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The hours of one date: an exception wins over the week; null means closed. */
export function hoursOn(store: StoreHours, date: string): { opens: string; closes: string; exception: ExceptionDay | null } | null {
  const exception = store.openingExceptions.find((e) => e.date === date) ?? null;
  if (exception) return exception.opens && exception.closes ? { opens: exception.opens, closes: exception.closes, exception } : null;
  const week = store.openingHours.find((h) => h.day === weekdayOf(date));
  return week ? { opens: week.opens, closes: week.closes, exception: null } : null;
}

export type OpenState = { open: true; closes: string } | { open: false; opens: string | null };

/** Whether the store is open at `now` (Helsinki time); when closed, today's later opening time if any. */
export function openState(store: StoreHours, now: Date): OpenState {
  const clock = clockOf(now);
  const today = hoursOn(store, clock.date);
  if (today && clock.minutes >= toMinutes(today.opens) && clock.minutes < toMinutes(today.closes)) return { open: true, closes: today.closes };
  if (today && clock.minutes < toMinutes(today.opens)) return { open: false, opens: today.opens };
  return { open: false, opens: null };
}

/** The exceptions from `date` on, nearest first (a store page lists the coming holidays). */
export function comingExceptions(store: StoreHours, date: string, limit = 6): ExceptionDay[] {
  return store.openingExceptions
    .filter((e) => e.date >= date)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, limit);
}

