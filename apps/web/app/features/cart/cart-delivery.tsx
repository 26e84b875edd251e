// Delivery on the cart page (the estimate and the free-delivery progress are above the lines,
// cart-free-delivery.tsx): the postcode (exactly 5 digits, remembered locally; spec 02
// §5), one entry per delivery method and, for a pickup method, its stores nearest first with the
// shopper's own store remembered (docs/checkout.md "Store pickup"), a pickup location where a
// method needs one, the repack option with its cost, and part delivery when it is possible.
import {
  numericPostcodes, chooseDeliveryMethodIn, chooseDeliveryOptionIn, chosenDeliveryOption, deliveryChoices, deliveryOptionKey, isCompletePostcode, myStoreOption, setDeliveryPostcode, shouldRememberPostcode,
  type Cart, type CheckoutDeliveryMethod, type DeliveryChoice,
} from "@polku/domain";
import { useId } from "react";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import { useCartStore } from "./cart-context";
import styles from "./cart-page.module.css";
import { readMyStore, rememberMyStore } from "./my-store";
import { PostcodeField, usePostcodeDraft } from "./postcode-field";

export function CartDelivery({ cart }: { cart: Cart }) {
  const t = useT();
  const { formatPrice, config } = useLocale();
  const country = config.deliveryCountryCode;
  const store = useCartStore();
  const postcodeId = useId();
  const locationId = useId();
  const [postcode, setPostcode] = usePostcodeDraft(cart.postcode, country);
  const answer = cart.validation;
  const methods = cart.deliveryMethods;
  const chosen = chosenDeliveryOption(methods, cart.form);
  // The method the shopper chose shows as chosen at once, before the answer names its store.
  const chosenSlug = methods.some((m) => m.slug === cart.form.delivery_method) ? cart.form.delivery_method : (chosen?.slug ?? null);
  const choice: DeliveryChoiceActions = {
    // A store the shopper picks becomes "my store".
    option: (method) => {
      if (method.store_slug) rememberMyStore(method.store_slug);
      store.update((current) => chooseDeliveryOptionIn(current, method));
    },
    // A pickup method starts at "my store" when it has it; else the answer picks the nearest.
    method: (entry) => {
      const mine = myStoreOption(entry, readMyStore());
      store.update((current) => (mine ? chooseDeliveryOptionIn(current, mine) : chooseDeliveryMethodIn(current, entry)), { immediate: true });
    },
  };
  const complete = isCompletePostcode(postcode, country);

  return (
    <section className={styles.panel} aria-labelledby={`${postcodeId}-heading`}>
      <h2 id={`${postcodeId}-heading`} className={styles.panelTitle}>
        {t("cart.delivery.title")}
      </h2>
      <PostcodeField
        label={t("cart.delivery.postcode")}
        hint={numericPostcodes(country) ? t("cart.delivery.postcodeHint") : t("postcodes.hint")}
        value={postcode}
        country={country}
        onChange={(next) => {
          setPostcode(next);
          // spec 02 §5: remembered when empty or complete; looked up only when complete. One
          // postcode (issue 12): a complete one is the address's postal code too.
          if (shouldRememberPostcode(next, country)) store.update((current) => setDeliveryPostcode(current, next, country));
        }}
      />
      {complete && cart.postcode === postcode && answer ? (
        methods.length === 0 ? (
          <p className={styles.notice}>{t("cart.delivery.none")}</p>
        ) : (
          <fieldset className={styles.methods}>
            <legend className={styles.fieldLabel}>{t("cart.delivery.methods")}</legend>
            {deliveryChoices(methods).map((entry) => (
              <DeliveryChoiceEntry key={entry.slug} choice={entry} isChosen={entry.slug === chosenSlug} chosen={chosen?.slug === entry.slug ? chosen : null} actions={choice} />
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
      {/* spec 01 §3, §7: part delivery when the answer says part_delivery_mode and the lines allow it. */}
      {answer?.part_delivery.possible ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={cart.isDeliverySplittingSelected}
            onChange={(event) => store.update((current) => ({ ...current, isDeliverySplittingSelected: event.target.checked }), { immediate: true })}
          />
          <span>{t("cart.partDelivery.label")}</span>
        </label>
      ) : null}
    </section>
  );
}

/** One method: a radio with its price and time; a chosen pickup method opens its list of stores. */
interface DeliveryChoiceActions {
  /** One option (a method without stores, or one store of a pickup method). */
  option: (method: CheckoutDeliveryMethod) => void;
  /** A pickup method, its store still open. */
  method: (choice: DeliveryChoice) => void;
}

function DeliveryChoiceEntry({ choice, isChosen, chosen, actions }: { choice: DeliveryChoice; isChosen: boolean; chosen: CheckoutDeliveryMethod | null; actions: DeliveryChoiceActions }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const storesId = useId();
  const single = choice.pickup ? null : choice.options[0]!;
  const shown = isChosen ? chosen : single;
  const samePrice = choice.options.every((o) => o.price === choice.price);
  const price = shown ? shown.price : choice.price;
  const priceText = price === 0 ? t("cart.delivery.free") : formatPrice(price);
  return (
    <div className={styles.choice}>
      <label className={styles.method} data-unavailable={!choice.available || undefined}>
        <input
          type="radio"
          name="delivery_method"
          value={choice.slug}
          checked={isChosen}
          disabled={!choice.available}
          aria-controls={choice.pickup ? storesId : undefined}
          onChange={() => (single ? actions.option(single) : actions.method(choice))}
        />
        <span className={styles.methodText}>
          <span className={styles.methodName}>{choice.name}</span>
          <span className={styles.methodTime}>
            {single ? (single.available ? single.time_estimate : single.reason) : isChosen && chosen ? chosen.time_estimate : t("cart.delivery.storeCount", { count: choice.options.length })}
          </span>
        </span>
        <span className={styles.methodPrice}>{shown || samePrice ? priceText : t("cart.delivery.fromPrice", { price: priceText })}</span>
      </label>
      {choice.pickup && isChosen ? <PickupStores id={storesId} choice={choice} chosen={chosen} onChoose={actions.option} /> : null}
    </div>
  );
}

/** The stores of a pickup method, nearest first, as radios: mouse, touch and arrow keys all choose. */
function PickupStores({ id, choice, chosen, onChoose }: { id: string; choice: DeliveryChoice; chosen: CheckoutDeliveryMethod | null; onChoose: (method: CheckoutDeliveryMethod) => void }) {
  const t = useT();
  const myStore = readMyStore();
  return (
    <fieldset id={id} className={styles.stores}>
      <legend className={styles.fieldLabel}>{t("cart.delivery.store")}</legend>
      {choice.options.map((option) => {
        const store = option.store!;
        return (
          <label key={deliveryOptionKey(option)} className={styles.storeOption} data-unavailable={!option.available || undefined}>
            <input
              type="radio"
              name={`${choice.slug}-store`}
              value={store.slug}
              checked={chosen !== null && deliveryOptionKey(chosen) === deliveryOptionKey(option)}
              disabled={!option.available}
              onChange={() => onChoose(option)}
            />
            <span className={styles.methodText}>
              <span className={styles.methodName}>
                {store.name}
                {store.slug === myStore ? <span className={styles.myStore}>{t("cart.delivery.myStore")}</span> : null}
              </span>
              <span className={styles.methodTime}>{`${store.street_address}, ${store.postal_code} ${store.city}`}</span>
              {/* Store pickup takes as long at every store (the method says it); express pickup differs per store. */}
              {!option.available || option.kind === "express_pickup" ? <span className={styles.methodTime}>{option.available ? option.time_estimate : option.reason}</span> : null}
            </span>
            {store.distance_km !== null ? <span className={styles.distance}>{t("cart.delivery.distance", { km: store.distance_km })}</span> : <span />}
          </label>
        );
      })}
    </fieldset>
  );
}
