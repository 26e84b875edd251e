// Booking e-mails (docs/rental.md): the confirmation and the cancellation, in the booking's
// language, queued through the outbox in the booking's own transaction.
import { formatPrice } from "@polku/domain";
import { renderMail } from "../../lib/mail/layout";
import type { MailMessage } from "../../lib/mail/outbox";
import type { BookingRow } from "./rental.repository";
import { rentalText } from "./rental.texts";

const dateText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: "short", day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

export function bookingConfirmationMail(b: BookingRow, store: { name: string }, opts: { shopName: string; bookingUrl: string }): MailMessage {
  const l = b.language;
  const t = (key: Parameters<typeof rentalText>[0], params: Record<string, string | number> = {}) => rentalText(key, l, params);
  const { html, text } = renderMail({
    language: l,
    heading: t("mail_heading"),
    paragraphs: [
      t("mail_what", { item: b.itemName, size: b.size, store: store.name }),
      t("mail_when", { start: dateText(b.start, l), end: dateText(b.end, l) }),
      t("mail_price", { total: formatPrice(b.total, "eur", l), deposit: formatPrice(b.deposit, "eur", l) }),
    ],
    action: { label: t("mail_action"), url: opts.bookingUrl },
    notes: [t("mail_note")],
    footer: "",
    shopName: opts.shopName,
  });
  return { kind: "rental.booking", to: b.email, language: l, subject: t("mail_subject", { number: b.number }), html, text, dedupeKey: `rental.booking:${b.number}` };
}

/** The cancellation; `paidOrder`: the booking was paid online and cancelled with that order, whose refund it names. */
export function bookingCancelledMail(b: BookingRow, opts: { shopName: string }, paidOrder: string | null = null): MailMessage {
  const l = b.language;
  const { html, text } = renderMail({
    language: l,
    heading: rentalText("mail_cancelled_heading", l),
    paragraphs: [
      rentalText("mail_cancelled_body", l, { number: b.number, item: b.itemName, start: dateText(b.start, l), end: dateText(b.end, l) }),
      ...(paidOrder ? [rentalText("mail_cancelled_refund", l, { order: paidOrder, total: formatPrice(b.total, "eur", l) })] : []),
    ],
    footer: "",
    shopName: opts.shopName,
  });
  return { kind: "rental.cancelled", to: b.email, language: l, subject: rentalText("mail_cancelled_subject", l, { number: b.number }), html, text, dedupeKey: `rental.cancelled:${b.number}` };
}
