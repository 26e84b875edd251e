// Brand page (spec 02 §2): breadcrumbs Brands > brand, a header with the promo carousel, the
// logo (width 200) or else the name as heading, the description (700 characters on desktop)
// with Read more, and the product grid.
import { imageUrl, DESCRIPTION_LIMITS, type Manufacturer, brandHref } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { Breadcrumbs } from "./breadcrumbs";
import { Description } from "./description";
import type { ListingPayload } from "./listing-model";
import { ProductListing } from "./product-listing";
import { PromoCarousel } from "./promo-carousel";
import styles from "./catalogue.module.css";
import head from "./page-head.module.css";

export const BRAND_DESCRIPTION_LIMITS = { mobile: DESCRIPTION_LIMITS.mobile, desktop: DESCRIPTION_LIMITS.brand };

export function BrandPage({ brand, listing, brandsHref, experienceHref = null }: { brand: Manufacturer; listing: ListingPayload; brandsHref: string; /** The brand's experience story, when it has one. */ experienceHref?: string | null }) {
  const t = useT();
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("brand.brands"), href: brandsHref },
    { label: brand.name, href: brandHref(brand.slug) },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.pageHead}>
        <Breadcrumbs items={crumbs} />
        <div className={brand.promoImages.length > 0 ? head.brandHead : undefined}>
          <PromoCarousel images={brand.promoImages} name={brand.name} />
          <div className={head.brandText}>
            <h1 className={`${styles.pageTitle} ${head.title}`} tabIndex={-1}>
              {brand.logo ? <img className={head.brandLogo} src={imageUrl(brand.logo, "brandLogo")} alt={brand.name} width={200} /> : brand.name}
            </h1>
            <Description text={brand.description} title={brand.name} limits={BRAND_DESCRIPTION_LIMITS} />
            {experienceHref ? (
              <p className={head.brandStory}>
                <Link to={experienceHref}>{t("experiences.brandStory", { brand: brand.name })}</Link>
              </p>
            ) : null}
          </div>
        </div>
      </div>
      <ProductListing payload={listing} label={brand.name} groupRoot={null} filterableProperties={null} myStoreFilter />
    </div>
  );
}
