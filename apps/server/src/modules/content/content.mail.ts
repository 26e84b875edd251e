// The customer-service forms' e-mails (docs/content.md "Forms"): the sender's confirmation in the
// form's language, and the shop's notification in Finnish, through the outbox. Texts: forms.texts.ts.
import type { LanguageCode } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";
import { formNotificationText as notice, formText } from "./forms.texts";

export function renderContactConfirmation(c: { language: LanguageCode; name: string; message: string }, shopName: string) {
  const t = (key: Parameters<typeof formText>[0], params: Record<string, string> = {}) => formText(key, c.language, params);
  const { html, text } = renderMail({
    language: c.language,
    heading: t("contact_heading"),
    paragraphs: [t("contact_intro", { name: c.name }), t("contact_next"), t("contact_quoted"), c.message],
    footer: t("contact_footer"),
    shopName,
  });
  return { subject: `${t("contact_subject")} – ${shopName}`, html, text };
}

export function renderContactNotification(c: { id: number; form: string; language: LanguageCode; name: string; email: string; orderNumber: string; topic: string; message: string }, shopName: string) {
  // Numbers go in as text: the renderer would group a long id's digits.
  const heading = notice("contact_subject", { id: String(c.id), form: c.form, topic: c.topic });
  const { html, text } = renderMail({
    language: "fi",
    heading,
    paragraphs: [
      notice("contact_sender", { name: c.name, email: c.email }),
      notice("language", { language: c.language }),
      ...(c.orderNumber ? [notice("contact_order", { orderNumber: c.orderNumber })] : []),
      c.message,
    ],
    footer: notice("contact_footer", { shop: shopName }),
    shopName,
  });
  return { subject: heading, html, text };
}
