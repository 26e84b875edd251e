// /checkout/klarna/confirm/?klarna_order_id= (spec 01 §2, §8): where the embedded checkout returns
// after a completed purchase, and where READ_ONLY_ORDER sends a cart whose checkout is complete.
// The loader asks the server for the order of that checkout (docs/payments.md "Klarna"): the
// server reads Klarna and records a completed checkout as Klarna's push would, so the page shows
// the order as recorded, with Klarna's confirmation snippet (its scripts re-run like kco_iframe).
// A paid or pending order clears the browser's cart that carried this checkout; a refused one
// keeps the cart (without the finished checkout) so the shopper can pay again.
import { clearCart, klarnaOrderIdSchema, orderResultPath, resultKindOf, type KlarnaConfirmation, type OrderResultKind } from "@polku/domain";
import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { useCartLoaded, useCartStore } from "../features/cart/cart-context";
import { KcoSnippet } from "../features/orders/kco-snippet";
import { forgetOrderAttempt } from "../features/orders/order-attempt";
import { RetryPaymentLinks } from "../features/orders/order-result";
import styles from "../features/orders/orders.module.css";
import { ApiError } from "../lib/api";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/checkout-klarna-confirm";

export const handle = { layout: "default" };

type Confirm =
  | { state: "found"; klarnaOrderId: string; kind: OrderResultKind; confirmation: KlarnaConfirmation }
  /** The shop has no order for this checkout (or the address is not one). */
  | { state: "unknown"; klarnaOrderId: string }
  /** Klarna (or the shop's API) could not be asked: trying again is safe. */
  | { state: "unavailable"; klarnaOrderId: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("klarna_order_id")?.trim() ?? "";
  const id = klarnaOrderIdSchema.safeParse(raw);
  if (!id.success) return data<Confirm>({ state: "unknown", klarnaOrderId: "" }, { status: 404 });
  try {
    const confirmation = await serverApi(context).klarnaConfirmation(id.data);
    return data<Confirm>({ state: "found", klarnaOrderId: id.data, kind: resultKindOf(confirmation), confirmation });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return data<Confirm>({ state: "unknown", klarnaOrderId: id.data }, { status: 404 });
    console.error("Reading the Klarna confirmation failed", error);
    return data<Confirm>({ state: "unavailable", klarnaOrderId: id.data }, { status: 503 });
  }
}

const TITLE: Record<OrderResultKind | "unknown" | "unavailable", MessageKey> = {
  ok: "orders.ok.title",
  process: "orders.process.title",
  error: "orders.error.title",
  cancelled: "orders.cancelled.title",
  unknown: "orders.notFound",
  unavailable: "orders.klarna.unavailableTitle",
};

function titleOf(confirm: Confirm): MessageKey {
  return TITLE[confirm.state === "found" ? confirm.kind : confirm.state];
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const title = loaderData ? titleOf(loaderData) : "orders.ok.title";
  return [...pageMeta({ root, title: translatorOf(root)(title), path: location.pathname }), { name: "robots", content: "noindex" }];
}

/** The cart that carried this checkout: emptied after a purchase, or freed of the finished checkout. */
function useSettleCart(confirm: Confirm) {
  const store = useCartStore();
  const loaded = useCartLoaded();
  const outcome = confirm.state !== "found" ? null : confirm.kind === "ok" || confirm.kind === "process" ? "bought" : "refused";
  useEffect(() => {
    if (!loaded || outcome === null || store.getSnapshot().klarnaGlobalCheckoutId !== confirm.klarnaOrderId) return;
    forgetOrderAttempt();
    if (outcome === "bought") store.update(clearCart);
    else store.update((current) => ({ ...current, klarnaGlobalCheckoutId: null }));
  }, [loaded, store, outcome, confirm.klarnaOrderId]);
}

export default function KlarnaConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  const confirm = loaderData;
  useSettleCart(confirm);
  const title = <h1 className={styles.title}>{t(titleOf(confirm))}</h1>;

  if (confirm.state !== "found") {
    const unavailable = confirm.state === "unavailable";
    return (
      <div className={`container ${styles.page} ${styles.narrow}`} data-testid="klarna-confirm" data-state={confirm.state}>
        {title}
        <div className={styles.alert} role="alert">
          <p>{t(unavailable ? "orders.klarna.unavailable" : "orders.klarna.unknown")}</p>
        </div>
        <p className={`${styles.actions} ${styles.gapTop}`}>
          {unavailable ? (
            <Link to={`${location.pathname}${location.search}`} reloadDocument className="button button--primary">
              {t("orders.klarna.retry")}
            </Link>
          ) : null}
          <Link to="/view-order/" className={`button ${unavailable ? "button--secondary" : "button--primary"}`}>
            {t("orders.view.title")}
          </Link>
          <Link to="/" className="button button--secondary">
            {t("error.continueShopping")}
          </Link>
        </p>
      </div>
    );
  }

  const { confirmation, kind } = confirm;
  const refused = kind === "error" || kind === "cancelled";
  const orderPage = orderResultPath(kind, confirmation.number, confirmation.access_token);
  return (
    <div className={`container ${styles.page} ${styles.narrow}`} data-testid="klarna-confirm" data-state={kind}>
      {title}
      <div className={refused ? styles.alert : `${styles.alert} ${styles.success}`} role={refused ? "alert" : "status"}>
        <p className={styles.lead}>{t("orders.ok.number", { number: confirmation.number })}</p>
        <p>{t(kind === "ok" ? "orders.klarna.paid" : kind === "process" ? "orders.klarna.text" : kind === "error" ? "orders.error.text" : "orders.cancelled.text")}</p>
      </div>
      <p className={`${styles.actions} ${styles.gapTop}`}>
        {refused ? (
          <RetryPaymentLinks />
        ) : (
          <>
            <Link to={orderPage} className="button button--primary">
              {t("orders.klarna.viewOrder")}
            </Link>
            <Link to="/" className="button button--secondary">
              {t("error.continueShopping")}
            </Link>
          </>
        )}
      </p>
      {confirmation.html_snippet ? (
        <div className={styles.gapTop}>
          <KcoSnippet html={confirmation.html_snippet} label={t("orders.klarna.confirmation")} />
        </div>
      ) : null}
    </div>
  );
}
