// Five stars rounded to half steps (spec 02 §5); screen readers hear the value as text.
import { starsFromRating } from "@polku/domain";
import { useId } from "react";
import { useT } from "../../lib/i18n";
import styles from "./stars.module.css";

export function Stars({ rating, className }: { rating: number | null; className?: string }) {
  const t = useT();
  const stars = starsFromRating(rating);
  const uid = `s${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <span className={`${styles.stars} ${className ?? ""}`}>
      <span className="visually-hidden">{t("grid.rating", { stars })}</span>
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = stars >= i + 1 ? "full" : stars >= i + 0.5 ? "half" : "empty";
        return (
          <svg key={i} className={styles[fill]} viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
            <defs>
              <linearGradient id={`${uid}-half-${i}`}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
            <path
              d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z"
              fill={fill === "full" ? "currentColor" : fill === "half" ? `url(#${uid}-half-${i})` : "transparent"}
              stroke="currentColor"
              strokeWidth="1.2"
            />
          </svg>
        );
      })}
    </span>
  );
}
