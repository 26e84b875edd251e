// The header's cart link (spec 01 §2) with the number of items. Rendered on the server with no
// count; the badge appears after hydration, placed over the icon so nothing moves.
import { Link } from "react-router";
import { CartIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { useCartCount } from "./cart-context";
import styles from "./cart.module.css";

export function HeaderCartLink({ className = "", labelClassName = "" }: { className?: string; labelClassName?: string }) {
  const t = useT();
  const count = useCartCount();
  return (
    <Link className={`${className} ${styles.headerCart}`} to="/checkout/" aria-label={t("cart.header.label", { count })}>
      <span className={styles.headerCartIcon}>
        <CartIcon />
        {count > 0 ? (
          <span className={styles.headerCartCount} data-testid="header-cart-count" aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </span>
      <span className={labelClassName} aria-hidden="true">
        {t("shell.cartShort")}
      </span>
    </Link>
  );
}
