// Totals of the latest answer (subtotal, discount, delivery, repack, gift cards, total, VAT per
// rate) in the shopper's currency, the duties acknowledgement for UK, Swiss and Canadian orders,
// and 'Continue to payment', enabled when the cart is VALIDATED without a reason. While a change
// waits for its answer, the subtotal and total are the estimate of docs/cart.md "Optimistic
// updates", marked as such.
import { cartNeedsDelivery, dutiesRateValues, estimatedTotals, type Cart } from "@polku/domain";
import { useI18n } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";
import { useCartStore } from "./cart-context";
import styles from "./cart-page.module.css";

export interface CartTotalsProps {
  cart: Cart;
  dutiesNeeded: boolean;
  canContinue: boolean;
  onContinue: () => void;
}

export function CartTotals({ cart, dutiesNeeded, canContinue, onContinue }: CartTotalsProps) {
  const { t, language } = useI18n();
  const { formatPrice } = useLocale();
  const store = useCartStore();
  const answer = cart.validation;
  const giftCardsUsed = answer ? answer.gift_cards.reduce((sum, card) => sum + card.used, 0) : 0;
  const estimate = cart.status === "PENDING" ? estimatedTotals(cart) : null;

  return (
    <section className={`${styles.panel} ${styles.totals}`} aria-labelledby="cart-totals-heading" aria-busy={cart.status === "PENDING" || undefined}>
      <h2 id="cart-totals-heading" className={styles.panelTitle}>
        {t("cart.totals.title")}
      </h2>
      {answer ? (
        <dl className={styles.sums}>
          <dt>{t("cart.totals.subtotal")}</dt>
          <dd data-testid="cart-subtotal">{formatPrice(estimate?.subtotal ?? answer.subtotal)}</dd>
          {answer.discount_total > 0 ? (
            <>
              <dt>{t("cart.totals.discount")}</dt>
              <dd>{formatPrice(-answer.discount_total)}</dd>
            </>
          ) : null}
          {cartNeedsDelivery(cart) ? (
            <>
              <dt>{t("cart.totals.delivery")}</dt>
              <dd>{!answer.delivery_methods.some((method) => method.selected) ? "–" : answer.delivery_cost === 0 ? t("cart.delivery.free") : formatPrice(answer.delivery_cost)}</dd>
            </>
          ) : null}
          {answer.repack_cost > 0 ? (
            <>
              <dt>{t("cart.totals.repack")}</dt>
              <dd>{formatPrice(answer.repack_cost)}</dd>
            </>
          ) : null}
          {giftCardsUsed > 0 ? (
            <>
              <dt>{t("cart.totals.giftCards")}</dt>
              <dd>{formatPrice(-giftCardsUsed)}</dd>
            </>
          ) : null}
          <dt className={styles.total}>{t("cart.totals.total")}</dt>
          <dd className={styles.total} data-testid="cart-total">
            {formatPrice(estimate?.total ?? answer.total_price)}
          </dd>
          {estimate ? <dd className={styles.checking}>{t("cart.totals.estimate")}</dd> : null}
        </dl>
      ) : (
        <p className={styles.checking}>{t("cart.line.checking")}</p>
      )}
      {answer && answer.vat.length > 0 ? (
        <ul className={styles.vat}>
          {answer.vat.map((rate) => (
            <li key={rate.percentage}>{t("cart.totals.vat", { percent: rate.percentage, amount: formatPrice(rate.amount) })}</li>
          ))}
        </ul>
      ) : null}
      {dutiesNeeded ? (
        <label className={styles.check}>
          <input type="checkbox" checked={cart.dutiesAcknowledged} onChange={(event) => store.update((current) => ({ ...current, dutiesAcknowledged: event.target.checked }))} />
          <span>{t("cart.duties.label")}</span>
        </label>
      ) : null}
      {/* spec 02 §9: what the taxes are for the UK and Switzerland. */}
      {dutiesNeeded ? <p className={styles.hint}>{t("cart.duties.rates", dutiesRateValues(language))}</p> : null}
      <button type="button" className={`button button--primary ${styles.continue}`} disabled={!canContinue} onClick={onContinue}>
        {t("cart.continue")}
      </button>
    </section>
  );
}
