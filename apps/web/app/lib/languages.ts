// Language names as each language calls itself: a language picker lists "Svenska", not the
// current page's word for Swedish, so that a reader finds their own language (marked with lang).
import type { LanguageCode } from "@polku/domain";

export const LANGUAGE_ENDONYMS: Record<LanguageCode, string> = {
  fi: "Suomi",
  sv: "Svenska",
  en: "English",
  de: "Deutsch",
  fr: "Français",
  ru: "Русский",
};

/** The production host serving a language, if the shop runs on per-language hosts. */
export function hostForLanguage(hosts: Record<string, LanguageCode>, language: LanguageCode): string | null {
  return Object.entries(hosts).find(([, lang]) => lang === language)?.[0] ?? null;
}
