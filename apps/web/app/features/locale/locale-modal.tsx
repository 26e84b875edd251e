// Locale modal (spec 01 §2 menu screen, §4): delivery country (flag + currency code), currency
// and language. Saving writes the cookies and revalidates, so prices follow without a reload.
import { CURRENCY_COOKIE, DELIVERY_COUNTRY_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, languageCodes, localeForLanguage, type LanguageCode } from "@polku/domain";
import type { localeOptionsResponseSchema } from "@polku/domain";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import type { z } from "zod";
import { Modal } from "../../components/ui/modal";
import { useToast } from "../../components/ui/toast";
import { browserApi } from "../../lib/api";
import { setBrowserCookie } from "../../lib/cookies";
import { loadPage } from "../../lib/full-navigation";
import { useI18n } from "../../lib/i18n";
import { LANGUAGE_COOKIE } from "../../lib/locale-config";
import { LANGUAGE_ENDONYMS, hostForLanguage } from "../../lib/languages";
import { useRootData } from "../../lib/root-data";
import { Flag } from "./flag";
import { markLocaleChanged } from "./locale-changes";
import { useLocale } from "./locale-provider";
import styles from "./locale.module.css";

type LocaleOptions = z.infer<typeof localeOptionsResponseSchema>;
type OptionsState = { status: "loading" } | { status: "failed" } | { status: "done"; options: LocaleOptions };

export default function LocaleModal({ onClose }: { onClose: () => void }) {
  const { t, language } = useI18n();
  const { config } = useLocale();
  const root = useRootData();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const formId = useId();
  const [state, setState] = useState<OptionsState>({ status: "loading" });
  const [country, setCountry] = useState(config.deliveryCountryCode);
  const [currency, setCurrency] = useState(config.currencyCode);
  const [currencyChosen, setCurrencyChosen] = useState(false);
  const [lang, setLang] = useState<LanguageCode>(language);
  const [filter, setFilter] = useState("");
  const filterId = useId();

  // Enabled countries by name in the page language; the filter matches names and codes.
  const countries = useMemo(() => {
    if (state.status !== "done") return [];
    const collator = new Intl.Collator(localeForLanguage(language));
    return state.options.deliveryCountries.filter((option) => option.is_enabled).sort((a, b) => collator.compare(a.name, b.name));
  }, [state, language]);
  const shown = useMemo(() => {
    const needle = fold(filter);
    if (!needle) return countries;
    return countries.filter(
      (option) => option.delivery_country_code.toLowerCase() === country || fold(option.name).includes(needle) || option.delivery_country_code.toLowerCase() === needle,
    );
  }, [countries, filter, country]);

  const load = useCallback(() => {
    setState({ status: "loading" });
    browserApi
      .localeOptions(language)
      .then((options) => setState({ status: "done", options }))
      .catch((error: unknown) => {
        console.error("Failed to load locale options", error);
        setState({ status: "failed" });
      });
  }, [language]);
  useEffect(load, [load]);

  function chooseCountry(code: string, defaultCurrency: string) {
    setCountry(code);
    // A country brings its own currency unless the shopper picked one on purpose.
    if (!currencyChosen) setCurrency(defaultCurrency.toLowerCase());
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    const cookie = { maxAgeDays: LOCALE_COOKIE_MAX_AGE_DAYS };
    setBrowserCookie(DELIVERY_COUNTRY_COOKIE, country, cookie);
    setBrowserCookie(CURRENCY_COOKIE, currency, cookie);
    const languageChanged = lang !== language;
    const host = languageChanged ? hostForLanguage(root.languageHosts, lang) : null;
    if (host) {
      // Production: each language has its own host.
      loadPage(`${window.location.protocol}//${host}/`, { external: true });
      return;
    }
    setBrowserCookie(LANGUAGE_COOKIE, lang, cookie);
    markLocaleChanged();
    onClose();
    if (languageChanged && location.pathname !== "/") {
      // Page paths are per language: the front page exists in every one.
      navigate("/");
    } else {
      void revalidator.revalidate();
    }
    if (!languageChanged) toast({ message: t("locale.saved"), type: "success" });
  }

  const footer = (
    <>
      <button type="button" className="button button--secondary" onClick={onClose}>
        {t("locale.cancel")}
      </button>
      <button type="submit" form={formId} className="button button--primary" disabled={state.status !== "done"}>
        {t("locale.save")}
      </button>
    </>
  );

  return (
    <Modal title={t("locale.title")} onClose={onClose} footer={footer} position="right">
      {state.status === "loading" ? (
        <p className={styles.status} role="status">
          {t("locale.loading")}
        </p>
      ) : state.status === "failed" ? (
        <div className={styles.status} role="alert">
          <p>{t("locale.loadFailed")}</p>
          <button type="button" className="button button--secondary" onClick={load}>
            {t("locale.retry")}
          </button>
        </div>
      ) : (
        <form id={formId} className={styles.form} onSubmit={save}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t("locale.country")}</legend>
            <label htmlFor={filterId} className="visually-hidden">
              {t("locale.filter")}
            </label>
            <input
              id={filterId}
              className={styles.filter}
              type="search"
              value={filter}
              placeholder={t("locale.filter")}
              autoComplete="off"
              onChange={(event) => setFilter(event.target.value)}
            />
            {shown.length === 0 ? <p className={styles.noMatches}>{t("locale.noMatches")}</p> : null}
            <ul className={styles.countries}>
              {shown.map((option) => {
                const code = option.delivery_country_code.toLowerCase();
                return (
                  <li key={code}>
                    <label className={styles.country}>
                      <input
                        type="radio"
                        name="country"
                        value={code}
                        checked={country === code}
                        onChange={() => chooseCountry(code, option.default_currency)}
                      />
                      <Flag country={code} />
                      <span className={styles.countryName}>{option.name}</span>
                      <span className={styles.currencyCode}>{option.default_currency.toUpperCase()}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className={styles.selects}>
            <label className={styles.field}>
              <span className={styles.label}>{t("locale.currency")}</span>
              <select
                className="select"
                value={currency}
                onChange={(event) => {
                  setCurrency(event.target.value);
                  setCurrencyChosen(true);
                }}
              >
                {state.options.currencies.map((option) => (
                  <option key={option.code} value={option.code.toLowerCase()}>
                    {`${option.code.toUpperCase()} (${option.symbol})`}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span className={styles.label}>{t("locale.language")}</span>
              <select className="select" value={lang} onChange={(event) => setLang(event.target.value as LanguageCode)}>
                {languageCodes.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGE_ENDONYMS[code]}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** Lower case without accents, so "aland" finds "Åland" and "itavalta" "Itävalta". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}
