import { describe, expect, it } from "vitest";
import { indexRules, isExternalTarget, isValidRuleTarget, normaliseRulePath, redirectFor } from "./route-rules";

const rules = indexRules([
  { from: "/Talvikausi/", to: "/hiihto/", statusCode: 301 },
  { from: "/blogi/", to: "https://blog.example.org/", statusCode: 302 },
  { from: "/kampanja/", to: "/outlet/?sort=offers", statusCode: 307 },
]);

describe("route rules", () => {
  it("leaves out a rule that points at its own address, which would loop", () => {
    const looping = indexRules([
      { from: "/retkeily/", to: "/Retkeily", statusCode: 301 },
      { from: "/outlet/", to: "/outlet/?sort=offers", statusCode: 302 },
    ]);
    expect(redirectFor(looping, "/retkeily/", "")).toBeNull();
    // The same path with a query of its own is a real redirect (it lands on another address).
    expect(redirectFor(looping, "/outlet/", "")).toEqual({ location: "/outlet/?sort=offers", statusCode: 302 });
  });

  it("matches a path whatever its case and slashes, keeping the query", () => {
    expect(redirectFor(rules, "/talvikausi", "?a=1")).toEqual({ location: "/hiihto/?a=1", statusCode: 301 });
    expect(redirectFor(rules, "/TALVIKAUSI/", "")).toEqual({ location: "/hiihto/", statusCode: 301 });
  });
  it("keeps a target's own query instead of the request's", () => {
    expect(redirectFor(rules, "/kampanja/", "?x=1")?.location).toBe("/outlet/?sort=offers");
  });
  it("redirects to external targets, which the browser loads as a full page", () => {
    expect(redirectFor(rules, "/blogi/", "")).toEqual({ location: "https://blog.example.org/", statusCode: 302 });
    expect(isExternalTarget("https://blog.example.org/")).toBe(true);
    expect(isExternalTarget("/hiihto/")).toBe(false);
  });
  it("does nothing for other paths", () => {
    expect(redirectFor(rules, "/hiihto/", "")).toBeNull();
  });
  it("accepts rooted paths and http(s) URLs only as targets", () => {
    expect(isValidRuleTarget("/uusi/")).toBe(true);
    expect(isValidRuleTarget("https://example.org/x")).toBe(true);
    expect(isValidRuleTarget("//evil.example/")).toBe(false);
    expect(isValidRuleTarget("javascript:alert(1)")).toBe(false);
    expect(isValidRuleTarget("relative/")).toBe(false);
    expect(isValidRuleTarget("https:///nohost")).toBe(false);
    expect(isValidRuleTarget("https://example.org/a b")).toBe(false);
  });
  it("normalises stored paths", () => {
    expect(normaliseRulePath(" //Vanha//Sivu ")).toBe("/vanha/sivu/");
    expect(normaliseRulePath("/")).toBe("/");
  });
});
