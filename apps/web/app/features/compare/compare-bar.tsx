// The compare bar (docs/product-page.md "Comparison"): fixed small at the bottom while models are
// chosen, with their count, the link to /compare/ and a way to clear the choice.
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { clearCompared, useCompared } from "./compare-store";
import styles from "./compare.module.css";

export const COMPARE_PATH = "/compare/";

export function CompareBar() {
  const t = useT();
  const count = useCompared().length;
  if (count === 0) return null;
  return (
    <div className={styles.bar} role="region" aria-label={t("compare.title")} data-testid="compare-bar">
      <span className={styles.barCount}>{t("compare.bar", { count })}</span>
      <Link to={COMPARE_PATH} className={`button button--primary ${styles.barLink}`}>
        {t("compare.open")}
      </Link>
      <button type="button" className={styles.barClear} onClick={clearCompared}>
        {t("compare.clear")}
      </button>
    </div>
  );
}
