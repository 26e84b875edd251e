// Brand header (spec 02 §2 brand page, minimal): breadcrumbs, logo (width 200) or the name as
// heading, and the brand's newest products. The full brand page is a later issue.
import type { ProductListItem } from "@polku/domain";
import { useT } from "../../lib/i18n";
import { Breadcrumbs } from "./breadcrumbs";
import { ProductGrid } from "./product-card";
import styles from "./catalogue.module.css";

export interface BrandSummary {
  name: string;
  slug: string;
  logo: string | null;
}

export function BrandPage({ brand, products }: { brand: BrandSummary; products: ProductListItem[] }) {
  const t = useT();
  const crumbs = [
    { label: t("breadcrumbs.home"), href: "/" },
    { label: t("brand.brands"), href: "/manufacturers/" },
    { label: brand.name, href: `/${brand.slug}/` },
  ];
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.pageHead}>
        <Breadcrumbs items={crumbs} />
        <h1 className={styles.pageTitle}>
          {brand.logo ? <img className={styles.brandLogo} src={`${brand.logo}?w=400`} alt={brand.name} width={200} /> : brand.name}
        </h1>
      </div>
      <section aria-labelledby="brand-newest">
        <div className={styles.sectionHead}>
          <h2 id="brand-newest" className={styles.sectionTitle}>
            {t("brand.newest", { name: brand.name })}
          </h2>
          {products.length > 0 ? <span className={styles.count}>{t("product.count", { count: products.length })}</span> : null}
        </div>
        {products.length > 0 ? (
          <ProductGrid products={products} label={t("brand.newest", { name: brand.name })} />
        ) : (
          <p className={styles.empty}>{t("brand.noProducts")}</p>
        )}
      </section>
    </div>
  );
}
