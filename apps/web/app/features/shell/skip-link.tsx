import { useT } from "../../lib/i18n";
import styles from "./shell.module.css";

export const MAIN_ID = "main-content";

export function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      {t("shell.skipToContent")}
    </a>
  );
}
