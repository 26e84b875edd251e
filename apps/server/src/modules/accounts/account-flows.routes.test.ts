// Integration: registration and activation, password reset, stop reminders and the rate limits
// of these calls on a real database (PGlite, or PostgreSQL with DATABASE_URL). E-mails are read
// from the outbox like the developer mailbox does (docs/accounts.md, docs/security.md).
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountTokens, customers, reminderOptOuts, type Database } from "@polku/db";
import { eq, sql } from "@polku/db/orm";
import { customerResponseSchema, registerResponseSchema } from "@polku/domain";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../seed/customers";
import { accountCalls, freshIp, linkToken } from "../../test-support/account-helpers";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { registerErrorHandling, registerJsonParsing } from "../../http/errors";
import { createAfterAnswer } from "../../lib/after-answer";
import { createMailer } from "../../lib/mail/mailer";
import { createMemoryRateLimitStore } from "../../lib/rate-limit-store";
import { accountFlowsRoutes } from "./account-flows.routes";
import { createAccountFlowsService } from "./account-flows.service";
import { createAccountLimits } from "./account-limits";
import { stopRemindersSignature } from "./signed-links";
import { hashEmail } from "./tokens";

const SECRET = "s".repeat(48);
let t: TestApp;
let api: ReturnType<typeof accountCalls>;
const [member] = DEMO_CUSTOMERS as readonly [DemoCustomer];

beforeAll(async () => {
  t = await createTestApp({ models: 12, env: { SECRET_KEY: SECRET, PUBLIC_URL: "https://kauppa.example" } });
  api = accountCalls(t);
});
afterAll(() => t?.close());

let n = 0;
const newEmail = () => `uusi.asiakas.${++n}@example.fi`;
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: "Tunturi-polku-2025",
  first_name: "Aino",
  last_name: "Koski",
  language: "fi",
  ...extra,
});
const getCustomer = (token: string) => t.app.inject({ method: "GET", url: "/api/customer/", headers: { authorization: `Bearer ${token}` } });

async function registerAndActivate(email: string, extra: Record<string, unknown> = {}) {
  expect((await api.register(registration(email, extra))).statusCode).toBe(202);
  const token = linkToken((await api.lastMail(email)).text, "/accounts/activate/");
  expect((await api.post("/api/accounts/activate/", { token })).statusCode).toBe(200);
  return token;
}

