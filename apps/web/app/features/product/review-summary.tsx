// The review summary at the top of the open reviews section (docs/product-page.md "Review
// summary"): a bar per whole star with its count, each a toggle that shows only those reviews,
// and the fit of the reviews that give one, as three groups with the verdict when most agree.
import { fitVerdict, type ProductReviewsResponse } from "@polku/domain";
import { useId } from "react";
import { useI18n } from "../../lib/i18n";
import styles from "./review-summary.module.css";

type Summary = NonNullable<ProductReviewsResponse["summary"]>;

export function ReviewSummary({ summary, stars, onStars }: { summary: Summary; stars: number | null; onStars: (stars: number | null) => void }) {
  const { t } = useI18n();
  const id = useId();
  const total = summary.histogram.reduce((sum, row) => sum + row.count, 0);
  const verdict = fitVerdict(summary.fit);
  if (total === 0) return null;
  return (
    <div className={styles.summary}>
      <section aria-labelledby={`${id}-stars`} className={styles.block}>
        <h3 id={`${id}-stars`} className={styles.title}>
          {t("reviewSummary.heading")}
        </h3>
        <ul className={styles.histogram}>
          {summary.histogram.map((row) => (
            <li key={row.stars}>
              <button
                type="button"
                className={styles.bar}
                aria-pressed={stars === row.stars}
                disabled={row.count === 0}
                aria-label={t("reviewSummary.filter", { stars: row.stars, count: row.count })}
                onClick={() => onStars(row.stars)}
              >
                <span className={styles.label} aria-hidden="true">
                  {t("reviewSummary.stars", { stars: row.stars })}
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${Math.round((row.count / total) * 100)}%` }} />
                </span>
                <span className={styles.count} aria-hidden="true">
                  {row.count}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {stars !== null ? (
          <p className={styles.filtered} role="status">
            {t("reviewSummary.filtered", { stars })}{" "}
            <button type="button" className={styles.clear} onClick={() => onStars(null)}>
              {t("reviewSummary.clear")}
            </button>
          </p>
        ) : null}
      </section>
      {summary.fit.count > 0 ? (
        <section aria-labelledby={`${id}-fit`} className={styles.block} data-testid="fit-summary">
          <h3 id={`${id}-fit`} className={styles.title}>
            {t("reviewSummary.fitHeading")} <span className={styles.muted}>{t("reviewSummary.fitCount", { count: summary.fit.count })}</span>
          </h3>
          {verdict ? <p className={styles.verdict}>{t(`reviewSummary.verdict.${verdict}`)}</p> : null}
          <dl className={styles.fit}>
            {(["small", "true", "large"] as const).map((group) => (
              <div key={group} className={styles.fitGroup} data-active={verdict === group || undefined}>
                <dt>{t(`reviewSummary.fit.${group}`)}</dt>
                <dd>{Math.round((summary.fit[group] / summary.fit.count) * 100)} %</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}
