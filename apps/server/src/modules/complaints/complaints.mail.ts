// The complaint e-mails (docs/complaints.md): the customer's confirmation and the chosen store's
// notification when a complaint is filed, and the staff's answer; in the complaint's language
// (the store's in Finnish), through the outbox.
import type { ComplaintStatus, LanguageCode } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";
import { complaintText } from "./complaints.texts";

export function renderFiledMail(c: { number: string; language: LanguageCode; product: string; store: string }, shopName: string) {
  const t = (key: Parameters<typeof complaintText>[0], params: Record<string, string | number> = {}) => complaintText(key, c.language, params);
  const { html, text } = renderMail({
    language: c.language,
    heading: t("mail_heading"),
    paragraphs: [t("mail_intro", { product: c.product, number: c.number }), t("mail_next", { store: c.store }), t("status_line", { status: t("status_received") })],
    footer: t("mail_footer"),
    shopName,
  });
  return { subject: t("mail_subject", { number: c.number }), html, text };
}

export function renderStoreMail(c: { number: string; customer: string; product: string; store: string; complaint: string; staffUrl: string }, shopName: string) {
  const { html, text } = renderMail({
    language: "fi",
    heading: complaintText("store_subject", "fi", { number: c.number }),
    paragraphs: [complaintText("store_intro", "fi", { number: c.number, customer: c.customer, product: c.product, store: c.store }), c.complaint],
    action: { label: c.number, url: c.staffUrl },
    footer: shopName,
    shopName,
  });
  return { subject: complaintText("store_subject", "fi", { number: c.number }), html, text };
}

export function renderAnswerMail(c: { number: string; language: LanguageCode; status: ComplaintStatus; message: string }, shopName: string) {
  const t = (key: Parameters<typeof complaintText>[0], params: Record<string, string | number> = {}) => complaintText(key, c.language, params);
  const { html, text } = renderMail({
    language: c.language,
    heading: t("answer_subject", { number: c.number }),
    paragraphs: [t("answer_intro", { number: c.number }), ...c.message.split(/\n{2,}/), t("status_line", { status: t(`status_${c.status}`) })],
    footer: t("mail_footer"),
    shopName,
  });
  return { subject: t("answer_subject", { number: c.number }), html, text };
}
