// Dictionaries and the t() helper (DESIGN.md: every user-visible string is a dictionary key in
// six languages). Messages are ICU (plural rules per language); the root loader sends only the
// page language's keys that the page's modules use (docs/storefront.md "The dictionary of a page").
import { localeForLanguage, type LanguageCode } from "@polku/domain";
import { formatMessage, parseMessage } from "./message-format";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type fi from "../dictionaries/fi";

export type MessageKey = keyof typeof fi;
export type Messages = Record<MessageKey, string>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Parsed messages are kept per dictionary object: on the server every request of a language
 * shares one, so a message is parsed once per process rather than once per render. */
const translators = new WeakMap<Partial<Messages>, Map<LanguageCode, Translate>>();

export function createTranslator(language: LanguageCode, messages: Partial<Messages>): Translate {
  let byLanguage = translators.get(messages);
  if (!byLanguage) translators.set(messages, (byLanguage = new Map()));
  let translate = byLanguage.get(language);
  if (!translate) byLanguage.set(language, (translate = buildTranslator(language, messages)));
  return translate;
}

function buildTranslator(language: LanguageCode, messages: Partial<Messages>): Translate {
  const locale = localeForLanguage(language);
  const cache = new Map<MessageKey, ReturnType<typeof parseMessage>>();
  return (key, values) => {
    const source = messages[key];
    if (source === undefined) return key; // visible in review, never a crash
    let format = cache.get(key);
    if (!format) {
      format = parseMessage(source);
      cache.set(key, format);
    }
    return formatMessage(format, locale, values, source);
  };
}

interface I18n {
  language: LanguageCode;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ language, messages, children }: { language: LanguageCode; messages: Partial<Messages>; children: ReactNode }) {
  const value = useMemo(() => ({ language, t: createTranslator(language, messages) }), [language, messages]);
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

/**
 * More messages for the part of the page inside: a lazily loaded page kind's keys, which its
 * route's loader sends beside the root data's (docs/storefront.md "The dictionary of a page").
 * A key missing here is looked up in the messages around it.
 */
export function MoreMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const outer = useI18n();
  const value = useMemo(() => {
    const own = createTranslator(outer.language, messages);
    const t: Translate = (key, values) => (messages[key] === undefined ? outer.t(key, values) : own(key, values));
    return { language: outer.language, t };
  }, [outer, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
