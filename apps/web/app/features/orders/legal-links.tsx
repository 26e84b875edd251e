// The payment step's links to the terms of delivery and the privacy policy (issue 12): the pages
// the route slugs list in the shopper's language, opened in a new tab so the step stays as it is.
import type { LegalPageLinks } from "@polku/domain";
import { useT } from "../../lib/i18n";
import styles from "./orders.module.css";

export function LegalLinks({ legal }: { legal: LegalPageLinks }) {
  const t = useT();
  const links = [
    legal.terms ? { href: legal.terms, label: t("legal.terms") } : null,
    legal.privacy ? { href: legal.privacy, label: t("legal.privacy") } : null,
  ].filter((link): link is { href: string; label: string } => link !== null);
  if (links.length === 0) return null;
  return (
    <p className={styles.hint} data-testid="legal-links">
      {t("legal.read")}{" "}
      {links.map((link, index) => (
        <span key={link.href}>
          {index > 0 ? ` ${t("legal.and")} ` : null}
          <a href={link.href} target="_blank" rel="noopener">
            {link.label}
            <span className="visually-hidden"> {t("legal.newTab")}</span>
          </a>
        </span>
      ))}
    </p>
  );
}