describe("registration and activation", () => {
  it("registers, e-mails an activation link in the shopper's language, and logs in only once activated", async () => {
    const email = newEmail();
    const res = await api.register(registration(email, { language: "sv", phone: "+358 40 123 4567", postcode: "00100", marketing_consent: true }));
    expect(res.statusCode).toBe(202);
    expect(registerResponseSchema.parse(res.json())).toEqual({ status: "activation_sent" });

    const mail = await api.lastMail(email);
    expect(mail).toMatchObject({ kind: "account.activation", language: "sv", subject: "Aktivera ditt konto hos Polku" });
    expect(mail.html).toContain('lang="sv"');
    const token = linkToken(mail.text, "https://kauppa.example/accounts/activate/");
    expect(mail.html).toContain(`https://kauppa.example/accounts/activate/${token}/`);

    expect((await api.login(email, "Tunturi-polku-2025")).statusCode).toBe(403);
    const activated = await api.post("/api/accounts/activate/", { token });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ status: "activated" });
    const body = customerResponseSchema.parse((await getCustomer(await api.token(email, "Tunturi-polku-2025"))).json());
    expect(body.customer.email).toBe(email);
    expect(body.customer.club).toBeNull();
  });

  it("says a used link's account is already activated", async () => {
    const token = await registerAndActivate(newEmail());
    const again = await api.post("/api/accounts/activate/", { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: "The username has already been activated", code: "already_activated" });
  });

  it("refuses an expired link and an unknown one with 'Request expired'", async () => {
    const email = newEmail();
    await api.register(registration(email));
    const token = linkToken((await api.lastMail(email)).text, "/accounts/activate/");
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 minute' where customer_id = (select id from customers where email = ${email})`);
    const expired = await api.post("/api/accounts/activate/", { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ detail: "Request expired", code: "link_expired" });
    const unknown = await api.post("/api/accounts/activate/", { token: "A".repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: "Request expired", code: "link_invalid" });
    expect((await api.login(email, "Tunturi-polku-2025")).statusCode).toBe(403);
  });

  it("keeps only a hash of the link token, and a new registration of a waiting address replaces its link", async () => {
    const email = newEmail();
    await api.register(registration(email));
    const first = linkToken((await api.lastMail(email)).text, "/accounts/activate/");
    await api.register(registration(email, { first_name: "Aada", password: "Toinen-salasana-99" }));
    const second = linkToken((await api.lastMail(email)).text, "/accounts/activate/");
    const hashes = (await t.database.db.select({ h: accountTokens.tokenHash }).from(accountTokens)).map((r) => r.h);
    expect(hashes).not.toContain(first);
    expect((await api.post("/api/accounts/activate/", { token: first })).statusCode).toBe(400);
    expect((await api.post("/api/accounts/activate/", { token: second })).statusCode).toBe(200);
    expect((await api.login(email, "Toinen-salasana-99")).statusCode).toBe(200);
  });

  it("answers the same for an address that has an account, and tells its owner instead", async () => {
    const unknown = await api.register(registration(newEmail()));
    const known = await api.register(registration(member.email.toUpperCase(), { password: "Vieras-yritys-2025" }));
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.headers["content-type"]).toBe(unknown.headers["content-type"]);
    const mail = await api.lastMail(member.email);
    expect(mail.kind).toBe("account.existing");
    expect(mail.text).toContain("/accounts/reset-password/");
    // Nothing about the account changed: the owner's password still works, the stranger's does not.
    expect((await api.login(member.email, member.password)).statusCode).toBe(200);
    expect((await api.login(member.email, "Vieras-yritys-2025")).statusCode).toBe(401);
  });

  it("joins the club at registration with a new member number and today's date", async () => {
    const email = newEmail();
    await registerAndActivate(email, { join_club: true });
    const body = customerResponseSchema.parse((await getCustomer(await api.token(email, "Tunturi-polku-2025"))).json());
    expect(Number(body.customer.club?.member_number)).toBeGreaterThanOrEqual(200001);
    expect(body.customer.club?.joined_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await api.mails(email))[0]!.text).toContain(body.customer.club!.member_number);
  });

  it("answers 400 with the dictionary's field messages for bad bodies", async () => {
    const res = await api.register({ email: "ei-osoite", password: "", first_name: " ", language: "xx", extra: true });
    expect(res.statusCode).toBe(400);
    const errors = (res.json() as { errors: Record<string, string[]> }).errors;
    expect(errors).toMatchObject({
      email: ["Check email formatting"],
      password: ["Password is required."],
      first_name: ["Name is a required field."],
      last_name: ["Name is a required field."],
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["language", "__all__"]));
    const weak = await api.register(registration(newEmail(), { password: "salasana123" }));
    expect(weak.json()).toEqual({ errors: { password: ["This password is too common."] } });
    const ownName = await api.register(registration("tunturipolku@example.fi", { password: "Tunturipolku-99" }));
    expect(ownName.json()).toEqual({ errors: { password: ["The password must not contain your email address."] } });
    expect((await api.post("/api/accounts/activate/", { token: "short" })).statusCode).toBe(400);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the address has an account, and e-mails only an account", async () => {
    const stranger = "ei.tilia@example.fi";
    const unknown = await api.post("/api/accounts/password-reset/", { email: stranger, language: "en" });
    const known = await api.post("/api/accounts/password-reset/", { email: member.email, language: "en" });
    expect(known.statusCode).toBe(202);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(await api.mails(stranger)).toEqual([]);
    const mail = await api.lastMail(member.email);
    // The account's own language wins over the page's.
    expect(mail).toMatchObject({ kind: "account.password_reset", language: "fi" });
  });

  it("answers before it looks the address up, the same for a known and an unknown one, and then e-mails the account", async () => {
    // The database's transactions wait behind a gate: an answer that needed the lookup (or the
    // link, or the mail) could not arrive while the gate is shut.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let lookups = 0;
    const real = t.database.db;
    const gated = new Proxy(real, {
      get(target, property) {
        if (property === "transaction") {
          return async (...args: Parameters<Database["transaction"]>) => {
            await gate;
            lookups += 1;
            return target.transaction(...args);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    const afterAnswer = createAfterAnswer({ error: () => undefined });
    const service = createAccountFlowsService(gated, {
      mailer: createMailer({ from: "kauppa@polku.example", shopName: "Polku", publicUrl: "https://kauppa.example" }),
      limits: createAccountLimits(createMemoryRateLimitStore()),
      secretKey: SECRET,
      afterAnswer,
    });
    const app = Fastify();
    registerErrorHandling(app);
    registerJsonParsing(app);
    await app.register(accountFlowsRoutes, { service });
    try {
      const before = (await api.mails(member.email)).length;
      const ask = (email: string) => app.inject({ method: "POST", url: "/api/accounts/password-reset/", payload: { email }, remoteAddress: freshIp() });
      const known = await ask(member.email);
      const unknown = await ask("ei.ketaan@example.fi");
      // Both answered while no lookup could run: the answer does not wait for it.
      expect(lookups).toBe(0);
      expect(known.statusCode).toBe(202);
      expect([unknown.statusCode, unknown.headers["content-type"], unknown.headers["content-length"], unknown.body]).toEqual([
        known.statusCode, known.headers["content-type"], known.headers["content-length"], known.body,
      ]);
      expect(await api.mails(member.email)).toHaveLength(before);
      open();
      await afterAnswer.settled();
      expect(lookups).toBe(2);
      const mails = await api.mails(member.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails.at(-1)).toMatchObject({ kind: "account.password_reset" });
      expect(await api.mails("ei.ketaan@example.fi")).toEqual([]);
    } finally {
      open();
      await app.close();
    }
  });

  it("sets a new password, ends every login, and refuses the used link", async () => {
    const email = newEmail();
    await registerAndActivate(email);
    const phone = await api.token(email, "Tunturi-polku-2025");
    const laptop = await api.token(email, "Tunturi-polku-2025");
    await api.post("/api/accounts/password-reset/", { email });
    const token = linkToken((await api.lastMail(email)).text, "/accounts/password/reset/confirm/");

    const weak = await api.post("/api/accounts/password-reset/confirm/", { token, password: "lyhyt" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ errors: { password: ["The password must be at least 10 characters long."] } });

    const res = await api.post("/api/accounts/password-reset/confirm/", { token, password: "Uusi-vahva-salasana" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "password_changed" });
    for (const old of [phone, laptop]) expect((await getCustomer(old)).statusCode).toBe(401);
    expect((await api.login(email, "Tunturi-polku-2025")).statusCode).toBe(401);
    expect((await api.login(email, "Uusi-vahva-salasana")).statusCode).toBe(200);

    const reused = await api.post("/api/accounts/password-reset/confirm/", { token, password: "Kolmas-salasana-1" });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ detail: "Request expired" });
    expect((await api.login(email, "Kolmas-salasana-1")).statusCode).toBe(401);
  });

  it("refuses an expired link and an older link once a newer one was sent", async () => {
    const email = newEmail();
    await registerAndActivate(email);
    await api.post("/api/accounts/password-reset/", { email });
    const older = linkToken((await api.lastMail(email)).text, "/accounts/password/reset/confirm/");
    await api.post("/api/accounts/password-reset/", { email });
    const newer = linkToken((await api.lastMail(email)).text, "/accounts/password/reset/confirm/");
    expect((await api.post("/api/accounts/password-reset/confirm/", { token: older, password: "Uusi-vahva-salasana" })).statusCode).toBe(400);
    await t.database.db.execute(sql`update account_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset' and used_at is null`);
    const expired = await api.post("/api/accounts/password-reset/confirm/", { token: newer, password: "Uusi-vahva-salasana" });
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ detail: "Request expired", code: "link_expired" });
  });

  it("activates an account that was never activated, since the link proves the address", async () => {
    const email = newEmail();
    await api.register(registration(email));
    await api.post("/api/accounts/password-reset/", { email });
    const token = linkToken((await api.lastMail(email)).text, "/accounts/password/reset/confirm/");
    expect((await api.post("/api/accounts/password-reset/confirm/", { token, password: "Uusi-vahva-salasana" })).statusCode).toBe(200);
    expect((await api.login(email, "Uusi-vahva-salasana")).statusCode).toBe(200);
  });
});

