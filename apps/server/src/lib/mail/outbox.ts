// The one way the shop sends e-mail (docs/mail.md): write the message to the outbox with the
// executor of the change that causes it. Pass the open transaction, so the message exists
// exactly when the change commits. A dedupe key makes a repeated call queue nothing.
import type { Executor } from "@polku/db";
import { sql, type SQL } from "@polku/db/orm";
import type { LanguageCode } from "@polku/domain";

export interface MailMessage {
  /** What the message is about: "account.activation", "order.confirmation", ... */
  kind: string;
  to: string;
  language: LanguageCode;
  subject: string;
  html: string;
  text: string;
  /** At most one message is ever queued per key ("order.confirmation:1234"). */
  dedupeKey?: string;
}

export interface QueuedMail {
  /** False when a message with the same dedupe key was queued before. */
  queued: boolean;
  id: number | null;
}

export async function enqueueMail(db: Executor, from: string, message: MailMessage): Promise<QueuedMail> {
  const { rows } = await db.execute<{ id: number }>(sql`${mailInsertStatement(from, message)} returning id`);
  const id = rows[0]?.id ?? null;
  return { queued: id !== null, id: id === null ? null : Number(id) };
}

/**
 * The same message as a statement, for a caller that writes it together with its own changes in
 * one statement (orders.repository `runTogether`); a message already queued under its dedupe key
 * is left as it is.
 */
export function mailInsertStatement(from: string, message: MailMessage): SQL {
  return sql`insert into mail_outbox (kind, dedupe_key, to_address, from_address, language, subject, html, text)
    values (${message.kind}, ${message.dedupeKey ?? null}, ${message.to}, ${from}, ${message.language}, ${message.subject}, ${message.html}, ${message.text})
    on conflict (dedupe_key) do nothing`;
}
