// /compare/ (docs/product-page.md "Comparison"): the chosen models side by side. The server sends
// the shell; the list lives in this browser, so the models are fetched here from the product
// model API in the page's language and tax area. Rows: picture, name, brand, price, rating, then
// each technical property at least one model has; rows whose values differ are marked.
import { CARD_IMAGE_WIDTH, comparePath, comparisonRows, imageSrcSet, type CompareItem, type ProductModel } from "@polku/domain";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { Stars } from "../../components/ui/stars";
import { browserApi } from "../../lib/api";
import { useHydrated } from "../../lib/hydrated";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import { clearCompared, removeCompared, useCompared } from "./compare-store";
import styles from "./compare.module.css";

type Loaded = { status: "loading" } | { status: "failed" } | { status: "done"; model: ProductModel };

function useComparedModels(items: readonly CompareItem[]): Map<number, Loaded> {
  const { config } = useLocale();
  const [models, setModels] = useState(() => new Map<number, Loaded>());
  const key = items.map((item) => item.id).join(",");
  useEffect(() => {
    let live = true;
    setModels(new Map(items.map((item) => [item.id, { status: "loading" } as Loaded])));
    for (const item of items) {
      const path = comparePath(item, config.language);
      const answer = path ? browserApi.productModel(path, { language: config.language, taxAreaId: config.taxAreaId }) : Promise.reject(new Error("no path"));
      answer.then(
        (model) => live && setModels((old) => new Map(old).set(item.id, { status: "done", model })),
        () => live && setModels((old) => new Map(old).set(item.id, { status: "failed" })),
      );
    }
    return () => {
      live = false;
    };
    // The ids name the list; the items' other fields do not change what is fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, config.language, config.taxAreaId]);
  return models;
}

export function ComparePage() {
  const t = useT();
  const hydrated = useHydrated();
  const items = useCompared();
  const loaded = useComparedModels(items);
  const { formatPrice } = useLocale();
  const modelOf = (id: number) => {
    const entry = loaded.get(id);
    return entry?.status === "done" ? entry.model : null;
  };
  const rows = useMemo(
    () =>
      comparisonRows(
        items.map((item) => {
          const entry = loaded.get(item.id);
          return { properties: entry?.status === "done" ? entry.model.model_properties : [] };
        }),
      ),
    [items, loaded],
  );

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.heading}>{t("compare.title")}</h1>
      {!hydrated ? (
        <p className={styles.muted} aria-live="polite">{t("compare.loading")}</p>
      ) : items.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("compare.empty")}</p>
          <Link to="/" className="button button--primary">{t("compare.toShop")}</Link>
        </div>
      ) : (
        <>
          <p className={styles.hint}>{t("compare.scrollHint")}</p>
          <div className={styles.scroller} tabIndex={0} role="region" aria-label={t("compare.title")}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t("compare.title")}</caption>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {items.map((item) => {
                    const model = modelOf(item.id);
                    const entry = loaded.get(item.id);
                    const image = model?.colors[0]?.images[0] ?? null;
                    return (
                      <th key={item.id} scope="col" className={styles.productHead}>
                        <div className={styles.media}>
                          {image ? <img {...imageSrcSet(image, "card", "card2x")} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_WIDTH} /> : null}
                        </div>
                        <Link to={model?.model_url ?? `/${comparePath(item, "fi") ?? ""}/`} className={styles.name}>
                          {model?.name ?? item.name}
                        </Link>
                        {entry?.status === "failed" ? <p className={styles.muted}>{t("compare.failed")}</p> : null}
                        {entry?.status === "loading" ? <p className={styles.muted}>{t("compare.loading")}</p> : null}
                        <button type="button" className={styles.remove} aria-label={t("compare.remove", { name: item.name })} onClick={() => removeCompared(item.id)}>
                          <span aria-hidden="true">×</span>
                        </button>
                      </th>
                    );
                  })}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t("compare.brand")}</th>
                  {items.map((item) => <td key={item.id}>{modelOf(item.id)?.manufacturer.name ?? ""}</td>)}
                </tr>
                <tr>
                  <th scope="row">{t("compare.price")}</th>
                  {items.map((item) => {
                    const prices = modelOf(item.id)?.prices;
                    return (
                      <td key={item.id}>
                        {prices ? (
                          <>
                            <span className={prices.active < prices.regular ? styles.sale : styles.price}>{formatPrice(prices.active)}</span>
                            {prices.active < prices.regular ? <s className={styles.regular}>{formatPrice(prices.regular)}</s> : null}
                          </>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
                <tr>
                  <th scope="row">{t("compare.rating")}</th>
                  {items.map((item) => {
                    const model = modelOf(item.id);
                    return (
                      <td key={item.id}>
                        {model ? (model.rating_count > 0 ? <><Stars rating={model.rating} /> <span className={styles.muted}>({model.rating_count})</span></> : <span className={styles.muted}>{t("compare.noRating")}</span>) : null}
                      </td>
                    );
                  })}
                </tr>
                {rows.map((row) => (
                  <tr key={row.slug} data-differs={row.differs || undefined}>
                    <th scope="row">
                      {row.name}
                      {row.differs ? <span className="visually-hidden"> ({t("compare.differs")})</span> : null}
                    </th>
                    {row.values.map((value, index) => (
                      <td key={items[index]!.id}>{value ?? <span aria-hidden="true">–</span>}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.actions}>
            <button type="button" className="button" onClick={clearCompared}>{t("compare.clear")}</button>
          </p>
        </>
      )}
    </div>
  );
}
