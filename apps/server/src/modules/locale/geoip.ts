// Country of a visitor without any external service (issue: locale by IP): first a header a
// trusted proxy sets (GEOIP_HEADER, e.g. cf-ipcountry), then an IPv4 range table. The built-in
// table holds only the documentation ranges of RFC 5737, so tests and demos can play a visitor
// from Finland, Sweden or Germany; operators point GEOIP_TABLE at a CSV of "cidr,country" rows.
import { readFileSync } from "node:fs";

export interface GeoRange {
  start: number;
  end: number;
  country: string;
}

export const BUILT_IN_TABLE = `
192.0.2.0/24,fi
198.51.100.0/24,se
203.0.113.0/24,de
`;

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

export function parseGeoTable(csv: string): GeoRange[] {
  const ranges: GeoRange[] = [];
  for (const line of csv.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("#")) continue;
    const [cidr, country] = trimmed.split(",").map((s) => s.trim());
    const [base, bitsText] = (cidr ?? "").split("/");
    const start = ipv4ToInt(base ?? "");
    const bits = Number(bitsText ?? "32");
    if (start === null || !Number.isInteger(bits) || bits < 0 || bits > 32 || !/^[a-zA-Z]{2}$/.test(country ?? "")) {
      throw new Error(`Bad GeoIP table row: "${trimmed}"`);
    }
    const size = 2 ** (32 - bits);
    const first = start - (start % size);
    ranges.push({ start: first, end: first + size - 1, country: country!.toLowerCase() });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

export function loadGeoTable(file?: string): GeoRange[] {
  return parseGeoTable(file ? readFileSync(file, "utf8") : BUILT_IN_TABLE);
}

/** Binary search over sorted, non-overlapping ranges. IPv4-mapped IPv6 (::ffff:a.b.c.d) is unwrapped. */
export function countryForIp(ranges: GeoRange[], ip: string): string | null {
  const value = ipv4ToInt(ip.startsWith("::ffff:") ? ip.slice(7) : ip);
  if (value === null) return null;
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const range = ranges[mid]!;
    if (value < range.start) hi = mid - 1;
    else if (value > range.end) lo = mid + 1;
    else return range.country;
  }
  return null;
}
