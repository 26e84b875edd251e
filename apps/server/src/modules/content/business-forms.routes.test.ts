// Integration: the corporate inquiry and the newsletters (docs/content.md "Forms") on PGlite, or
// PostgreSQL with DATABASE_URL: stored and mailed once, bad input 400 with field errors, the
// honeypot, the rate limit, and the double opt-in of a subscription (link, confirm, expiry).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "@polku/db/orm";
import { BUSINESS_FORM_RATE_LIMIT, fieldErrorsSchema, isBusinessId, NEWSLETTER_CONFIRM_HOURS, newsletterConfirmedSchema, newsletterUnsubscribedSchema } from "@polku/domain";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
let clock = new Date("2026-03-02T09:00:00Z");
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp({ models: 2, now: () => clock });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, ip = freshIp()) => t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
const count = async (query: ReturnType<typeof sql>) => (await t.database.db.execute<{ n: number }>(query)).rows[0]!.n;

describe("POST /api/corporate-inquiry/", () => {
  const valid = { language: "de", company: "Nordwald GmbH", businessId: "", contactName: "Jonas Keller", email: "jonas@nordwald.example", phone: "+49 30 1234567", interest: "staff-gifts", recipients: 45, message: "Wir suchen Weihnachtsgeschenke für 45 Mitarbeitende." };

  it("stores the inquiry and queues the sender's confirmation and the sales notification once", async () => {
    const res = await post("/api/corporate-inquiry/", { ...valid, businessId: "0112038-9" });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    const stored = await t.database.db.execute(sql`select company, business_id, interest, recipients from corporate_inquiries where id = ${id}`);
    expect(stored.rows[0]).toEqual({ company: "Nordwald GmbH", business_id: "0112038-9", interest: "staff-gifts", recipients: 45 });
    const mail = await t.database.db.execute<{ to_address: string; subject: string; language: string }>(sql`select to_address, subject, language from mail_outbox where dedupe_key in (${`corporate.inquiry.confirmation:${id}`}, ${`corporate.inquiry.notification:${id}`}) order by id`);
    expect(mail.rows).toHaveLength(2);
    expect(mail.rows[0]).toMatchObject({ to_address: "jonas@nordwald.example", language: "de" });
    expect(mail.rows[0]!.subject).toContain("Firmenanfrage");
    expect(mail.rows[1]).toMatchObject({ language: "fi", to_address: "yritysmyynti@polku.example" });
    expect(mail.rows[1]!.subject).toContain(`#${id}`);
  });

  it("sends the sales notification to the address of the corporate_sales_email setting, else the customer-service address", async () => {
    const salesMailOf = async (id: number) =>
      (await t.database.db.execute<{ to_address: string }>(sql`select to_address from mail_outbox where dedupe_key = ${`corporate.inquiry.notification:${id}`}`)).rows.map((r) => r.to_address);
    const setSales = (value: string) => t.database.db.execute(sql`insert into general_settings (key, value) values ('corporate_sales_email', ${value}) on conflict (key) do update set value = excluded.value`);
    try {
      await setSales("b2b-sales@polku.example");
      const first = (await post("/api/corporate-inquiry/", { ...valid, email: "first@nordwald.example" })).json() as { id: number };
      expect(await salesMailOf(first.id)).toEqual(["b2b-sales@polku.example"]);
      await setSales("  ");
      const second = (await post("/api/corporate-inquiry/", { ...valid, email: "second@nordwald.example" })).json() as { id: number };
      expect(await salesMailOf(second.id)).toEqual(["asiakaspalvelu@polku.example"]);
    } finally {
      await t.database.db.execute(sql`delete from general_settings where key = 'corporate_sales_email'`);
    }
  });

  it("answers 400 with field errors for bad input and stores nothing", async () => {
    const before = await count(sql`select count(*)::int as n from corporate_inquiries`);
    const res = await post("/api/corporate-inquiry/", { ...valid, company: "", businessId: "1234567-8", email: "nope", phone: "call me", interest: "yachts", recipients: 0, message: "hi" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(res.json()).errors).sort()).toEqual(["businessId", "company", "email", "interest", "message", "phone", "recipients"]);
    expect(await count(sql`select count(*)::int as n from corporate_inquiries`)).toBe(before);
  });

  it("stores nothing for a filled honeypot but answers as if sent", async () => {
    const res = await post("/api/corporate-inquiry/", { ...valid, email: "bot@nordwald.example", website: "http://spam.example" });
    expect(res.statusCode).toBe(201);
    expect(await count(sql`select count(*)::int as n from corporate_inquiries where email = 'bot@nordwald.example'`)).toBe(0);
  });

  it("refuses a flood from one address, and to one e-mail address, with 429 and Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < BUSINESS_FORM_RATE_LIMIT; i++) expect((await post("/api/corporate-inquiry/", { ...valid, email: `flood${i}@nordwald.example` }, ip)).statusCode).toBe(201);
    const refused = await post("/api/corporate-inquiry/", { ...valid, email: "flood-last@nordwald.example" }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    for (let i = 0; i < BUSINESS_FORM_RATE_LIMIT; i++) expect((await post("/api/corporate-inquiry/", { ...valid, email: "same@nordwald.example" })).statusCode).toBe(201);
    expect((await post("/api/corporate-inquiry/", { ...valid, email: "SAME@nordwald.example" })).statusCode).toBe(429);
  });

  it("stores and mails at most the limit when one address posts the form 40 times at once", async () => {
    const ip = freshIp();
    const company = "Flood Abuse Oy";
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post("/api/corporate-inquiry/", { ...valid, company, email: `burst${i}@abuse.example` }, ip)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(BUSINESS_FORM_RATE_LIMIT);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - BUSINESS_FORM_RATE_LIMIT);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(await count(sql`select count(*)::int as n from corporate_inquiries where company = ${company}`)).toBe(BUSINESS_FORM_RATE_LIMIT);
    expect(await count(sql`select count(*)::int as n from mail_outbox where to_address like 'burst%@abuse.example'`)).toBe(BUSINESS_FORM_RATE_LIMIT);
    // Bad bodies count against the address too: junk cannot be sent for free.
    const junkIp = freshIp();
    for (let i = 0; i < BUSINESS_FORM_RATE_LIMIT; i++) expect((await post("/api/corporate-inquiry/", { junk: i }, junkIp)).statusCode).toBe(400);
    expect((await post("/api/corporate-inquiry/", { ...valid, email: "after-junk@abuse.example" }, junkIp)).statusCode).toBe(429);
  });
});

