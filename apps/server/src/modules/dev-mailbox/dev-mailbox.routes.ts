// The developer mailbox (docs/mail.md "Developer mailbox"): the outbox's messages for a
// developer to read when no mail is sent. Registered only when devMailboxEnabled(config): never
// beside SMTP and never in production unless DEV_MAILBOX=true.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { languageCodeSchema, mailboxListSchema, mailboxMessageSchema } from "@polku/domain";
import { z } from "zod";
import { notFound } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import { findOutboxMessage, listOutbox } from "../../lib/mail/outbox.repository";

const listQuerySchema = z.object({ to: z.string().max(254).optional() });
const idSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

type Row = { id: number; kind: string; to: string; subject: string; language: string; createdAt: Date; sentAt: Date | null };
const summary = (row: Row) => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  language: languageCodeSchema.parse(row.language),
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export async function devMailboxRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get("/api/dev/mailbox/", async (request) => {
    const { to } = parseInput(listQuerySchema, request.query);
    const rows = await listOutbox(opts.db, { to, limit: 100 });
    return output(mailboxListSchema, { messages: rows.map(summary) });
  });

  app.get("/api/dev/mailbox/:id/", async (request) => {
    const { id } = parseInput(idSchema, request.params);
    const row = await findOutboxMessage(opts.db, id);
    if (!row) throw notFound("Message not found");
    return output(mailboxMessageSchema, {
      ...summary({ ...row, to: row.toAddress }),
      from: row.fromAddress,
      html: row.html,
      text: row.text,
    });
  });
}
