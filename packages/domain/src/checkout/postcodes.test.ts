import { describe, expect, it } from "vitest";
import { isCompletePostcode, sanitisePostcode, shouldRememberPostcode } from "../cart/rules";
import { isValidPostcodeFor, numericPostcodes, sanitisePostcodeFor } from "./postcodes";

describe("postcodes per country", () => {
  it("keeps Finnish postcodes to five digits", () => {
    expect(sanitisePostcodeFor("fi", "00 1a00x")).toBe("00100");
    expect(sanitisePostcode("961000")).toBe("96100");
    expect(isValidPostcodeFor("fi", "00100")).toBe(true);
    expect(isValidPostcodeFor("fi", "0010")).toBe(false);
    expect(numericPostcodes("fi")).toBe(true);
  });

  it("keeps British, Irish, Dutch and Canadian postcodes as typed, upper-cased", () => {
    expect(sanitisePostcodeFor("gb", "sw1a 1aa")).toBe("SW1A 1AA");
    expect(sanitisePostcodeFor("ie", "D02  x285")).toBe("D02 X285");
    expect(sanitisePostcodeFor("nl", "1012 ab")).toBe("1012 AB");
    expect(sanitisePostcodeFor("ca", "k1a 0b1")).toBe("K1A 0B1");
    expect(numericPostcodes("gb")).toBe(false);
  });

  it("is complete in the country's own format", () => {
    expect(isCompletePostcode("SW1A 1AA", "gb")).toBe(true);
    expect(isCompletePostcode("SW1A", "gb")).toBe(false);
    expect(isCompletePostcode("D02 X285", "ie")).toBe(true);
    expect(isCompletePostcode("1012 AB", "nl")).toBe(true);
    expect(isCompletePostcode("1012", "nl")).toBe(false);
    expect(isCompletePostcode("K1A 0B1", "ca")).toBe(true);
    expect(isCompletePostcode("114 55", "se")).toBe(true);
    expect(isCompletePostcode("00100", "gb")).toBe(false);
    // Finland stays the default of the cart's own callers.
    expect(isCompletePostcode("00100")).toBe(true);
    expect(shouldRememberPostcode("SW1A 1AA", "gb")).toBe(true);
    expect(shouldRememberPostcode("SW1", "gb")).toBe(false);
  });
});
