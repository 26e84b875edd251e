// The price block (spec 02 §2, §4 Price display kind, §5): the price with its display kind like
// the cards, the regular price struck through when the shopper pays less, 'Incl. VAT n %' when
// the rate is known, the 30-day lowest price for delivery to Finland, the club-price hint with a
// login link for guests (a join link for logged-in customers who are not members), and the offer's end within price_ending_max_days.
import { formatOfferEnd, parseMaxDays, productPriceView, SHOP_TIME_ZONE, showsLowestPrice, vatPercent, visibleOfferEnd, type ProductPrices } from "@polku/domain";
import { Link } from "react-router";
import { useHydrated } from "../../lib/hydrated";
import { useT } from "../../lib/i18n";
import { useClubPriceAudience } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { PRICE_KIND_LABEL } from "../catalogue/price-kind";
import kinds from "../catalogue/price-kind.module.css";
import styles from "./product-page.module.css";

/** The account area's login page (spec 02 §2 links; the same path in every language). */
export const LOGIN_HREF = "/accounts/login/";
/** Where a logged-in customer joins the club: the club section of the account page. */


export interface PriceBlockProps {
  prices: ProductPrices;
  outlet: boolean;
  taxRate: { percentage: number } | null;
  /** The model's show_discount_percentage (spec 02 §3, §4). */
  showDiscount: boolean;
  /** The general setting price_ending_max_days. */
  priceEndingMaxDays: string | undefined;
}

export function PriceBlock({ prices, outlet, showDiscount, taxRate, priceEndingMaxDays }: PriceBlockProps) {
  const t = useT();
  const { formatPrice, config } = useLocale();
  const hydrated = useHydrated();
  // spec 02 §4, §6: the club price is every logged-in customer's own; a guest gets the hint with a
  // login link. show_discount_percentage decides 'discount' here as on the cards (one rule).
  const audience = useClubPriceAudience();
  const view = productPriceView(prices, { outlet, clubPriceVisible: audience.clubPriceVisible, showDiscount });
  const vat = vatPercent(taxRate);
  const offerEnd = visibleOfferEnd(prices.price_ending, new Date(), parseMaxDays(priceEndingMaxDays));

  return (
    <div className={styles.priceBlock} data-price-kind={view.kind}>
      <p className={styles.priceLine}>
        {view.kind !== "normal" ? <span className={styles.kindLabel}>{t(PRICE_KIND_LABEL[view.kind])}</span> : null}
        <span className={`${styles.price} ${view.kind !== "normal" ? kinds[view.kind] : ""}`} data-testid="product-price">
          <span className="visually-hidden">{t("productPage.price")} </span>
          {formatPrice(view.amount)}
        </span>
        {view.reference !== null ? (
          <s className={styles.referencePrice}>
            <span className="visually-hidden">{t("product.referencePrice")} </span>
            {formatPrice(view.reference)}
          </s>
        ) : null}
      </p>
      {vat !== null ? <p className={styles.muted}>{t("productPage.vat", { percent: vat })}</p> : null}
      {showsLowestPrice(config.deliveryCountryCode, prices.lowest_price_30_days) ? (
        <p className={styles.muted}>{t("productPage.lowestPrice", { price: formatPrice(prices.lowest_price_30_days) })}</p>
      ) : null}
      {view.clubHint !== null && audience.hint === "login" ? (
        <p className={styles.clubHint} data-club-hint="login">
          <span>{t("productPage.clubHint", { price: formatPrice(view.clubHint) })}</span>{" "}
          <Link to={LOGIN_HREF}>{t("productPage.clubLogin")}</Link>
        </p>
      ) : null}
      {offerEnd ? (
        <p className={styles.offerEnd}>
          {/* Helsinki time on the server; the visitor's own time zone once in the browser. */}
          <time dateTime={offerEnd.toISOString()}>{t("productPage.offerEnd", { date: formatOfferEnd(offerEnd, hydrated ? undefined : SHOP_TIME_ZONE) })}</time>
        </p>
      ) : null}
    </div>
  );
}
