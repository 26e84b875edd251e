// The browser side of spec 01 §3-4 Config: the server resolved the locale already; here the
// status goes on to DONE (retrying init-config once more when the server could not reach it),
// and the locale modal's explicit save is the one change allowed after DONE.
import {
  CURRENCY_COOKIE,
  DELIVERY_COUNTRY_COOKIE,
  canChangeLocale,
  defaultsForLanguage,
  formatPrice,
  nextConfigStatus,
  normaliseCountryCode,
  normaliseCurrencyCode,
} from "@polku/domain";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { browserApi } from "../../lib/api";
import { readBrowserCookies } from "../../lib/cookies";
import type { LocaleConfig } from "../../lib/locale-config";

const LocaleModal = lazy(() => import("./locale-modal"));

interface LocaleState {
  config: LocaleConfig;
  openLocaleModal: () => void;
  /** Formats base-currency cents in the page's currency and language (spec 01 §9). */
  formatPrice: (amountMinor: number) => string;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function LocaleProvider({ config: fromServer, children }: { config: LocaleConfig; children: ReactNode }) {
  const [config, setConfig] = useState(fromServer);
  const [source, setSource] = useState(fromServer);
  const [modalOpen, setModalOpen] = useState(false);
  // New root data (after the modal's save and the revalidation) replaces the config outright.
  if (source !== fromServer) {
    setSource(fromServer);
    setConfig(fromServer);
  }

  useEffect(() => {
    if (!canChangeLocale(config.status) || config.status === "UNSET") return;
    // PENDING: the server fell back to the language defaults (spec 01 §4, §8); try once more.
    let cancelled = false;
    const cookies = readBrowserCookies();
    const defaults = defaultsForLanguage(config.language);
    const country = normaliseCountryCode(cookies[DELIVERY_COUNTRY_COOKIE]) ?? defaults.country;
    const currency = normaliseCurrencyCode(cookies[CURRENCY_COOKIE]) ?? defaults.currency;
    browserApi
      .initConfig({ country, currency, language: config.language })
      .then((init) => {
        if (cancelled) return;
        setConfig((current) =>
          canChangeLocale(current.status)
            ? { ...current, ...init, deliveryCountryCode: country, currencyCode: currency, status: nextConfigStatus(current.status, "success") }
            : current,
        );
      })
      .catch((error: unknown) => console.error("init-config failed; keeping the language defaults", error));
    return () => {
      cancelled = true;
    };
  }, [config.status, config.language]);

  const openLocaleModal = useCallback(() => setModalOpen(true), []);
  const value = useMemo<LocaleState>(
    () => ({
      config,
      openLocaleModal,
      formatPrice: (amountMinor) => formatPrice(amountMinor, config.currencyCode, config.language, config.currencyRate),
    }),
    [config, openLocaleModal],
  );

  return (
    <LocaleContext.Provider value={value}>
      {children}
      {modalOpen ? (
        <Suspense fallback={null}>
          <LocaleModal onClose={() => setModalOpen(false)} />
        </Suspense>
      ) : null}
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale outside LocaleProvider");
  return value;
}
