import { describe, expect, it } from "vitest";
import {
  DEFAULT_LANGUAGE,
  DEFAULT_TAX_AREA_ID,
  defaultProductionHosts,
  detectLanguage,
  isLanguageCode,
  languageForHost,
  languageFromPath,
  pathForLanguage,
} from "./locale";

describe("defaults", () => {
  it("is Finnish with tax area 1 (spec 01 §1, §9)", () => {
    expect(DEFAULT_LANGUAGE).toBe("fi");
    expect(DEFAULT_TAX_AREA_ID).toBe(1);
  });

  it("recognises the six language codes only", () => {
    expect(isLanguageCode("sv")).toBe(true);
    expect(isLanguageCode("no")).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});

describe("detectLanguage (spec 01 §9)", () => {
  it("returns null without a header or without any supported language", () => {
    expect(detectLanguage(null)).toBeNull();
    expect(detectLanguage(undefined)).toBeNull();
    expect(detectLanguage("")).toBeNull();
    expect(detectLanguage("ja-JP,zh;q=0.8")).toBeNull();
    expect(detectLanguage("*")).toBeNull();
  });

  it("matches a language from a regional tag", () => {
    expect(detectLanguage("sv-FI")).toBe("sv");
    expect(detectLanguage("de-AT,de;q=0.5")).toBe("de");
  });

  it("prefers an exact match (1) to a regional one (0.999) of equal q", () => {
    expect(detectLanguage("en-GB, fi")).toBe("fi");
    expect(detectLanguage("fi, en-GB")).toBe("fi");
  });

  it("multiplies by q and takes the best", () => {
    expect(detectLanguage("fr;q=0.4, ru;q=0.9, en;q=0.5")).toBe("ru");
    expect(detectLanguage("en-US,en;q=0.9,fi;q=0.8")).toBe("en");
    expect(detectLanguage("ja, fi;q=0.1")).toBe("fi");
  });

  it("breaks a tie by the order of the header", () => {
    expect(detectLanguage("de, fr")).toBe("de");
    expect(detectLanguage("fr, de")).toBe("fr");
  });

  it("skips languages marked not acceptable (q=0) or with an unreadable q", () => {
    expect(detectLanguage("fi;q=0, sv;q=0.2")).toBe("sv");
    expect(detectLanguage("fi;q=abc, sv;q=0.2")).toBe("sv");
  });

  it("is case-insensitive and tolerant of spaces", () => {
    expect(detectLanguage("  SV-se ; Q=0.8 ")).toBe("sv");
  });

  it("only chooses among the languages offered", () => {
    expect(detectLanguage("ru, en;q=0.5", ["fi", "en"])).toBe("en");
  });
});

describe("hosts (spec 01 §9)", () => {
  const hosts = defaultProductionHosts("Polku");

  it("builds one top-level domain per language", () => {
    expect(hosts).toEqual({
      "polku.com": "en",
      "polku.fi": "fi",
      "polku.se": "sv",
      "polku.de": "de",
      "polku.fr": "fr",
      "polku.ru": "ru",
    });
  });

  it("finds the language of an exact host, ignoring port and case", () => {
    expect(languageForHost("polku.se", hosts)).toBe("sv");
    expect(languageForHost("POLKU.FI:8443", hosts)).toBe("fi");
    expect(languageForHost("polku.com.", hosts)).toBe("en");
  });

  it("returns null for other hosts, subdomains and object keys", () => {
    expect(languageForHost("www.polku.se", hosts)).toBeNull();
    expect(languageForHost("localhost:3000", hosts)).toBeNull();
    expect(languageForHost("[::1]:3000", hosts)).toBeNull();
    expect(languageForHost("constructor", hosts)).toBeNull();
  });
});

describe("language path prefix", () => {
  it("reads the prefix and the rest of the path", () => {
    expect(languageFromPath("/sv/catalog/")).toEqual({ language: "sv", rest: "/catalog/" });
    expect(languageFromPath("/de/")).toEqual({ language: "de", rest: "/" });
    expect(languageFromPath("/en")).toEqual({ language: "en", rest: "/" });
    expect(languageFromPath("/fi/stores/")).toEqual({ language: "fi", rest: "/stores/" });
  });

  it("returns null without a language prefix", () => {
    expect(languageFromPath("/")).toBeNull();
    expect(languageFromPath("/catalog/")).toBeNull();
    expect(languageFromPath("/svenska/")).toBeNull();
    expect(languageFromPath("/no/")).toBeNull();
  });

  it("adds, replaces and removes the prefix; fi has none", () => {
    expect(pathForLanguage("/catalog/", "sv")).toBe("/sv/catalog/");
    expect(pathForLanguage("/", "en")).toBe("/en/");
    expect(pathForLanguage("/sv/catalog/", "de")).toBe("/de/catalog/");
    expect(pathForLanguage("/sv/catalog/", "fi")).toBe("/catalog/");
    expect(pathForLanguage("/sv/", "fi")).toBe("/");
    expect(pathForLanguage("/catalog/", "fi")).toBe("/catalog/");
  });

  it("keeps the query and hash", () => {
    expect(pathForLanguage("/sv/search/?q=sukset#top", "fr")).toBe("/fr/search/?q=sukset#top");
  });
});
