// /second-hand/ (spec 01 §2; docs/second-hand.md): the used items for sale with the listing's
// filters (group, brand, size, condition, price) and the catalogue's sorts. The filters are a GET
// form, so every choice is an address that can be shared and works without JavaScript; with it,
// a change applies at once.
import { SECOND_HAND_CONDITIONS, SECOND_HAND_SORTS, type SecondHandListResponse, type SecondHandSort } from "@polku/domain";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import { useMediaQuery } from "../../lib/media-query";
import { SecondHandCard } from "./second-hand-card";
import styles from "./second-hand.module.css";

export interface SecondHandChoices {
  group: string[];
  brand: string[];
  size: string[];
  condition: string[];
  /** Euros as typed. */
  min: string;
  max: string;
  sort: SecondHandSort;
}

export type SecondHandPageData = { status: "ready"; answer: SecondHandListResponse; choices: SecondHandChoices } | { status: "error"; choices: SecondHandChoices };

const SORT_LABEL: Record<SecondHandSort, MessageKey> = {
  newest: "grid.sort.newest",
  lowest: "grid.sort.lowest",
  highest: "grid.sort.highest",
  alphabetical: "grid.sort.alphabetical",
  condition: "secondHand.sort.condition",
};

function Facet({ name, legend, options, chosen, label }: { name: string; legend: string; options: { value: string; label: string; count: number }[]; chosen: string[]; label?: (value: string) => string }) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.facetLegend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.option}>
          <input type="checkbox" name={name} value={option.value} defaultChecked={chosen.includes(option.value)} disabled={option.count === 0 && !chosen.includes(option.value)} />
          <span>
            {label ? label(option.value) : option.label} <span className={styles.muted}>({option.count})</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function SecondHandPage({ data }: { data: SecondHandPageData }) {
  const t = useT();
  const submit = useSubmit();
  const navigation = useNavigation();
  const { choices } = data;
  const busy = navigation.state === "loading" && navigation.location.pathname === "/second-hand/";
  const filtered = choices.group.length + choices.brand.length + choices.size.length + choices.condition.length > 0 || choices.min !== "" || choices.max !== "";
  // The form is keyed by the address's choices, so a back or forward shows them checked.
  const formKey = JSON.stringify(choices);
  // Below the desktop layout the filters start folded, so the items come first.
  const narrow = useMediaQuery("(max-width: 899px)");
  const steps = [t("secondHand.how1"), t("secondHand.how2"), t("secondHand.how3")];

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.hero} aria-labelledby="second-hand-title">
        <h1 id="second-hand-title" className={styles.title}>
          {t("secondHand.title")}
        </h1>
        <p className={styles.lead}>{t("secondHand.lead")}</p>
      </section>
      {data.status === "error" ? (
        <p className={styles.notice} role="alert">
          {t("secondHand.loadFailed")}
        </p>
      ) : (
        <Form
          key={formKey}
          method="get"
          action="/second-hand/"
          className={styles.layout}
          preventScrollReset
          onChange={(event) => {
            // Prices apply on leaving the field or with the button, not on every keystroke.
            const target: EventTarget = event.target;
            if (target instanceof HTMLInputElement && target.type === "number") return;
            submit(event.currentTarget, { preventScrollReset: true, replace: false });
          }}
        >
          <details className={styles.filters} open={!narrow}>
            <summary className={styles.filtersSummary}>{t("secondHand.filters")}</summary>
            <div className={styles.filtersBody}>
              <Facet name="group" legend={t("secondHand.filter.group")} options={data.answer.facets.groups} chosen={choices.group} />
              <Facet name="condition" legend={t("secondHand.filter.condition")} options={data.answer.facets.conditions} chosen={choices.condition}
                label={(value) => ((SECOND_HAND_CONDITIONS as readonly string[]).includes(value) ? t(`secondHand.condition.${value as (typeof SECOND_HAND_CONDITIONS)[number]}`) : value)} />
              <Facet name="brand" legend={t("secondHand.filter.brand")} options={data.answer.facets.brands} chosen={choices.brand} />
              <Facet name="size" legend={t("secondHand.filter.size")} options={data.answer.facets.sizes} chosen={choices.size} />
              <fieldset className={styles.facet}>
                <legend className={styles.facetLegend}>{t("secondHand.filter.price")}</legend>
                <div className={styles.priceInputs}>
                  <label className={styles.priceField}>
                    <span>{t("secondHand.filter.priceMin")}</span>
                    <input type="number" name="min" min={0} step={1} inputMode="numeric" defaultValue={choices.min} />
                  </label>
                  <label className={styles.priceField}>
                    <span>{t("secondHand.filter.priceMax")}</span>
                    <input type="number" name="max" min={0} step={1} inputMode="numeric" defaultValue={choices.max} />
                  </label>
                </div>
              </fieldset>
              <div className={styles.filterActions}>
                <button type="submit" className="button button--primary">
                  {t("secondHand.filter.apply")}
                </button>
                {filtered ? <Link to="/second-hand/">{t("secondHand.filter.clear")}</Link> : null}
              </div>
            </div>
          </details>
          <div className={styles.results} aria-busy={busy}>
            <div className={styles.toolbar}>
              <p className={styles.count} role="status">
                {t("secondHand.count", { count: data.answer.items.length })}
              </p>
              <label className={styles.sort}>
                <span>{t("grid.sort.label")}</span>
                <select name="sort" defaultValue={choices.sort}>
                  {SECOND_HAND_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(SORT_LABEL[sort])}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {data.answer.items.length === 0 ? (
              <p className={styles.notice}>{data.answer.total === 0 ? t("secondHand.none") : t("secondHand.empty")}</p>
            ) : (
              <ul className={styles.grid}>
                {data.answer.items.map((item) => (
                  <SecondHandCard key={item.id} item={item} />
                ))}
              </ul>
            )}
          </div>
        </Form>
      )}
      <section aria-labelledby="second-hand-how" className={styles.how}>
        <h2 id="second-hand-how" className={styles.howTitle}>
          {t("secondHand.howTitle")}
        </h2>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
