// The product page's smaller extra sections (spec 02 §2): info boxes, the blocked-country notice,
// second-hand ribbon and link, quote box (fi), sustainability, guides, who-we-are (fi), the
// recommendation and also-bought card lists and up to 4 banners. The rules are the domain's
// (product/page-extras.ts); these only lay them out.
import { imageUrl, BANNER_OVERLAY_OPACITY, PRODUCT_PAGE_BANNERS_MAX, deliveryDates, extraDaysForShippingTime, formatDeliveryDates, keywordLinkKind, type Banner, type DeliveryMethodLimit, type ProductListItem, type ProductModel } from "@polku/domain";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "react-router";
import { useI18n, useT } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { ProductCard } from "../catalogue/product-card";
import { toCard } from "../catalogue/listing-model";
import { bannerButtons, objectPosition } from "../content/banner-model";
import styles from "./product-extras.module.css";

/** `fastDeliveryAnswer`: the express pickup answer for the shopper's postcode (delivery-details.tsx). */
export function InfoBoxes({ boxes, fastDeliveryAnswer }: { boxes: { instalment: boolean; finnishOwned: boolean; fastDelivery: boolean }; fastDeliveryAnswer?: ReactNode }) {
  const t = useT();
  if (!boxes.instalment && !boxes.finnishOwned && !boxes.fastDelivery) return null;
  return (
    <ul className={styles.infoBoxes}>
      {boxes.instalment ? <li data-info="instalment">{t("productExtras.info.instalment")}</li> : null}
      {boxes.finnishOwned ? <li data-info="finnish-owned">{t("productExtras.info.finnishOwned")}</li> : null}
      {boxes.fastDelivery ? (
        <li data-info="fast-delivery">
          {t("productExtras.info.fastDelivery")}
          {fastDeliveryAnswer}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * spec 02 §8: 'This product is not shipped to {country}' plus any block info text; else when home
 * delivery of the chosen variant arrives (the checkout's own date rule, deliveryDates, with the
 * variant's on-order time) and the free-delivery threshold of the rules (docs/checkout.md "Promises").
 */
export function DeliveryLimitNotice({ limit, shippingTimeNumber }: { limit: DeliveryMethodLimit | null; shippingTimeNumber: number }) {
  const { t, language } = useI18n();
  const { promises } = useRootData();
  const { formatPrice } = useLocale();
  if (!limit) return null;
  if (!limit.isDeliveryCountryBlocked) {
    const extra = extraDaysForShippingTime(shippingTimeNumber);
    const dates = deliveryDates(new Date(), { start: limit.delivery_days.start + extra, end: limit.delivery_days.end + extra });
    const free = promises.free_delivery;
    return (
      <div className={styles.muted} data-testid="delivery-promise">
        <p>{t("promises.arrives", { dates: formatDeliveryDates(dates, language) })}</p>
        {free ? <p>{t("promises.freeDelivery", { amount: formatPrice(free.threshold), method: free.method_name })}</p> : null}
      </div>
    );
  }
  let country = limit.delivery_country_code.toUpperCase();
  try {
    country = new Intl.DisplayNames([language], { type: "region" }).of(country) ?? country;
  } catch {
    // an unknown code stays as it is
  }
  return (
    <div role="note" className={styles.blocked}>
      <p>{t("productExtras.delivery.blocked", { country })}</p>
      {limit.blockInfoText ? <p>{limit.blockInfoText}</p> : null}
    </div>
  );
}

export function SecondHandRibbon() {
  const t = useT();
  return <span className={styles.secondHandRibbon}>{t("productExtras.secondHand.ribbon")}</span>;
}

export function SecondHandLink({ parent }: { parent: ProductModel["second_hand_parent"] }) {
  const t = useT();
  // spec 02 §4: the link to the new product only while it is on sale.
  if (!parent?.is_active) return null;
  return (
    <p className={styles.secondHandLink}>
      <Link to={parent.url}>{t("productExtras.secondHand.newLink", { name: `${parent.manufacturer} ${parent.name}` })}</Link>
    </p>
  );
}

export function QuoteBox({ quote }: { quote: ProductModel["quote"] }) {
  const t = useT();
  if (!quote) return null;
  return (
    <figure className={styles.quote} aria-label={t("productExtras.quote.title")}>
      {quote.image ? <img src={imageUrl(quote.image, "reviewThumb")} alt="" width={80} height={80} loading="lazy" /> : null}
      <div>
        <blockquote>
          <p>{quote.text}</p>
        </blockquote>
        {quote.name ? <figcaption>{quote.name}</figcaption> : null}
      </div>
    </figure>
  );
}

export function Sustainability({ criteria }: { criteria: string[] }) {
  const t = useT();
  return (
    <section aria-labelledby="product-sustainability" className={`${styles.section} ${styles.sustainability}`}>
      <h2 id="product-sustainability">
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 21c0-9 6-15 15-16-1 9-7 15-15 16Zm0 0 8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>{" "}
        {t("productExtras.sustainability.title")}
      </h2>
      <p>{t("productExtras.sustainability.intro", { count: criteria.length })}</p>
      <ul>
        {criteria.map((criterion) => (
          <li key={criterion}>{criterion}</li>
        ))}
      </ul>
    </section>
  );
}

export function Guides({ guides }: { guides: ProductModel["blogs"] }) {
  const t = useT();
  if (guides.length === 0) return null;
  return (
    <section aria-labelledby="product-guides" className={styles.section}>
      <h2 id="product-guides">{t("productExtras.guides.title")}</h2>
      <ul className={styles.guides}>
        {guides.map((guide) => (
          <li key={guide.url}>{keywordLinkKind(guide.url) === "internal" ? <Link to={guide.url}>{guide.title}</Link> : <a href={guide.url}>{guide.title}</a>}</li>
        ))}
      </ul>
    </section>
  );
}

export function WhoWeAre() {
  const t = useT();
  return (
    <section aria-labelledby="product-who-we-are" className={`${styles.section} ${styles.whoWeAre}`}>
      <h2 id="product-who-we-are">{t("productExtras.whoWeAre.title")}</h2>
      <p>{t("productExtras.whoWeAre.text")}</p>
    </section>
  );
}

export function CardList({ id, title, intro, items }: { id: string; title: string; intro?: string; items: ProductListItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section} data-list={id}>
      <h2 id={id}>{title}</h2>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      <ul className={styles.cards}>
        {items.map((item) => (
          <li key={item.id}>
            <ProductCard product={toCard(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProductBanners({ banners }: { banners: Banner[] }) {
  const t = useT();
  const shown = banners.slice(0, PRODUCT_PAGE_BANNERS_MAX);
  if (shown.length === 0) return null;
  return (
    <section aria-label={t("productExtras.banners.label")} className={styles.banners}>
      {shown.map((banner) => {
        const button = bannerButtons(banner)[0];
        const style = { "--banner-position": objectPosition(banner.cropPoint), "--banner-overlay": String(BANNER_OVERLAY_OPACITY) } as CSSProperties;
        const content = (
          <>
            <img src={imageUrl(banner.image, "banner")} alt="" width={640} height={360} loading="lazy" decoding="async" />
            <span className={styles.bannerText}>
              <strong>{banner.heading || banner.title}</strong>
              {button ? <span>{button.text}</span> : null}
            </span>
          </>
        );
        return (
          <article key={banner.id} className={styles.banner} style={style}>
            {button ? button.external ? <a href={button.url}>{content}</a> : <Link to={button.url}>{content}</Link> : content}
          </article>
        );
      })}
    </section>
  );
}
