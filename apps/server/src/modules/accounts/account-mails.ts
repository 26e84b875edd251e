// The account e-mails (docs/accounts.md "E-mailed links"), rendered in the recipient's language
// with the shop's one layout and ready for enqueueMail.
import { ACCOUNT_LINK_HOURS, accountLinkPath, type AccountLinkPurpose, type LanguageCode } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";
import type { Mailer } from "../../lib/mail/mailer";
import type { MailMessage } from "../../lib/mail/outbox";
import { mailText } from "./account-mail-texts";

interface Recipient {
  email: string;
  firstName: string;
  language: LanguageCode;
}

function compose(mailer: Mailer, to: Recipient, kind: string, prefix: "activation" | "existing" | "reset" | "deletion", opts: { url: string; extra?: string[]; hours?: number }): MailMessage {
  const t = (key: Parameters<typeof mailText>[1], values: Record<string, string | number> = {}) => mailText(to.language, key, { shop: mailer.shopName, ...values });
  const notes = [...(opts.hours ? [t("linkValid", { hours: opts.hours })] : []), t(`${prefix}.ignore`)];
  const rendered = renderMail({
    language: to.language,
    shopName: mailer.shopName,
    heading: t(`${prefix}.heading`),
    paragraphs: [to.firstName ? t("greeting", { name: to.firstName }) : t("greetingNoName"), t(`${prefix}.body`), ...(opts.extra ?? [])],
    action: { label: t(`${prefix}.action`), url: opts.url },
    notes,
    footer: t("footer", { email: to.email }),
  });
  return { kind, to: to.email, language: to.language, subject: t(`${prefix}.subject`), ...rendered };
}

const PREFIX: Record<AccountLinkPurpose, "activation" | "reset" | "deletion"> = { activation: "activation", password_reset: "reset", account_deletion: "deletion" };
const KIND: Record<AccountLinkPurpose, string> = { activation: "account.activation", password_reset: "account.password_reset", account_deletion: "account.deletion" };

/** The message carrying an e-mailed link (activation, reset, deletion). */
export function linkMail(mailer: Mailer, to: Recipient, purpose: AccountLinkPurpose, token: string, club?: { memberNumber: string } | null): MailMessage {
  const extra = purpose === "activation" && club ? [mailText(to.language, "activation.club", { number: club.memberNumber })] : [];
  return compose(mailer, to, KIND[purpose], PREFIX[purpose], {
    url: mailer.link(accountLinkPath(purpose, token), to.language),
    hours: ACCOUNT_LINK_HOURS[purpose],
    extra,
  });
}

/** Registration with an address that has an account: tell its owner instead (docs/security.md). */
export function existingAccountMail(mailer: Mailer, to: Recipient): MailMessage {
  return compose(mailer, to, "account.existing", "existing", { url: mailer.link("/accounts/reset-password/", to.language) });
}
