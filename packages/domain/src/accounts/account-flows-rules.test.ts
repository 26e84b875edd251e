import { describe, expect, it } from "vitest";
import { accountLinkPath, stopRemindersPath } from "./account-links";
import { passwordProblem, passwordStrength } from "./password-rules";
import { ACCOUNT_RATE_LIMITS, withinLimit } from "./rate-limits";
import { MAIL_MAX_ATTEMPTS, mailRetryDelaySeconds } from "../mail/retry";
import { registerRequestSchema } from "../api/account-flows";

describe("passwordProblem", () => {
  it("asks for a password, then for length", () => {
    expect(passwordProblem("")).toBe("required");
    expect(passwordProblem("lyhyt-123")).toBe("too_short");
    expect(passwordProblem("x".repeat(1025))).toBe("too_long");
  });
  it("refuses common passwords in any case, the address's name and few distinct characters", () => {
    expect(passwordProblem("Salasana123")).toBe("too_common");
    expect(passwordProblem("matti.meikalainen-2025", { email: "Matti.Meikalainen@example.fi" })).toBe("contains_email");
    expect(passwordProblem("abababababab")).toBe("repetitive");
  });
  it("accepts a long passphrase of plain words", () => {
    expect(passwordProblem("tunturissa tuulee aina")).toBeNull();
  });
  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblem("äöåäöåäöå")).toBe("too_short");
  });
});

describe("passwordStrength", () => {
  it("is 0 for a refused password and grows with length and variety", () => {
    expect(passwordStrength("short")).toBe(0);
    expect(passwordStrength("kalliotrail")).toBe(1);
    expect(passwordStrength("Kalliotrail-25")).toBe(3);
    expect(passwordStrength("Kalliotrail-2025-tunturi")).toBe(4);
  });
});

describe("account links", () => {
  it("open the spec's storefront addresses", () => {
    expect(accountLinkPath("activation", "abc")).toBe("/accounts/activate/abc/");
    expect(accountLinkPath("password_reset", "abc")).toBe("/accounts/password/reset/confirm/abc/");
    expect(accountLinkPath("account_deletion", "abc")).toBe("/accounts/delete-account/abc/");
    expect(stopRemindersPath("a+b@x.fi", "s/g")).toBe("/accounts/stop_reminders/a%2Bb%40x.fi/?signature=s%2Fg");
  });
});

describe("rate limits", () => {
  it("allow the limit's number of calls and refuse the next", () => {
    const limit = ACCOUNT_RATE_LIMITS.register.account!;
    expect(withinLimit(limit.limit, limit)).toBe(true);
    expect(withinLimit(limit.limit + 1, limit)).toBe(false);
  });
});

describe("mail retries", () => {
  it("wait longer after each failure and give up after the last attempt", () => {
    const delays = Array.from({ length: MAIL_MAX_ATTEMPTS - 1 }, (_, i) => mailRetryDelaySeconds(i + 1)!);
    expect(delays[0]).toBe(60);
    for (let i = 1; i < delays.length; i++) expect(delays[i]!).toBeGreaterThan(delays[i - 1]!);
    expect(mailRetryDelaySeconds(MAIL_MAX_ATTEMPTS)).toBeNull();
  });
});

describe("registerRequestSchema", () => {
  const valid = { email: " uusi@example.fi ", password: "tunturissa tuulee", first_name: "Aino", last_name: "Koski", language: "fi" };
  it("fills the optional fields", () => {
    expect(registerRequestSchema.parse(valid)).toMatchObject({ email: "uusi@example.fi", phone: "", postcode: "", marketing_consent: false, join_club: false });
  });
  it("names each bad field with the dictionary's messages", () => {
    const result = registerRequestSchema.safeParse({ ...valid, email: "uusi@", password: "", first_name: " ", last_name: undefined });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toEqual({ email: "Check email formatting", password: "Password is required.", first_name: "Name is a required field.", last_name: "Name is a required field." });
  });
});
