// Reading the outbox for the developer mailbox (docs/mail.md "Developer mailbox").
import { mailOutbox, type Executor } from "@polku/db";
import { desc, eq, sql } from "@polku/db/orm";

export async function listOutbox(db: Executor, opts: { to?: string; limit: number }) {
  const query = db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      language: mailOutbox.language,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(opts.limit);
  return opts.to ? query.where(eq(sql`lower(${mailOutbox.toAddress})`, opts.to.trim().toLowerCase())) : query;
}

export async function findOutboxMessage(db: Executor, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
