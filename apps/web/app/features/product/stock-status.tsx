// Availability of the selected variant (spec 02 §4 Stock display, §5): shown only once the size
// and type are chosen; the icon (check, circle, minus) and its text.
import { stockDisplay, type SelectedVariant, type ProductVariant, type StockDisplay } from "@polku/domain";
import { useT, type Translate } from "../../lib/i18n";
import styles from "./product-page.module.css";

function stockText(display: StockDisplay, variant: { shipping_time: { string: string | null } } | null, blockedStockText: string | undefined, t: Translate): string {
  switch (display.kind) {
    case "in_stock":
      return t("productPage.stock.inStock");
    case "on_order_days":
      return t("productPage.stock.days", { days: display.days });
    case "on_order_text": {
      // spec 02 §4: from 30 days the shipping time text rather than a number of days.
      const text = variant?.shipping_time.string;
      return text ? t("productPage.stock.text", { text }) : t("productPage.stock.days", { days: display.days });
    }
    case "blocked":
      return blockedStockText?.trim() || t("productPage.stock.blocked");
    case "unknown":
      return t("productPage.stock.unknown");
    case "out_of_stock":
      return t("productPage.stock.outOfStock");
  }
}

const ICON_CLASS: Record<StockDisplay["icon"], string | undefined> = { check: styles.stockCheck, circle: styles.stockCircle, minus: styles.stockMinus };

/** The icon and text of a stock display (the selected variant's, or a chosen bundle's). */
export function StockLine({ display, variant, blockedStockText }: { display: StockDisplay; variant: { shipping_time: { string: string | null } } | null; blockedStockText: string | undefined }) {
  const t = useT();
  return (
    <p className={styles.stock} data-stock={display.kind}>
      <StockIcon icon={display.icon} />
      <span>{stockText(display, variant, blockedStockText, t)}</span>
    </p>
  );
}

export function StockIcon({ icon }: { icon: StockDisplay["icon"] }) {
  return (
    <svg className={ICON_CLASS[icon]} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {icon === "check" ? (
        <>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="m5.5 10.2 3 3 6-6.4" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : icon === "circle" ? (
        <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="3" />
      ) : (
        <>
          <circle cx="10" cy="10" r="9" fill="currentColor" />
          <path d="M5.5 10h9" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

export interface StockStatusProps {
  shown: boolean;
  /** Which choice is still missing, for the prompt. */
  missing: "size" | "type";
  selected: SelectedVariant<ProductVariant>;
  blockedStockText: string | undefined;
}

export function StockStatus({ shown, missing, selected, blockedStockText }: StockStatusProps) {
  const t = useT();
  const variant = selected.variant;
  const display: StockDisplay = variant
    ? stockDisplay({ orderable: selected.orderable, shippingTimeNumber: variant.shipping_time.number, blockedStock: variant.blockedStock })
    : { kind: "out_of_stock", icon: "minus" };
  return (
    <section className={styles.availability} aria-labelledby="product-availability">
      <h2 id="product-availability" className={styles.sectionLabel}>
        {t("productPage.availability")}
      </h2>
      <p role="status" className={styles.stock} data-stock={shown ? display.kind : "choose"}>
        {shown ? (
          <>
            <StockIcon icon={display.icon} />
            <span>{stockText(display, variant, blockedStockText, t)}</span>
          </>
        ) : (
          <span className={styles.muted}>{t(missing === "size" ? "productPage.chooseSize" : "productPage.chooseType")}</span>
        )}
      </p>
    </section>
  );
}
