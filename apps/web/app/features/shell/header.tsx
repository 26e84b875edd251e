// Shop header (spec 01 §2): logo, main menu, search, locale, account and cart. Below 900 px the
// menu button opens the mobile menu panel instead of the desktop menu bar.
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { AccountIcon, MenuIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { useRootData, useUser } from "../../lib/root-data";
import { useProductGroups } from "../../lib/resource-stores";
import { HeaderCartLink } from "../cart/header-cart";
import { LocaleButton } from "../locale/locale-button";
import { DesktopMenu } from "./desktop-menu";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchBox } from "./search-box";
import styles from "./shell.module.css";

export function Header() {
  const t = useT();
  const { shopName } = useRootData();
  const groups = useProductGroups();
  const loggedIn = useUser().isAuthenticated;
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.menuButton}`}
          onClick={() => setMobileOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={mobileOpen}
        >
          <MenuIcon />
          <span className={styles.iconLabel}>{t("shell.openMenu")}</span>
        </button>
        <Logo shopName={shopName} />
        <SearchBox className={styles.headerSearch} />
        <div className={styles.actions}>
          <LocaleButton />
          {/* spec 01 §2: the account page for a logged-in customer, the login page for a guest. */}
          <Link
            className={styles.iconButton}
            to={loggedIn ? "/accounts/" : "/accounts/login/"}
            aria-label={t(loggedIn ? "shell.account" : "accounts.header.login")}
          >
            <AccountIcon />
            <span className={styles.iconLabel} aria-hidden="true">
              {t(loggedIn ? "shell.accountShort" : "accounts.header.loginShort")}
            </span>
          </Link>
          <HeaderCartLink className={styles.iconButton} labelClassName={styles.iconLabel} />
        </div>
      </div>
      <div className={styles.desktopOnly}>
        <DesktopMenu groups={groups} />
      </div>
      {mobileOpen ? <MobileMenu groups={groups} onClose={closeMobile} /> : null}
    </header>
  );
}
