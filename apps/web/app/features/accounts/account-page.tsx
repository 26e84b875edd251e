// The frame of the account flow pages: a card with a heading, and their shared meta (noindex:
// these pages are per person and per link).
import type { MetaDescriptor } from "react-router";
import type { ReactNode } from "react";
import type { MessageKey } from "../../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../../lib/meta";
import styles from "./accounts.module.css";

export function AccountCard({ id, title, lead, wide, children }: { id: string; title: string; lead?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${wide ? styles.wide : ""}`} aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </section>
    </div>
  );
}

export function accountMeta(args: { matches: Parameters<typeof rootDataOf>[0]; location: { pathname: string } }, title: MessageKey): MetaDescriptor[] {
  const root = rootDataOf(args.matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)(title), path: args.location.pathname }), { name: "robots", content: "noindex" }];
}

/** A success message that takes the place of the form. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <div className={styles.success} role="status">
      {children}
    </div>
  );
}
