import { describe, expect, it } from "vitest";
import {
  featureFlagOverridesFromUrl,
  GENERAL_SETTING_KEYS,
  isRentalEnabled,
  mergeFeatureFlags,
  parseFeatureFlags,
  parseTargetCountryDays,
} from "./settings";
import { searchParams } from "./test-support";

describe("general settings (spec 01 §3)", () => {
  it("lists the seventeen keys", () => {
    expect(GENERAL_SETTING_KEYS).toHaveLength(17);
    expect(GENERAL_SETTING_KEYS).toContain("feature_flags");
    expect(GENERAL_SETTING_KEYS).toContain("target_country_delivery_added_days");
    expect(new Set(GENERAL_SETTING_KEYS).size).toBe(17);
  });

  it("turns rental on only for the text 'true'", () => {
    expect(isRentalEnabled({ rental_enabled: "true" })).toBe(true);
    expect(isRentalEnabled({ rental_enabled: "True" })).toBe(false);
    expect(isRentalEnabled({})).toBe(false);
  });
});

describe("parseFeatureFlags (spec 01 §5)", () => {
  it("reads a JSON object of booleans", () => {
    expect(parseFeatureFlags('{"newCheckout": true, "chat": false}')).toEqual({
      flags: { newCheckout: true, chat: false },
      error: null,
    });
  });

  it("treats a missing or empty setting as no flags, without an error", () => {
    expect(parseFeatureFlags(null)).toEqual({ flags: {}, error: null });
    expect(parseFeatureFlags("  ")).toEqual({ flags: {}, error: null });
  });

  it("gives no flags and an error for bad JSON or a non-object", () => {
    for (const bad of ["{newCheckout: true}", "[true]", "true", "null"]) {
      const result = parseFeatureFlags(bad);
      expect(result.flags).toEqual({});
      expect(result.error).toMatch(/Feature flags/);
    }
  });

  it("keeps the boolean flags and names the others in the error", () => {
    const result = parseFeatureFlags('{"a": true, "b": "yes", "c": 1}');
    expect(result.flags).toEqual({ a: true });
    expect(result.error).toContain("b, c");
  });
});

describe("feature flag overrides (spec 01 §9)", () => {
  it("reads featureFlag_ params: 1 is true, anything else false", () => {
    expect(featureFlagOverridesFromUrl("?featureFlag_chat=1&featureFlag_beta=0&featureFlag_x=true&q=1")).toEqual({
      chat: true,
      beta: false,
      x: false,
    });
  });

  it("accepts URLSearchParams and a query without '?'", () => {
    expect(featureFlagOverridesFromUrl(searchParams("featureFlag_chat=1"))).toEqual({ chat: true });
    expect(featureFlagOverridesFromUrl("featureFlag_chat")).toEqual({ chat: false });
    expect(featureFlagOverridesFromUrl("featureFlag_=1&featureflag_a=1")).toEqual({});
  });

  it("lets local storage override the server, and the URL override both", () => {
    expect(mergeFeatureFlags({ a: true, b: true, c: false }, { b: false }, { c: true })).toEqual({
      a: true,
      b: false,
      c: true,
    });
    expect(mergeFeatureFlags(null, undefined, { a: true })).toEqual({ a: true });
  });
});

describe("parseTargetCountryDays (spec 01 §5)", () => {
  it("parses JSON when the value contains a brace or bracket", () => {
    expect(parseTargetCountryDays('{"countries": ["se", "no"], "days": 2}')).toEqual({
      value: { countries: ["se", "no"], days: 2 },
      error: null,
    });
    expect(parseTargetCountryDays('["se"]')).toEqual({ value: ["se"], error: null });
  });

  it("returns other text unparsed", () => {
    expect(parseTargetCountryDays(" 3 ")).toEqual({ value: "3", error: null });
    expect(parseTargetCountryDays(undefined)).toEqual({ value: null, error: null });
  });

  it("ignores bad JSON with an error for the caller to log", () => {
    const result = parseTargetCountryDays("{countries: se}");
    expect(result.value).toBeNull();
    expect(result.error).toMatch(/not valid JSON/);
  });
});
