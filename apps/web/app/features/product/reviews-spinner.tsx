// The reviews' loading line (reviews.tsx, reviews-panel.tsx).
import styles from "./reviews.module.css";

export function Spinner({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}
