// The Polku wordmark: a trail winding up to a fell top, and the name.
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import styles from "./shell.module.css";

export function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--color-forest-800)" />
      <path d="M5 31 16 15l5 7 4-5 10 14Z" fill="var(--color-stone-50)" />
      <path d="m16 15 3 4.3-3-1.3-2.4 2.2Z" fill="var(--color-forest-200)" />
      <path d="M21 35c-3-2 4-4 1-7s-6-1-4-5" fill="none" stroke="var(--color-amber-400)" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ shopName }: { shopName: string }) {
  const t = useT();
  return (
    <Link to="/" className={styles.logo} aria-label={t("shell.homeLink", { shop: shopName })}>
      <LogoMark />
      <span className={styles.wordmark} aria-hidden="true">
        {shopName}
      </span>
    </Link>
  );
}
