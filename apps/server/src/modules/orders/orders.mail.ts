// The order confirmation e-mail (docs/orders.md "E-mail"): lines with their images, totals, VAT,
// delivery (the country by name, the pickup store's address), the payment method, a link to the
// order itself, and the merchant's contact and business id, in the order's language, as
// responsive HTML (one 600 px column that narrows on a phone, tables and inline styles for mail
// clients) and plain text. Queued through the outbox in the transaction that marks the order
// paid, once per order (order.confirmation:{number}).
import { formatPrice, type OrderView } from "@polku/domain";
import { orderText } from "./orders.messages";

/** VAT percentages ("25,5"), one formatter per language: making one costs more than the rest of the mail. */
const percentFormats = new Map<string, Intl.NumberFormat>();
function formatPercentage(value: number, language: string): string {
  let format = percentFormats.get(language);
  if (!format) percentFormats.set(language, (format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })));
  return format.format(value);
}

/** "Suomi", "Finland": the delivery country by its name in the order's language, not its code. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: "region" }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface ConfirmationMailOptions {
  /** The order lookup form, for later. */
  lookupUrl: string;
  /** The order itself: its result page with its access token. */
  orderUrl: string;
  /** The shop's public address: product images and the logo are absolute links under it. */
  publicUrl: string;
  shop: { name: string; email: string; businessId: string | null };
  /** The payment method's name in the order's language; null when gift cards paid it all. */
  paymentMethodName: string | null;
}

const GREEN = "#17392c";
const INK = "#1d2a24";
const MUTED = "#55605a";

