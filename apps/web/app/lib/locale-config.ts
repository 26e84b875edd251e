// The locale part of spec 01 §3 Config, as the root loader hands it to the page.
import type { ConfigStatus, InitConfig, LanguageCode } from "@polku/domain";

/** On localhost the language is kept in this cookie (production hosts decide it themselves). */
export const LANGUAGE_COOKIE = "so_language";

export interface LocaleConfig extends InitConfig {
  status: ConfigStatus;
  language: LanguageCode;
  deliveryCountryCode: string;
  currencyCode: string;
  geoIPCountryCode: string | null;
}

/** What the locale button, modal and prices need to know to decide whether data is stale. */
export function localeKey(config: Pick<LocaleConfig, "language" | "deliveryCountryCode" | "currencyCode">): string {
  return `${config.language}|${config.deliveryCountryCode}|${config.currencyCode}`;
}
