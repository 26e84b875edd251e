// Offer-end date (spec 02 §5 display rules): shown only when the offer ends within the general
// setting price_ending_max_days of now (when the setting is set). The end is Helsinki time,
// shown in the visitor's own time zone as DD.MM.YYYY HH:mm.

const DAY_MS = 86_400_000;
export const SHOP_TIME_ZONE = "Europe/Helsinki";

/** The setting as a number of days; null when unset or not a non-negative number. */
export function parseMaxDays(setting: string | null | undefined): number | null {
  if (setting === null || setting === undefined || setting.trim() === "") return null;
  const days = Number(setting);
  return Number.isFinite(days) && days >= 0 ? days : null;
}

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The offer's end as an instant. A time with a zone ("Z", "+02:00") is taken as it is; one
 * without is Helsinki wall-clock time. null when it does not parse.
 */
export function parseOfferEnd(value: string): Date | null {
  const text = value.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The offset at the wall time itself, corrected once for the hours around a DST change.
  const first = wall - zoneOffsetMs(wall, SHOP_TIME_ZONE);
  return new Date(wall - zoneOffsetMs(first, SHOP_TIME_ZONE));
}

/** The end to show, or null: already passed, or further away than `maxDays` (when set). */
export function visibleOfferEnd(priceEnding: string | null, now: Date, maxDays: number | null): Date | null {
  if (!priceEnding) return null;
  const end = parseOfferEnd(priceEnding);
  if (!end || end.getTime() <= now.getTime()) return null;
  if (maxDays !== null && end.getTime() - now.getTime() > maxDays * DAY_MS) return null;
  return end;
}

/** DD.MM.YYYY HH:mm in the given time zone (undefined: the runtime's own, the visitor's in a browser). */
export function formatOfferEnd(end: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(end);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")} ${part("hour")}:${part("minute")}`;
}