export function renderConfirmationMail(order: OrderView, opts: ConfirmationMailOptions): { subject: string; html: string; text: string } {
  const lang = order.language;
  const t = (key: Parameters<typeof orderText>[0], params: Record<string, string | number> = {}) => orderText(key, lang, params);
  const money = (cents: number) => formatPrice(cents, order.currency_code, lang);
  const pct = (p: number) => formatPercentage(p, lang);
  const base = opts.publicUrl.replace(/\/+$/, "");
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path.startsWith("/") ? "" : "/"}${path}`);
  const rows: [string, string][] = [[t("mail_subtotal"), money(order.subtotal)]];
  if (order.discount_total > 0) rows.push([t("mail_discount", { code: order.discount_code ?? "" }), `-${money(order.discount_total)}`]);
  rows.push([`${t("mail_delivery")} (${order.delivery.method_name})`, money(order.delivery_cost)]);
  if (order.repack_cost > 0) rows.push([t("mail_repack"), money(order.repack_cost)]);
  if (order.gift_cards_used > 0) rows.push([t("mail_gift_cards"), `-${money(order.gift_cards_used)}`]);
  const total: [string, string] = [t("mail_total"), money(order.total_price)];
  const vat = order.vat.map((v): [string, string] => [t("mail_vat", { percentage: pct(v.percentage) }), money(v.amount)]);
  const d = order.delivery;
  const pickup = d.store ? t("mail_pickup_store", { store: `${d.store.name}, ${d.store.street_address}, ${d.store.postal_code} ${d.store.city}` }) : null;
  const address = [`${d.first_name} ${d.last_name}`, d.address, `${d.postal_code} ${d.city}`, countryName(d.country_code, lang), d.phone, d.email].filter((part) => part.trim() !== "");
  const method = d.shipping_time ? `${d.method_name}, ${d.shipping_time}` : d.method_name;
  const payment = opts.paymentMethodName ? t("mail_payment_method", { method: opts.paymentMethodName }) : null;
  const contact = t("mail_contact", { shop: opts.shop.name, email: opts.shop.email });
  const businessId = opts.shop.businessId ? t("mail_business_id", { id: opts.shop.businessId }) : null;
  const lineDetails = (l: OrderView["lines"][number]) => [l.manufacturer, l.size, l.color].filter(Boolean).join(", ");
  const lineText = (l: OrderView["lines"][number]) => `${l.name}${lineDetails(l) ? ` (${lineDetails(l)})` : ""} — ${t("mail_quantity", { quantity: l.quantity })} — ${money(l.total_price)}`;

  const text = [
    opts.shop.name,
    "",
    t("mail_greeting", { name: d.first_name }),
    "",
    t("mail_thanks"),
    t("mail_order_number", { number: order.number }),
    t("mail_view_order", { url: opts.orderUrl }),
    "",
    `${t("mail_lines")}:`,
    ...order.lines.map((l) => `- ${lineText(l)}`),
    "",
    ...[...rows, total, ...vat].map(([label, value]) => `${label}: ${value}`),
    ...(payment ? [payment] : []),
    "",
    `${t("mail_delivery_heading")}:`,
    method,
    ...(pickup ? [pickup] : []),
    ...address,
    "",
    t("mail_returns", { days: order.return_days }),
    t("mail_lookup", { url: opts.lookupUrl }),
    "",
    "--",
    contact,
    ...(businessId ? [`${opts.shop.name}, ${businessId}`] : []),
  ].join("\n");

  const cell = (content: string, style = "") => `<td style="padding:6px 0;${style}">${content}</td>`;
  const lineRows = order.lines
    .map((l) => {
      const image = l.image
        ? `<img src="${escape(absolute(l.image))}" width="64" height="64" alt="" style="display:block;width:64px;height:64px;object-fit:cover;border-radius:6px;border:1px solid #e2e6e0">`
        : `<div style="width:64px;height:64px;border-radius:6px;background:#eef1ec"></div>`;
      const name = l.url ? `<a href="${escape(absolute(l.url))}" style="color:${INK};font-weight:600;text-decoration:none">${escape(l.name)}</a>` : `<strong>${escape(l.name)}</strong>`;
      return `<tr>${cell(image, "width:76px;vertical-align:top")}${cell(`${name}<br><span style="color:${MUTED};font-size:13px">${escape(lineDetails(l))}${lineDetails(l) ? " · " : ""}${escape(t("mail_quantity", { quantity: l.quantity }))}</span>`, "vertical-align:top")}${cell(escape(money(l.total_price)), "text-align:right;vertical-align:top;white-space:nowrap")}</tr>`;
    })
    .join("");
  const sumRows = [...rows.map(([label, value]) => [label, value, false] as const), [total[0], total[1], true] as const, ...vat.map(([label, value]) => [label, value, false] as const)]
    .map(([label, value, strong]) => `<tr>${cell(escape(label), strong ? "font-weight:700;border-top:1px solid #e2e6e0" : `color:${MUTED}`)}${cell(escape(value), `text-align:right;white-space:nowrap;${strong ? "font-weight:700;border-top:1px solid #e2e6e0" : ""}`)}</tr>`)
    .join("");

  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escape(t("mail_subject", { number: order.number }))}</title>
<style>
@media (max-width: 620px) { .container { width: 100% !important; } .pad { padding: 16px !important; } .button { display: block !important; text-align: center !important; } }
</style>
</head>
<body style="margin:0;padding:0;background:#f3f5f1;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:${INK};line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f1">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td class="pad" style="background:${GREEN};padding:20px 32px">
<table role="presentation" cellpadding="0" cellspacing="0"><tr>
<td style="width:36px;height:36px;background:#ffffff;border-radius:9px;text-align:center;vertical-align:middle;color:${GREEN};font-weight:800;font-size:20px" aria-hidden="true">${escape(opts.shop.name.slice(0, 1))}</td>
<td style="padding-left:12px;color:#ffffff;font-size:22px;font-weight:800;letter-spacing:0.5px" data-logo>${escape(opts.shop.name)}</td>
</tr></table>
</td></tr>
<tr><td class="pad" style="padding:28px 32px">
<p style="margin:0 0 8px">${escape(t("mail_greeting", { name: d.first_name }))}</p>
<p style="margin:0 0 16px">${escape(t("mail_thanks"))}</p>
<p style="margin:0 0 20px;font-size:18px"><strong>${escape(t("mail_order_number", { number: order.number }))}</strong></p>
<p style="margin:0 0 28px"><a class="button" href="${escape(opts.orderUrl)}" style="display:inline-block;background:${GREEN};color:#ffffff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:700">${escape(t("mail_view_order_button"))}</a></p>
<h2 style="margin:0 0 8px;font-size:17px">${escape(t("mail_lines"))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lineRows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:12px">${sumRows}</table>
${payment ? `<p style="margin:12px 0 0;color:${MUTED}">${escape(payment)}</p>` : ""}
<h2 style="margin:28px 0 8px;font-size:17px">${escape(t("mail_delivery_heading"))}</h2>
<p style="margin:0">${escape(method)}${pickup ? `<br><strong>${escape(pickup)}</strong>` : ""}</p>
<p style="margin:8px 0 0;color:${MUTED}">${address.map(escape).join("<br>")}</p>
<p style="margin:28px 0 0;color:${MUTED};font-size:13px">${escape(t("mail_returns", { days: order.return_days }))}<br>${escape(t("mail_lookup", { url: "" }).trim())} <a href="${escape(opts.lookupUrl)}" style="color:${GREEN}">${escape(opts.lookupUrl)}</a></p>
</td></tr>
<tr><td class="pad" style="background:#eef1ec;padding:18px 32px;color:${MUTED};font-size:13px">
${escape(t("mail_contact", { shop: opts.shop.name, email: "" }).replace(/[:：]\s*$/, ":"))} <a href="mailto:${escape(opts.shop.email)}" style="color:${GREEN}">${escape(opts.shop.email)}</a>${businessId ? `<br>${escape(opts.shop.name)} · ${escape(businessId)}` : ""}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject: t("mail_subject", { number: order.number }), html, text };
}
