import { describe, expect, it } from "vitest";
import { lowestPriceInDays, type PricePeriod } from "./lowest-price";

const now = new Date("2026-03-31T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const period = (active: number, from: number, to: number | null): PricePeriod => ({ active, validFrom: daysAgo(from), validTo: to === null ? null : daysAgo(to) });

describe("lowestPriceInDays", () => {
  it("is the current price when it has not changed for 30 days", () => {
    expect(lowestPriceInDays([period(9990, 90, null)], now)).toBe(9990);
  });

  it("counts a campaign that ended within the last 30 days", () => {
    const history = [period(9990, 90, 29), period(6990, 29, 20), period(9990, 20, null)];
    expect(lowestPriceInDays(history, now)).toBe(6990);
  });

  it("ignores a campaign that ended more than 30 days ago", () => {
    const history = [period(9990, 90, 40), period(6990, 40, 31), period(9990, 31, null)];
    expect(lowestPriceInDays(history, now)).toBe(9990);
  });

  it("counts a period that ended exactly inside the window's first moment only if it reaches into it", () => {
    expect(lowestPriceInDays([period(5000, 60, 30), period(8000, 30, null)], now)).toBe(8000);
    expect(lowestPriceInDays([period(5000, 60, 29.9), period(8000, 29.9, null)], now)).toBe(5000);
  });

  it("includes today's discounted price", () => {
    expect(lowestPriceInDays([period(9990, 90, 1), period(7490, 1, null)], now)).toBe(7490);
  });

  it("ignores a price that starts in the future", () => {
    expect(lowestPriceInDays([period(9990, 90, null), { active: 100, validFrom: new Date(now.getTime() + 1000), validTo: null }], now)).toBe(9990);
  });

  it("counts the current price even when the history misses it", () => {
    expect(lowestPriceInDays([], now, 30, 8990)).toBe(8990);
    expect(lowestPriceInDays([period(9990, 90, null)], now, 30, 8990)).toBe(8990);
    expect(lowestPriceInDays([period(6990, 20, 10)], now, 30, 8990)).toBe(6990);
  });

  it("is null without history and takes another window length", () => {
    expect(lowestPriceInDays([], now)).toBeNull();
    expect(lowestPriceInDays([period(5000, 60, 40), period(8000, 40, null)], now, 45)).toBe(5000);
  });
});
