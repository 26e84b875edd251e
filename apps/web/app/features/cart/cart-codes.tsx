// Discount and gift card codes (spec 01 §4: case-insensitive, no duplicates; spec 02 §5 'Only one
// discount code per order, but any number of gift vouchers'). Which code the server took is
// shown per code; its refusals are in the page's notice and in toasts.
import { addCode, removeCode, type Cart } from "@polku/domain";
import { useId, useState } from "react";
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
          setCode("");
        }}
      >
        <div className={styles.codeField}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            {t("cart.codes.label")}
          </label>
          <input id={inputId} className="field" value={code} maxLength={64} autoComplete="off" autoCapitalize="characters" aria-describedby={hintId} onChange={(event) => setCode(event.target.value)} />
        </div>
        <button type="submit" className="button button--secondary">
          {t("cart.codes.apply")}
        </button>
      </form>
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
