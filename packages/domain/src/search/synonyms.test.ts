import { describe, expect, it } from "vitest";
import { searchTerms } from "../api/search";
import { expandSynonyms, splitCompound } from "./synonyms";

describe("expandSynonyms", () => {
  it("joins words written apart, however the shopper separated them", () => {
    for (const text of ["gore-tex malli", "Gore Tex malli", "GORE-TEX® malli"]) {
      expect(expandSynonyms(searchTerms(text), "fi").terms, text).toEqual(["goretex", "malli"]);
    }
    expect(expandSynonyms(searchTerms("soft shell"), "en").terms).toEqual(["softshell"]);
  });

  it("lets a technical word match the plain word of the shopper's language", () => {
    expect(expandSynonyms(["goretex"], "fi").alternatives.get("goretex")).toEqual(["vedenpitävä"]);
    expect(expandSynonyms(["goretex"], "de").alternatives.get("goretex")).toEqual(["wasserdicht"]);
    expect(expandSynonyms(["merino"], "en").alternatives.get("merino")).toEqual([]);
  });

  it("leaves other words alone, once each", () => {
    const expanded = expandSynonyms(["musta", "gore", "musta"], "fi");
    expect(expanded.terms).toEqual(["musta", "gore"]);
    expect(expanded.alternatives.size).toBe(0);
  });
});

describe("compound words (docs/search.md \"Synonyms\")", () => {
  it("makes every way of writing a Finnish compound one query: apart, hyphenated or together", () => {
    const queries = ["gore tex takki", "goretex-takki", "Gore-Tex takki", "GORE-TEX®-takki", "goretextakki", "goretex takki"];
    const expected = {
      terms: ["goretextakki"],
      alternatives: new Map([["goretextakki", ["goretex takki", "goretex takit", "vedenpitävä takki", "vedenpitävä takit"]]]),
    };
    for (const text of queries) expect(expandSynonyms(searchTerms(text), "fi"), text).toEqual(expected);
  });

  it("keeps the other words of the query beside the compound", () => {
    const expanded = expandSynonyms(searchTerms("naisten untuva-takki musta"), "fi");
    expect(expanded.terms).toEqual(["naisten", "untuvatakki", "musta"]);
    expect(expanded.alternatives.get("untuvatakki")).toEqual(["untuva takki", "untuva takit"]);
    expect(expandSynonyms(searchTerms("untuvatakki"), "fi")).toEqual({ terms: ["untuvatakki"], alternatives: new Map([["untuvatakki", ["untuva takki", "untuva takit"]]]) });
  });

  it("splits compounds of Swedish and German too, and none in English", () => {
    expect(expandSynonyms(searchTerms("gore-tex jacka"), "sv").terms).toEqual(["goretexjacka"]);
    expect(expandSynonyms(searchTerms("Regenjacke"), "de").alternatives.get("regenjacke")).toEqual(["regen jacke", "regen jacken"]);
    expect(expandSynonyms(searchTerms("gore tex jacket"), "en").terms).toEqual(["goretex", "jacket"]);
  });

  it("does not split a head alone or a too short modifier", () => {
    expect(splitCompound("takki", "fi")).toBeNull();
    expect(splitCompound("untakki", "fi")).toBeNull();
    expect(splitCompound("kuoritakki", "fi")).toEqual(["kuori", "takki"]);
    expect(splitCompound("kuoritakit", "fi")).toEqual(["kuori", "takit"]);
    expect(expandSynonyms(["kuoritakit"], "fi").alternatives.get("kuoritakit")).toEqual(["kuori takki", "kuori takit"]);
    expect(expandSynonyms(["takki"], "fi")).toEqual({ terms: ["takki"], alternatives: new Map() });
    // A head after a word too short to be a modifier stays a word of its own.
    expect(expandSynonyms(["xl", "takki"], "fi").terms).toEqual(["xl", "takki"]);
  });
});
