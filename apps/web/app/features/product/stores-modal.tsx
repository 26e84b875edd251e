// Availability across stores (spec 02 §2 modal, §4 "Availability table icon", "Store always added
// to variant stores: id 20"): one row per store, the web warehouse always among them, with the
// domain's icon rule. Staff also see each store's balance, reservations and shelf code, which the
// browser asks from the staff-only stock call with the staff member's own token: shoppers' pages
// never carry them.
import { storeAvailabilityIcon, WEB_STORE_ID, type ProductVariant, type StaffStock } from "@polku/domain";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";
import { useIsStaff } from "../../lib/admin-data";
import { browserApi } from "../../lib/api";
import { authorizationFromCookies, readBrowserCookies } from "../../lib/cookies";
import { useT } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { StockIcon } from "./stock-status";
import styles from "./product-extras.module.css";

type StaffState = { status: "idle" | "loading" | "failed" } | { status: "done"; data: StaffStock };

export function StoresAvailability({ modelId, variant, label }: { modelId: number; variant: ProductVariant | null; label: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!variant) return null;
  return (
    <>
      <button type="button" className={styles.linkButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t("productExtras.stores.open")}
      </button>
      {open ? <StoresModal modelId={modelId} variant={variant} label={label} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function StoresModal({ modelId, variant, label, onClose }: { modelId: number; variant: ProductVariant; label: string; onClose: () => void }) {
  const t = useT();
  const { stores } = useRootData();
  const staff = useIsStaff();
  const [balances, setBalances] = useState<StaffState>({ status: "idle" });

  useEffect(() => {
    if (!staff) return;
    const authorization = authorizationFromCookies(readBrowserCookies());
    if (!authorization) return;
    const controller = new AbortController();
    setBalances({ status: "loading" });
    browserApi
      .staffStock(modelId, authorization, { signal: controller.signal })
      .then((data) => setBalances({ status: "done", data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("Failed to load the store balances", error);
        setBalances({ status: "failed" });
      });
    return () => controller.abort();
  }, [staff, modelId]);

  const stocked = new Set(variant.inStockStores.map((s) => s.slug));
  // spec 02 §2 links /stores/{slug}/ and /pikanouto: a store with a page of its own is named by a
  // link to it; a store that can hand this variant out by express pickup says so, and the modal
  // links the express pickup page once.
  const expressPickup = new Set(variant.inStockStores.filter((s) => s.pikanouto).map((s) => s.slug));
  const rows = balances.status === "done" ? (balances.data.variants.find((v) => v.id === variant.id)?.detailed_stocks ?? []) : [];
  const text = { check: t("productExtras.stores.inStock"), circle: t("productExtras.stores.onOrder"), minus: t("productExtras.stores.none") };

  return (
    <Modal title={t("productExtras.stores.title")} onClose={onClose} width={staff ? "wide" : "default"}>
      {label ? <p className={styles.muted}>{t("productExtras.stores.variant", { variant: label })}</p> : null}
      <div className={styles.tableScroll}>
      <table className={styles.storesTable}>
        <thead>
          <tr>
            <th scope="col">{t("productExtras.stores.store")}</th>
            <th scope="col">{t("productExtras.stores.status")}</th>
            {staff ? (
              <>
                <th scope="col">{t("productExtras.stores.quantity")}</th>
                <th scope="col">{t("productExtras.stores.reserved")}</th>
                <th scope="col">{t("productExtras.stores.shelf")}</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {stores.map((store) => {
            // spec 02 §9: the web warehouse (id 20, the only store of type web) is always listed.
            const storeId = store.type === "web" ? WEB_STORE_ID : 0;
            const icon = storeAvailabilityIcon({
              storeId,
              storeHasStock: stocked.has(store.slug),
              onOrder: variant.onOrder,
              shippingTimeNumber: variant.shipping_time.number,
              blockedStock: variant.blockedStock,
            });
            const row = rows.find((r) => r.store === store.slug);
            return (
              <tr key={store.slug} data-store={store.slug} data-icon={icon}>
                <th scope="row">{store.type === "web" ? store.name : <Link to={`/stores/${store.slug}/`}>{store.name}</Link>}</th>
                <td>
                  <span className={styles.storeStatus}>
                    <StockIcon icon={icon} />
                    {text[icon]}
                  </span>
                  {expressPickup.has(store.slug) ? <span className={styles.expressPickup} data-express-pickup>{t("productExtras.stores.expressPickup")}</span> : null}
                </td>
                {staff ? (
                  <>
                    <td>{row ? row.quantity : balances.status === "done" ? 0 : ""}</td>
                    <td>{row?.blocked_quantity || ""}</td>
                    <td>{row?.shelf_code ?? ""}</td>
                  </>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
      {expressPickup.size > 0 ? (
        <p>
          <Link to="/pikanouto/">{t("productExtras.stores.pickupLink")}</Link>
        </p>
      ) : null}
      {staff && balances.status === "loading" ? <p className={styles.muted}>{t("productExtras.loading")}</p> : null}
      {staff && balances.status === "failed" ? <p role="alert">{t("productExtras.stores.staffFailed")}</p> : null}
    </Modal>
  );
}
