// Shared parts of the brand experience pages (docs/content.md "Experiences"): the breadcrumbs,
// the brand cards and the "more experiences" links. Kept to these pages' routes; nothing here is
// imported by the shell.
import { imageUrl, type ExperienceBrand, EXPERIENCES_PATH, EXPERIENCE_PRODUCTS_PATH, experiencePath } from "@polku/domain";
import { Link } from "react-router";
import type { Translate } from "../../lib/i18n";
import styles from "../life-outdoors/editorial.module.css";
import own from "./experiences.module.css";

export function experienceCrumbs(t: Translate, hubTitle: string, page?: { label: string; href: string }) {
  return [{ label: t("breadcrumbs.home"), href: "/" }, { label: hubTitle || t("experiences.title"), href: EXPERIENCES_PATH }, ...(page ? [page] : [])];
}

export function BrandCards({ brands, headingLevel = 2 }: { brands: readonly ExperienceBrand[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.cards}>
      {brands.map((brand) => (
        <li key={brand.slug} className={styles.card}>
          {brand.image ? <img className={styles.cardImage} src={imageUrl(brand.image, "editorialCard")} alt="" width={640} height={427} loading="lazy" /> : <span className={styles.cardImage} />}
          <div className={styles.cardBody}>
            <p className={styles.kicker}>{brand.name}</p>
            <Heading>
              <Link to={experiencePath(brand.slug)}>{brand.title}</Link>
            </Heading>
            <p>{brand.lead}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function OtherExperiences({ others, t }: { others: readonly { slug: string; name: string }[]; t: Translate }) {
  return (
    <nav aria-labelledby="other-experiences" className={own.others}>
      <h2 id="other-experiences" className={styles.sectionTitle}>{t("experiences.others")}</h2>
      <ul className={styles.chips}>
        {others.map((other) => (
          <li key={other.slug}>
            <Link className={styles.chip} to={experiencePath(other.slug)}>{other.name}</Link>
          </li>
        ))}
        <li>
          <Link className={styles.chip} to={EXPERIENCE_PRODUCTS_PATH}>{t("experiences.allProducts")}</Link>
        </li>
      </ul>
    </nav>
  );
}

