import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addDays, availabilityCalendar, canMoveRental, dayNumber, freeUnit, periodProblem, periodsOverlap, rentalDays, rentalQuote, shopToday, weekday } from "./rental";

describe("rental days", () => {
  it("reads real ISO days only", () => {
    expect(dayNumber("2026-12-04")).not.toBeNull();
    for (const bad of ["2026-02-30", "2026-13-01", "26-12-04", "2026-12-4", "", "2026-12-04T00:00"]) expect(dayNumber(bad), bad).toBeNull();
  });

  it("lists an inclusive period and knows the weekdays", () => {
    expect(rentalDays({ start: "2026-12-30", end: "2027-01-02" })).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02"]);
    expect(rentalDays({ start: "2026-12-05", end: "2026-12-04" })).toEqual([]);
    expect(weekday("2026-12-05")).toBe(6);
    expect(weekday("2026-12-07")).toBe(1);
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
  });

  it("takes today in Helsinki time", () => {
    expect(shopToday(new Date("2026-12-04T22:30:00Z"))).toBe("2026-12-05");
    expect(shopToday(new Date("2026-12-04T12:00:00Z"))).toBe("2026-12-04");
  });
});

describe("rental overlap", () => {
  it("treats periods as inclusive: sharing one day is an overlap, the next day is not", () => {
    const a = { start: "2026-12-04", end: "2026-12-06" };
    expect(periodsOverlap(a, { start: "2026-12-06", end: "2026-12-08" })).toBe(true);
    expect(periodsOverlap(a, { start: "2026-12-07", end: "2026-12-08" })).toBe(false);
    expect(periodsOverlap(a, { start: "2026-12-01", end: "2026-12-10" })).toBe(true);
    expect(periodsOverlap(a, { start: "2026-12-05", end: "2026-12-05" })).toBe(true);
  });

  it("agrees with the days: two periods overlap exactly when they share a day, both ways", () => {
    const day = fc.integer({ min: 0, max: 60 }).map((n) => addDays("2026-12-01", n));
    const period = fc.tuple(day, day).map(([x, y]) => (x <= y ? { start: x, end: y } : { start: y, end: x }));
    fc.assert(
      fc.property(period, period, (a, b) => {
        const shared = rentalDays(a).some((d) => rentalDays(b).includes(d));
        return periodsOverlap(a, b) === shared && periodsOverlap(b, a) === shared;
      }),
    );
  });
});

describe("booking a period", () => {
  const today = "2026-12-01";
  it("refuses bad dates, reversed or too long periods, the past and too far ahead", () => {
    expect(periodProblem({ start: "2026-12-04", end: "2026-12-06" }, today)).toBeNull();
    expect(periodProblem({ start: "2026-12-01", end: "2026-12-01" }, today)).toBeNull();
    expect(periodProblem({ start: "2026-12-32", end: "2026-12-06" }, today)).toBe("invalid_date");
    expect(periodProblem({ start: "2026-12-06", end: "2026-12-04" }, today)).toBe("end_before_start");
    expect(periodProblem({ start: "2026-12-02", end: "2026-12-29" }, today)).toBeNull();
    expect(periodProblem({ start: "2026-12-02", end: "2026-12-30" }, today)).toBe("too_long");
    expect(periodProblem({ start: "2026-11-30", end: "2026-12-02" }, today)).toBe("in_the_past");
    expect(periodProblem({ start: "2027-06-01", end: "2027-06-02" }, today)).toBe("too_far_ahead");
  });
});

describe("rental prices", () => {
  const prices = { perDay: 2_500, perWeekend: 3_900 };
  it("charges a Saturday and Sunday together at the weekend price, other days per day", () => {
    // Fri 4 - Sun 6 December 2026: one weekday and a weekend.
    expect(rentalQuote({ start: "2026-12-04", end: "2026-12-06" }, prices)).toEqual({ days: 3, weekends: 1, weekdays: 1, total: 6_400 });
    // A Saturday alone is a day.
    expect(rentalQuote({ start: "2026-12-05", end: "2026-12-05" }, prices)).toEqual({ days: 1, weekends: 0, weekdays: 1, total: 2_500 });
    // Sunday to Saturday: the Sunday and the Saturday are not one weekend.
    expect(rentalQuote({ start: "2026-12-06", end: "2026-12-12" }, prices).weekends).toBe(0);
    // Two weeks from a Monday: two weekends, ten weekdays.
    expect(rentalQuote({ start: "2026-12-07", end: "2026-12-20" }, prices)).toEqual({ days: 14, weekends: 2, weekdays: 10, total: 2 * 3_900 + 10 * 2_500 });
  });

  it("never charges a weekend above two days", () => {
    expect(rentalQuote({ start: "2026-12-05", end: "2026-12-06" }, { perDay: 1_000, perWeekend: 2_500 }).total).toBe(2_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 27 }), fc.integer({ min: 100, max: 10_000 }), fc.integer({ min: 100, max: 20_000 }), (offset, length, perDay, perWeekend) => {
        const start = addDays("2026-12-01", offset);
        const quote = rentalQuote({ start, end: addDays(start, length) }, { perDay, perWeekend });
        return quote.days === length + 1 && quote.total <= quote.days * perDay && quote.weekdays + 2 * quote.weekends === quote.days;
      }),
    );
  });
});

describe("availability", () => {
  it("counts free units per day and finds the first unit free for a whole period", () => {
    const booked = new Map([
      [1, new Set(["2026-12-04", "2026-12-05"])],
      [2, new Set(["2026-12-05"])],
    ]);
    expect(availabilityCalendar(3, booked, "2026-12-04", "2026-12-06")).toEqual([
      { day: "2026-12-04", free: 2 },
      { day: "2026-12-05", free: 1 },
      { day: "2026-12-06", free: 3 },
    ]);
    const units = [1, 2, 3];
    const of = (u: number) => booked.get(u) ?? new Set<string>();
    expect(freeUnit(units, of, { start: "2026-12-04", end: "2026-12-05" })).toBe(3);
    expect(freeUnit(units, of, { start: "2026-12-06", end: "2026-12-07" })).toBe(1);
    expect(freeUnit([1, 2], of, { start: "2026-12-05", end: "2026-12-05" })).toBeNull();
  });
});

describe("booking statuses", () => {
  it("moves reserved → picked up → returned, cancels only before the pick-up, never back", () => {
    expect(canMoveRental("reserved", "picked_up")).toBe(true);
    expect(canMoveRental("picked_up", "returned")).toBe(true);
    expect(canMoveRental("reserved", "cancelled")).toBe(true);
    for (const [from, to] of [["picked_up", "cancelled"], ["returned", "picked_up"], ["cancelled", "reserved"], ["reserved", "returned"], ["picked_up", "reserved"]]) {
      expect(canMoveRental(from!, to!), `${from} → ${to}`).toBe(false);
    }
  });
});
