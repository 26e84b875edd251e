// The payment step's order summary from the validated cart (the latest checkout answer): lines,
// the delivery method and location, the address of the contact form, totals with VAT.
import { cartNeedsDelivery, imageUrl, chosenDeliveryOption, lineDisplayName, type Cart, type CheckoutResponse } from "@polku/domain";
import { Link } from "react-router";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import styles from "./orders.module.css";

function Line({ image, name, meta, total }: { image: string | null | undefined; name: string; meta: string; total: string }) {
  return (
    <li className={styles.line} data-testid="summary-line">
      {image ? <img src={imageUrl(image, "orderLine")} alt="" width={56} height={56} loading="lazy" /> : <span className={styles.imagePlaceholder} aria-hidden="true" />}
      <div>
        <p className={styles.lineName}>{name}</p>
        <p className={styles.lineMeta}>{meta}</p>
      </div>
      <span className={styles.linePrice}>{total}</span>
    </li>
  );
}

export function SummaryLines({ answer }: { answer: CheckoutResponse }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const meta = (...parts: (string | null)[]) => parts.filter(Boolean).join(" · ");
  return (
    <ul className={styles.lines} aria-label={t("orders.details.lines")}>
      {answer.products
        .filter((line) => line.amount > 0)
        .map((line) => (
          <Line
            key={`p${line.id}`}
            image={line.image}
            name={lineDisplayName(line.manufacturer, line.name)}
            meta={meta(line.color ? t("cart.line.colour", { value: line.color }) : null, line.size ? t("cart.line.size", { value: line.size }) : null, t("orders.details.quantity", { count: line.amount }))}
            total={formatPrice(line.total_price)}
          />
        ))}
      {answer.bundles
        .filter((line) => line.amount > 0)
        .map((line) => (
          <Line key={`b${line.uid}`} image={line.parts[0]?.image} name={line.name} meta={t("orders.details.quantity", { count: line.amount })} total={formatPrice(line.total_price)} />
        ))}
      {answer.gift_card_products
        .filter((line) => line.amount > 0)
        .map((line) => (
          <Line key={`g${line.uid}`} image={null} name={line.name} meta={meta(line.recipient_name, t("orders.details.quantity", { count: line.amount }))} total={formatPrice(line.total_price)} />
        ))}
      {answer.rentals.map((line) => (
        <Line key={`r${line.number}`} image={null} name={line.name} meta={t("rentalShop.bookingTitle", { number: line.number })} total={formatPrice(line.total_price)} />
      ))}
    </ul>
  );
}

export function SummaryTotals({ answer }: { answer: CheckoutResponse }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const giftCards = answer.gift_cards.reduce((sum, card) => sum + card.used, 0);
  return (
    <>
      <dl className={styles.sums}>
        <dt>{t("orders.details.subtotal")}</dt>
        <dd>{formatPrice(answer.subtotal)}</dd>
        {answer.discount_total > 0 ? (
          <>
            <dt>{answer.cart_discount ? t("orders.details.discountCode", { code: answer.cart_discount.code }) : t("cart.totals.discount")}</dt>
            <dd>{formatPrice(-answer.discount_total)}</dd>
          </>
        ) : null}
        <dt>{t("cart.totals.delivery")}</dt>
        <dd>{answer.delivery_cost === 0 ? t("cart.delivery.free") : formatPrice(answer.delivery_cost)}</dd>
        {answer.repack_cost > 0 ? (
          <>
            <dt>{t("cart.totals.repack")}</dt>
            <dd>{formatPrice(answer.repack_cost)}</dd>
          </>
        ) : null}
        {giftCards > 0 ? (
          <>
            <dt>{t("cart.totals.giftCards")}</dt>
            <dd>{formatPrice(-giftCards)}</dd>
          </>
        ) : null}
        <dt className={styles.total}>{t("cart.totals.total")}</dt>
        <dd className={styles.total} data-testid="payment-total">
          {formatPrice(answer.total_price)}
        </dd>
      </dl>
      {answer.vat.length > 0 ? (
        <ul className={styles.vat}>
          {answer.vat.map((rate) => (
            <li key={rate.percentage}>{t("cart.totals.vat", { percent: rate.percentage, amount: formatPrice(rate.amount) })}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function SummaryDelivery({ cart }: { cart: Cart }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const method = chosenDeliveryOption(cart.deliveryMethods, cart.form);
  const locker = method?.locations.find((l) => l.id === cart.form.delivery_location);
  const pickup = method?.store ?? null;
  const location = locker ? `${locker.name}, ${locker.address}` : pickup ? `${pickup.name}, ${pickup.street_address}, ${pickup.postal_code} ${pickup.city}` : null;
  const { form } = cart;
  // A cart of rentals alone is picked up at the rental store: no method, no address (docs/rental.md "Rental-only checkout").
  if (!cartNeedsDelivery(cart)) {
    return (
      <section className={styles.panel} aria-labelledby="payment-delivery-heading" data-testid="payment-rental-pickup">
        <div className={styles.panelHead}>
          <h2 id="payment-delivery-heading" className={styles.panelTitle}>
            {t("cart.delivery.rentalTitle")}
          </h2>
          <Link to="/checkout/">{t("orders.payment.edit")}</Link>
        </div>
        <p className={styles.hint}>{t("cart.delivery.rentalPickup")}</p>
        <p className={styles.lineName} data-testid="payment-address">
          {form.first_name} {form.last_name}
        </p>
        <p className={styles.hint}>
          {form.email} · {form.phone}
        </p>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="payment-delivery-heading">
      <div className={styles.panelHead}>
        <h2 id="payment-delivery-heading" className={styles.panelTitle}>
          {t("orders.details.delivery")}
        </h2>
        <Link to="/checkout/">{t("orders.payment.edit")}</Link>
      </div>
      {method ? (
        <p className={styles.lineName} data-testid="payment-delivery-method">
          {method.name} · {method.price === 0 ? t("cart.delivery.free") : formatPrice(method.price)}
        </p>
      ) : null}
      {location ? (
        <p className={styles.hint} data-testid="payment-delivery-location">
          {t("orders.details.location", { location })}
        </p>
      ) : null}
      {method?.time_estimate ? <p className={styles.hint}>{t("orders.details.shippingTime", { time: method.time_estimate })}</p> : null}
      <address className={styles.address} data-testid="payment-address">
        {form.first_name} {form.last_name}
        <br />
        {form.address}
        <br />
        {form.postal_code} {form.city}
      </address>
      <p className={styles.hint}>
        {form.email} · {form.phone}
      </p>
    </section>
  );
}
