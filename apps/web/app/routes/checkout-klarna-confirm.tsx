// /checkout/klarna/confirm/?klarna_order_id= (spec 01 §2, §8): where the embedded checkout returns
// after a completed purchase, and where READ_ONLY_ORDER sends a cart whose checkout is complete.
// The browser's cart that carried this checkout is cleared here (it is the embedded checkout's
// confirmation page), so the read-only checkout does not send the shopper back again.
import { clearCart } from "@polku/domain";
import { useEffect } from "react";
import { Link } from "react-router";
import { useCartLoaded, useCartStore } from "../features/cart/cart-context";
import { forgetOrderAttempt } from "../features/orders/order-attempt";
import { orderNotFound } from "../features/orders/order-page.server";
import styles from "../features/orders/orders.module.css";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/checkout-klarna-confirm";

export const handle = { layout: "default" };

export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get("klarna_order_id")?.trim() ?? "";
  if (!id || id.length > 200) throw orderNotFound();
  return { klarnaOrderId: id };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("orders.ok.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function KlarnaConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const store = useCartStore();
  const loaded = useCartLoaded();
  useEffect(() => {
    if (!loaded || store.getSnapshot().klarnaGlobalCheckoutId !== loaderData.klarnaOrderId) return;
    forgetOrderAttempt();
    store.update(clearCart);
  }, [loaded, store, loaderData.klarnaOrderId]);
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t("orders.ok.title")}</h1>
      <div className={`${styles.alert} ${styles.success}`} role="status">
        <p>{t("orders.klarna.text")}</p>
      </div>
      <p className={`${styles.actions} ${styles.gapTop}`}>
        <Link to="/view-order/" className="button button--secondary">
          {t("orders.view.title")}
        </Link>
        <Link to="/" className="button button--primary">
          {t("error.continueShopping")}
        </Link>
      </p>
    </div>
  );
}
