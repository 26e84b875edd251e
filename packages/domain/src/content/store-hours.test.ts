import { describe, expect, it } from "vitest";
import { comingExceptions, hoursOn, openState } from "./store-hours";

const store = {
  openingHours: [1, 2, 3, 4, 5].map((day) => ({ day, opens: "10:00", closes: "19:00" })).concat([{ day: 6, opens: "10:00", closes: "17:00" }]),
  openingExceptions: [
    { date: "2026-12-24", opens: "09:00", closes: "12:00", name: "Jouluaatto" },
    { date: "2026-12-25", opens: null, closes: null, name: "Joulupäivä" },
  ],
};

describe("store hours in Helsinki time", () => {
  it("uses the week, an exception wins, a missing day is closed", () => {
    expect(hoursOn(store, "2026-12-23")).toMatchObject({ opens: "10:00", closes: "19:00", exception: null });
    expect(hoursOn(store, "2026-12-24")).toMatchObject({ opens: "09:00", closes: "12:00" });
    expect(hoursOn(store, "2026-12-25")).toBeNull();
    expect(hoursOn(store, "2026-12-27")).toBeNull(); // a Sunday
  });
  it("is open between the hours of the Helsinki day, whatever the server's zone", () => {
    // 08:30 UTC on a winter Wednesday is 10:30 in Helsinki.
    expect(openState(store, new Date("2026-12-23T08:30:00Z"))).toEqual({ open: true, closes: "19:00" });
    expect(openState(store, new Date("2026-12-23T07:30:00Z"))).toEqual({ open: false, opens: "10:00" });
    expect(openState(store, new Date("2026-12-23T17:00:00Z"))).toEqual({ open: false, opens: null });
    expect(openState(store, new Date("2026-12-25T10:00:00Z"))).toEqual({ open: false, opens: null });
  });
  it("lists the coming exceptions nearest first", () => {
    expect(comingExceptions(store, "2026-12-25").map((e) => e.date)).toEqual(["2026-12-25"]);
  });
});
