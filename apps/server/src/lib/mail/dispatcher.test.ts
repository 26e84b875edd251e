// Integration: the dispatcher sends the outbox through a real SMTP server started here
// (smtp-server), records delivery, and retries with back-off when the server refuses.
import { createServer, type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { languages, mailOutbox } from "@polku/db";
import { eq } from "@polku/db/orm";
import { createTestDatabase } from "@polku/db/testing";
import type { DatabaseHandle } from "@polku/db";
import { createTestApp, type TestApp } from "../../test-support/test-app";
import { accountCalls } from "../../test-support/account-helpers";
import { createMailDispatcher } from "./dispatcher";
import { enqueueMail } from "./outbox";

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** An SMTP server on a free port that keeps what it receives; `refuse` makes it answer 451. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        if (state.refuse) return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, state, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const silent = { warn: () => {}, error: () => {} };
const message = (to: string) => ({ kind: "test.hello", to, language: "fi" as const, subject: "Hei äiti", html: "<p>Hei <b>äiti</b></p>", text: "Hei äiti" });

describe("the SMTP dispatcher", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase();
    await database.db.insert(languages).values({ code: "fi", name: "suomi", locale: "fi-FI", isDefault: true }).onConflictDoNothing();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });
  afterEach(() => {
    smtp.state.refuse = false;
  });

  it("sends pending messages once, as HTML and text, and records the delivery", async () => {
    const dispatcher = createMailDispatcher({ db: database.db, smtpUrl: smtp.url, log: silent });
    const { id } = await enqueueMail(database.db, "kauppa@polku.example", message("aiti@example.fi"));
    await dispatcher.kick();
    await dispatcher.kick();
    await dispatcher.stop();
    const got = smtp.received.filter((r) => r.to.includes("aiti@example.fi"));
    expect(got).toHaveLength(1);
    expect(got[0]!.from).toBe("kauppa@polku.example");
    expect(got[0]!.data).toMatch(/Content-Type: text\/plain/i);
    expect(got[0]!.data).toMatch(/Content-Type: text\/html/i);
    expect(got[0]!.data).toMatch(/Content-Language: fi/i);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row).toMatchObject({ attempts: 1, lastError: null, nextAttemptAt: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a refused message with its error and tries again after the back-off", async () => {
    let clock = new Date("2030-01-01T10:00:00Z");
    const dispatcher = createMailDispatcher({ db: database.db, smtpUrl: smtp.url, log: silent, now: () => clock });
    smtp.state.refuse = true;
    const { id } = await enqueueMail(database.db, "kauppa@polku.example", message("isa@example.fi"));
    await dispatcher.kick();
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/451|Try again later/);
    expect(row!.nextAttemptAt!.getTime()).toBe(clock.getTime() + 60_000);

    // Not before its time, even when the server would take it.
    smtp.state.refuse = false;
    await dispatcher.kick();
    expect(smtp.received.some((r) => r.to.includes("isa@example.fi"))).toBe(false);

    clock = new Date(clock.getTime() + 61_000);
    await dispatcher.kick();
    await dispatcher.stop();
    [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.filter((r) => r.to.includes("isa@example.fi"))).toHaveLength(1);
  });

  it("records an unreachable server as an error, not a crash", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dispatcher = createMailDispatcher({ db: database.db, smtpUrl: `smtp://127.0.0.1:${port}`, log: silent });
    const { id } = await enqueueMail(database.db, "kauppa@polku.example", message("kukaan@example.fi"));
    await dispatcher.kick();
    await dispatcher.stop();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("an application with SMTP_URL", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ models: 6, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("sends a registration's activation e-mail right after the registration, and has no developer mailbox", async () => {
    const api = accountCalls(t);
    expect((await api.register({ email: "smtp.asiakas@example.fi", password: "Tunturi-polku-2025", first_name: "Aino", last_name: "Koski", language: "en" })).statusCode).toBe(202);
    await expect.poll(() => smtp.received.filter((r) => r.to.includes("smtp.asiakas@example.fi")).length, { timeout: 5000 }).toBe(1);
    const data = smtp.received.find((r) => r.to.includes("smtp.asiakas@example.fi"))!.data;
    expect(data).toMatch(/Subject: Activate your Polku account/);
    expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox/" })).statusCode).toBe(404);
  });
});
