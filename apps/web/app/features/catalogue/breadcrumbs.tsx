import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import styles from "./catalogue.module.css";

export interface Crumb {
  label: string;
  href: string;
}

/** The last crumb is the current page (not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("breadcrumbs.label")} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.href}>
            {index === items.length - 1 ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <Link to={item.href}>{item.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
