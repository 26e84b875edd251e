import { describe, expect, it } from "vitest";
import { searchTerms } from "../api/search";
import { expandSynonyms } from "./synonyms";

describe("expandSynonyms", () => {
  it("joins words written apart, however the shopper separated them", () => {
    for (const text of ["gore-tex takki", "Gore Tex takki", "GORE-TEX® takki"]) {
      expect(expandSynonyms(searchTerms(text), "fi").terms, text).toEqual(["goretex", "takki"]);
    }
    expect(expandSynonyms(searchTerms("soft shell"), "en").terms).toEqual(["softshell"]);
  });

  it("lets a technical word match the plain word of the shopper's language", () => {
    expect(expandSynonyms(["goretex"], "fi").alternatives.get("goretex")).toEqual(["vedenpitävä"]);
    expect(expandSynonyms(["goretex"], "de").alternatives.get("goretex")).toEqual(["wasserdicht"]);
    expect(expandSynonyms(["merino"], "en").alternatives.get("merino")).toEqual([]);
  });

  it("leaves other words alone, once each", () => {
    const expanded = expandSynonyms(["takki", "gore", "takki"], "fi");
    expect(expanded.terms).toEqual(["takki", "gore"]);
    expect(expanded.alternatives.size).toBe(0);
  });
});
