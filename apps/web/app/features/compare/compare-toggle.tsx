// The product page's "Compare" toggle (docs/product-page.md "Comparison"), loaded by the page
// after hydration (its own chunk, outside the page's budget). Pressed while the model is chosen;
// a fifth model is refused with a message next to the button. The bar comes with it.
import { COMPARE_MAX, type ProductModel } from "@polku/domain";
import { useId, useState } from "react";
import { useT } from "../../lib/i18n";
import { CompareBar } from "./compare-bar";
import { toggleCompared, useCompared } from "./compare-store";
import styles from "./compare.module.css";

export default function CompareToggle({ model }: { model: Pick<ProductModel, "id" | "name" | "paths"> }) {
  const t = useT();
  const messageId = useId();
  const chosen = useCompared().some((item) => item.id === model.id);
  const [refused, setRefused] = useState(false);
  const onClick = () => {
    const status = toggleCompared({ id: model.id, name: model.name, paths: model.paths });
    setRefused(status === "full");
  };
  return (
    <div className={styles.toggleRow}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={chosen}
        aria-label={t("compare.add", { name: model.name })}
        aria-describedby={refused ? messageId : undefined}
        onClick={onClick}
      >
        <span className={styles.box} aria-hidden="true" />
        {t("compare.toggle")}
      </button>
      <p id={messageId} className={styles.refused} role="status">
        {refused && !chosen ? t("compare.full", { max: COMPARE_MAX }) : ""}
      </p>
      <CompareBar />
    </div>
  );
}
