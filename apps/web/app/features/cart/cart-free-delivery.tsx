// The cart's free-delivery box (docs/cart.md "Free delivery"): how much more makes the charged
// method free (the checkout's own threshold, in the shopper's currency), a bar with its values,
// and beside it when the order arrives (the answer's shipping_time_str: the chosen or default
// method's dates, from the checkout's one date rule). The sentence is a polite live region, so a
// change of the lines is announced once its amount moves.
import { freeDeliveryStatus, type Cart } from "@polku/domain";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import styles from "./cart-page.module.css";

export default function CartFreeDelivery({ cart }: { cart: Cart }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const status = freeDeliveryStatus(cart);
  if (!status && !cart.shippingTime) return null;
  const sentence = status
    ? status.reached
      ? t("cart.freeShipping.reached", { method: status.methodName })
      : t("cart.freeShipping.remaining", { amount: formatPrice(status.remaining), method: status.methodName })
    : "";
  return (
    <section className={styles.freeShipping} aria-label={t("cart.freeShipping.title")} data-testid="free-delivery" data-reached={status?.reached || undefined}>
      {status ? (
        <>
          <p className={styles.freeShippingText} aria-live="polite">
            {sentence}
          </p>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label={t("cart.freeShipping.label")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={status.percent}
            aria-valuetext={sentence}
          >
            <span className={styles.progressValue} style={{ width: `${status.percent}%` }} />
          </div>
        </>
      ) : null}
      {cart.shippingTime ? <p className={styles.estimate}>{t("cart.delivery.estimate", { time: cart.shippingTime })}</p> : null}
    </section>
  );
}
