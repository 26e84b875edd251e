// The contact and delivery form of the cart (spec 01 §3 form), checked in the shopper's language
// with the dictionary's messages (spec 02 §5): a field is checked once left, every field when
// the shopper goes on to payment. What is typed is kept with the cart. Staff selling on the
// shopper's behalf also give the seller's name and number (spec 01 §3, §6; the order keeps them
// only from staff).
import { contactFields, CONTACT_MAX_LENGTH, contactFieldProblem, SELLER_MAX_LENGTH, setAddressPostcode, SPECIAL_REQUESTS_MAX_LENGTH, type Cart, type ContactField, type ContactProblem } from "@polku/domain";
import { useId } from "react";
import { useT, type MessageKey } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { useCartStore } from "./cart-context";
import styles from "./cart-page.module.css";

export const PROBLEM_MESSAGE: Record<ContactProblem, MessageKey> = {
  name_required: "cart.validation.nameRequired",
  required: "cart.validation.required",
  email_format: "cart.validation.emailFormat",
  too_long: "cart.validation.tooLong",
};

const AUTOCOMPLETE: Record<ContactField, string> = {
  first_name: "given-name",
  last_name: "family-name",
  address: "street-address",
  postal_code: "postal-code",
  city: "address-level2",
  phone: "tel",
  email: "email",
};

const TYPE: Partial<Record<ContactField, string>> = { phone: "tel", email: "email" };

/** spec 02 §5: a remaining-characters counter within 10 of the max length. */
const COUNTER_FROM = 10;

export function contactInputId(prefix: string, field: ContactField): string {
  return `${prefix}-${field}`;
}

export function CartContactForm({ cart, delivery, touched, onTouch }: { cart: Cart; delivery: boolean; touched: ReadonlySet<ContactField>; onTouch: (field: ContactField) => void }) {
  const t = useT();
  const store = useCartStore();
  const user = useUser();
  const country = useLocale().config.deliveryCountryCode;
  const prefix = useId();
  const requestsId = useId();
  const remaining = SPECIAL_REQUESTS_MAX_LENGTH - cart.specialRequests.length;

  return (
    <section className={styles.panel} aria-labelledby={`${prefix}-heading`}>
      <h2 id={`${prefix}-heading`} className={styles.panelTitle}>
        {t(delivery ? "cart.contact.title" : "cart.contact.titlePickup")}
      </h2>
      <div className={styles.contactGrid} data-contact-prefix={prefix}>
        {contactFields(delivery).map((field) => {
          const id = contactInputId(prefix, field);
          const problem = touched.has(field) ? contactFieldProblem(field, cart.form[field]) : null;
          return (
            <div key={field} className={field === "address" || field === "email" ? styles.wide : undefined}>
              <label htmlFor={id} className={styles.fieldLabel}>
                {t(`cart.contact.${field}` as MessageKey)}
              </label>
              <input
                id={id}
                className="field"
                type={TYPE[field] ?? "text"}
                autoComplete={AUTOCOMPLETE[field]}
                maxLength={CONTACT_MAX_LENGTH[field]}
                value={cart.form[field]}
                required
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-error` : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  // One postcode: a whole address postcode also brings the delivery methods.
                  store.update((current) => (field === "postal_code" ? setAddressPostcode(current, value, country) : { ...current, form: { ...current.form, [field]: value } }));
                }}
                onBlur={() => onTouch(field)}
              />
              {problem ? (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {t(PROBLEM_MESSAGE[problem])}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className={styles.wide}>
          <label htmlFor={requestsId} className={styles.fieldLabel}>
            {t("cart.contact.specialRequests")}
          </label>
          <textarea
            id={requestsId}
            className={`field ${styles.textarea}`}
            maxLength={SPECIAL_REQUESTS_MAX_LENGTH}
            value={cart.specialRequests}
            aria-describedby={remaining <= COUNTER_FROM ? `${requestsId}-count` : undefined}
            onChange={(event) => store.update((current) => ({ ...current, specialRequests: event.target.value }))}
          />
          {remaining <= COUNTER_FROM ? (
            <p id={`${requestsId}-count`} className={styles.hint} aria-live="polite">
              {t("cart.contact.remaining", { count: remaining })}
            </p>
          ) : null}
        </div>
        {user.isStaffUser ? <SellerFields cart={cart} /> : null}
      </div>
    </section>
  );
}

function SellerFields({ cart }: { cart: Cart }) {
  const t = useT();
  const store = useCartStore();
  const prefix = useId();
  const fields = [
    { field: "seller_name", label: t("cart.seller.name") },
    { field: "seller_number", label: t("cart.seller.number") },
  ] as const;
  return (
    <fieldset className={styles.wide} data-testid="seller-fields">
      <legend className={styles.fieldLabel}>{t("cart.seller.legend")}</legend>
      {fields.map(({ field, label }) => (
        <div key={field}>
          <label htmlFor={`${prefix}-${field}`} className={styles.fieldLabel}>
            {label}
          </label>
          <input
            id={`${prefix}-${field}`}
            className="field"
            type="text"
            autoComplete="off"
            maxLength={SELLER_MAX_LENGTH[field]}
            value={cart.form[field]}
            onChange={(event) => {
              const value = event.target.value;
              store.update((current) => ({ ...current, form: { ...current.form, [field]: value } }));
            }}
          />
        </div>
      ))}
    </fieldset>
  );
}
