import { describe, expect, it } from "vitest";
import { checkLoginFields, loginPathFor, minutesToWait, safeNextPath } from "./login-rules";

describe("checkLoginFields", () => {
  it("asks for both fields when they are empty", () => {
    expect(checkLoginFields("  ", "")).toEqual({ email: "accounts.login.emailRequired", password: "accounts.login.passwordRequired" });
  });
  it("refuses an address without a domain", () => {
    expect(checkLoginFields("matti@", "secret")).toEqual({ email: "accounts.login.emailInvalid" });
  });
  it("accepts an address with spaces around it", () => {
    expect(checkLoginFields(" jasen@polku.example ", "secret")).toBeNull();
  });
});

describe("safeNextPath", () => {
  it("keeps a path of this shop with its query", () => {
    expect(safeNextPath("/vaatteet/takit/?sort=price")).toBe("/vaatteet/takit/?sort=price");
  });
  it.each([null, "", "https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "accounts/", "/accounts/login/?next=/x/", "/..//evil.example/x", "/.%2e/%2e%2e//evil.example", "/x/../accounts/login/"])(
    "goes to the account page for %s",
    (next) => {
      expect(safeNextPath(next)).toBe("/accounts/");
    },
  );
});

describe("loginPathFor", () => {
  it("carries the path back as next", () => {
    expect(loginPathFor("/accounts/")).toBe("/accounts/login/?next=%2Faccounts%2F");
    expect(safeNextPath(new URL(loginPathFor("/a/?b=1"), "http://x").searchParams.get("next"))).toBe("/a/?b=1");
  });
});

describe("minutesToWait", () => {
  it("rounds up and waits at least a minute", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(900)).toBe(15);
    expect(minutesToWait(901)).toBe(16);
  });
});
