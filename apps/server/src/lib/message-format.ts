// One renderer for the server's texts in the shopper's language (orders, returns, complaints,
// gift cards, rental, second-hand): ICU message syntax through intl-messageformat, each
// template compiled once per language.
import { IntlMessageFormat } from "intl-messageformat";
import { localeForLanguage, type LanguageCode } from "@polku/domain";

const compiled = new Map<string, IntlMessageFormat>();

export function formatMessage(template: string, language: LanguageCode, params: Record<string, string | number> = {}): string {
  const id = `${language}\u0000${template}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(template, localeForLanguage(language));
    compiled.set(id, format);
  }
  return String(format.format(params));
}
