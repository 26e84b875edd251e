import { describe, expect, it } from "vitest";
import { languageCodes } from "./language-codes";
import { convertMinor, formatPrice, localeForLanguage, NO_DECIMAL_CURRENCIES, toMajor } from "./money";

// Expectations are written with ordinary spaces; formatPrice prints U+00A0 for every space.
const nb = (text: string) => text.replace(/ /g, "\u00a0");

describe("localeForLanguage", () => {
  it("maps every language to its Intl locale (spec 01 §9)", () => {
    expect(languageCodes.map(localeForLanguage)).toEqual(["fi-FI", "sv-SE", "en-US", "de-DE", "fr-FR", "ru-RU"]);
  });
});

describe("formatPrice: euros in each language", () => {
  it.each([
    ["fi", "19,90 €", "20 €"],
    ["sv", "19,90 €", "20 €"],
    ["en", "€19.90", "€20"],
    ["de", "19,90 €", "20 €"],
    ["fr", "19,90 €", "20 €"],
    ["ru", "19,90 €", "20 €"],
  ] as const)("%s: 2 decimals, none for a whole amount", (language, cents, whole) => {
    expect(formatPrice(1990, "eur", language)).toBe(nb(cents));
    expect(formatPrice(2000, "eur", language)).toBe(nb(whole));
  });

  it("keeps a trailing zero cent (19.5 shows as 19,50)", () => {
    expect(formatPrice(1950, "eur", "fi")).toBe(nb("19,50 €"));
  });

  it("defaults to euros when no currency is given, and ignores a malformed code", () => {
    expect(formatPrice(1990, "", "fi")).toBe(nb("19,90 €"));
    expect(formatPrice(1990, null, "de")).toBe(nb("19,90 €"));
    expect(formatPrice(1990, undefined, "en")).toBe("€19.90");
    expect(formatPrice(1990, "euro", "fi")).toBe(nb("19,90 €"));
  });

  it("reads the currency code case-insensitively", () => {
    expect(formatPrice(1990, "EUR", "fi")).toBe(formatPrice(1990, "eur", "fi"));
    expect(formatPrice(123_400, "Sek", "sv")).toBe(nb("1234 kr"));
  });
});

describe("formatPrice: thousands separators", () => {
  it("has none on fi and sv pages (spec 02 §9)", () => {
    expect(formatPrice(123_456_789, "eur", "fi")).toBe(nb("1234567,89 €"));
    expect(formatPrice(123_456_789, "eur", "sv")).toBe(nb("1234567,89 €"));
    expect(formatPrice(123_400, "sek", "sv")).toBe(nb("1234 kr"));
  });

  it("uses the language's separator on en, de, fr and ru pages", () => {
    expect(formatPrice(123_456_789, "eur", "en")).toBe("€1,234,567.89");
    expect(formatPrice(123_456_789, "eur", "de")).toBe(nb("1.234.567,89 €"));
    expect(formatPrice(123_456_789, "eur", "fr")).toBe(nb("1 234 567,89 €"));
    expect(formatPrice(123_456_789, "eur", "ru")).toBe(nb("1 234 567,89 €"));
  });

  it("prints every space as U+00A0, never a narrow or plain space", () => {
    for (const language of languageCodes) {
      const text = formatPrice(123_456_789, "eur", language);
      expect(text).not.toMatch(/[ \u202f\u2007]/);
    }
    expect(formatPrice(123_456_789, "eur", "fr")).toContain("\u00a0");
  });
});

