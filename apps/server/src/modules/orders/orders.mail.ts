// The order confirmation e-mail (docs/orders.md "E-mail"): lines, totals, VAT, delivery and the
// order lookup link, in the order's language, as HTML and plain text. Queued through the outbox
// in the transaction that marks the order paid, once per order (order.confirmation:{number}).
import { formatPrice, type OrderView } from "@polku/domain";
import { orderText } from "./orders.messages";

/** VAT percentages ("25,5"), one formatter per language: making one costs more than the rest of the mail. */
const percentFormats = new Map<string, Intl.NumberFormat>();
function formatPercentage(value: number, language: string): string {
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })));
  return format.format(value);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function renderConfirmationMail(order: OrderView, opts: { lookupUrl: string }): { subject: string; html: string; text: string } {
  const lang = order.language;
  const t = (key: Parameters<typeof orderText>[0], params: Record<string, string | number> = {}) => orderText(key, lang, params);
  const money = (cents: number) => formatPrice(cents, order.currency_code, lang);
  const pct = (p: number) => formatPercentage(p, lang);
  const rows: [string, string][] = [[t("mail_subtotal"), money(order.subtotal)]];
  if (order.discount_total > 0) rows.push([t("mail_discount", { code: order.discount_code ?? "" }), `-${money(order.discount_total)}`]);
  rows.push([`${t("mail_delivery")} (${order.delivery.method_name})`, money(order.delivery_cost)]);
  if (order.repack_cost > 0) rows.push([t("mail_repack"), money(order.repack_cost)]);
  if (order.gift_cards_used > 0) rows.push([t("mail_gift_cards"), `-${money(order.gift_cards_used)}`]);
  rows.push([t("mail_total"), money(order.total_price)]);
  for (const v of order.vat) rows.push([t("mail_vat", { percentage: pct(v.percentage) }), money(v.amount)]);
  const d = order.delivery;
  const pickup = d.store ? t("mail_pickup_store", { store: `${d.store.name}, ${d.store.street_address}, ${d.store.postal_code} ${d.store.city}` }) : null;
  const address = [`${d.first_name} ${d.last_name}`, d.address, `${d.postal_code} ${d.city}`, d.country_code.toUpperCase(), d.phone, d.email];
  const lookup = t("mail_lookup", { url: opts.lookupUrl });
  const lineText = (l: OrderView["lines"][number]) => `${l.name}${l.size ? `, ${l.size}` : ""}${l.color ? `, ${l.color}` : ""} — ${t("mail_quantity", { quantity: l.quantity })} — ${money(l.total_price)}`;

  const text = [
    t("mail_greeting", { name: d.first_name }),
    "",
    t("mail_thanks"),
    t("mail_order_number", { number: order.number }),
    "",
    `${t("mail_lines")}:`,
    ...order.lines.map((l) => `- ${lineText(l)}`),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("mail_delivery_heading")}:`,
    d.shipping_time ? `${d.method_name}, ${d.shipping_time}` : d.method_name,
    ...(pickup ? [pickup] : []),
    ...address,
    "",
    lookup,
    t("mail_returns", { days: order.return_days }),
  ].join("\n");

  const html = `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;color:#1d2a24">
<p>${escape(t("mail_greeting", { name: d.first_name }))}</p>
<p>${escape(t("mail_thanks"))}</p>
<p><strong>${escape(t("mail_order_number", { number: order.number }))}</strong></p>
<h2>${escape(t("mail_lines"))}</h2>
<table cellpadding="4">${order.lines
    .map((l) => `<tr><td>${escape(l.name)}${l.size ? `, ${escape(l.size)}` : ""}${l.color ? `, ${escape(l.color)}` : ""}</td><td>${escape(t("mail_quantity", { quantity: l.quantity }))}</td><td align="right">${escape(money(l.total_price))}</td></tr>`)
    .join("")}</table>
<table cellpadding="4">${rows.map(([label, value]) => `<tr><td>${escape(label)}</td><td align="right">${escape(value)}</td></tr>`).join("")}</table>
<h2>${escape(t("mail_delivery_heading"))}</h2>
<p>${escape(d.shipping_time ? `${d.method_name}, ${d.shipping_time}` : d.method_name)}${pickup ? `<br><strong>${escape(pickup)}</strong>` : ""}<br>${address.map(escape).join("<br>")}</p>
<p>${escape(t("mail_lookup", { url: "" }).trim())} <a href="${escape(opts.lookupUrl)}">${escape(opts.lookupUrl)}</a></p>
<p>${escape(t("mail_returns", { days: order.return_days }))}</p>
</body></html>`;
  return { subject: t("mail_subject", { number: order.number }), html, text };
}
