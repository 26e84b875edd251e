// The one way the shop sends e-mail (docs/mail.md): write the message to the outbox with the
// executor of the change that causes it. Pass the open transaction, so the message exists
// exactly when the change commits. A dedupe key makes a repeated call queue nothing.
import { mailOutbox, type Executor } from "@polku/db";
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
  const rows = await db
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      dedupeKey: message.dedupeKey ?? null,
      toAddress: message.to,
      fromAddress: from,
      language: message.language,
      subject: message.subject,
      html: message.html,
      text: message.text,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  const id = rows[0]?.id ?? null;
  return { queued: id !== null, id };
}
