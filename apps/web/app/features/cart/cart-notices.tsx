// Notices the cart page shows seldom, loaded when shown (bench/lib/page-weight.ts): the pick-up in
// place of the delivery step for a cart of rentals alone (docs/rental.md "Rental-only checkout"),
// and the login a guest is asked for at /checkout/?customer_required=1 (spec 02 §2; docs/cart.md).
import { CHECKOUT_PATH } from "@polku/domain";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n";
import styles from "./cart-page.module.css";

/** In place of the delivery step for a cart of rentals alone. */
export function RentalPickup() {
  const { t } = useI18n();
  return (
    <section className={styles.pickup} aria-labelledby="cart-rental-pickup" data-testid="cart-rental-pickup">
      <h2 id="cart-rental-pickup" className={styles.pickupTitle}>
        {t("cart.delivery.rentalTitle")}
      </h2>
      <p>{t("cart.delivery.rentalPickup")}</p>
    </section>
  );
}

/** Log in for club prices, or go on without. */
export function LoginRequired() {
  const { t } = useI18n();
  return (
    <section className={styles.loginRequired} aria-labelledby="cart-login-required" data-testid="cart-login-required">
      <p id="cart-login-required">{t("cart.loginRequired.text")}</p>
      <p className={styles.loginActions}>
        <Link to={`/accounts/login/?${new URLSearchParams({ next: CHECKOUT_PATH })}`} className="button button--primary">
          {t("cart.loginRequired.login")}
        </Link>
        <Link to={CHECKOUT_PATH} replace>
          {t("cart.loginRequired.skip")}
        </Link>
      </p>
    </section>
  );
}
