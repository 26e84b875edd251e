// A main group's "shop by gender and activity" links (issue 12; docs/storefront.md "Shop by gender
// and activity") in the desktop menu panel and the mobile menu's second level: the group's page
// filtered with the catalogue's own parameters. The filters come with the group tree (`shopBy`).
import { SHOP_BY_FILTERS, shopByLinks, type ProductGroupNode } from "@polku/domain";
import { Link } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import styles from "./shop-by.module.css";

export function ShopByLinks({ group, onLeave, headingAs: Heading = "h3" }: { group: ProductGroupNode; onLeave?: () => void; headingAs?: "h2" | "h3" }) {
  const t = useT();
  const links = shopByLinks(group);
  if (!links.length) return null;
  return (
    <div className={styles.shopBy} data-testid="shop-by">
      {SHOP_BY_FILTERS.map((filter) => {
        const own = links.filter((link) => link.filter === filter);
        if (!own.length) return null;
        const headingId = `shop-by-${group.id}-${filter}`;
        return (
          <section key={filter} className={styles.filter} aria-labelledby={headingId}>
            <Heading id={headingId} className={styles.title}>
              {t(`shopBy.${filter}` as MessageKey)}
            </Heading>
            <ul className={styles.links}>
              {own.map((link) => (
                <li key={link.value}>
                  <Link className={styles.link} to={link.href} onClick={onLeave}>
                    {link.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