describe("POST /api/newsletter/ and /api/newsletter/confirm/", () => {
  const tokenOf = async (email: string) => {
    const mail = await t.database.db.execute<{ text_body: string }>(sql`select "text" as text_body from mail_outbox where to_address = ${email} order by id desc limit 1`);
    return /\?confirm=([A-Za-z0-9_-]+)/.exec(mail.rows[0]!.text_body)![1]!;
  };
  const mailsTo = (email: string) => count(sql`select count(*)::int as n from mail_outbox where to_address = ${email}`);

  it("stores a pending subscription, mails the link, and confirms it once", async () => {
    const res = await post("/api/newsletter/", { list: "forest", language: "fi", email: "Metsa.Kavija@example.com", name: "Aino", consent: true });
    expect(res.statusCode, res.body).toBe(202);
    const row = await t.database.db.execute<{ status: string; language: string }>(sql`select status, language from newsletter_subscriptions where list = 'forest' and email = 'metsa.kavija@example.com'`);
    expect(row.rows[0]).toEqual({ status: "pending", language: "fi" });
    const token = await tokenOf("metsa.kavija@example.com");
    const mail = await t.database.db.execute<{ subject: string; text_body: string }>(sql`select subject, "text" as text_body from mail_outbox where to_address = 'metsa.kavija@example.com'`);
    expect(mail.rows[0]!.subject).toContain("Metsäkirje");
    expect(mail.rows[0]!.text_body).toContain(`/forest-newsletter/?confirm=${token}`);

    const confirmed = await post("/api/newsletter/confirm/", { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(newsletterConfirmedSchema.parse(confirmed.json())).toEqual({ list: "forest", email: "metsa.kavija@example.com" });
    expect((await t.database.db.execute<{ status: string }>(sql`select status from newsletter_subscriptions where email = 'metsa.kavija@example.com'`)).rows[0]!.status).toBe("confirmed");
    // The link works once; subscribing again mails nothing and answers the same.
    expect((await post("/api/newsletter/confirm/", { token })).statusCode).toBe(404);
    expect((await post("/api/newsletter/", { list: "forest", language: "fi", email: "metsa.kavija@example.com", consent: true })).statusCode).toBe(202);
    expect(await mailsTo("metsa.kavija@example.com")).toBe(1);
  });

  it("keeps the lists apart, asks the corporate letter for the company, and lets a link expire", async () => {
    const email = "buyer@firm.example";
    const noCompany = await post("/api/newsletter/", { list: "corporate", language: "en", email, consent: true });
    expect(noCompany.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(noCompany.json()).errors)).toEqual(["company"]);
    expect((await post("/api/newsletter/", { list: "corporate", language: "en", email, company: "Firm Oy", consent: true })).statusCode).toBe(202);
    const token = await tokenOf(email);
    expect((await t.database.db.execute<{ subject: string }>(sql`select subject from mail_outbox where to_address = ${email}`)).rows[0]!.subject).toContain("Business letter");
    const saved = clock;
    clock = new Date(clock.getTime() + (NEWSLETTER_CONFIRM_HOURS + 1) * 3_600_000);
    try {
      expect((await post("/api/newsletter/confirm/", { token })).statusCode).toBe(404);
      // A new request mails a fresh link, which works.
      expect((await post("/api/newsletter/", { list: "corporate", language: "en", email, company: "Firm Oy", consent: true })).statusCode).toBe(202);
      const fresh = await tokenOf(email);
      expect(fresh).not.toBe(token);
      expect((await post("/api/newsletter/confirm/", { token: fresh })).statusCode).toBe(200);
    } finally {
      clock = saved;
    }
  });

  it("ends a subscription by the signed link in its mail, once or twice, and refuses a forged one", async () => {
    const email = "leaving@example.com";
    expect((await post("/api/newsletter/", { list: "forest", language: "en", email, consent: true })).statusCode).toBe(202);
    const mail = await t.database.db.execute<{ html: string; text_body: string }>(sql`select html, "text" as text_body from mail_outbox where to_address = ${email}`);
    const link = /(http\S+\/forest-newsletter\/\?unsubscribe=\S+)/.exec(mail.rows[0]!.text_body)?.[1];
    expect(link, mail.rows[0]!.text_body).toBeTruthy();
    expect(mail.rows[0]!.html).toContain(">Unsubscribe</a>");
    const url = new URL(link!);
    const body = { list: "forest", email: url.searchParams.get("unsubscribe"), signature: url.searchParams.get("sig") };
    expect((await post("/api/newsletter/confirm/", { token: await tokenOf(email) })).statusCode).toBe(200);

    // Another address, another list or a changed signature: not the shop's link.
    for (const forged of [{ ...body, email: "someone.else@example.com" }, { ...body, list: "corporate" }, { ...body, signature: [...body.signature!].reverse().join("") }]) {
      expect((await post("/api/newsletter/unsubscribe/", forged)).statusCode, JSON.stringify(forged)).toBe(404);
    }
    expect(await count(sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`)).toBe(1);

    for (let i = 0; i < 2; i++) {
      const res = await post("/api/newsletter/unsubscribe/", body);
      expect(res.statusCode, res.body).toBe(200);
      expect(newsletterUnsubscribedSchema.parse(res.json())).toEqual({ list: "forest", email });
    }
    expect(await count(sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`)).toBe(0);
    expect((await post("/api/newsletter/unsubscribe/", { list: "forest", email, signature: "short" })).statusCode).toBe(400);
  });

  it("answers 400 with field errors without consent or with a bad address or list", async () => {
    const res = await post("/api/newsletter/", { list: "spam", language: "fi", email: "x", consent: false });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsSchema.parse(res.json()).errors).sort()).toEqual(["consent", "email", "list"]);
    expect((await post("/api/newsletter/confirm/", { token: "short" })).statusCode).toBe(400);
    expect((await post("/api/newsletter/confirm/", { token: "x".repeat(32) })).statusCode).toBe(404);
  });

  it("stores nothing for a filled honeypot and limits subscriptions per address", async () => {
    expect((await post("/api/newsletter/", { list: "forest", language: "fi", email: "bot@spam.example", consent: true, website: "x" })).statusCode).toBe(202);
    expect(await count(sql`select count(*)::int as n from newsletter_subscriptions where email = 'bot@spam.example'`)).toBe(0);
    const ip = freshIp();
    for (let i = 0; i < BUSINESS_FORM_RATE_LIMIT; i++) expect((await post("/api/newsletter/", { list: "forest", language: "sv", email: `many${i}@example.com`, consent: true }, ip)).statusCode).toBe(202);
    const refused = await post("/api/newsletter/", { list: "forest", language: "sv", email: "many-last@example.com", consent: true }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("isBusinessId", () => {
  it("checks the Finnish business ID's check digit", () => {
    expect(isBusinessId("0112038-9")).toBe(true);
    expect(isBusinessId("1572860-0")).toBe(true);
    expect(isBusinessId("0112038-8")).toBe(false);
    expect(isBusinessId("112038-9")).toBe(false);
  });
});
