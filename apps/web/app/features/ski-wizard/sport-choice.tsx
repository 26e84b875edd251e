// /ski-wizard/ (spec 01 §2, §9: alpine and nordic; docs/ski-wizard.md "The page"): one card per
// sport the catalogue can make a set of, each going to its wizard.
import { imageUrl, type SkiSport } from "@polku/domain";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import styles from "./ski-wizard.module.css";

export type SportChoiceData = { status: "ready"; sports: { sport: SkiSport; image: string | null }[] } | { status: "error" };

export function SportChoice({ data }: { data: SportChoiceData }) {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t("skiWizard.title")}</h1>
        <p className={styles.lead}>{t("skiWizard.lead")}</p>
      </header>
      {data.status === "error" ? (
        <p className={styles.problemBox} role="alert">
          {t("skiWizard.loadFailed")}
        </p>
      ) : data.sports.length === 0 ? (
        <p className={styles.problemBox}>{t("skiWizard.noSports")}</p>
      ) : (
        <section aria-labelledby="ski-wizard-sports">
          <h2 id="ski-wizard-sports" className={styles.stepTitle}>
            {t("skiWizard.chooseSport")}
          </h2>
          <ul className={styles.sports}>
            {data.sports.map(({ sport, image }) => (
              <li key={sport} className={styles.sport}>
                <Link to={`/ski-wizard/${sport}/`} className={styles.sportLink} data-testid={`ski-wizard-sport-${sport}`}>
                  {image ? <img src={imageUrl(image, "banner")} alt="" width={640} height={360} className={styles.sportImage} /> : null}
                  <span className={styles.sportBody}>
                    <span className={styles.sportName}>{t(`skiWizard.sport.${sport}`)}</span>
                    <span className={styles.sportText}>{t(`skiWizard.sportText.${sport}`)}</span>
                    <span className={`button button--primary ${styles.sportCta}`}>{t("skiWizard.start", { sport: t(`skiWizard.sport.${sport}`) })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.related}>
        <Link to="/shoe-wizard/">{t("shoeWizard.skiWizardLink")}</Link>
      </p>
    </div>
  );
}
