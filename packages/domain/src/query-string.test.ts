import { describe, expect, it } from "vitest";
import { buildQuery, parseQuery, queryEntries } from "./query-string";
import { searchParams } from "./test-support";

describe("query strings", () => {
  it("decodes keys and values, '+' as a space", () => {
    expect(queryEntries("?q=ski+boots&name=%C3%A4%C3%B6&flag")).toEqual([
      ["q", "ski boots"],
      ["name", "äö"],
      ["flag", ""],
    ]);
  });

  it("keeps a malformed escape as typed", () => {
    expect(queryEntries("a=100%")).toEqual([["a", "100%"]]);
  });

  it("reads the same pairs as URLSearchParams", () => {
    const query = "a=1&b=x+y&a=2&c=%26";
    expect(queryEntries(query)).toEqual(queryEntries(searchParams(query)));
  });

  it("rebuilds the untouched raw text", () => {
    const pairs = parseQuery("?q=ski+boots&&x=%20");
    expect(buildQuery(pairs)).toBe("?q=ski+boots&x=%20");
    expect(buildQuery([])).toBe("");
  });
});
