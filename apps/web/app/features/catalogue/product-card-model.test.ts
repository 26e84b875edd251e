import { describe, expect, it } from "vitest";
import { cutShortDescription, discountPercent, isDiscounted, productHref, ribbonPercent } from "./product-card-model";

const price = (active: number, reference: number) => ({ active, reference, type: "discount" as const });

describe("product card model", () => {
  it("computes the discount against the reference price", () => {
    expect(isDiscounted(price(7990, 9990))).toBe(true);
    expect(discountPercent(price(7990, 9990))).toBe(20);
    expect(discountPercent(price(9990, 9990))).toBe(0);
    expect(discountPercent(price(9990, 0))).toBe(0);
  });

  it("shows a ribbon only from 5 % up", () => {
    expect(ribbonPercent(price(9600, 10000))).toBeNull();
    expect(ribbonPercent(price(9500, 10000))).toBe(5);
  });

  it("cuts the short description at a word boundary", () => {
    const text = "Kevyt ja hengittävä kuoritakki vaellukseen, retkeilyyn ja arkeen kaikissa sääolosuhteissa.";
    const cut = cutShortDescription(text);
    expect(cut.length).toBeLessThanOrEqual(73);
    expect(cut.endsWith("…")).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cutShortDescription("Lyhyt kuvaus")).toBe("Lyhyt kuvaus");
  });

  it("normalises product paths to slashed addresses", () => {
    expect(productHref("brand/tuote")).toBe("/brand/tuote/");
    expect(productHref("/brand/tuote/")).toBe("/brand/tuote/");
  });
});
