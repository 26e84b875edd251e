// Staff stock transfer requests on the cart page (spec 01 §3 transferRequest, transferRequestFrom,
// transferRequestTo, transferrequest_reserve_quantity, transferrequest_high_priority; §5: changing
// the source stores validates at once; spec 02 §6 'order from stock of {store}'). Shown to staff
// only; the server takes the transfer fields from staff alone.
import { setTransferSources, type Cart } from "@polku/domain";
import { useId } from "react";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { useCartStore } from "./cart-context";
import styles from "./cart-transfer.module.css";

export function CartTransferRequest({ cart }: { cart: Cart }) {
  const t = useT();
  const store = useCartStore();
  const { stores } = useRootData();
  const id = useId();
  const physical = stores.filter((s) => s.type !== "web");

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`} data-testid="transfer-request">
      <h2 id={`${id}-heading`} className={styles.panelTitle}>
        {t("orders.transfer.title")}
      </h2>
      <label className={styles.check}>
        <input type="checkbox" checked={cart.transferRequest} onChange={(event) => store.update((current) => ({ ...current, transferRequest: event.target.checked }), { immediate: true })} />
        <span>{t("orders.transfer.enable")}</span>
      </label>
      {cart.transferRequest ? (
        <>
          <fieldset className={styles.methods}>
            <legend className={styles.fieldLegend}>{t("orders.transfer.from")}</legend>
            {physical.map((s) => (
              <label key={s.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={cart.transferRequestFrom.includes(s.id)}
                  onChange={(event) =>
                    // spec 01 §5: a change of the source warehouses validates at once.
                    store.update((current) => setTransferSources(current, event.target.checked ? [...current.transferRequestFrom, s.id] : current.transferRequestFrom.filter((x) => x !== s.id)), { immediate: true })
                  }
                />
                <span>{s.name}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={`${id}-target`}>{t("orders.transfer.to")}</label>
            <select
              id={`${id}-target`}
              className="field"
              value={cart.transferRequestTo ?? ""}
              onChange={(event) => store.update((current) => ({ ...current, transferRequestTo: event.target.value ? Number(event.target.value) : null }))}
            >
              <option value="">{t("orders.transfer.chooseTarget")}</option>
              {physical.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={cart.transferrequest_reserve_quantity} onChange={(event) => store.update((current) => ({ ...current, transferrequest_reserve_quantity: event.target.checked }))} />
            <span>{t("orders.transfer.reserve")}</span>
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={cart.transferrequest_high_priority} onChange={(event) => store.update((current) => ({ ...current, transferrequest_high_priority: event.target.checked }))} />
            <span>{t("orders.transfer.priority")}</span>
          </label>
        </>
      ) : null}
    </section>
  );
}
