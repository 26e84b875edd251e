// The back office's texts (docs/admin.md "Languages"): Finnish and English dictionaries with
// ICU messages; the root loader sends the chosen language's dictionary only.
import { IntlMessageFormat } from "intl-messageformat";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type fi from "../dictionaries/fi";
import { apiMessageTranslator, type ApiMessage, type ApiMessageTable } from "./api-messages";

export const ADMIN_LANGUAGES = ["fi", "en"] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export type MessageKey = keyof typeof fi;
export type Messages = Record<MessageKey, string>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export const LOCALES: Record<AdminLanguage, string> = { fi: "fi-FI", en: "en-GB" };

export function isAdminLanguage(value: unknown): value is AdminLanguage {
  return typeof value === "string" && (ADMIN_LANGUAGES as readonly string[]).includes(value);
}

export function createTranslator(language: AdminLanguage, messages: Messages): Translate {
  const cache = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const source = messages[key];
    if (source === undefined) return key;
    let format = cache.get(key);
    if (!format) cache.set(key, (format = new IntlMessageFormat(source, LOCALES[language], undefined, { ignoreTag: true })));
    return String(format.format(values));
  };
}

interface I18n {
  language: AdminLanguage;
  t: Translate;
  money(cents: number | null | undefined, currency?: string): string;
  dateTime(iso: string | null | undefined): string;
  /** A calendar day ("2026-12-04") as the language writes it, with its weekday. */
  day(iso: string): string;
  /** An English message of the API or of a domain schema in this language. */
  apiMessage: ApiMessage;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ language, messages, apiMessages = null, children }: { language: AdminLanguage; messages: Messages; apiMessages?: ApiMessageTable | null; children: ReactNode }) {
  const value = useMemo<I18n>(() => {
    const locale = LOCALES[language];
    const euros = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Helsinki" });
    const days = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "numeric", year: "numeric", timeZone: "UTC" });
    return {
      language,
      t: createTranslator(language, messages),
      money: (cents, currency = "eur") =>
        cents === null || cents === undefined ? "–" : currency.toLowerCase() === "eur" ? euros.format(cents / 100) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`,
      dateTime: (iso) => (iso ? dates.format(new Date(iso)) : "–"),
      day: (iso) => days.format(new Date(`${iso}T00:00:00Z`)),
      apiMessage: apiMessageTranslator(apiMessages),
    };
  }, [language, messages, apiMessages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}

export function useT(): Translate {
  return useI18n().t;
}
