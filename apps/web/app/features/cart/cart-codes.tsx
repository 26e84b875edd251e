// Discount and gift card codes (spec 01 §4: case-insensitive, no duplicates; spec 02 §5 'Only one
// discount code per order, but any number of gift vouchers'). Which code the server took is
// shown per code. A refused code does not stay in the list: it is taken out once the answer
// names it refused, and the reason is shown under the field it was typed in (issue 12).
import { addCode, refusedCodes, removeCode, type Cart } from "@polku/domain";
import { useEffect, useId, useState } from "react";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import { useCartStore } from "./cart-context";
import styles from "./cart-page.module.css";

export function CartCodes({ cart, answerCurrent }: { cart: Cart; answerCurrent: boolean }) {
  const t = useT();
  const { formatPrice } = useLocale();
  const store = useCartStore();
  const inputId = useId();
  const hintId = useId();
  const [code, setCode] = useState("");
  const [rejection, setRejection] = useState<string | null>(null);
  const errorId = useId();

  // A refused code leaves the cart with its reason shown by the field; the cart validates again.
  const refused = answerCurrent && cart.validation ? refusedCodes(cart.codes, cart.validation) : [];
  const refusedKey = refused.map((r) => r.code).join("|");
  useEffect(() => {
    if (refused.length === 0) return;
    setRejection(refused.map((r) => r.message ?? t("cart.codes.notAccepted", { code: r.code })).join(" "));
    store.update((current) => refused.reduce((next, r) => removeCode(next, r.code), current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refusedKey names the refused codes: the effect runs once per refusal.
  }, [refusedKey]);

  function codeStatus(entry: string): string | null {
    const key = entry.toLowerCase();
    if (cart.cartDiscount && cart.cartDiscount.code.toLowerCase() === key) return t("cart.codes.accepted", { code: entry });
    const giftCard = cart.giftCards.find((card) => card.code.toLowerCase() === key);
    if (giftCard) return t("cart.codes.giftCard", { code: entry, used: formatPrice(giftCard.used), balance: formatPrice(giftCard.balance) });
    return answerCurrent ? t("cart.codes.notAccepted", { code: entry }) : null;
  }

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.panelTitle}>
        {t("cart.codes.title")}
      </h2>
      <form
        className={styles.codeForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (!code.trim()) return;
          store.update((current) => addCode(current, code));
          setRejection(null);
          setCode("");
        }}
      >
        <div className={styles.codeField}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {t("cart.codes.label")}
          </label>
          <input
            id={inputId}
            className="field"
            value={code}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={rejection ? true : undefined}
            aria-describedby={rejection ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setCode(event.target.value);
              setRejection(null);
            }}
          />
        </div>
        <button type="submit" className="button button--secondary">
          {t("cart.codes.apply")}
        </button>
      </form>
      <p id={errorId} className={styles.codeError} role="status" data-testid="code-rejection">
        {rejection}
      </p>
      <p id={hintId} className={styles.hint}>
        {t("cart.codes.rule")}
      </p>
      {cart.codes.length > 0 ? (
        <ul className={styles.codes}>
          {cart.codes.map((entry) => (
            <li key={entry} className={styles.code}>
              <span>
                <strong>{entry}</strong> {codeStatus(entry)}
              </span>
              <button type="button" className={styles.remove} onClick={() => store.update((current) => removeCode(current, entry))} aria-label={t("cart.codes.remove", { code: entry })}>
                {t("cart.line.remove")}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
