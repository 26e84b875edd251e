// /rental/rentle/ (spec 01 §2): the rental partner's entry, in the rentle layout (no shop menu).
import { isRentalEnabled } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { useRootData } from "../lib/root-data";
import styles from "../features/content/rental.module.css";
import type { Route } from "./+types/rentle";

export const handle = { layout: "rentle" };

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("rental.title"), description: t("rental.intro"), path: location.pathname });
}

export default function RentlePage() {
  const t = useT();
  const { settings } = useRootData();
  const enabled = isRentalEnabled(settings);
  const steps = [t("rental.step1"), t("rental.step2"), t("rental.step3")];
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.hero} aria-labelledby="rental-title">
        <p className={styles.eyebrow}>{t("rental.eyebrow")}</p>
        <h1 id="rental-title" className={styles.title}>
          {t("rental.title")}
        </h1>
        <p className={styles.lead}>{t("rental.intro")}</p>
        {!enabled ? (
          <p className={styles.notice} role="note">
            {t("rental.unavailable")}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="rental-how">
        <h2 id="rental-how" className={styles.subtitle}>
          {t("rental.howTitle")}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step} className={styles.step}>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <p>
        <Link className="button button--primary" to="/stores/">
          {t("rental.findStore")}
        </Link>
      </p>
    </div>
  );
}
