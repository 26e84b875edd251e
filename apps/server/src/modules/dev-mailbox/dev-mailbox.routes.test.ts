// Integration: the developer mailbox lists and shows outbox messages when it is enabled, and
// does not exist otherwise (docs/mail.md "Developer mailbox").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devReviewInvitationsResponseSchema, mailboxListSchema, mailboxMessageSchema } from "@polku/domain";
import { enqueueMail } from "../../lib/mail/outbox";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("developer mailbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ models: 6, env: { DEV_MAILBOX: "true" } });
    await enqueueMail(t.database.db, "kauppa@polku.example", { kind: "a.one", to: "Eka@Example.fi", language: "fi", subject: "Eka", html: "<p>1</p>", text: "1" });
    await enqueueMail(t.database.db, "kauppa@polku.example", { kind: "a.two", to: "toka@example.fi", language: "ru", subject: "Toka", html: "<p>2</p>", text: "2" });
  });
  afterAll(() => t?.close());

  it("lists the newest first, and by recipient in any case", async () => {
    const all = mailboxListSchema.parse((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/" })).json());
    expect(all.messages.map((m) => m.subject)).toEqual(["Toka", "Eka"]);
    const one = mailboxListSchema.parse((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/?to=eka@example.fi" })).json());
    expect(one.messages).toEqual([expect.objectContaining({ kind: "a.one", to: "Eka@Example.fi", language: "fi", sent_at: null })]);
  });

  it("shows a message with both bodies, and 404 for an unknown one", async () => {
    const [first] = mailboxListSchema.parse((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/" })).json()).messages;
    const res = await t.app.inject({ method: "GET", url: `/api/dev/mailbox/${first!.id}/` });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(mailboxMessageSchema.parse(res.json())).toMatchObject({ subject: "Toka", html: "<p>2</p>", text: "2", from: "kauppa@polku.example" });
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/999999/" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/x/" })).statusCode).toBe(400);
  });

  it("runs the review invitations as of a later day, with field errors for a bad day count", async () => {
    const run = await t.app.inject({ method: "POST", url: "/api/dev/review-invitations/", payload: { days_later: 10 } });
    expect(run.statusCode).toBe(200);
    expect(devReviewInvitationsResponseSchema.parse(run.json()).queued).toBeGreaterThanOrEqual(0);
    const bad = await t.app.inject({ method: "POST", url: "/api/dev/review-invitations/", payload: { days_later: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { days_later: [expect.any(String)] } });
  });
});

describe("without the developer mailbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A production shop: its database is a PostgreSQL server, not the local demo's embedded one.
    t = await createTestApp({ models: 6, env: { NODE_ENV: "production", DATABASE_URL: "postgres://shop@db.example/shop" } });
  });
  afterAll(() => t?.close());

  it("answers 404 on a production shop unless DEV_MAILBOX is set", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/" })).statusCode).toBe(404);
  });
});
