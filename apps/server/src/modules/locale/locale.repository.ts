// Countries, currencies and tax rates the locale calls read.
import { and, asc, eq } from "@polku/db/orm";
import { currencies, deliveryCountries, deliveryCountryTranslations, type Database } from "@polku/db";
import type { LanguageCode } from "@polku/domain";

export function createLocaleRepository(db: Database) {
  const countries = (language: LanguageCode) =>
    db
      .select({
        code: deliveryCountries.code,
        name: deliveryCountryTranslations.name,
        isEnabled: deliveryCountries.isEnabled,
        isEuMember: deliveryCountries.isEuMember,
        taxAreaId: deliveryCountries.taxAreaId,
        defaultCurrency: deliveryCountries.defaultCurrency,
        deliveryDaysStart: deliveryCountries.deliveryDaysStart,
        deliveryDaysEnd: deliveryCountries.deliveryDaysEnd,
        skiBundleDaysStart: deliveryCountries.skiBundleDaysStart,
        skiBundleDaysEnd: deliveryCountries.skiBundleDaysEnd,
      })
      .from(deliveryCountries)
      .innerJoin(deliveryCountryTranslations, and(eq(deliveryCountryTranslations.countryCode, deliveryCountries.code), eq(deliveryCountryTranslations.language, language)))
      .orderBy(asc(deliveryCountries.sortOrder), asc(deliveryCountryTranslations.name));
  return {
    countries,
    currencies: () =>
      db
        .select({ code: currencies.code, symbol: currencies.symbol, decimals: currencies.decimals, rate: currencies.rate })
        .from(currencies)
        .where(eq(currencies.isEnabled, true))
        .orderBy(asc(currencies.sortOrder), asc(currencies.code)),
  };
}
