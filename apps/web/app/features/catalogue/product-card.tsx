// Product card (spec 02 §3): image 320 wide, manufacturer, name, short description, price in the
// page currency, discount ribbon from 5 %, reference price struck through when discounted.
import { CARD_IMAGE_WIDTH, type ProductListItem } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import { cutShortDescription, isDiscounted, productHref, ribbonPercent } from "./product-card-model";
import styles from "./catalogue.module.css";
import { VIEWPORT_PREFETCH } from "../../lib/prefetch";

export function ProductCard({ product, headingLevel = 3 }: { product: ProductListItem; headingLevel?: 2 | 3 }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const href = productHref(product.path);
  const discounted = isDiscounted(product.price);
  const ribbon = ribbonPercent(product.price);
  const active = formatPrice(product.price.active);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        {product.image ? (
          <img
            src={`${product.image}?w=${CARD_IMAGE_WIDTH}`}
            srcSet={`${product.image}?w=${CARD_IMAGE_WIDTH} 1x, ${product.image}?w=${CARD_IMAGE_WIDTH * 2} 2x`}
            alt={`${product.manufacturer} ${product.name}`}
            width={CARD_IMAGE_WIDTH}
            height={CARD_IMAGE_WIDTH}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={styles.noImage} role="img" aria-label={t("product.imageMissing")} />
        )}
        {ribbon !== null ? <span className={styles.ribbon}>{t("product.discountRibbon", { percent: ribbon })}</span> : null}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.brand}>{product.manufacturer}</p>
        <Heading className={styles.cardName}>
          <Link to={href} prefetch={VIEWPORT_PREFETCH} className={styles.cardLink}>
            {product.name}
          </Link>
        </Heading>
        {product.shortDescription ? <p className={styles.cardDescription}>{cutShortDescription(product.shortDescription)}</p> : null}
        <p className={styles.price}>
          {discounted ? (
            <>
              <span className={styles.salePrice}>
                <span className="visually-hidden">{t("product.salePrice")} </span>
                <span data-testid="price">{product.fromPrefix ? t("product.fromPrice", { price: active }) : active}</span>
              </span>{" "}
              <s className={styles.referencePrice}>
                <span className="visually-hidden">{t("product.referencePrice")} </span>
                {formatPrice(product.price.reference)}
              </s>
            </>
          ) : (
            <span data-testid="price">{product.fromPrefix ? t("product.fromPrice", { price: active }) : active}</span>
          )}
        </p>
      </div>
    </article>
  );
}

export function ProductGrid({ products, label }: { products: ProductListItem[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
