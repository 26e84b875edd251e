// Group navigation page (spec 02 §2 product group page, minimal): breadcrumbs from the flat group
// list by path prefix, heading, child groups with images and the newest products of the group.
// The full product grid with sort and filters is a later issue.
import type { ProductGroupNode, ProductListItem } from "@polku/domain";
import { useT } from "../../lib/i18n";
import { groupHref } from "../menu/menu-levels";
import { Breadcrumbs } from "./breadcrumbs";
import { GroupCardGrid } from "./group-card";
import { ProductGrid } from "./product-card";
import styles from "./catalogue.module.css";

export function GroupPage({ group, trail, products }: { group: ProductGroupNode; trail: ProductGroupNode[]; products: ProductListItem[] }) {
  const t = useT();
  const crumbs = [{ label: t("breadcrumbs.home"), href: "/" }, ...trail.map((node) => ({ label: node.shortName || node.name, href: groupHref(node) }))];
  const children = group.children;
  const links = group.links.map((link, index) => ({ id: -1 - index, name: link.title, path: link.slug, image: link.image }));

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.pageHead}>
        <Breadcrumbs items={crumbs} />
        <h1 className={styles.pageTitle}>{group.name}</h1>
      </div>

      {children.length > 0 ? (
        <section aria-labelledby="group-children">
          <div className={styles.sectionHead}>
            <h2 id="group-children" className={styles.sectionTitle}>
              {t("group.subgroups")}
            </h2>
          </div>
          <GroupCardGrid groups={children} label={t("group.subgroups")} />
        </section>
      ) : null}

      {links.length > 0 ? (
        <section aria-labelledby="group-links">
          <div className={styles.sectionHead}>
            <h2 id="group-links" className={styles.sectionTitle}>
              {t("group.seeAlso")}
            </h2>
          </div>
          <GroupCardGrid groups={links} label={t("group.seeAlso")} />
        </section>
      ) : null}

      <section aria-labelledby="group-newest">
        <div className={styles.sectionHead}>
          <h2 id="group-newest" className={styles.sectionTitle}>
            {t("group.newest", { name: group.name })}
          </h2>
          {products.length > 0 ? <span className={styles.count}>{t("product.count", { count: products.length })}</span> : null}
        </div>
        {products.length > 0 ? (
          <ProductGrid products={products} label={t("group.newest", { name: group.name })} />
        ) : (
          <p className={styles.empty}>{t("group.noProducts")}</p>
        )}
      </section>
    </div>
  );
}
