// Delivery on the cart page: the delivery estimate (shipping_time_str), the free-shipping progress
// to the answer's delivery threshold, the postcode (exactly 5 digits, remembered locally; spec 02
// §5) and the delivery methods of the answer with a pickup location where one is needed, and the
// repack option with its cost.
import { freeShippingProgress, isCompletePostcode, shouldRememberPostcode, type Cart, type CheckoutDeliveryMethod } from "@polku/domain";
import { useId } from "react";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import { useCartStore } from "./cart-context";
import styles from "./cart-page.module.css";
import { PostcodeField, usePostcodeDraft } from "./postcode-field";

function chooseMethod(cart: Cart, method: CheckoutDeliveryMethod): Cart {
  return {
    ...cart,
    form: { ...cart.form, delivery_method: method.slug, delivery_location: method.store_slug ?? "" },
    isPikanoutoSelected: method.kind === "express_pickup",
  };
}

export function CartDelivery({ cart }: { cart: Cart }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const store = useCartStore();
  const postcodeId = useId();
  const locationId = useId();
  const [postcode, setPostcode] = usePostcodeDraft(cart.postcode);
  const answer = cart.validation;
  const methods = cart.deliveryMethods;
  const chosen = methods.find((method) => method.slug === cart.form.delivery_method) ?? methods.find((method) => method.selected);
  const progress = answer ? freeShippingProgress(answer.subtotal - answer.discount_total, cart.thresholds.delivery) : null;
  const complete = isCompletePostcode(postcode);

  return (
    <section className={styles.panel} aria-labelledby={`${postcodeId}-heading`}>
      <h2 id={`${postcodeId}-heading`} className={styles.panelTitle}>
        {t("cart.delivery.title")}
      </h2>
      {cart.shippingTime ? <p className={styles.estimate}>{t("cart.delivery.estimate", { time: cart.shippingTime })}</p> : null}
      {progress ? (
        <div className={styles.freeShipping}>
          <p className={styles.freeShippingText}>{progress.reached ? t("cart.freeShipping.reached") : t("cart.freeShipping.remaining", { amount: formatPrice(progress.remaining) })}</p>
          <progress className={styles.progress} max={1} value={progress.ratio} aria-label={t("cart.freeShipping.label")} />
        </div>
      ) : null}
      <PostcodeField
        label={t("cart.delivery.postcode")}
        hint={t("cart.delivery.postcodeHint")}
        value={postcode}
        onChange={(next) => {
          setPostcode(next);
          // spec 02 §5: remembered when empty or complete; looked up only when complete.
          // A complete postcode also fills the address's postal code while that is empty.
          if (shouldRememberPostcode(next))
            store.update((current) => ({
              ...current,
              postcode: next,
              form: isCompletePostcode(next) && !current.form.postal_code ? { ...current.form, postal_code: next } : current.form,
            }));
        }}
      />
      {complete && cart.postcode === postcode && answer ? (
        methods.length === 0 ? (
          <p className={styles.notice}>{t("cart.delivery.none")}</p>
        ) : (
          <fieldset className={styles.methods}>
            <legend className={styles.fieldLabel}>{t("cart.delivery.methods")}</legend>
            {methods.map((method) => (
              <label key={method.slug} className={styles.method} data-unavailable={!method.available || undefined}>
                <input
                  type="radio"
                  name="delivery_method"
                  value={method.slug}
                  checked={chosen?.slug === method.slug}
                  disabled={!method.available}
                  onChange={() => store.update((current) => chooseMethod(current, method))}
                />
                <span className={styles.methodText}>
                  <span className={styles.methodName}>{method.name}</span>
                  <span className={styles.methodTime}>{method.available ? method.time_estimate : method.reason}</span>
                </span>
                <span className={styles.methodPrice}>{method.price === 0 ? t("cart.delivery.free") : formatPrice(method.price)}</span>
              </label>
            ))}
          </fieldset>
        )
      ) : null}
      {chosen && chosen.locations.length > 0 && complete ? (
        <div>
          <label htmlFor={locationId} className={styles.fieldLabel}>
            {t("cart.delivery.location")}
          </label>
          <select
            id={locationId}
            className="select"
            value={cart.form.delivery_location}
            onChange={(event) => store.update((current) => ({ ...current, form: { ...current.form, delivery_location: event.target.value } }))}
          >
            <option value="">{t("cart.delivery.chooseLocation")}</option>
            {chosen.locations.map((location) => (
              <option key={location.id} value={location.id}>
                {`${location.name}, ${location.address}`}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" checked={cart.isRepackSelected} onChange={(event) => store.update((current) => ({ ...current, isRepackSelected: event.target.checked }))} />
        <span>{cart.repackCost > 0 ? t("cart.repack.label", { price: formatPrice(cart.repackCost) }) : t("cart.repack.plain")}</span>
      </label>
    </section>
  );
}
