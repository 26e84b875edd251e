// Background work of two shop processes on one PostgreSQL database (docs/deployment.md
// "Background jobs"): two applications, each with its own connection pool and its own memory,
// as two processes would have them. Runs only with DATABASE_URL (PGlite is one process).
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { openDatabase, type DatabaseHandle } from "@polku/db";
import { sql } from "@polku/db/orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { orderBody, ordersFixture, place, TEST_SECRET, type OrdersFixture } from "../modules/orders/orders.test-support";
import { enqueueMail } from "./mail/outbox";
import { createBackInStockService } from "../modules/back-in-stock/back-in-stock.service";

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info("jobs.multiprocess.test.ts skipped: two processes need PostgreSQL (set DATABASE_URL)");

async function startSmtp() {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        subjects.push(/^Subject: (.*)$/m.exec(data)?.[1]?.trim() ?? "");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { subjects, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.skipIf(!onPostgres)("two shop processes on one PostgreSQL database", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let f: OrdersFixture;
  let other: { app: FastifyInstance; database: DatabaseHandle };
  const env = () => ({ PAYMENT_TEST_SECRET: TEST_SECRET, PUBLIC_URL: "http://shop.test", SMTP_URL: smtp.url });

  beforeAll(async () => {
    smtp = await startSmtp();
    f = await ordersFixture({ env: env() });
    // The second process: its own pool on the same database, its own caches and dispatcher.
    const database = await openDatabase({ url: f.t.database.location, poolMax: 4 });
    const app = await buildApp({ config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env() }), database, logger: false });
    await app.ready();
    other = { app, database };
  }, 120_000);
  afterAll(async () => {
    await other?.app.close();
    await other?.database.close();
    await f?.t.close();
    await smtp?.close();
  });

  it("both sending the outbox at once deliver every mail exactly once", async () => {
    const subjects = Array.from({ length: 45 }, (_, i) => `Multiprocess ${i}`);
    for (const subject of subjects) {
      await enqueueMail(f.t.database.db, "shop@polku.test", { kind: "test.multi", to: "a@example.com", language: "fi", subject, html: "<p>x</p>", text: "x" });
    }
    await Promise.all([f.t.app.mailDispatcher!.kick(), other.app.mailDispatcher!.kick(), f.t.app.mailDispatcher!.kick(), other.app.mailDispatcher!.kick()]);
    const ours = smtp.subjects.filter((s) => s.startsWith("Multiprocess "));
    expect(ours.toSorted()).toEqual(subjects.toSorted());
    const left = await f.one<{ n: number }>(sql`select count(*)::int as n from mail_outbox where kind = 'test.multi' and sent_at is null`);
    expect(left.n).toBe(0);
  });

  it("a job's tick runs in one process: the other skips it while it runs, and runs the next one", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const runs: string[] = [];
    const first = f.t.database.exclusively("test-job", async () => {
      runs.push("first");
      await held;
    });
    // The first has its lock once it has started running.
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await other.database.exclusively("test-job", async () => void runs.push("second"))).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(await other.database.exclusively("test-job", async () => void runs.push("third"))).toBe(true);
    expect(runs).toEqual(["first", "third"]);
  });

  it("the back-in-stock notifier run by both at once queues each request's e-mail once", async () => {
    const variants = (await f.t.database.db.execute<{ id: number }>(sql`select id from product_variants order by id limit 150`)).rows.map((r) => r.id);
    await f.t.database.db.execute(sql`insert into back_in_stock_requests (email, variant_id, language, due_at)
      select 'waiting-' || v || '@example.com', v, 'fi', now() from unnest(${`{${variants.join(",")}}`}::int[]) as v`);
    const options = { mailFrom: "shop@polku.test", publicUrl: "http://shop.test", languageHosts: {} };
    const [a, b] = await Promise.all([createBackInStockService(f.t.database.db, options).notifyDue(), createBackInStockService(other.database.db, options).notifyDue()]);
    expect(a + b).toBe(variants.length);
    const rows = await f.one<{ mails: number; distinct: number; waiting: number }>(sql`select
      (select count(*)::int from mail_outbox where to_address like 'waiting-%@example.com') as mails,
      (select count(distinct to_address)::int from mail_outbox where to_address like 'waiting-%@example.com') as distinct,
      (select count(*)::int from back_in_stock_requests where notified_at is null) as waiting`);
    expect(rows).toEqual({ mails: variants.length, distinct: variants.length, waiting: 0 });
  });

  it("order expiry run by both at once cancels each abandoned order once and gives its stock back once", async () => {
    const [v] = f.variants;
    await f.setStock(v, 20);
    const numbers: string[] = [];
    for (let i = 0; i < 6; i++) numbers.push((await place(f, orderBody({ products: [{ id: v, amount: 2 }] }))).number);
    expect(await f.webStock(v)).toBe(8);
    await f.t.database.db.execute(sql`update orders set reserved_until = now() - interval '1 minute' where number = any(${`{${numbers.join(",")}}`}::text[])`);
    const [a, b] = await Promise.all([f.t.app.orders.expireAbandoned(), other.app.orders.expireAbandoned()]);
    expect(a + b).toBe(6);
    expect(await f.webStock(v)).toBe(20);
    const history = await f.one<{ n: number }>(
      sql`select count(*)::int as n from order_status_history h join orders o on o.id = h.order_id where o.number = any(${`{${numbers.join(",")}}`}::text[]) and h.to_status = 'cancelled'`,
    );
    expect(history.n).toBe(6);
  });
});
