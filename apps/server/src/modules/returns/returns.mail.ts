// The return e-mails (docs/returns.md): the return code and instructions when a return is filed,
// and a message on each staff move, in the return's language, through the outbox.
import { formatPrice, localeForLanguage, type LanguageCode, type ReturnStatus } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";
import { returnText, type ReturnTextKey } from "./returns.texts";

const tr = (language: LanguageCode) => (key: ReturnTextKey, params: Record<string, string | number> = {}) => returnText(key, language, params);

export function renderFiledMail(
  r: { number: string; order: string; language: LanguageCode; lines: { name: string; quantity: number }[]; refund: number; currency: string; exchange: { order: string; until: Date } | null },
  shopName: string,
) {
  const t = tr(r.language);
  const paragraphs = [t("filed_intro", { order: r.order, number: r.number }), ...r.lines.map((l) => t("line", { quantity: l.quantity, name: l.name })), t("filed_how", { number: r.number })];
  if (r.refund > 0) paragraphs.push(t("filed_refund", { amount: formatPrice(r.refund, r.currency, r.language) }));
  if (r.exchange) paragraphs.push(t("filed_exchange", { order: r.exchange.order, date: r.exchange.until.toLocaleDateString(localeForLanguage(r.language), { timeZone: "Europe/Helsinki" }) }));
  paragraphs.push(t("filed_fee"));
  const { html, text } = renderMail({ language: r.language, heading: t("filed_heading"), paragraphs, footer: t("footer"), shopName });
  return { subject: t("filed_subject", { number: r.number }), html, text };
}

export function renderStatusMail(
  r: { number: string; language: LanguageCode; status: ReturnStatus; note: string | null; refund: number; currency: string; exchangeOrder: string | null },
  shopName: string,
) {
  const t = tr(r.language);
  const status = t(`status_${r.status}`);
  const paragraphs = [t("status_line", { number: r.number, status })];
  if (r.status === "processing-return") paragraphs.push(t("received"));
  if (r.status === "processed-return" && r.refund > 0) paragraphs.push(t("processed_refund", { amount: formatPrice(r.refund, r.currency, r.language) }));
  if (r.status === "processed-return" && r.exchangeOrder) paragraphs.push(t("processed_exchange", { order: r.exchangeOrder }));
  if (r.status === "more_info-return") paragraphs.push(t("more_info"));
  if (r.status === "rejected-return") paragraphs.push(t("rejected"));
  if (r.note && (r.status === "more_info-return" || r.status === "rejected-return")) paragraphs.push(...r.note.split(/\n{2,}/));
  const { html, text } = renderMail({ language: r.language, heading: status, paragraphs, footer: t("footer"), shopName });
  return { subject: t("status_subject", { number: r.number, status }), html, text };
}
