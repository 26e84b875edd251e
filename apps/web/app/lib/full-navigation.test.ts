import { describe, expect, it } from "vitest";
import { UnsafeNavigationError, loadPage } from "./full-navigation";

describe("full page loads (spec 01 §8)", () => {
  const visited: string[] = [];
  const assign = (href: string) => visited.push(href);

  it("follows the shop's own addresses, and another origin only when called external", () => {
    loadPage("/checkout/", {}, assign);
    loadPage("https://pay.example/session/1", { external: true }, assign);
    expect(visited).toEqual(["/checkout/", "https://pay.example/session/1"]);
  });

  it("throws for another origin without the flag and for a dangerous protocol with it", () => {
    expect(() => loadPage("https://evil.example/", {}, assign)).toThrow(UnsafeNavigationError);
    expect(() => loadPage("//evil.example/", {}, assign)).toThrow(UnsafeNavigationError);
    expect(() => loadPage("javascript:alert(1)", { external: true }, assign)).toThrow(UnsafeNavigationError);
    expect(() => loadPage(" java\nscript:alert(1)", { external: true }, assign)).toThrow(UnsafeNavigationError);
    expect(() => loadPage("data:text/html,<script>1</script>", { external: true }, assign)).toThrow(UnsafeNavigationError);
    expect(visited).toHaveLength(2);
  });
});
