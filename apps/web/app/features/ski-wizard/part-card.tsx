// One model of a wizard step (docs/ski-wizard.md "The page"): image, brand and name, price, the
// sizes that fit the other picks, and the button that picks it. A product page's model may be
// shown though it does not fit: then it says so, and picking it is the shopper's informed choice.
import { imageSrcSet, lineDisplayName, type SkiGroup, type SkiWizardItem } from "@polku/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import styles from "./ski-wizard.module.css";

type Variant = SkiWizardItem["variants"][number];

export interface PartCardProps {
  item: SkiWizardItem;
  group: SkiGroup;
  /** The variants that fit the other picks (all of them when nothing says otherwise). */
  variants: Variant[];
  /** The picked variant of this group when it is of this model. */
  pickedVariantId: number | null;
  featured?: boolean;
  /** Shown though nothing of it fits: picking it breaks the set. */
  incompatible?: boolean;
  onPick: (item: SkiWizardItem, variant: Variant) => void;
}

export function PartCard({ item, group, variants, pickedVariantId, featured = false, incompatible = false, onPick }: PartCardProps) {
  const { t } = useI18n();
  const { formatPrice } = useLocale();
  const id = useId();
  const buyable = variants.filter((v) => v.in_stock);
  const initial = variants.find((v) => v.id === pickedVariantId) ?? buyable[0] ?? variants[0];
  const [chosenId, setChosenId] = useState<number | null>(initial?.id ?? null);
  const chosen = variants.find((v) => v.id === chosenId) ?? initial;
  const manySizes = item.variants.length > 1;
  const price = chosen;
  const isPicked = chosen !== undefined && chosen.id === pickedVariantId;
  const name = lineDisplayName(item.brand, item.name);
  return (
    <li className={`${styles.card} ${isPicked ? styles.cardPicked : ""} ${featured ? styles.cardFeatured : ""}`} data-testid={`ski-wizard-card-${group}`} aria-labelledby={`${id}-name`}>
      <div className={styles.cardImage}>
        {item.image ? (
          <img {...imageSrcSet(item.image, "card", "card2x")} alt="" width={320} height={320} loading="lazy" />
        ) : (
          <div className={styles.noImage} role="img" aria-label={t("product.imageMissing")} />
        )}
        {featured ? <span className={styles.badge}>{t("skiWizard.featured")}</span> : null}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.brand}>{item.brand}</p>
        <h3 id={`${id}-name`} className={styles.cardName}>
          {item.name}
        </h3>
        {price ? (
          <p className={styles.cardPrice}>
            <span className={price.active < price.regular ? styles.sale : undefined}>
              {formatPrice(price.active)}
            </span>
            {price.active < price.regular ? <s className={styles.regular}>{formatPrice(price.regular)}</s> : null}
          </p>
        ) : null}
        {incompatible ? (
          <p className={styles.warning} role="note">
            {t("skiWizard.incompatible")}
          </p>
        ) : null}
        {manySizes && variants.length > 0 ? (
          <label className={styles.sizeField}>
            <span>{t("skiWizard.size")}</span>
            <select className="select" value={chosen?.id ?? ""} onChange={(event) => setChosenId(Number(event.target.value))} data-testid="ski-wizard-size">
              {variants.map((v) => (
                <option key={v.id} value={v.id} disabled={!v.in_stock}>
                  {v.in_stock ? (v.size ?? "–") : t("skiWizard.sizeOutOfStock", { size: v.size ?? "–" })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <div className={styles.cardActions}>
          <button
            type="button"
            className={`button ${isPicked ? "button--secondary" : "button--primary"}`}
            disabled={!chosen || !chosen.in_stock}
            onClick={() => chosen && onPick(item, chosen)}
          >
            {isPicked ? t("skiWizard.picked") : incompatible ? t("skiWizard.pickAnyway") : t("skiWizard.pick")}
            <span className="visually-hidden"> {[name, manySizes ? chosen?.size : null].filter(Boolean).join(" ")}</span>
          </button>
          <Link className={styles.productLink} to={`/${item.path}/`}>
            {t("skiWizard.productPage")}
            <span className="visually-hidden">: {name}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
