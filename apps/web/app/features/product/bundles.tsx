// Bundle selector and the buy-bundle modal (spec 02 §2, §3 Bundle, §4 "Bundle selector"). Every
// model of the bundle (this product first, then the parts) gets a variant choice; the bundle
// variant id, its availability and orderability come from the domain's bundle rules. The add
// button hands the bundle variant id and amount to `onAddBundle` (the cart).
import {
  bundleAvailability,
  bundleVariantId,
  initialBundleChoice,
  isBundleOrderable,
  stockDisplay,
  type BundlePartVariant,
  type ExtraBundle,
} from "@polku/domain";
import { useId, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { useT, type Translate } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { StockLine } from "./stock-status";
import styles from "./product-extras.module.css";

/** A variant as the selector shows it: its facts and a label (colour / type / size). */
export interface BundleOption extends BundlePartVariant {
  shipping_time: { number: number; string: string | null };
  label: string;
}

export interface BundleModel {
  id: number;
  name: string;
  /** The page's own model comes first. */
  isMain: boolean;
  options: BundleOption[];
}

/** Puts the chosen bundle in the cart: the bundle, its variant id ("main-variant-variant…") and an amount. */
export type OnAddBundle = (bundle: ExtraBundle, bundleVariantId: string, amount: number, parts: string[]) => void;

export function optionLabel(v: { color: { name: string }; size: string | null; type: string | null }): string {
  return [v.color.name, v.type, v.size].filter(Boolean).join(" / ");
}

export function bundleModels(bundle: ExtraBundle, main: { id: number; name: string; options: BundleOption[] }): BundleModel[] {
  return [
    { id: main.id, name: main.name, isMain: true, options: main.options },
    ...bundle.secondary_product_models.map((part) => ({
      id: part.id,
      name: part.name,
      isMain: false,
      options: part.products.map((v) => ({ ...v, label: optionLabel(v) })),
    })),
  ];
}

export function BundleSelector({ bundles, onOpen }: { bundles: ExtraBundle[]; onOpen: (bundle: ExtraBundle) => void }) {
  const t = useT();
  const { formatPrice } = useLocale();
  if (bundles.length === 0) return null;
  return (
    <div className={styles.bundleSelector}>
      {bundles.map((bundle) => (
        <button key={bundle.id} type="button" className={`button button--secondary ${styles.bundleButton}`} onClick={() => onOpen(bundle)} aria-haspopup="dialog">
          <span className={styles.bundleButtonText}>
            <span>
              {t("productExtras.bundles.buy")}: {bundle.name}
            </span>
            {/* Bundles of one model may share a name: the parts tell them apart. */}
            <small>{t("productExtras.bundles.contains", { names: bundle.secondary_product_models.map((m) => m.name).join(", ") })}</small>
          </span>
          <strong>{formatPrice(bundle.prices.active)}</strong>
        </button>
      ))}
    </div>
  );
}

export function BundlesSection({ bundles, onOpen }: { bundles: ExtraBundle[]; onOpen: (bundle: ExtraBundle) => void }) {
  const t = useT();
  const { formatPrice } = useLocale();
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="product-bundles" className={styles.section}>
      <h2 id="product-bundles">{t("productExtras.bundles.title")}</h2>
      <ul className={styles.bundleList}>
        {bundles.map((bundle) => (
          <li key={bundle.id} className={styles.bundleCard}>
            <h3>{bundle.name}</h3>
            <p>{bundle.description}</p>
            <p className={styles.muted}>{t("productExtras.bundles.contains", { names: bundle.secondary_product_models.map((m) => m.name).join(", ") })}</p>
            <p className={styles.bundlePrice}>
              <strong>{formatPrice(bundle.prices.active)}</strong>
              {bundle.prices.discount_value > 0 ? (
                <>
                  {" "}
                  <s>{formatPrice(bundle.prices.regular)}</s> <span>{t("productExtras.bundles.save", { amount: formatPrice(bundle.prices.discount_value) })}</span>
                </>
              ) : null}
            </p>
            <button type="button" className="button" onClick={() => onOpen(bundle)} aria-haspopup="dialog">
              {t("productExtras.bundles.buy")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function storeNames(slugs: readonly string[], stores: readonly { slug: string; name: string }[]): string {
  return slugs.map((slug) => stores.find((s) => s.slug === slug)?.name ?? slug).join(", ");
}

export interface BundleModalProps {
  bundle: ExtraBundle;
  models: BundleModel[];
  /** The variant chosen on the page, preselected for this product when it is one of its own. */
  pageVariantId: number | null;
  onAddBundle?: OnAddBundle;
  onClose: () => void;
  blockedStockText: string | undefined;
}

export function BundleModal({ bundle, models, pageVariantId, onAddBundle, onClose, blockedStockText }: BundleModalProps) {
  const t = useT();
  const { formatPrice } = useLocale();
  const { stores } = useRootData();
  const amountId = useId();
  const [chosen, setChosen] = useState<(number | null)[]>(() => models.map((m) => initialBundleChoice(m.options.map((o) => o.id), m.isMain ? pageVariantId : null)));
  const [amount, setAmount] = useState(1);
  const parts = models.map((m, i) => m.options.find((o) => o.id === chosen[i]) ?? null);
  const availability = bundleAvailability(parts);
  const variantId = bundleVariantId(models[0]!.id, chosen);
  const orderable = isBundleOrderable(availability);
  const display = availability
    ? stockDisplay({ orderable, shippingTimeNumber: availability.shippingTimeNumber, blockedStock: availability.blockedStock })
    : null;
  // The slowest part's text for 30 days and more (spec 02 §4 shipping time of the longest part).
  const slowest = parts.reduce<BundleOption | null>((a, b) => (b && (!a || b.shipping_time.number > a.shipping_time.number) ? b : a), null);

  return (
    <Modal
      title={t("productExtras.bundles.modalTitle", { name: bundle.name })}
      onClose={onClose}
      width="wide"
      footer={
        <div className={styles.bundleFooter}>
          <label htmlFor={amountId}>{t("productExtras.bundles.amount")}</label>
          <input
            id={amountId}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={amount}
            onChange={(event) => setAmount(Math.min(99, Math.max(1, Math.floor(Number(event.target.value) || 1))))}
            className={`field ${styles.amount}`}
          />
          <button
            type="button"
            className="button button--primary"
            disabled={!variantId || !orderable || !onAddBundle}
            data-bundle-variant-id={variantId ?? undefined}
            onClick={() => variantId && onAddBundle?.(bundle, variantId, amount, parts.map((part, i) => `${models[i]!.name}${part ? ` (${part.label})` : ""}`))}
          >
            {t("productExtras.bundles.add")}
          </button>
        </div>
      }
    >
      <p>{bundle.description}</p>
      <div className={styles.bundleChoices}>
        {models.map((model, i) => (
          <BundleChoice
            key={model.id}
            model={model}
            value={chosen[i] ?? null}
            t={t}
            onChange={(id) => setChosen((list) => list.map((old, j) => (j === i ? id : old)))}
          />
        ))}
      </div>
      <p className={styles.bundlePrice} data-testid="bundle-price">
        <span>{t("productExtras.bundles.price")}: </span>
        <strong>{formatPrice(bundle.prices.active)}</strong>
        {bundle.prices.discount_value > 0 ? (
          <>
            {" "}
            <s>{formatPrice(bundle.prices.regular)}</s>
          </>
        ) : null}
      </p>
      <div data-testid="bundle-availability" data-stock={display?.kind ?? "choose"}>
        {availability && display ? (
          <>
            <StockLine display={display} variant={slowest ? { shipping_time: slowest.shipping_time } : null} blockedStockText={blockedStockText} />
            {!orderable ? <p className={styles.muted}>{t("productExtras.bundles.notOrderable")}</p> : null}
            {availability.inStockStores.length > 0 ? (
              <p className={styles.muted}>{t("productExtras.bundles.pickup", { stores: storeNames(availability.inStockStores.filter((s) => s.nouto).map((s) => s.slug), stores) || "–" })}</p>
            ) : null}
          </>
        ) : (
          <p className={styles.muted}>{t("productExtras.bundles.chooseAll")}</p>
        )}
      </div>
    </Modal>
  );
}

function BundleChoice({ model, value, onChange, t }: { model: BundleModel; value: number | null; onChange: (id: number | null) => void; t: Translate }) {
  const id = useId();
  return (
    <div className={styles.bundleChoice}>
      <label htmlFor={id}>
        {model.name}
        {model.isMain ? <span className={styles.muted}> ({t("productExtras.bundles.thisProduct")})</span> : null}
      </label>
      <select id={id} className="select" value={value ?? ""} onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}>
        <option value="">{t("productExtras.bundles.chooseOption")}</option>
        {model.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
