import { describe, expect, it } from "vitest";
import { bearerToken } from "./bearer";
import { normaliseEmail } from "./email";
import { LOGIN_FAILURE_LIMIT, LOGIN_MAX_LOCK_SECONDS, lockSeconds, reachesLoginLimit, retryAfterSeconds } from "./login-throttle";
import { customerRoles, shellUsername } from "./roles";
import { secondsUntil, tokenLifetimeSeconds } from "./token-lifetime";

const TOKEN = "a".repeat(40) + "_-9";

describe("normaliseEmail", () => {
  it("trims and lower-cases so one address has one spelling", () => {
    expect(normaliseEmail("  Matti.Meikalainen@Example.FI ")).toBe("matti.meikalainen@example.fi");
  });
});

describe("bearerToken", () => {
  it("reads the token of a Bearer header, any case of the scheme", () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`bearer ${TOKEN}`)).toBe(TOKEN);
  });

  it("ignores missing headers, other schemes and values that cannot be our tokens", () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken("")).toBeNull();
    expect(bearerToken(`Basic ${TOKEN}`)).toBeNull();
    expect(bearerToken("Bearer short")).toBeNull();
    expect(bearerToken(`Bearer ${TOKEN}x`)).toBeNull();
    expect(bearerToken(`Bearer ${TOKEN.slice(1)}=`)).toBeNull();
    expect(bearerToken(`Bearer ${TOKEN} extra`)).toBeNull();
  });
});

describe("login throttling", () => {
  it("locks at the limit of failures, not before", () => {
    expect(reachesLoginLimit(LOGIN_FAILURE_LIMIT - 1)).toBe(false);
    expect(reachesLoginLimit(LOGIN_FAILURE_LIMIT)).toBe(true);
  });

  it("doubles each further lock up to a day", () => {
    expect(lockSeconds(1)).toBe(15 * 60);
    expect(lockSeconds(2)).toBe(30 * 60);
    expect(lockSeconds(3)).toBe(60 * 60);
    expect(lockSeconds(8)).toBe(LOGIN_MAX_LOCK_SECONDS);
    expect(lockSeconds(1000)).toBe(LOGIN_MAX_LOCK_SECONDS);
    expect(lockSeconds(0)).toBe(0);
  });

  it("never tells a client to retry in zero seconds", () => {
    expect(retryAfterSeconds(0)).toBe(1);
    expect(retryAfterSeconds(1500)).toBe(2);
  });
});

describe("customer roles", () => {
  const base = { isStaff: false, isAdmin: false, isOrgUser: false, clubMemberNumber: null };

  it("names each role a flag gives, an admin being staff too", () => {
    expect(customerRoles(base)).toEqual(["customer"]);
    expect(customerRoles({ ...base, clubMemberNumber: "100001" })).toEqual(["customer", "club_member"]);
    expect(customerRoles({ ...base, isOrgUser: true })).toEqual(["customer", "organisation"]);
    expect(customerRoles({ ...base, isAdmin: true })).toEqual(["customer", "staff", "admin"]);
  });

  it("gives the username to staff only, falling back to the e-mail", () => {
    expect(shellUsername({ ...base, username: "maija", email: "m@x.fi" })).toBeNull();
    expect(shellUsername({ ...base, isStaff: true, username: "maija", email: "m@x.fi" })).toBe("maija");
    expect(shellUsername({ ...base, isAdmin: true, username: null, email: "m@x.fi" })).toBe("m@x.fi");
  });
});

describe("token lifetime", () => {
  it("counts days in seconds and what is left of a token", () => {
    expect(tokenLifetimeSeconds(14)).toBe(1_209_600);
    const now = new Date("2025-01-01T00:00:00Z");
    expect(secondsUntil(new Date("2025-01-01T00:01:00.900Z"), now)).toBe(60);
    expect(secondsUntil(new Date("2024-12-31T00:00:00Z"), now)).toBe(0);
  });
});
