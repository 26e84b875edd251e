// The skier's height, weight and way of skiing (docs/ski-wizard.md "The skier"): checked in the
// browser with the domain's limits, stored with the picks, and sent with every compatibility
// question, whose answer narrows the skis to the recommended lengths and gives the binding's
// release value. The measures stay in this browser.
import { parseSkierMeasure, SKIER_ABILITIES, type CompatibleProductsResponse, type SkierAbility, type SkierField, type SkiSport, type SkiWizardState } from "@polku/domain";
import { useEffect, useId, useState, type FormEvent } from "react";
import { useI18n, type MessageKey } from "../../lib/i18n";
import styles from "./ski-wizard.module.css";

type Errors = Partial<Record<SkierField, MessageKey>>;

const RANGE_ERROR: Record<SkierField, MessageKey> = { heightCm: "skiWizard.skier.error.heightRange", weightKg: "skiWizard.skier.error.weightRange" };

const shown = (value: number | null) => (value == null ? "" : String(value));

export function SkierForm({
  sport, skier, recommendation, current, onChange,
}: {
  sport: SkiSport;
  skier: SkiWizardState["skier"];
  recommendation: CompatibleProductsResponse["skier"] | null;
  /** The recommendation answers these measures. */
  current: boolean;
  onChange: (skier: SkiWizardState["skier"]) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [height, setHeight] = useState(shown(skier.heightCm));
  const [weight, setWeight] = useState(shown(skier.weightKg));
  const [ability, setAbility] = useState<SkierAbility | "">(skier.ability ?? "");
  const [errors, setErrors] = useState<Errors>({});

  // Stored measures arrive after hydration (and after "start over").
  useEffect(() => {
    setHeight(shown(skier.heightCm));
    setWeight(shown(skier.weightKg));
    setAbility(skier.ability ?? "");
  }, [skier.heightCm, skier.weightKg, skier.ability]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    const values: Partial<Record<SkierField, number | null>> = {};
    for (const [field, raw] of [["heightCm", height], ["weightKg", weight]] as const) {
      const parsed = parseSkierMeasure(field, raw);
      if ("problem" in parsed) next[field] = parsed.problem === "notNumber" ? "skiWizard.skier.error.notNumber" : RANGE_ERROR[field];
      else values[field] = parsed.value;
    }
    if (!next.heightCm && values.heightCm == null && (values.weightKg != null || ability !== "")) next.heightCm = "skiWizard.skier.error.heightNeeded";
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = next.heightCm ? "height" : "weight";
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onChange({ heightCm: values.heightCm ?? null, weightKg: values.weightKg ?? null, ability: ability || null });
  };

  const clear = () => {
    setErrors({});
    onChange({ heightCm: null, weightKg: null, ability: null });
  };

  const given = skier.heightCm != null;
  const field = (name: "height" | "weight", key: SkierField, label: MessageKey, value: string, set: (v: string) => void) => (
    <div className={styles.skierField}>
      <label htmlFor={`${id}-${name}`}>{t(label)}</label>
      <input
        id={`${id}-${name}`}
        className="field"
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${name}-error` : undefined}
        data-testid={`ski-wizard-${name}`}
      />
      {errors[key] ? (
        <p id={`${id}-${name}-error`} className={styles.fieldError}>
          {t(errors[key])}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className={styles.skier} aria-labelledby={`${id}-title`} data-testid="ski-wizard-skier">
      <h2 id={`${id}-title`} className={styles.skierTitle}>
        {t("skiWizard.skier.title")}
      </h2>
      <p className={styles.skierHint}>{t(`skiWizard.skier.hint.${sport}`)}</p>
      <form className={styles.skierForm} onSubmit={submit} noValidate>
        {field("height", "heightCm", "skiWizard.skier.height", height, setHeight)}
        {field("weight", "weightKg", "skiWizard.skier.weight", weight, setWeight)}
        {sport === "alpine" ? (
          <div className={styles.skierField}>
            <label htmlFor={`${id}-ability`}>{t("skiWizard.skier.ability")}</label>
            <select id={`${id}-ability`} className="select" name="ability" value={ability} onChange={(event) => setAbility(event.target.value as SkierAbility | "")} data-testid="ski-wizard-ability">
              <option value="">{t("skiWizard.skier.ability.unknown")}</option>
              {SKIER_ABILITIES.map((a) => (
                <option key={a} value={a}>
                  {t(`skiWizard.skier.ability.${a}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.skierActions}>
          <button type="submit" className="button button--secondary">
            {t("skiWizard.skier.save")}
          </button>
          {given ? (
            <button type="button" className={styles.linkButton} onClick={clear}>
              {t("skiWizard.skier.clear")}
            </button>
          ) : null}
        </div>
      </form>
      {given && recommendation && current ? (
        <div className={styles.skierAdvice} aria-live="polite" data-testid="ski-wizard-advice">
          <p>{t("skiWizard.skier.length", { low: recommendation.length[0], high: recommendation.length[1] })}</p>
          {sport === "alpine" ? (
            <p>{recommendation.releaseValue != null ? t("skiWizard.skier.release", { value: recommendation.releaseValue }) : t("skiWizard.skier.releaseLater")}</p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
