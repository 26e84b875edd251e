// The focused checkout header (issue 12): the logo back to the shop, the steps of the purchase
// with the current one marked, and the cart link; no menu or search to wander off into while
// paying. Used by the checkout layout of the cart and payment pages.
import { Link, useLocation } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import { useRootData } from "../../lib/root-data";
import { HeaderCartLink } from "../cart/header-cart";
import { Logo } from "./logo";
import styles from "./checkout-header.module.css";

const STEPS: { path: string; label: MessageKey }[] = [
  { path: "/checkout/", label: "checkoutSteps.cart" },
  { path: "/checkout/payment/", label: "checkoutSteps.payment" },
  { path: "/order/", label: "checkoutSteps.confirmation" },
];

export function CheckoutHeader() {
  const t = useT();
  const { shopName } = useRootData();
  const { pathname } = useLocation();
  const current = pathname.startsWith("/order/") ? 2 : pathname.startsWith("/checkout/payment/") ? 1 : 0;
  return (
    <header className={styles.header}>
      <Logo shopName={shopName} />
      <nav aria-label={t("checkoutSteps.label")} className={styles.steps}>
        <ol>
          {STEPS.map((step, index) => {
            const label = t(step.label);
            const state = index < current ? "done" : index === current ? "current" : "next";
            return (
              <li key={step.path} data-state={state} aria-current={index === current ? "step" : undefined}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                {/* Back to an earlier step by its link; the later steps are reached by the page's own button. */}
                {index < current && index === 0 ? <Link to={step.path}>{label}</Link> : <span>{label}</span>}
              </li>
            );
          })}
        </ol>
      </nav>
      <div className={styles.actions}>
        <Link to="/" className={styles.continue}>
          {t("checkoutSteps.continueShopping")}
        </Link>
        <HeaderCartLink className={styles.cart} labelClassName={styles.cartLabel} />
      </div>
    </header>
  );
}
