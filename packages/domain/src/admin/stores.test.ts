import { describe, expect, it } from "vitest";
import { linksTo } from "./pages";
import { isIsoDate, storeProblems } from "./stores";

const names = { fi: "Pyhä", sv: "", en: "", de: "", fr: "", ru: "" };

describe("store opening hours", () => {
  it("accepts a week and closed or shortened exception days", () => {
    expect(
      storeProblems({
        opening_hours: [{ day: 1, opens: "09:00", closes: "21:00" }, { day: 7, opens: "12:00", closes: "24:00" }],
        opening_exceptions: [{ date: "2030-12-25", opens: null, closes: null, name: names }, { date: "2030-12-24", opens: "09:00", closes: "12:00", name: names }],
        latitude: 60.17,
        longitude: 24.94,
      }),
    ).toEqual([]);
  });

  it("names a span that closes before it opens, a weekday or date twice, half an exception's times and half the coordinates", () => {
    const problems = storeProblems({
      opening_hours: [{ day: 1, opens: "10:00", closes: "10:00" }, { day: 1, opens: "12:00", closes: "13:00" }],
      opening_exceptions: [
        { date: "2030-01-01", opens: "10:00", closes: null, name: names },
        { date: "2030-01-01", opens: "12:00", closes: "11:00", name: { ...names, fi: "" } },
      ],
      latitude: null,
      longitude: 24.9,
    });
    expect(problems.map((p) => p.path.join("."))).toEqual([
      "opening_hours.0.closes",
      "opening_hours.1.day",
      "opening_exceptions.0.closes",
      "opening_exceptions.1.date",
      "opening_exceptions.1.closes",
      "opening_exceptions.1.name.fi",
      "latitude",
    ]);
  });

  it("knows real dates", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-2-1")).toBe(false);
  });
});

describe("linksTo", () => {
  it("matches a page's address with or without the end slash, ignoring the query and hash", () => {
    expect(linksTo("/page/delivery/", "/page/delivery/")).toBe(true);
    expect(linksTo("/page/delivery?x=1#a", "/page/delivery/")).toBe(true);
    expect(linksTo("/page/delivery-2/", "/page/delivery/")).toBe(false);
    expect(linksTo("https://example.com/page/delivery/", "/page/delivery/")).toBe(false);
  });
});
