// Product group page (spec 02 §2): breadcrumbs from the flat group list by path prefix, the
// name as heading, the description trimmed by sentence with Read more, the child groups as
// chips, and the product grid with sort, filters and paging.
import { DESCRIPTION_LIMITS, type ProductGroupDetail, type ProductGroupNode } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { groupHref } from "../menu/menu-levels";
import { Breadcrumbs } from "./breadcrumbs";
import { Description } from "./description";
import type { ListingPayload } from "./listing-model";
import { ProductListing } from "./product-listing";
import styles from "./catalogue.module.css";
import head from "./page-head.module.css";

export interface GroupPageProps {
  group: ProductGroupDetail;
  trail: ProductGroupNode[];
  /** The group's node in the menu tree (the filters modal's group options). */
  node: ProductGroupNode | null;
  listing: ListingPayload;
  outlet: boolean;
  /** Footwear groups: the shoe wizard's invitation (docs/shoe-wizard.md "Links"). */
  shoeWizardLink?: boolean;
}

export function GroupPage({ group, trail, node, listing, outlet, shoeWizardLink = false }: GroupPageProps) {
  const t = useT();
  const crumbs = [{ label: t("breadcrumbs.home"), href: "/" }, ...trail.map((crumb) => ({ label: crumb.shortName || crumb.name, href: groupHref(crumb) }))];
  const children = group.children.filter((child) => child.showInMenu);

  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.pageHead}>
        <Breadcrumbs items={crumbs} />
        <h1 className={`${styles.pageTitle} ${head.title}`} tabIndex={-1}>
          {group.name}
        </h1>
        <Description text={group.description} html={group.description_html} title={group.name} limits={DESCRIPTION_LIMITS} />
        {children.length > 0 ? (
          <nav aria-label={t("grid.childGroups")}>
            <ul className={head.chips}>
              {children.map((child) => (
                <li key={child.id}>
                  <Link className={head.chip} to={groupHref(child)}>
                    {child.shortName || child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {shoeWizardLink ? (
          <p className={head.finder}>
            <span>{t("shoeWizard.groupLink")}</span>
            <Link to="/shoe-wizard/" className="button button--secondary">
              {t("shoeWizard.groupLinkCta")}
            </Link>
          </p>
        ) : null}
      </div>
      <ProductListing payload={listing} label={group.name} groupRoot={node} filterableProperties={group.filterable_properties} outlet={outlet} myStoreFilter />
    </div>
  );
}
