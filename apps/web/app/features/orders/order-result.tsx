// The payment result pages (spec 01 §2 /order/payment_ok/…, /order/payment_cancelled/…,
// /order/payment_error/…, /order/payment_address/…; docs/orders.md "Storefront"). They show the
// order as the server recorded it. The cart is cleared only on the confirmation, and only for the
// order this browser placed (its kept attempt); the cancelled and failed pages keep the cart and
// forget the attempt, so paying again is a new order.
import { clearCart, orderCompleteEvent, toCartContent, type OrderView } from "@polku/domain";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useDataLayer } from "../../lib/analytics";
import { browserApi } from "../../lib/api";
import { authorizationFromCookies, readBrowserCookies } from "../../lib/cookies";
import { useI18n } from "../../lib/i18n";
import { useCartLoaded, useCartStore } from "../cart/cart-context";
import { forgetOrderAttempt } from "./order-attempt";
import { OrderAddress, OrderDetails } from "./order-details";
import styles from "./orders.module.css";

export function OrderOkPage({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const store = useCartStore();
  const layer = useDataLayer();
  const loaded = useCartLoaded();
  const done = useRef(false);

  useEffect(() => {
    // After the stored cart (and a logged-in customer's saved cart) has been read: clearing
    // before that would let the loaded cart come back.
    if (!loaded || done.current) return;
    done.current = true;
    // Only the browser that placed this order clears its cart and reports it, once.
    if (!forgetOrderAttempt(order.number)) return;
    const cleared = store.update(clearCart);
    // A logged-in customer's saved cart is emptied at once (not after the store's short wait):
    // leaving the page right away must not bring the bought lines back at the next visit.
    const authorization = authorizationFromCookies(readBrowserCookies());
    if (authorization) browserApi.saveCart(toCartContent(cleared), authorization).catch((error: unknown) => console.error("Saving the emptied cart failed", error));
    layer.push(orderCompleteEvent(order));
  }, [loaded, order, store, layer]);

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("orders.ok.title")}</h1>
      <div className={`${styles.alert} ${styles.success}`} role="status">
        <p className={styles.lead}>{t("orders.ok.number", { number: order.number })}</p>
        <p>{t("orders.ok.emailSent", { email: order.delivery.email })}</p>
      </div>
      <p className={`${styles.hint} ${styles.below}`}>
        {t("orders.ok.lookup")} <Link to="/view-order/">{t("orders.view.title")}</Link>
      </p>
      <OrderDetails order={order} />
      <p className={`${styles.actions} ${styles.gapTop}`}>
        <Link to="/" className="button button--primary">
          {t("error.continueShopping")}
        </Link>
      </p>
    </div>
  );
}

export function OrderRetryPage({ order, kind }: { order: OrderView; kind: "cancelled" | "error" }) {
  const { t } = useI18n();

  useEffect(() => {
    forgetOrderAttempt(order.number);
  }, [order.number]);

  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{kind === "cancelled" ? t("orders.cancelled.title") : t("orders.error.title")}</h1>
      <div className={styles.alert} role="alert">
        <p>{kind === "cancelled" ? t("orders.cancelled.text") : t("orders.error.text")}</p>
      </div>
      <section className={`${styles.panel} ${styles.gapTop}`} aria-labelledby="retry-heading">
        <h2 id="retry-heading" className={styles.panelTitle}>
          {t("orders.retry.title")}
        </h2>
        <ul className={styles.hintList}>
          <li>{t("orders.retry.shipping")}</li>
          <li>{t("orders.retry.packing")}</li>
        </ul>
        <p className={styles.hint}>{t("orders.retry.number", { number: order.number })}</p>
        <div className={styles.actions}>
          <RetryPaymentLinks />
        </div>
      </section>
    </div>
  );
}

/** 'Try paying again' and 'Back to the cart': the cart was kept after a payment that did not go through. */
export function RetryPaymentLinks() {
  const { t } = useI18n();
  return (
    <>
      <Link to="/checkout/payment/" className="button button--primary">
        {t("orders.retry.pay")}
      </Link>
      <Link to="/checkout/" className="button button--secondary">
        {t("orders.retry.back")}
      </Link>
    </>
  );
}

export function OrderAddressPage({ order }: { order: OrderView }) {
  const { t } = useI18n();
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t("orders.address.title")}</h1>
      <section className={styles.panel} aria-labelledby="address-heading">
        <h2 id="address-heading" className={styles.panelTitle}>
          {t("orders.address.intro", { number: order.number })}
        </h2>
        <p className={styles.lineName}>{order.delivery.method_name}</p>
        <OrderAddress order={order} />
        <p className={styles.hint}>
          {order.delivery.email} · {order.delivery.phone}
        </p>
      </section>
    </div>
  );
}
