// A country's flag (decorative: the country name is always next to it).
import styles from "./locale.module.css";

export function Flag({ country }: { country: string }) {
  return <img className={styles.flag} src={`/flags/${country.toLowerCase()}/`} alt="" width={24} height={16} />;
}
