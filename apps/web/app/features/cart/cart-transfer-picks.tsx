// A cart row's picks of a staff transfer from several source stores (spec 01 §3
// transferAmountsFrom, §5: each row's picked units must cover its amount; docs/cart.md
// "Transfer picks"). One number input per source store, 0 up to the store's sellable units from
// the checkout answer; a change validates after the usual debounce, and the server's refusal
// names the rows still short.
import { setTransferPick, type CartProduct, type CheckoutResponse } from "@polku/domain";
import { useId } from "react";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useCartStore } from "./cart-context";
import styles from "./cart-transfer.module.css";

interface CartTransferPicksProps {
  line: CartProduct;
  /** The source stores, in the order they were chosen. */
  sources: readonly number[];
  result: CheckoutResponse["products"][number] | undefined;
}

export function CartTransferPicks({ line, sources, result }: CartTransferPicksProps) {
  const t = useT();
  const store = useCartStore();
  const { stores } = useRootData();
  const id = useId();
  const picked = sources.reduce((sum, storeId) => sum + (line.transferAmountsFrom?.[String(storeId)] ?? 0), 0);
  return (
    <fieldset className={styles.picks} data-testid="transfer-picks">
      <legend className={styles.fieldLegend}>{t("orders.transfer.pickLegend")}</legend>
      <div className={styles.pickList}>
        {sources.map((storeId) => {
          const name = stores.find((entry) => entry.id === storeId)?.name ?? String(storeId);
          const sellable = result?.transfer_stock?.find((entry) => entry.store_id === storeId)?.sellable;
          const inputId = `${id}-${storeId}`;
          return (
            <div key={storeId} className={styles.pick}>
              <label htmlFor={inputId}>{t("orders.transfer.pickUnits", { store: name })}</label>
              <input
                id={inputId}
                className={`field ${styles.pickInput}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={sellable}
                step={1}
                value={line.transferAmountsFrom?.[String(storeId)] ?? 0}
                aria-describedby={sellable === undefined ? undefined : `${inputId}-stock`}
                onChange={(event) => store.update((cart) => setTransferPick(cart, line.productId, storeId, event.target.value === "" ? 0 : Number(event.target.value), sellable))}
              />
              {sellable === undefined ? null : (
                <span id={`${inputId}-stock`} className={styles.pickStock}>
                  {t("orders.transfer.pickStock", { count: sellable })}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <p className={picked >= line.amount ? styles.pickCovered : styles.pickShort} data-testid="transfer-picked">
        {t("orders.transfer.picked", { picked, amount: line.amount })}
      </p>
    </fieldset>
  );
}
