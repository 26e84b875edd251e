// One recorded order (GET /api/orders/{number}/, the lookup): lines, totals with VAT, delivery
// and address, status. Amounts are shown in the display currency recorded with the order (the
// shopper's currency and rate of that moment); the order is charged in euros.
import { imageUrl, formatPrice, type OrderView } from "@polku/domain";
import { useI18n } from "../../lib/i18n";
import styles from "./orders.module.css";
import { OrderTimeline } from "./order-timeline";
import { ORDER_STATUS_LABEL, showsRefundNote } from "./order-status";

export function useOrderPrice(order: Pick<OrderView, "display_currency">): (cents: number) => string {
  const { language } = useI18n();
  return (cents) => formatPrice(cents, order.display_currency.code, language, order.display_currency.rate);
}

export function OrderLines({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const price = useOrderPrice(order);
  return (
    <ul className={styles.lines} aria-label={t("orders.details.lines")}>
      {order.lines.map((line, index) => (
        <li key={`${line.kind}-${line.variant_id ?? line.bundle_variant_id ?? index}-${index}`} className={styles.line} data-testid="order-line">
          {line.image ? <img src={imageUrl(line.image, "orderLine")} alt="" width={56} height={56} loading="lazy" /> : <span className={styles.imagePlaceholder} aria-hidden="true" />}
          <div>
            <p className={styles.lineName}>{line.manufacturer && !line.name.startsWith(line.manufacturer) ? `${line.manufacturer} ${line.name}` : line.name}</p>
            <p className={styles.lineMeta}>
              {[line.color ? t("cart.line.colour", { value: line.color }) : null, line.size ? t("cart.line.size", { value: line.size }) : null, t("orders.details.quantity", { count: line.quantity })]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </div>
          {/* Before the discount code, as the products total is; the discount has its own row. */}
          <span className={styles.linePrice}>{price(line.unit_price * line.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

export function OrderTotals({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const price = useOrderPrice(order);
  return (
    <>
      <dl className={styles.sums}>
        <dt>{t("orders.details.subtotal")}</dt>
        <dd>{price(order.subtotal)}</dd>
        {order.discount_total > 0 ? (
          <>
            <dt>{order.discount_code ? t("orders.details.discountCode", { code: order.discount_code }) : t("cart.totals.discount")}</dt>
            <dd>{price(-order.discount_total)}</dd>
          </>
        ) : null}
        <dt>{t("cart.totals.delivery")}</dt>
        <dd>{order.delivery_cost === 0 ? t("cart.delivery.free") : price(order.delivery_cost)}</dd>
        {order.repack_cost > 0 ? (
          <>
            <dt>{t("cart.totals.repack")}</dt>
            <dd>{price(order.repack_cost)}</dd>
          </>
        ) : null}
        {order.gift_cards_used > 0 ? (
          <>
            <dt>{t("cart.totals.giftCards")}</dt>
            <dd>{price(-order.gift_cards_used)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t("cart.totals.total")}</dt>
        <dd className={styles.total} data-testid="order-total">
          {price(order.total_price)}
        </dd>
      </dl>
      {order.vat.length > 0 ? (
        <ul className={styles.vat}>
          {order.vat.map((rate) => (
            <li key={rate.percentage}>{t("cart.totals.vat", { percent: rate.percentage, amount: price(rate.amount) })}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function OrderAddress({ order }: { order: OrderView }) {
  const { delivery } = order;
  return (
    <address className={styles.address} data-testid="order-address">
      {delivery.first_name} {delivery.last_name}
      <br />
      {delivery.address}
      <br />
      {delivery.postal_code} {delivery.city}
      <br />
      {delivery.country_code.toUpperCase()}
    </address>
  );
}

export function OrderDelivery({ order }: { order: OrderView }) {
  const { t } = useI18n();
  const { delivery } = order;
  return (
    <section className={styles.panel} aria-labelledby={`delivery-${order.number}`}>
      <h2 id={`delivery-${order.number}`} className={styles.panelTitle}>
        {t("orders.details.delivery")}
      </h2>
      <p className={styles.lineName}>{delivery.method_name}</p>
      {delivery.store ? (
        <p className={styles.hint} data-testid="order-pickup-store">
          {t("orders.details.location", { location: `${delivery.store.name}, ${delivery.store.street_address}, ${delivery.store.postal_code} ${delivery.store.city}` })}
        </p>
      ) : delivery.location && delivery.kind === "parcel_locker" ? (
        <p className={styles.hint}>{t("orders.details.location", { location: delivery.location })}</p>
      ) : null}
      {delivery.shipping_time ? <p className={styles.hint}>{t("orders.details.shippingTime", { time: delivery.shipping_time })}</p> : null}
      <OrderAddress order={order} />
      <p className={styles.hint}>
        {delivery.email} · {delivery.phone}
      </p>
    </section>
  );
}

export function OrderFacts({ order }: { order: OrderView }) {
  const { t, language } = useI18n();
  const paid = order.paid_at !== null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Helsinki" }).format(new Date(order.created_at));
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t("orders.details.number")}</dt>
        <dd data-testid="order-number">{order.number}</dd>
        <dt>{t("orders.details.date")}</dt>
        <dd>{date}</dd>
        <dt>{t("orders.details.status")}</dt>
        <dd>
          <span className={`${styles.badge} ${order.status === "cancelled" ? styles.badgeCancelled : ""}`} data-testid="order-status">
            {t(ORDER_STATUS_LABEL[order.status])}
          </span>
        </dd>
      </dl>
      {showsRefundNote(order.status, paid) ? <p className={styles.notice}>{t("orders.details.refund")}</p> : null}
    </>
  );
}

/** The whole order: facts, lines and totals, delivery. */
export function OrderDetails({ order }: { order: OrderView }) {
  const { t } = useI18n();
  return (
    <div className={styles.layout}>
      <div className={styles.column}>
        <section className={styles.panel} aria-labelledby={`lines-${order.number}`}>
          <h2 id={`lines-${order.number}`} className={styles.panelTitle}>
            {t("orders.details.lines")}
          </h2>
          <OrderLines order={order} />
          <OrderTotals order={order} />
        </section>
      </div>
      <div className={styles.column}>
        <section className={styles.panel} aria-label={t("orders.details.status")}>
          <OrderFacts order={order} />
          <OrderTimeline order={order} />
        </section>
        <OrderDelivery order={order} />
      </div>
    </div>
  );
}
