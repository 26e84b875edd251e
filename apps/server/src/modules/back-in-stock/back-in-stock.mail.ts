// The back-in-stock e-mail (docs/mail.md, docs/product-page.md "Back-in-stock e-mails"): in the
// requester's language, as HTML and plain text, with a link to the product in that language
// and the colour chosen (spec 02 §2 ?select-color=).
import type { LanguageCode } from "@polku/domain";
import type { MailMessage } from "../../lib/mail/outbox";
import type { DueRequest } from "./back-in-stock.repository";
import { BACK_IN_STOCK_MAIL } from "./back-in-stock.texts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export interface ShopAddress {
  publicUrl: string;
  /** LANGUAGE_HOSTS: a language's own host, when the shop has one. */
  languageHosts: Record<string, LanguageCode>;
}

/** The product's address for the language: the language's host when configured, else PUBLIC_URL. */
export function productLink(shop: ShopAddress, request: Pick<DueRequest, "path" | "colourSlug" | "language">): string {
  const host = Object.entries(shop.languageHosts).find(([, language]) => language === request.language)?.[0];
  const origin = host ? `https://${host}` : shop.publicUrl.replace(/\/+$/, "");
  return `${origin}/${request.path}/?select-color=${encodeURIComponent(request.colourSlug)}`;
}

export function backInStockMail(shop: ShopAddress, request: DueRequest): MailMessage {
  const texts = BACK_IN_STOCK_MAIL[request.language];
  const product = `${request.manufacturer} ${request.modelName}`;
  const variant = [request.colourName, request.sizeName].filter(Boolean).join(", ");
  const link = productLink(shop, request);
  const body = texts.body(product, variant);
  return {
    kind: "product.back_in_stock",
    // One e-mail per request, however often or concurrently the notifier runs.
    dedupeKey: `product.back_in_stock:${request.id}`,
    to: request.email,
    language: request.language,
    subject: texts.subject(product),
    text: `${texts.greeting}\n\n${body}\n\n${texts.button}: ${link}\n\n${texts.footer}\n`,
    html:
      `<!doctype html><html lang="${request.language}"><body style="font-family:system-ui,sans-serif;color:#1b1f1d">` +
      `<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;border-radius:999px;background:#1f4d3a;color:#fff;text-decoration:none;font-weight:700">${escapeHtml(texts.button)}</a></p>` +
      `<p style="color:#55605a;font-size:13px">${escapeHtml(texts.footer)}</p></body></html>`,
  };
}
