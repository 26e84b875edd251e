import { describe, expect, it } from "vitest";
import { hrefOf, isNewBuild, navigationMode } from "./build-poll";

describe("build poll", () => {
  it("sees a new build only when the id differs", () => {
    expect(isNewBuild("abc", "abc")).toBe(false);
    expect(isNewBuild("abc", "def")).toBe(true);
    expect(isNewBuild("abc", "")).toBe(false);
    expect(isNewBuild("abc", null)).toBe(false);
  });

  it("makes the next navigation a full page load once a new build is out", () => {
    const home = { pathname: "/", search: "" };
    const menu = { pathname: "/menu/", search: "" };
    expect(navigationMode(false, home, menu)).toBe("client");
    expect(navigationMode(true, home, menu)).toBe("full-reload");
    expect(navigationMode(true, home, { pathname: "/", search: "", hash: "#x" })).toBe("client");
    expect(navigationMode(true, menu, { pathname: "/menu/", search: "?back" })).toBe("full-reload");
  });

  it("builds the href of a place", () => {
    expect(hrefOf({ pathname: "/menu/x/", search: "?y", hash: "#z" })).toBe("/menu/x/?y#z");
  });
});
