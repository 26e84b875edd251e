// Delivery details of the product page (spec 02 §2, §5 "Postcode for delivery methods", §8): the
// postcode field (digits, at most 5; looked up at exactly 5; remembered locally when empty or
// complete, as the cart's postcode) and the delivery methods of the chosen variant with price and
// time; 'There are no delivery methods available for postal code {postcode}' when none apply.
// A failed lookup is only logged (#5711, use-delivery-lookup.ts): the section then lists nothing.
import { numericPostcodes, shouldRememberPostcode, type CheckoutDeliveryMethod, type FastShippingResponse } from "@polku/domain";
import { useT } from "../../lib/i18n";
import { useCartStore } from "../cart/cart-context";
import { PostcodeField, usePostcodeDraft } from "../cart/postcode-field";
import { useLocale } from "../locale/locale-provider";
import type { DeliveryLookupState, Lookup } from "./use-delivery-lookup";
import styles from "./delivery-details.module.css";

export const DELIVERY_SECTION_ID = "product-delivery";

export function DeliveryDetails({ lookup }: { lookup: DeliveryLookupState }) {
  const t = useT();
  const { formatPrice, config } = useLocale();
  const country = config.deliveryCountryCode;
  const store = useCartStore();
  const [draft, setDraft] = usePostcodeDraft(lookup.postcode, country);
  const { methods } = lookup;

  return (
    <section aria-labelledby={DELIVERY_SECTION_ID} className={styles.section}>
      <h2 id={DELIVERY_SECTION_ID}>{t("productDelivery.title")}</h2>
      <PostcodeField
        className={styles.field}
        label={t("productDelivery.postcode")}
        hint={numericPostcodes(country) ? t("productDelivery.postcodeHint") : t("postcodes.hint")}
        value={draft}
        country={country}
        onChange={(next) => {
          setDraft(next);
          // spec 02 §5: saved locally when empty or 5 long (the lookup follows the saved one).
          if (shouldRememberPostcode(next, country)) store.update((cart) => (cart.postcode === next ? cart : { ...cart, postcode: next }));
        }}
      />
      <div aria-live="polite" aria-busy={methods.status === "loading"}>
        {draft === lookup.postcode ? <MethodList methods={methods} formatPrice={formatPrice} /> : null}
      </div>
    </section>
  );
}

function MethodList({ methods, formatPrice }: { methods: Lookup<CheckoutDeliveryMethod[]>; formatPrice: (cents: number) => string }) {
  const t = useT();
  if (methods.status === "loading") return <p className={styles.hint}>{t("productDelivery.loading")}</p>;
  if (methods.status !== "done") return null;
  if (methods.data.length === 0) return <p className={styles.notice}>{t("productDelivery.none", { postcode: methods.postcode })}</p>;
  return (
    <>
      <h3 className={styles.listTitle}>{t("productDelivery.methods", { postcode: methods.postcode })}</h3>
      <ul className={styles.methods} data-testid="delivery-methods">
        {methods.data.map((method) => (
          <li key={`${method.slug}|${method.store_slug ?? ""}`} className={styles.method} data-unavailable={!method.available || undefined}>
            <span className={styles.methodText}>
              <span className={styles.methodName}>{method.name}</span>
              <span className={styles.methodTime}>{method.available ? method.time_estimate : method.reason}</span>
            </span>
            <span className={styles.methodPrice}>{method.price === 0 ? t("productDelivery.free") : formatPrice(method.price)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The fast-delivery info box's answer (spec 02 §2 info boxes, §7 GET /api/get_fast_shipping/). */
export function FastDeliveryAnswer({ fast }: { fast: Lookup<FastShippingResponse> }) {
  const t = useT();
  const { formatPrice } = useLocale();
  let text: string;
  if (fast.status === "idle" || fast.status === "failed") text = t("productDelivery.fast.enterPostcode");
  else if (fast.status === "loading") text = t("productDelivery.fast.loading");
  else if (fast.data.available && fast.data.method) {
    const { method } = fast.data;
    text = t("productDelivery.fast.available", {
      postcode: fast.postcode,
      name: method.name,
      time: method.time_estimate,
      price: method.price === 0 ? t("productDelivery.free") : formatPrice(method.price),
    });
  } else text = t("productDelivery.fast.unavailable", { postcode: fast.postcode });
  return (
    <span className={styles.fastAnswer} aria-live="polite" data-testid="fast-delivery-answer">
      {fast.status === "idle" || fast.status === "failed" ? (
        <a href={`#${DELIVERY_SECTION_ID}`}>{text}</a>
      ) : (
        text
      )}
    </span>
  );
}
