// The one layout of the shop's e-mails (docs/mail.md "Layout"): an HTML part that reads well in
// mail programs (tables, inline styles, no images or scripts) and a plain-text part with the
// same content. Everything put into the HTML is escaped here.
import type { LanguageCode } from "@polku/domain";

export interface MailAction {
  label: string;
  url: string;
}

export interface MailContent {
  language: LanguageCode;
  /** Preview line and the heading. */
  heading: string;
  /** Paragraphs before the action. */
  paragraphs: string[];
  action?: MailAction;
  /** A list of links after the paragraphs (e.g. one per product), each with its address. */
  links?: MailAction[];
  /** Shown under the action, e.g. how long a link is valid. */
  notes?: string[];
  /** Small print: why the message came. */
  footer: string;
  /** A link in the small print, e.g. the newsletter's unsubscribe link. */
  footerLink?: MailAction;
  shopName: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const FONT = "font-family:Helvetica,Arial,sans-serif";

export function renderMail(content: MailContent): { html: string; text: string } {
  const p = (text: string, style = "") => `<p style="margin:0 0 16px;${FONT};font-size:16px;line-height:1.5;color:#1f2a24;${style}">${escapeHtml(text)}</p>`;
  const action = content.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:#1f5135">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      p(content.action.url, "font-size:13px;color:#5a6660;word-break:break-all")
    : "";
  const html = [
    `<!doctype html><html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(content.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f1ec">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f3f1ec"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px">`,
    `<tr><td style="padding:20px 28px;border-bottom:1px solid #e3e0d8;${FONT};font-size:20px;font-weight:bold;color:#1f5135">${escapeHtml(content.shopName)}</td></tr>`,
    `<tr><td style="padding:28px">`,
    `<h1 style="margin:0 0 20px;${FONT};font-size:22px;color:#1f2a24">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => p(text)),
    ...(content.links?.length
      ? [
          `<ul style="margin:0 0 16px;padding:0 0 0 20px">`,
          ...content.links.map((link) => `<li style="margin:0 0 10px;${FONT};font-size:16px;line-height:1.5"><a href="${escapeHtml(link.url)}" style="color:#1f5135;font-weight:bold">${escapeHtml(link.label)}</a></li>`),
          `</ul>`,
        ]
      : []),
    action,
    ...(content.notes ?? []).map((text) => p(text, "font-size:14px;color:#5a6660")),
    `</td></tr>`,
    `<tr><td style="padding:16px 28px;border-top:1px solid #e3e0d8;${FONT};font-size:12px;line-height:1.5;color:#5a6660">${escapeHtml(content.footer)}${
      content.footerLink ? `<br><a href="${escapeHtml(content.footerLink.url)}" style="color:#1f5135">${escapeHtml(content.footerLink.label)}</a>` : ""
    }</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("");

  const text = [
    content.shopName,
    "",
    content.heading,
    "=".repeat(Math.min(content.heading.length, 60)),
    "",
    ...content.paragraphs.flatMap((t) => [t, ""]),
    ...(content.links ?? []).flatMap((link) => [`${link.label}:`, link.url, ""]),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ""] : []),
    ...(content.notes ?? []).flatMap((t) => [t, ""]),
    "--",
    content.footer,
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
    "",
  ].join("\n");
  return { html, text };
}
