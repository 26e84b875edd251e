// Dates of posts and campaigns in the page language, Helsinki time (the shop's day).
import { localeForLanguage, type LanguageCode } from "@polku/domain";

export function formatDay(iso: string, language: LanguageCode): string {
  return new Intl.DateTimeFormat(localeForLanguage(language), { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Helsinki" }).format(new Date(iso));
}
