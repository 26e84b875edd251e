// Query strings without URLSearchParams: the domain package compiles against lib ES2023 only
// (no DOM, no Node types), and we want removal of a parameter to leave every other parameter
// byte-for-byte as it was (spec 01 §4: delivery_country and currency are removed once applied).

/** One `key=value` pair of a query, decoded, plus the raw text it came from. */
export interface QueryPair {
  key: string;
  value: string;
  raw: string;
}

function decode(part: string): string {
  const spaced = part.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // a stray "%" is kept as typed instead of failing the whole request
  }
}

/** Splits a query ("?a=1&b" or "a=1&b") into decoded pairs, in order, empty parts dropped. */
export function parseQuery(search: string): QueryPair[] {
  const body = search.startsWith("?") ? search.slice(1) : search;
  if (body === "") return [];
  return body
    .split("&")
    .filter((raw) => raw !== "")
    .map((raw) => {
      const eq = raw.indexOf("=");
      return eq === -1
        ? { key: decode(raw), value: "", raw }
        : { key: decode(raw.slice(0, eq)), value: decode(raw.slice(eq + 1)), raw };
    });
}

/** Rebuilds a query from pairs with their raw text: "" when empty, else "?a=1&b=2". */
export function buildQuery(pairs: readonly QueryPair[]): string {
  return pairs.length === 0 ? "" : `?${pairs.map((pair) => pair.raw).join("&")}`;
}

/** What the domain needs of a URL; a WHATWG `URL` (browser or Node) satisfies it. */
export interface UrlLike {
  pathname: string;
  search: string;
  hash: string;
}

/** What the domain needs of URLSearchParams; the WHATWG class satisfies it. */
export interface SearchParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

/** Decoded pairs of either a query string or a URLSearchParams-like object. */
export function queryEntries(search: SearchParamsLike | string): [string, string][] {
  if (typeof search === "string") return parseQuery(search).map((pair) => [pair.key, pair.value]);
  const entries: [string, string][] = [];
  search.forEach((value, key) => entries.push([key, value]));
  return entries;
}
