// spec 02 §5, §8: adding is refused when the delivery country is blocked ('This product is not
// shipped to {country}'). A country is blocked when the shop does not deliver there: it is not
// among the enabled delivery countries of /api/locale-options/ (fetched once per language,
// after hydration; until then nothing is refused, the checkout refuses it anyway).
import type { LanguageCode } from "@polku/domain";
import { useEffect, useState } from "react";
import { browserApi } from "../../lib/api";

const enabledByLanguage = new Map<LanguageCode, Promise<Set<string>>>();

function enabledCountries(language: LanguageCode): Promise<Set<string>> {
  let found = enabledByLanguage.get(language);
  if (!found) {
    found = browserApi
      .localeOptions(language)
      .then((options) => new Set(options.deliveryCountries.filter((country) => country.is_enabled).map((country) => country.delivery_country_code.toLowerCase())));
    found.catch(() => enabledByLanguage.delete(language));
    enabledByLanguage.set(language, found);
  }
  return found;
}

export function useCountryBlocked(countryCode: string, language: LanguageCode): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    let cancelled = false;
    enabledCountries(language)
      .then((enabled) => {
        if (!cancelled) setBlocked(!enabled.has(countryCode.toLowerCase()));
      })
      .catch((error: unknown) => console.error("Delivery countries could not be loaded", error));
    return () => {
      cancelled = true;
    };
  }, [countryCode, language]);
  return blocked;
}
