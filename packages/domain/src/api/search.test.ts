import { describe, expect, it } from "vitest";
import { MAX_SEARCH_TERMS, MAX_TERM_LENGTH, searchTerms } from "./search";

describe("searchTerms", () => {
  it("splits on anything that is not a letter or digit, lower-cased, in any script", () => {
    expect(searchTerms("Fjällräven  KÅNKEN-reppu!")).toEqual(["fjällräven", "kånken", "reppu"]);
    expect(searchTerms("Куртка Åre 2-in-1")).toEqual(["куртка", "åre", "2", "in", "1"]);
  });

  it("drops operators and punctuation a text-search parser would read", () => {
    expect(searchTerms("takki & !housut | (pipo):*")).toEqual(["takki", "housut", "pipo"]);
    expect(searchTerms("' ; -- ")).toEqual([]);
  });

  it("keeps each word once and at most a few words, each cut to a sane length", () => {
    expect(searchTerms("takki takki TAKKI")).toEqual(["takki"]);
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(MAX_SEARCH_TERMS);
    expect(searchTerms("x".repeat(100))[0]).toHaveLength(MAX_TERM_LENGTH);
  });
});
