// The picked set (docs/ski-wizard.md "The page"): each part with a way to change or remove it and
// the incompatibility message where the parts clash (spec 02 §9 'This product or size is
// incompatible with the selected products.'), the set's regular and discounted price, and the
// button that adds it to the cart as one bundle (spec 02 §4 "Ski wizard add").
import { imageSrcSet, lineDisplayName, pickFits, SKI_SET_GROUPS, skiSetReady, type CompatibleProductsResponse, type SkiGroup, type SkiWizardState } from "@polku/domain";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import styles from "./ski-wizard.module.css";

type Problem = CompatibleProductsResponse["problems"][number];

/** The groups a problem is between: its explanation is shown at both. */
const PROBLEM_GROUPS: Record<Problem, readonly SkiGroup[]> = {
  brakeTooNarrow: ["skis", "bindings"],
  brakeTooWide: ["skis", "bindings"],
  soleNorm: ["bindings", "boots"],
  soleLength: ["bindings", "boots"],
  nordicSystem: ["bindings", "boots"],
  skiLength: ["skis"],
};

export interface SetSummaryProps {
  state: SkiWizardState;
  problems: readonly Problem[];
  /** The compatibility answer is for these picks: the price and the flags are current. */
  current: boolean;
  headingId: string;
  onChange: (group: SkiGroup) => void;
  onRemove: (group: SkiGroup) => void;
  onAdd: () => void;
  onStartOver: () => void;
}

export function SetSummary({ state, problems, current, headingId, onChange, onRemove, onAdd, onStartOver }: SetSummaryProps) {
  const { t } = useI18n();
  const { formatPrice } = useLocale();
  const ready = current && skiSetReady(state);
  const anyPicked = SKI_SET_GROUPS.some((group) => state[group] !== null);
  return (
    <section className={styles.summary} aria-labelledby={headingId} data-testid="ski-wizard-summary">
      <h2 id={headingId} className={styles.summaryTitle}>
        {t("skiWizard.yourSet")}
      </h2>
      <ul className={styles.picks}>
        {SKI_SET_GROUPS.map((group) => {
          const pick = state[group];
          const fits = pickFits(group, state.compatible);
          const groupName = t(`skiWizard.group.${group}`);
          return (
            <li key={group} className={`${styles.pick} ${pick && !fits ? styles.pickBroken : ""}`} data-testid={`ski-wizard-pick-${group}`}>
              <div className={styles.pickThumb}>{pick?.image ? <img {...imageSrcSet(pick.image, "cartLine", "cartLine2x")} alt="" width={56} height={56} /> : null}</div>
              <div className={styles.pickText}>
                <p className={styles.pickGroup}>{groupName}</p>
                {pick ? (
                  <p className={styles.pickName}>
                    {lineDisplayName(pick.brand, pick.name)}
                    {pick.size ? <span className={styles.pickSize}> · {pick.size}</span> : null}
                  </p>
                ) : (
                  <p className={styles.pickMissing}>{t("skiWizard.notPicked")}</p>
                )}
                {pick && !fits ? (
                  <div className={styles.warning} role="alert">
                    <p>{t("skiWizard.incompatible")}</p>
                    {problems
                      .filter((problem) => PROBLEM_GROUPS[problem].includes(group))
                      .map((problem) => (
                        <p key={problem} className={styles.problem}>
                          {t(`skiWizard.problem.${problem}`)}
                        </p>
                      ))}
                  </div>
                ) : null}
              </div>
              <div className={styles.pickActions}>
                <button type="button" className={styles.linkButton} onClick={() => onChange(group)} aria-label={pick ? t("skiWizard.changeLabel", { group: groupName }) : t(`skiWizard.choose.${group}`)}>
                  {pick ? t("skiWizard.change") : t("skiWizard.pick")}
                </button>
                {pick ? (
                  <button type="button" className={styles.linkButton} onClick={() => onRemove(group)} aria-label={t("skiWizard.removeLabel", { group: groupName })}>
                    {t("skiWizard.remove")}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.setPrice} aria-live="polite">
        <p className={styles.setPriceLabel}>{t("skiWizard.setPrice")}</p>
        <p className={styles.setPriceValue} data-testid="ski-wizard-price">
          <span className={state.prices.active < state.prices.regular ? styles.sale : undefined}>{formatPrice(anyPicked ? state.prices.active : 0)}</span>
        </p>
        {anyPicked && state.prices.active < state.prices.regular ? (
          <p className={styles.setPriceRegular}>
            <s>{t("skiWizard.regularPrice", { price: formatPrice(state.prices.regular) })}</s>{" "}
            <span className={styles.saving}>{t("skiWizard.saving", { price: formatPrice(state.prices.discount) })}</span>
          </p>
        ) : null}
      </div>
      <p className={styles.mounting}>{t("skiWizard.mounting")}</p>
      <button type="button" className={`button button--primary ${styles.addButton}`} disabled={!ready} aria-describedby={ready ? undefined : `${headingId}-hint`} onClick={onAdd} data-testid="ski-wizard-add">
        {t("skiWizard.add")}
      </button>
      {ready ? null : (
        <p id={`${headingId}-hint`} className={styles.hint}>
          {t("skiWizard.addHint")}
        </p>
      )}
      {anyPicked ? (
        <button type="button" className={styles.linkButton} onClick={onStartOver}>
          {t("skiWizard.startOver")}
        </button>
      ) : null}
      <p className={styles.otherSport}>
        <Link to="/ski-wizard/">{t("skiWizard.otherSport")}</Link>
      </p>
    </section>
  );
}
