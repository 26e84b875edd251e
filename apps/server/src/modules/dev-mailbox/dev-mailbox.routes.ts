// The developer mailbox (docs/mail.md "Developer mailbox"): the outbox's messages for a
// developer to read when no mail is sent. Registered only when devMailboxEnabled(config): never
// beside SMTP and never in production unless DEV_MAILBOX=true.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { devReviewInvitationsRequestSchema, devReviewInvitationsResponseSchema, languageCodeSchema, mailboxListSchema, mailboxMessageSchema } from "@polku/domain";
import { z } from "zod";
import { notFound } from "../../http/errors";
import { findOutboxMessage, listOutbox } from "../../lib/mail/outbox.repository";
import { route } from "../../http/contract";
import type { ReviewInvitations } from "../reviews/review-invitations.service";

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

export async function devMailboxRoutes(app: FastifyInstance, opts: { db: Database; reviewInvitations: ReviewInvitations; queued: () => void }): Promise<void> {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  route(app, {
    method: "GET",
    url: "/api/dev/mailbox/",
    tag: "Development mailbox",
    summary: "Development only: mails the shop has queued",
    query: listQuerySchema,
    responses: { 200: mailboxListSchema },
  }, async (request, _reply, io) => {
    const { to } = io.query();
    const rows = await listOutbox(opts.db, { to, limit: 100 });
    return io.output({ messages: rows.map(summary) });
  });

  route(app, {
    method: "GET",
    url: "/api/dev/mailbox/:id/",
    tag: "Development mailbox",
    summary: "Development only: one queued mail",
    params: idSchema,
    responses: { 200: mailboxMessageSchema },
  }, async (request, _reply, io) => {
    const { id } = io.params();
    const row = await findOutboxMessage(opts.db, id);
    if (!row) throw notFound("Message not found");
    return io.output({
      ...summary({ ...row, to: row.toAddress }),
      from: row.fromAddress,
      html: row.html,
      text: row.text,
    });
  });

  // The review invitations as of a later day: an order delivered today is invited without waiting
  // for the setting's days (docs/mail.md "Developer mailbox").
  route(app, {
    method: "POST",
    url: "/api/dev/review-invitations/",
    tag: "Development mailbox",
    summary: "Development only: queue the review invitations due some days from now",
    body: devReviewInvitationsRequestSchema,
    responses: { 200: devReviewInvitationsResponseSchema },
  }, async (_request, _reply, io) => {
    const { days_later } = io.body();
    const queued = await opts.reviewInvitations.sendDue(50, days_later);
    if (queued > 0) opts.queued();
    return io.output({ queued });
  });
}
