// /ski-wizard/{sport}/ (spec 01 §2-3, §8; spec 02 §4 "Ski wizard add"; docs/ski-wizard.md "The
// page"): the steps skis, bindings, boots and the summary. The page shows the first missing step
// (or the one `?group=` asks for), the models of that step that fit what is picked, and the set
// with its price; picking stores the part and moves on to the first missing step. The set goes to
// the cart as one bundle line.
import {
  addProduct, addToCartEvent, emptySkiWizard, lineDisplayName, firstMissingStep, pickedSkiSetId, pickFits, pickSkiPart, removeSkiPart, SKI_SET_GROUPS, withSkier,
  type CompatibleProductsResponse, type SkiGroup, type SkiSport, type SkiWizardItem, type SkiWizardItems, type SkiWizardStep,
} from "@polku/domain";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useDataLayer } from "../../lib/analytics";
import { useI18n } from "../../lib/i18n";
import { useCartStore } from "../cart/cart-context";
import { useLocale } from "../locale/locale-provider";
import { AddedToCartModal, type AddedItem } from "../product/added-to-cart-modal";
import { PartCard } from "./part-card";
import { SetSummary } from "./set-summary";
import { SkierForm } from "./skier-form";
import styles from "./ski-wizard.module.css";
import { useSkiWizard } from "./use-ski-wizard";

export type SkiWizardPageData = { status: "ready"; sport: SkiSport; items: SkiWizardItems; taxArea: number } | { status: "error"; sport: SkiSport };

const STEPS: readonly SkiWizardStep[] = [...SKI_SET_GROUPS, "summary"];
const ANSWER_KEY = { skis: "compatibleWithSkis", bindings: "compatibleWithBindings", boots: "compatibleWithBoots" } as const;

const isStep = (value: string | null): value is SkiWizardStep => (STEPS as readonly (string | null)[]).includes(value);

/** The variants of a group's models that fit the other picks; every variant while no answer says otherwise. */
function fittingVariants(items: SkiWizardItem[], group: SkiGroup, answer: CompatibleProductsResponse | null): Map<number, SkiWizardItem["variants"]> {
  const allowed = answer ? new Set(answer[ANSWER_KEY[group]]) : null;
  const out = new Map<number, SkiWizardItem["variants"]>();
  for (const item of items) {
    const variants = allowed ? item.variants.filter((v) => allowed.has(v.id)) : item.variants;
    if (variants.length > 0) out.set(item.model_id, variants);
  }
  return out;
}

export function SkiWizardPage({ data }: { data: SkiWizardPageData }) {
  const { t } = useI18n();
  const sportName = t(`skiWizard.sport.${data.sport}`);
  return (
    <div className={`container ${styles.page}`}>
      <nav aria-label={t("breadcrumbs.label")} className={styles.crumbs}>
        <Link to="/ski-wizard/">{t("skiWizard.title")}</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{sportName}</span>
      </nav>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t("skiWizard.pageTitle", { sport: sportName })}</h1>
        <p className={styles.lead}>{t(`skiWizard.sportText.${data.sport}`)}</p>
      </header>
      {data.status === "error" ? (
        <p className={styles.problemBox} role="alert">
          {t("skiWizard.loadFailed")}
        </p>
      ) : (
        <Wizard sport={data.sport} items={data.items} taxArea={data.taxArea} />
      )}
      <p className={styles.related}>
        <Link to="/shoe-wizard/">{t("shoeWizard.skiWizardLink")}</Link>
      </p>
    </div>
  );
}

