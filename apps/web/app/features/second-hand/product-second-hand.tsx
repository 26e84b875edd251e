// The product page's second-hand parts (docs/second-hand.md), read in the browser and never
// cached, so a sold item is gone at once: on a new model, its items for sale ("also available
// second-hand"); on an item's own page, its condition, wear and where to see it, or that it is sold.
import type { SecondHandItem } from "@polku/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../lib/api";
import { browserCircularApi } from "../../lib/circular-api";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import { SecondHandCard } from "./second-hand-card";
import styles from "./second-hand.module.css";

const SHOWN = 4;

export function AlsoSecondHand({ modelId }: { modelId: number }) {
  const t = useT();
  const { config } = useLocale();
  const [items, setItems] = useState<SecondHandItem[]>([]);
  const { language, taxAreaId } = config;
  useEffect(() => {
    const controller = new AbortController();
    browserCircularApi
      .secondHandList({ language, taxAreaId, parent: modelId, sort: "condition" }, { signal: controller.signal })
      .then((answer) => setItems(answer.items))
      .catch((error: unknown) => {
        // Only a missing extra: the page is whole without it.
        if (!controller.signal.aborted) console.error("Failed to load the second-hand items", error);
      });
    return () => controller.abort();
  }, [modelId, language, taxAreaId]);
  if (items.length === 0) return null;
  return (
    <section className={styles.also} aria-labelledby="also-second-hand">
      <div className={styles.alsoHead}>
        <h2 id="also-second-hand" className={styles.alsoTitle}>
          {t("secondHand.alsoTitle")}
        </h2>
        <p className={styles.muted}>{t("secondHand.alsoLead")}</p>
      </div>
      <ul className={styles.grid}>
        {items.slice(0, SHOWN).map((item) => (
          <SecondHandCard key={item.id} item={item} headingLevel={3} />
        ))}
      </ul>
      <p>
        <Link to="/second-hand/">{t("secondHand.browseAll")}</Link>
      </p>
    </section>
  );
}

type ItemState = { status: "loading" } | { status: "item"; item: SecondHandItem } | { status: "sold" } | { status: "none" };

export function SecondHandCondition({ modelId }: { modelId: number }) {
  const t = useT();
  const { config } = useLocale();
  const [state, setState] = useState<ItemState>({ status: "loading" });
  const { language, taxAreaId } = config;
  useEffect(() => {
    const controller = new AbortController();
    browserCircularApi
      .secondHandItem(modelId, language, taxAreaId, { signal: controller.signal })
      .then((item) => setState({ status: "item", item }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 410) return setState({ status: "sold" });
        if (!(error instanceof ApiError && error.status === 404)) console.error("Failed to load the second-hand item", error);
        setState({ status: "none" });
      });
    return () => controller.abort();
  }, [modelId, language, taxAreaId]);
  if (state.status === "sold") {
    return (
      <p className={styles.soldNotice} role="status">
        {t("secondHand.sold")} <Link to="/second-hand/">{t("secondHand.browseAll")}</Link>
      </p>
    );
  }
  if (state.status !== "item") return null;
  const { item } = state;
  return (
    <section className={styles.condition} aria-labelledby="second-hand-condition" data-testid="second-hand-condition">
      <h2 id="second-hand-condition" className={styles.conditionTitle}>
        {t("secondHand.conditionLabel", { condition: t(`secondHand.condition.${item.condition}`) })}
      </h2>
      <h3 className={styles.wearTitle}>{t("secondHand.wearTitle")}</h3>
      <p className={styles.wear}>{item.wear}</p>
      {item.store ? (
        <p className={styles.muted}>
          {t("secondHand.seeIn", { store: "" })}
          <Link to={`/stores/${item.store.slug}/`}>{item.store.name}</Link>
        </p>
      ) : null}
      <p className={styles.muted}>{t("secondHand.oneOff")}</p>
    </section>
  );
}
