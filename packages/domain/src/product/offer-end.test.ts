import { describe, expect, it } from "vitest";
import { formatOfferEnd, parseMaxDays, parseOfferEnd, visibleOfferEnd } from "./offer-end";

const now = new Date("2026-03-10T10:00:00Z");

describe("visibleOfferEnd", () => {
  it("shows an end within price_ending_max_days", () => {
    expect(visibleOfferEnd("2026-03-20T21:59:00.000Z", now, 14)?.toISOString()).toBe("2026-03-20T21:59:00.000Z");
  });
  it("hides an end further away than the setting, and one already passed", () => {
    expect(visibleOfferEnd("2026-03-30T10:00:00Z", now, 14)).toBeNull();
    expect(visibleOfferEnd("2026-03-10T09:59:00Z", now, 14)).toBeNull();
    expect(visibleOfferEnd(null, now, 14)).toBeNull();
  });
  it("shows any future end when the setting is not set", () => {
    expect(visibleOfferEnd("2027-01-01T00:00:00Z", now, null)).not.toBeNull();
    expect(parseMaxDays("")).toBeNull();
    expect(parseMaxDays("abc")).toBeNull();
    expect(parseMaxDays("14")).toBe(14);
  });
});

describe("Helsinki time in the visitor's time zone", () => {
  it("reads a time without a zone as Helsinki time, in winter and summer", () => {
    expect(parseOfferEnd("2026-01-15T23:59:00")?.toISOString()).toBe("2026-01-15T21:59:00.000Z");
    expect(parseOfferEnd("2026-07-15 23:59")?.toISOString()).toBe("2026-07-15T20:59:00.000Z");
    expect(parseOfferEnd("not a date")).toBeNull();
  });
  it("formats DD.MM.YYYY HH:mm in the given zone", () => {
    const end = new Date("2026-01-15T21:59:00Z");
    expect(formatOfferEnd(end, "Europe/Helsinki")).toBe("15.01.2026 23:59");
    expect(formatOfferEnd(end, "Europe/Stockholm")).toBe("15.01.2026 22:59");
    expect(formatOfferEnd(new Date("2026-03-01T00:05:00Z"), "UTC")).toBe("01.03.2026 00:05");
  });
});
