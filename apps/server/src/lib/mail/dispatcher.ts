// Delivers the mail outbox through SMTP (docs/mail.md "Dispatcher"). Pending rows are claimed
// with a lease (next_attempt_at moved ahead, FOR UPDATE SKIP LOCKED), so several processes never
// send one row twice and a row whose process died is tried again when its lease ends. A failed
// send records last_error and waits longer after each attempt (mailRetryDelaySeconds).
import { mailOutbox, type Database } from "@polku/db";
import { and, asc, inArray, isNull, lt, lte, or, sql } from "@polku/db/orm";
import { MAIL_MAX_ATTEMPTS, mailRetryDelaySeconds } from "@polku/domain";
import { eq } from "@polku/db/orm";
import nodemailer from "nodemailer";

export interface MailDispatcher {
  start(): void;
  /** Sends what is pending now (after a message was committed); resolves when the run ends. */
  kick(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailDispatcherOptions {
  db: Database;
  smtpUrl: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How often pending mail is looked for without a kick. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row is left to its process before another may try it. */
  leaseSeconds?: number;
  now?: () => Date;
}

export function createMailDispatcher(opts: MailDispatcherOptions): MailDispatcher {
  const now = opts.now ?? (() => new Date());
  const batchSize = opts.batchSize ?? 20;
  const leaseMs = (opts.leaseSeconds ?? 120) * 1000;
  const transport = nodemailer.createTransport(opts.smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function claim() {
    const at = now();
    const due = opts.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
          or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, at)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return opts.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(at.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: Awaited<ReturnType<typeof claim>>[number]) {
    try {
      await transport.sendMail({
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: { "Content-Language": row.language, "X-Polku-Mail-Kind": row.kind },
      });
      await opts.db.update(mailOutbox).set({ sentAt: now(), nextAttemptAt: null, lastError: null }).where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const delay = mailRetryDelaySeconds(row.attempts);
      const message = error instanceof Error ? error.message : String(error);
      const log = delay === null ? opts.log.error.bind(opts.log) : opts.log.warn.bind(opts.log);
      log({ mailId: row.id, kind: row.kind, attempts: row.attempts, err: message }, delay === null ? "mail: giving up after the last attempt" : "mail: sending failed, will retry");
      await opts.db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 1000), nextAttemptAt: delay === null ? null : new Date(now().getTime() + delay * 1000) })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  async function drain() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const rows = await claim();
        for (const row of rows) await deliver(row);
        if (rows.length < batchSize) break;
      }
    } while (again && !stopped);
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => opts.log.error({ err: error }, "mail: dispatcher run failed"))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void kick(), opts.pollMs ?? 30_000);
      timer.unref();
      void kick();
    },
    kick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