describe("formatPrice: currencies without decimals", () => {
  it("lists the eight currencies of spec 01 §9", () => {
    expect([...NO_DECIMAL_CURRENCIES].sort()).toEqual(["chf", "czk", "dkk", "jpy", "nok", "pln", "rub", "sek"]);
  });

  it.each([
    ["sek", "sv", 11.2, "1120 kr"],
    ["nok", "en", 11.7, "NOK 1,170"],
    ["dkk", "en", 7.46, "DKK 746"],
    ["chf", "de", 0.94, "94 CHF"],
    ["jpy", "en", 162.3, "¥16,230"],
    ["pln", "fr", 4.3, "430 PLN"],
    ["czk", "de", 25.3, "2.530 CZK"],
    ["rub", "ru", 98.5, "9 850 ₽"],
  ] as const)("%s is rounded to a whole amount", (currency, language, rate, expected) => {
    expect(formatPrice(10_000, currency, language, rate)).toBe(nb(expected));
  });

  it("rounds half away from zero, from the exact converted amount", () => {
    expect(formatPrice(1249, "sek", "sv")).toBe(nb("12 kr")); // 12.49
    expect(formatPrice(1250, "sek", "sv")).toBe(nb("13 kr")); // 12.50
    expect(formatPrice(-1250, "sek", "sv")).toBe(nb("-13 kr"));
    expect(formatPrice(1000, "sek", "sv", 1.2495)).toBe(nb("12 kr")); // 12.495 is not 12.50 then 13
  });
});

describe("formatPrice: currencies with decimals and conversion", () => {
  it("shows usd and gbp with 2 decimals unless whole", () => {
    expect(formatPrice(1990, "usd", "en", 1.08)).toBe("$21.49"); // 21.492
    expect(formatPrice(2500, "usd", "en", 1.08)).toBe("$27");
    expect(formatPrice(1990, "gbp", "en", 0.85)).toBe("£16.92"); // 16.915 rounds up
    expect(formatPrice(2000, "gbp", "de", 0.85)).toBe(nb("17 £"));
  });

  it("multiplies by the currency rate, treating a missing or broken rate as 1", () => {
    expect(formatPrice(1000, "usd", "en", 2)).toBe("$20");
    expect(formatPrice(1000, "eur", "fi", Number.NaN)).toBe(nb("10 €"));
    expect(formatPrice(1000, "eur", "fi", 0)).toBe(nb("10 €"));
  });

  it("shows a whole amount without decimals even after float noise (1005 cents x 1.1)", () => {
    expect(formatPrice(1000, "usd", "en", 1.1)).toBe("$11");
    expect(formatPrice(1005, "usd", "en", 1.1)).toBe("$11.06");
  });
});

describe("formatPrice: zero, negative and invalid amounts", () => {
  it("prints zero without decimals and never as -0", () => {
    expect(formatPrice(0, "eur", "fi")).toBe(nb("0 €"));
    expect(formatPrice(-0, "eur", "en")).toBe("€0");
    expect(formatPrice(-40, "sek", "sv")).toBe(nb("0 kr"));
  });

  it("uses an ASCII minus in every language", () => {
    expect(formatPrice(-1990, "eur", "fi")).toBe(nb("-19,90 €"));
    expect(formatPrice(-1990, "eur", "sv")).toBe(nb("-19,90 €"));
    expect(formatPrice(-1990, "eur", "en")).toBe("-€19.90");
    expect(formatPrice(-123_456, "eur", "de")).toBe(nb("-1.234,56 €"));
  });

  it("prints nothing for an amount that is not a number", () => {
    expect(formatPrice(Number.NaN, "eur", "fi")).toBe("");
    expect(formatPrice(Number.POSITIVE_INFINITY, "eur", "fi")).toBe("");
  });
});

describe("convertMinor and toMajor", () => {
  it("converts cents to hundredths of the display currency, rounded", () => {
    expect(convertMinor(1990, 1)).toBe(1990);
    expect(convertMinor(1990, 11.2)).toBe(22288);
    expect(convertMinor(1005, 1.1)).toBe(1106);
    expect(convertMinor(-1005, 1.1)).toBe(-1106);
    expect(convertMinor(1, 0.5)).toBe(1);
    expect(convertMinor(-1, 0.4)).toBe(0);
    expect(Object.is(convertMinor(-1, 0.4), -0)).toBe(false);
  });

  it("treats a missing or broken rate as 1", () => {
    expect(convertMinor(1990)).toBe(1990);
    expect(convertMinor(1990, -2)).toBe(1990);
  });

  it("gives major units", () => {
    expect(toMajor(1990)).toBe(19.9);
    expect(toMajor(-5)).toBe(-0.05);
  });
});
