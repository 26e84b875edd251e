// A page description trimmed by sentence (spec 02 §5): both the mobile and the desktop trim are
// rendered on the server and CSS shows one, so nothing jumps on load. Read more opens a modal
// with the full text and is hidden when nothing was cut.
import { trimDescription } from "@polku/domain";
import { useState } from "react";
import { Modal } from "../../components/ui/modal";
import { useT } from "../../lib/i18n";
import styles from "./page-head.module.css";

export interface DescriptionProps {
  text: string;
  /** The full description as HTML (the group's description_html); else paragraphs of `text`. */
  html?: string;
  title: string;
  limits: { mobile: number; desktop: number };
}

export function Description({ text, html, title, limits }: DescriptionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!text.trim()) return null;
  const variants = [
    { className: styles.mobileOnly, trimmed: trimDescription(text, limits.mobile) },
    { className: styles.desktopOnly, trimmed: trimDescription(text, limits.desktop) },
  ];
  return (
    <>
      {variants.map(({ className, trimmed }) => (
        <div key={className} className={`${styles.description} ${className}`}>
          <p>{trimmed.text}</p>
          {trimmed.cut ? (
            <button type="button" className={styles.readMore} onClick={() => setOpen(true)} aria-haspopup="dialog">
              {t("grid.readMore")}
            </button>
          ) : null}
        </div>
      ))}
      {open ? (
        <Modal title={title} onClose={() => setOpen(false)} width="wide">
          {html ? (
            <div className={styles.fullDescription} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <div className={styles.fullDescription}>
              {text
                .split(/\r?\n+/)
                .filter((paragraph) => paragraph.trim())
                .map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
            </div>
          )}
        </Modal>
      ) : null}
    </>
  );
}
