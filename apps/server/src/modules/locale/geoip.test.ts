import { describe, expect, it } from "vitest";
import { countryForIp, parseGeoTable } from "./geoip";

describe("IP to country table", () => {
  const table = parseGeoTable("# comment\n10.0.0.0/8,SE\n192.0.2.0/24,fi\n192.0.2.128/32,de\n");

  it("finds the range holding an address", () => {
    expect(countryForIp(table, "10.1.2.3")).toBe("se");
    expect(countryForIp(table, "::ffff:10.255.255.255")).toBe("se");
  });
  it("answers null for addresses outside every range and for IPv6", () => {
    expect(countryForIp(table, "11.0.0.1")).toBeNull();
    expect(countryForIp(table, "2001:db8::1")).toBeNull();
    expect(countryForIp(table, "not an ip")).toBeNull();
  });
  it("refuses malformed rows with the row in the message", () => {
    expect(() => parseGeoTable("300.0.0.0/8,fi")).toThrow(/300\.0\.0\.0\/8/);
    expect(() => parseGeoTable("10.0.0.0/40,fi")).toThrow();
    expect(() => parseGeoTable("10.0.0.0/8,finland")).toThrow();
  });
});
