import { describe, expect, it } from "vitest";
import { randomFor, randomUuid } from "./random";
import { isoWeek } from "./generate/stock";
import { gtin } from "./generate/variants";
import { charm } from "./generate/prices";
import { SlugRegistry, slugify, truncateWords } from "./text";

describe("slugify", () => {
  it.each([
    ["Мембранные куртки", "membrannye-kurtki"],
    ["Термобельё", "termobelyo"],
    ["Allgemeine Geschäftsbedingungen", "allgemeine-geschaftsbedingungen"],
    ["Vêtements d'hiver", "vetements-d-hiver"],
    ["Shell Jacket, Women's", "shell-jacket-womens"],
    ["Pipot ja hatut", "pipot-ja-hatut"],
    ["Fußball & Æble", "fussball-aeble"],
    ["  Revontulo Kajo 2.0 kuoritakki, naisten ", "revontulo-kajo-2-0-kuoritakki-naisten"],
  ])("%s -> %s", (text, slug) => expect(slugify(text)).toBe(slug));

  it("numbers repeated slugs per language", () => {
    const slugs = new SlugRegistry();
    expect([slugs.take("fi", "a"), slugs.take("fi", "a"), slugs.take("sv", "a"), slugs.take("fi", "a")]).toEqual(["a", "a-2", "a", "a-3"]);
  });
});

describe("truncateWords", () => {
  it("cuts at a word boundary with an ellipsis (spec 01 §9)", () => {
    const text = "Vedenpitävä ja hengittävä kuoritakki vaellukseen, retkeilyyn ja arkeen.";
    expect(truncateWords(text, 40)).toBe("Vedenpitävä ja hengittävä kuoritakki…");
    expect(truncateWords(text, 200)).toBe(text);
  });
});

describe("randomFor", () => {
  it("gives the same stream for the same seed and key, another for another key", () => {
    const a = Array.from({ length: 5 }, randomFor(1, "model", 17).next);
    const b = Array.from({ length: 5 }, randomFor(1, "model", 17).next);
    const c = Array.from({ length: 5 }, randomFor(1, "model", 18).next);
    const d = Array.from({ length: 5 }, randomFor(2, "model", 17).next);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).not.toEqual(d);
    expect(randomUuid(randomFor(1, "x"))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("stays within bounds and honours weights", () => {
    const random = randomFor(3, "bounds");
    const ints = Array.from({ length: 1000 }, () => random.int(2, 5));
    expect(Math.min(...ints)).toBe(2);
    expect(Math.max(...ints)).toBe(5);
    const picks = Array.from({ length: 1000 }, () => random.weighted([["a", 9], ["b", 1]] as const));
    expect(picks.filter((p) => p === "a").length).toBeGreaterThan(800);
  });
});

describe("generated codes", () => {
  it("writes GTIN-13 codes with a valid check digit", () => {
    for (const id of [1, 42, 123456]) {
      const code = gtin(id);
      expect(code).toMatch(/^6430\d{9}$/);
      const sum = [...code].reduce((acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
      expect(sum % 10).toBe(0);
    }
  });

  it("writes ISO weeks, including those that belong to the previous year", () => {
    expect(isoWeek(new Date("2026-01-01T00:00:00Z"))).toBe("1/2026");
    expect(isoWeek(new Date("2027-01-01T00:00:00Z"))).toBe("53/2026");
    expect(isoWeek(new Date("2026-03-30T00:00:00Z"))).toBe("14/2026");
  });

  it("ends prices in ,90 (or whole ten cents below ten euros)", () => {
    expect(charm(24_937)).toBe(24_890);
    expect(charm(19_990)).toBe(19_990);
    expect(charm(733)).toBe(730);
    expect(charm(10)).toBe(90);
  });
});
