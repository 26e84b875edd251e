// The e-mail with the codes of the gift cards an order bought (docs/gift-cards.md), in the
// order's language, queued in the transaction that marks the order paid, once per order
// (gift_card.issued:{number}).
import { formatPrice, type LanguageCode } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";
import type { IssuedCard } from "./gift-cards.repository";
import { giftCardText } from "./gift-cards.texts";

export function renderGiftCardMail(
  order: { number: string; language: LanguageCode },
  cards: readonly IssuedCard[],
  opts: { balanceUrl: string; shopName: string; postedModelIds: ReadonlySet<number> },
): { subject: string; html: string; text: string } {
  const lang = order.language;
  const t = (key: Parameters<typeof giftCardText>[0], params: Record<string, string | number> = {}) => giftCardText(key, lang, params);
  const date = (d: Date) => new Intl.DateTimeFormat(lang, { day: "numeric", month: "numeric", year: "numeric", timeZone: "Europe/Helsinki" }).format(d);
  const lines = cards.map((c) => {
    const value = formatPrice(c.value, "eur", lang);
    return c.recipientName ? t("mail_card_recipient", { value, name: c.recipientName, code: c.code }) : t("mail_card", { value, code: c.code });
  });
  const notes = [t("mail_valid_until", { date: date(cards[0]!.expiresAt) }), t("mail_how_to_use")];
  if (cards.some((c) => opts.postedModelIds.has(c.modelId))) notes.unshift(t("mail_posted"));
  const { html, text } = renderMail({
    language: lang,
    heading: t("mail_heading"),
    paragraphs: [t("mail_intro", { number: order.number }), ...lines],
    action: { label: t("mail_action"), url: opts.balanceUrl },
    notes,
    footer: t("mail_footer"),
    shopName: opts.shopName,
  });
  return { subject: t("mail_subject", { number: order.number }), html, text };
}
