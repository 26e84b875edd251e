// Header locale button (spec 01 §2): flag plus currency code; opens the locale modal.
import { useT } from "../../lib/i18n";
import { Flag } from "./flag";
import { useLocale } from "./locale-provider";
import styles from "./locale.module.css";

export function LocaleButton({ className }: { className?: string }) {
  const t = useT();
  const { config, openLocaleModal } = useLocale();
  const currency = config.currencyCode.toUpperCase();
  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(" ")}
      onClick={openLocaleModal}
      aria-haspopup="dialog"
      aria-label={t("locale.button", { country: config.deliveryCountryName, currency })}
    >
      <Flag country={config.deliveryCountryCode} />
      <span>{currency}</span>
    </button>
  );
}
