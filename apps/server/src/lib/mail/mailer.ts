// What modules that send e-mail need (docs/mail.md): the sender address, the shop's name and
// address for links, and a way to tell the dispatcher that new messages were committed.
import type { LanguageCode } from "@polku/domain";

export interface Mailer {
  from: string;
  shopName: string;
  /** PUBLIC_URL without a trailing slash; links in e-mails start with it. */
  publicUrl: string;
  /** Call after the transaction that queued messages has committed; without SMTP it does nothing. */
  queued(): void;
  /**
   * The link of a storefront path for a recipient of `language`: on that language's production
   * host when LANGUAGE_HOSTS names one, otherwise on PUBLIC_URL.
   */
  link(path: string, language: LanguageCode): string;
}

export interface MailerOptions {
  from: string;
  shopName: string;
  publicUrl: string;
  languageHosts?: Record<string, LanguageCode>;
  onQueued?: () => void;
}

export function createMailer(opts: MailerOptions): Mailer {
  const base = opts.publicUrl.replace(/\/+$/, "");
  const protocol = new URL(base).protocol;
  const hostOf = (language: LanguageCode) => Object.entries(opts.languageHosts ?? {}).find(([, l]) => l === language)?.[0];
  return {
    from: opts.from,
    shopName: opts.shopName,
    publicUrl: base,
    queued: () => opts.onQueued?.(),
    link: (path, language) => {
      const host = hostOf(language);
      return host ? `${protocol}//${host}${path}` : `${base}${path}`;
    },
  };
}
