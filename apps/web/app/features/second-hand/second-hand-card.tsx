// A second-hand item's card (docs/second-hand.md): its own photo, the condition grade, brand and
// name, size, the price with the new price and the saving. Used by /second-hand/ and by the new
// model's product page ("also available second-hand").
import type { SecondHandItem } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import styles from "./second-hand.module.css";

export function SecondHandCard({ item, headingLevel = 2 }: { item: SecondHandItem; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className={styles.card} data-testid="second-hand-item">
      <Link to={item.url} className={styles.cardLink}>
        {item.images[0] ? <img className={styles.cardImage} src={item.images[0]} alt="" width={480} height={480} loading="lazy" /> : <span className={styles.cardImage} />}
        <span className={`${styles.badge} ${styles[`grade_${item.condition}`]}`}>{t(`secondHand.condition.${item.condition}`)}</span>
        <span className={styles.cardBody}>
          <span className={styles.brand}>{item.manufacturer.name}</span>
          <Heading className={styles.cardTitle}>{item.name}</Heading>
          <span className={styles.meta}>
            {[item.size ? t("secondHand.size", { size: item.size }) : null, item.colour].filter(Boolean).join(" · ")}
          </span>
          <span className={styles.priceRow}>
            <span className={styles.price}>{formatPrice(item.price.active)}</span>
            {item.parent.price !== null && item.saving_percent > 0 ? (
              <span className={styles.newPrice}>{t("secondHand.newPrice", { price: formatPrice(item.parent.price) })}</span>
            ) : null}
          </span>
          {item.saving_percent > 0 ? <span className={styles.saving}>{t("secondHand.saving", { percent: item.saving_percent })}</span> : null}
        </span>
      </Link>
    </li>
  );
}
