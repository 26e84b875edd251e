// The lowest price of the last 30 days (spec 02 §2 price block, §9 "Lowest price shown: 30
// days"): the lowest active price any history period held at some moment of the 30 days
// before now, the current period included. Amounts are integer minor units.

export const LOWEST_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** One period of the active price: valid from `validFrom` up to (not including) `validTo`. */
export interface PricePeriod {
  active: number;
  validFrom: Date;
  /** null: still valid. */
  validTo: Date | null;
}

/**
 * `current`, the active price now, always counts: it is valid today even where the history
 * misses it. null only without history and without a current price.
 */
export function lowestPriceInDays(history: readonly PricePeriod[], now: Date, days: number = LOWEST_PRICE_DAYS, current?: number): number | null {
  const windowStart = now.getTime() - days * DAY_MS;
  let lowest: number | null = current ?? null;
  for (const period of history) {
    if (period.validFrom.getTime() > now.getTime()) continue; // not started yet
    if (period.validTo !== null && period.validTo.getTime() <= windowStart) continue; // ended before the window
    if (period.validTo !== null && period.validTo.getTime() <= period.validFrom.getTime()) continue; // empty period
    if (lowest === null || period.active < lowest) lowest = period.active;
  }
  return lowest;
}
