// A card's price with its display kind (spec 02 §4): normal, discount, club, outdoor or outlet,
// each styled apart and named for screen readers; 'from' when the variants' prices differ.
import { cardPriceAmount, cardPriceKind, showsReferencePrice, type ProductListItem } from "@polku/domain";
import { useT } from "../../lib/i18n";
import { useClubPriceAudience } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { PRICE_KIND_LABEL } from "./price-kind";
import kinds from "./price-kind.module.css";
import card from "./product-card.module.css";
import styles from "./catalogue.module.css";


export function CardPrice({ price, fromPrefix, outlet }: { price: ProductListItem["price"]; fromPrefix: boolean; outlet: boolean }) {
  const t = useT();
  const { formatPrice } = useLocale();
  // spec 02 §4, issue 6: the club price is a logged-in club member's own; others never see it as theirs.
  const kind = cardPriceKind(price.type, { outletPage: outlet, clubPriceVisible: useClubPriceAudience().clubPriceVisible, hasClubPrice: price.club != null && price.club < price.active });
  const active = formatPrice(cardPriceAmount(price, kind));
  const amount = fromPrefix ? t("product.fromPrice", { price: active }) : active;
  return (
    <p className={`${styles.price} ${card.price}`} data-price-kind={kind}>
      {kind === "normal" ? (
        <span data-testid="price">{amount}</span>
      ) : (
        <>
          <span className={card.kindLabel}>{t(PRICE_KIND_LABEL[kind])}</span>
          <span className={kinds[kind]} data-testid="price">
            {amount}
          </span>
        </>
      )}
      {showsReferencePrice(price, kind) ? (
        <s className={styles.referencePrice}>
          <span className="visually-hidden">{t("product.referencePrice")} </span>
          {formatPrice(price.reference)}
        </s>
      ) : null}
    </p>
  );
}
