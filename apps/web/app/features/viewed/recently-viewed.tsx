// 'Recently viewed' (issue 17, spec 01 §3 viewedProducts): cards of the products the shopper
// has opened, newest first, without the one on screen, on the product page and the cart. The
// cards show what the browser kept (brand, name, picture) and link to the product; they carry
// no price, since a kept price may be out of date and the product page shows the current one.
import { CARD_IMAGE_WIDTH, imageSrcSet, viewedProductsToShow, type ViewedProductCard } from "@polku/domain";
import { useId } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import styles from "./recently-viewed.module.css";
import { useViewedProducts } from "./viewed-products";

export function RecentlyViewed({ exceptModelId = null }: { exceptModelId?: number | null }) {
  const t = useT();
  const id = useId();
  const cards = viewedProductsToShow(useViewedProducts(), exceptModelId);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section} data-list="recently-viewed">
      <h2 id={id}>{t("viewedProducts.title")}</h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.id}>
            <ViewedCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ViewedCard({ card }: { card: ViewedProductCard }) {
  const t = useT();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {card.image ? (
          <img {...imageSrcSet(card.image, "card", "card2x")} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_WIDTH} loading="lazy" decoding="async" />
        ) : (
          <div className={styles.noImage} role="img" aria-label={t("product.imageMissing")} />
        )}
      </div>
      <p className={styles.brand}>{card.brand}</p>
      <h3 className={styles.name}>
        <Link to={card.path} className={styles.link}>
          {card.name}
        </Link>
      </h3>
    </article>
  );
}