function Wizard({ sport, items, taxArea }: { sport: SkiSport; items: SkiWizardItems; taxArea: number }) {
  const { t } = useI18n();
  const { config, formatPrice } = useLocale();
  const cart = useCartStore();
  const layer = useDataLayer();
  const wizard = useSkiWizard(sport, taxArea);
  const { state } = wizard;
  const [params, setParams] = useSearchParams();
  const [added, setAdded] = useState<AddedItem | null>(null);
  const asked = params.get("group");
  const featuredModel = Number(params.get("model")) || null;
  const step: SkiWizardStep = isStep(asked) ? asked : wizard.loaded ? firstMissingStep(state) : "skis";
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const lastStep = useRef(step);

  // A step change moves focus to its heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (lastStep.current !== step) stepHeading.current?.focus();
    lastStep.current = step;
  }, [step]);

  const goTo = (next: SkiWizardStep | null) => {
    const search = new URLSearchParams();
    if (next) search.set("group", next);
    setParams(search, { preventScrollReset: false });
  };

  const pick = (group: SkiGroup, item: SkiWizardItem, variant: SkiWizardItem["variants"][number]) => {
    const next = pickSkiPart(state, group, { variantId: variant.id, modelId: item.model_id, name: item.name, brand: item.brand, image: item.image, slug: item.path, size: variant.size });
    wizard.update(() => next);
    // spec 02 §4: adding stores the product, then the first missing step.
    goTo(firstMissingStep(next) === "summary" ? "summary" : null);
  };

  const addToCart = () => {
    const id = pickedSkiSetId(state);
    if (!id || !state.skis) return;
    const name = t(`skiWizard.setName.${sport}`);
    cart.update((current) => addProduct(current, { productId: id, skiSet: sport, amount: 1, name }), { immediate: true });
    layer.push(addToCartEvent({ modelId: state.skis.modelId, variantId: id, name, brand: "", unitPrice: state.prices.active, amount: 1, currency: config.currencyCode }));
    const parts = SKI_SET_GROUPS.flatMap((group) => {
      const p = state[group];
      return p ? [[lineDisplayName(p.brand, p.name), p.size].filter(Boolean).join(" ")] : [];
    });
    setAdded({ title: t("cart.added.title"), name, details: parts, image: state.skis.image, amount: 1, price: formatPrice(state.prices.active) });
  };

  const answer = wizard.compatibility.answer;
  const problems = wizard.current ? (answer?.problems ?? []) : [];
  const summary = (
    <SetSummary
      state={state}
      problems={problems}
      current={wizard.current}
      headingId="ski-wizard-set"
      onChange={(group) => goTo(group)}
      onRemove={(group) => wizard.update((s) => removeSkiPart(s, group))}
      onAdd={addToCart}
      onStartOver={() => {
        wizard.update((s) => ({ ...emptySkiWizard(), skier: s.skier }));
        goTo(null);
      }}
    />
  );

  return (
    <>
      <nav aria-label={t("skiWizard.steps")} className={styles.stepper}>
        <ol>
          {STEPS.map((s, i) => {
            const pickOf = s === "summary" ? null : state[s];
            const broken = s !== "summary" && pickOf !== null && !pickFits(s, state.compatible);
            return (
              <li key={s}>
                <Link
                  to={`?group=${s}`}
                  className={`${styles.step} ${s === step ? styles.stepCurrent : ""} ${pickOf ? styles.stepDone : ""} ${broken ? styles.stepBroken : ""}`}
                  aria-current={s === step ? "step" : undefined}
                  preventScrollReset
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {broken ? "!" : pickOf ? "✓" : i + 1}
                  </span>
                  <span className={styles.stepText}>
                    <span className={styles.stepName}>{t(`skiWizard.group.${s}`)}</span>
                    {s === "summary" ? null : <span className={styles.stepPick}>{pickOf ? [pickOf.name, pickOf.size].filter(Boolean).join(" · ") : t("skiWizard.notPicked")}</span>}
                    {broken ? <span className="visually-hidden">{t("skiWizard.incompatible")}</span> : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
      <SkierForm
        sport={sport}
        skier={state.skier}
        recommendation={answer?.skier ?? null}
        current={wizard.current}
        onChange={(skier) => wizard.update((s) => withSkier(s, skier))}
      />
      {wizard.compatibility.status === "error" ? (
        <div className={styles.problemBox} role="alert">
          <p>{t("skiWizard.compatibilityFailed")}</p>
          <button type="button" className="button button--secondary" onClick={wizard.retry}>
            {t("skiWizard.retry")}
          </button>
        </div>
      ) : null}
      {step === "summary" ? (
        <section className={styles.complete} aria-labelledby="ski-wizard-step">
          <p className={styles.stepLabel}>{t("skiWizard.stepNumber", { n: 4 })}</p>
          <h2 id="ski-wizard-step" ref={stepHeading} tabIndex={-1} className={styles.stepTitle}>
            {wizard.current && answer?.problems.length === 0 && SKI_SET_GROUPS.every((g) => state[g]) ? t("skiWizard.complete") : t("skiWizard.group.summary")}
          </h2>
          {wizard.current && answer?.problems.length === 0 && SKI_SET_GROUPS.every((g) => state[g]) ? <p>{t("skiWizard.completeText")}</p> : null}
          {summary}
        </section>
      ) : (
        <div className={styles.layout}>
          <Step
            group={step}
            items={items[step]}
            answer={wizard.current || wizard.compatibility.status !== "ready" ? answer : null}
            checking={wizard.compatibility.status === "loading"}
            pickedVariantId={state[step]?.variantId ?? null}
            featuredModel={featuredModel}
            headingRef={stepHeading}
            onPick={(item, variant) => pick(step, item, variant)}
          />
          <aside className={styles.side}>{summary}</aside>
          {/* Narrow screens: the set is below the list; this bar keeps it one tap away. */}
          <a href="#ski-wizard-set" className={styles.jump}>
            <span>{t("skiWizard.yourSet")}</span>
            <span className={styles.jumpCount}>{t("skiWizard.pickedCount", { count: SKI_SET_GROUPS.filter((g) => state[g]).length })}</span>
            <span className={styles.jumpPrice}>{formatPrice(SKI_SET_GROUPS.some((g) => state[g]) ? state.prices.active : 0)}</span>
          </a>
        </div>
      )}
      {added ? <AddedToCartModal item={added} onClose={() => setAdded(null)} /> : null}
    </>
  );
}

function Step({
  group, items, answer, checking, pickedVariantId, featuredModel, headingRef, onPick,
}: {
  group: SkiGroup;
  items: SkiWizardItem[];
  answer: CompatibleProductsResponse | null;
  checking: boolean;
  pickedVariantId: number | null;
  featuredModel: number | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onPick: (item: SkiWizardItem, variant: SkiWizardItem["variants"][number]) => void;
}) {
  const { t } = useI18n();
  const fitting = fittingVariants(items, group, answer);
  const featured = featuredModel ? items.find((item) => item.model_id === featuredModel) : undefined;
  // Models a web order can have now come first; the rest stay visible, their sizes disabled.
  const orderable = (item: SkiWizardItem) => (fitting.get(item.model_id) ?? []).some((v) => v.in_stock);
  const list = items.filter((item) => fitting.has(item.model_id) && item.model_id !== featured?.model_id).sort((a, b) => Number(orderable(b)) - Number(orderable(a)));
  const featuredFits = featured ? fitting.has(featured.model_id) : false;
  return (
    <section className={styles.stepSection} aria-labelledby="ski-wizard-step" aria-busy={checking}>
      <p className={styles.stepLabel}>{t("skiWizard.stepNumber", { n: SKI_SET_GROUPS.indexOf(group) + 1 })}</p>
      <h2 id="ski-wizard-step" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {t(`skiWizard.choose.${group}`)}
      </h2>
      <p className={styles.stepStatus} aria-live="polite" data-testid="ski-wizard-status">
        {checking ? t("skiWizard.checking") : `${t("skiWizard.fitting", { count: fitting.size })}. ${t("skiWizard.fittingNote")}`}
      </p>
      {fitting.size === 0 && !featured && !checking ? <p className={styles.problemBox}>{t("skiWizard.noneFit")}</p> : null}
      <ul className={styles.cards}>
        {featured ? (
          <PartCard
            key={`featured-${featured.model_id}`}
            item={featured}
            group={group}
            variants={featuredFits ? fitting.get(featured.model_id)! : featured.variants}
            pickedVariantId={pickedVariantId}
            featured
            incompatible={!featuredFits}
            onPick={onPick}
          />
        ) : null}
        {list.map((item) => (
          <PartCard key={item.model_id} item={item} group={group} variants={fitting.get(item.model_id)!} pickedVariantId={pickedVariantId} onPick={onPick} />
        ))}
      </ul>
    </section>
  );
}