describe("stop reminders", () => {
  it("stops reminders of an address with the shop's signature, keeping only a hash of it", async () => {
    const email = "Muistutus@Example.fi";
    const res = await api.post("/api/accounts/stop-reminders/", { email, signature: stopRemindersSignature(SECRET, email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "stopped" });
    const rows = await t.database.db.select().from(reminderOptOuts).where(eq(reminderOptOuts.emailHash, hashEmail("muistutus@example.fi")));
    expect(rows).toHaveLength(1);
    // Twice is fine.
    expect((await api.post("/api/accounts/stop-reminders/", { email, signature: stopRemindersSignature(SECRET, email) })).statusCode).toBe(200);
  });

  it("refuses a bad signature, another address's signature and one made with another key", async () => {
    const email = "toinen@example.fi";
    for (const signature of ["x".repeat(43), stopRemindersSignature(SECRET, "joku@example.fi"), stopRemindersSignature("k".repeat(48), email), "short"]) {
      const res = await api.post("/api/accounts/stop-reminders/", { email, signature });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: "Failed to stop reminders" });
    }
    const rows = await t.database.db.select().from(reminderOptOuts).where(eq(reminderOptOuts.emailHash, hashEmail(email)));
    expect(rows).toEqual([]);
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After after 3 registrations of one address within an hour, from any address", async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i++) expect((await api.register(registration(email))).statusCode).toBe(202);
    const res = await api.register(registration(email));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(3000);
    expect(res.json()).toMatchObject({ code: "throttled" });
  });

  it("answers 429 after 20 reset requests from one client address, known addresses or not", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await api.post("/api/accounts/password-reset/", { email: `r${i}@example.fi` }, { ip })).statusCode).toBe(202);
    expect((await api.post("/api/accounts/password-reset/", { email: member.email }, { ip })).statusCode).toBe(429);
  });

  it("answers 429 after 30 link redemptions from one client address within 15 minutes", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await api.post("/api/accounts/activate/", { token: "B".repeat(43) }, { ip })).statusCode).toBe(400);
    expect((await api.post("/api/accounts/activate/", { token: "B".repeat(43) }, { ip })).statusCode).toBe(429);
    expect((await api.post("/api/accounts/password-reset/confirm/", { token: "B".repeat(43), password: "Uusi-vahva-salasana" }, { ip })).statusCode).toBe(429);
  });

  it("answers 429 after 10 failed logins of one account within 15 minutes, from changing addresses", async () => {
    const email = newEmail();
    await registerAndActivate(email);
    for (let i = 0; i < 10; i++) expect((await api.login(email, `vaara-${i}`)).statusCode).toBe(401);
    const locked = await api.login(email, "Tunturi-polku-2025");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
  });
});

describe("customers table", () => {
  it("keeps names, phone, postcode, language and consent from the registration", async () => {
    const email = newEmail();
    await api.register(registration(email, { phone: "040 123 4567", postcode: "33100", language: "de", marketing_consent: true }));
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row).toMatchObject({ firstName: "Aino", lastName: "Koski", phone: "040 123 4567", postcode: "33100", preferredLanguage: "de", marketingConsent: true, activatedAt: null });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
