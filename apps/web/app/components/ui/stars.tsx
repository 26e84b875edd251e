// Five stars rounded to half steps (spec 02 §5); screen readers hear the value as text. Drawn by
// CSS (two masked layers: the outlines, and the filled share on top), so a card's stars are one
// element instead of five inline SVGs: a group page of 113 cards carried 150 KB of star markup.
import { starsFromRating } from "@polku/domain";
import type { CSSProperties } from "react";
import { useT } from "../../lib/i18n";
import styles from "./stars.module.css";

export function Stars({ rating, className }: { rating: number | null; className?: string }) {
  const t = useT();
  const stars = starsFromRating(rating);
  return (
    <span className={`${styles.stars} ${className ?? ""}`}>
      <span className="visually-hidden">{t("grid.rating", { stars })}</span>
      <span className={styles.glyphs} style={{ "--stars": stars } as CSSProperties} aria-hidden="true" />
    </span>
  );
}
