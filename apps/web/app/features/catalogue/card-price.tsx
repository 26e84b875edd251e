// A card's price with its display kind (spec 02 §4): normal, discount, club, outdoor or outlet,
// each styled apart and named for screen readers; 'from' when the variants' prices differ.
import { cardPriceAmount, cardPriceKind, showsReferencePrice, type PriceDisplayKind, type ProductListItem } from "@polku/domain";
import { useT, type MessageKey } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import card from "./product-card.module.css";
import styles from "./catalogue.module.css";

const KIND_LABEL: Record<Exclude<PriceDisplayKind, "normal">, MessageKey> = {
  discount: "grid.price.discount",
  club: "grid.price.club",
  outdoor: "grid.price.outdoor",
  outlet: "grid.price.outlet",
};

export function CardPrice({ price, fromPrefix, outlet }: { price: ProductListItem["price"]; fromPrefix: boolean; outlet: boolean }) {
  const t = useT();
  const { formatPrice } = useLocale();
  // spec 02 §4: the club price is a logged-in customer's own; a guest never sees it as theirs.
  const kind = cardPriceKind(price.type, { outletPage: outlet, clubPriceVisible: useUser().isAuthenticated, hasClubPrice: price.club != null && price.club < price.active });
  const active = formatPrice(cardPriceAmount(price, kind));
  const amount = fromPrefix ? t("product.fromPrice", { price: active }) : active;
  return (
    <p className={`${styles.price} ${card.price}`} data-price-kind={kind}>
      {kind === "normal" ? (
        <span data-testid="price">{amount}</span>
      ) : (
        <>
          <span className={card.kindLabel}>{t(KIND_LABEL[kind])}</span>
          <span className={card[kind]} data-testid="price">
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
