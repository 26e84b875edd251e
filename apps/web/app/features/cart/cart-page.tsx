// The cart page at /checkout/ (spec 01 §2-5, spec 02 §5; docs/cart.md). The server renders the
// shell with a loading state; the cart comes from local storage after hydration. Lines, codes,
// delivery, the contact form, totals and 'Continue to payment' (to /checkout/payment/, enabled
// when the latest answer belongs to this cart and refuses nothing).
import { canContinueToPayment, cartNeedsDelivery, cartPageEvent, checkoutAsksLogin, contactFields, contactFormProblems, isCartEmpty, needsDutiesAcknowledgement, READ_ONLY_ORDER, type ContactField } from "@polku/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { usePageEvent } from "../../lib/analytics";
import { useI18n } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { useLocale } from "../locale/locale-provider";
import { CartTransferRequest } from "./cart-transfer-request";
import { CartCodes } from "./cart-codes";
import { CartContactForm } from "./cart-contact-form";
import { useCart, useCartLoaded, useCartStore } from "./cart-context";
import { CartDelivery } from "./cart-delivery";
import { CartLines } from "./cart-lines";
import { CartTotals } from "./cart-totals";
import { RecentlyViewed } from "../viewed/recently-viewed";
import styles from "./cart-page.module.css";
import { useMemberPrefill } from "./use-member-prefill";

// Shown once the checkout has answered, so its code loads after first paint (bench/lib/page-weight.ts).
const CartFreeDelivery = lazy(() => import("./cart-free-delivery"));
// Seldom shown (a rental-only cart; a guest sent to log in for club prices): loaded when shown.
const RentalPickup = lazy(() => import("./cart-notices").then((m) => ({ default: m.RentalPickup })));
const LoginRequired = lazy(() => import("./cart-notices").then((m) => ({ default: m.LoginRequired })));

export const PAYMENT_PATH = "/checkout/payment/";

export function CartPage() {
  const { t, language } = useI18n();
  const { config } = useLocale();
  const cart = useCart();
  const loaded = useCartLoaded();
  const store = useCartStore();
  const navigate = useNavigate();
  const user = useUser();
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [focusError, setFocusError] = useState(0);
  useMemberPrefill({ loaded, authenticated: user.isAuthenticated, country: config.deliveryCountryCode });
  const empty = isCartEmpty(cart);
  const key = store.currentKey();
  const answerCurrent = cart.status === "VALIDATED" && cart.validateHash === key;
  const dutiesNeeded = needsDutiesAcknowledgement(config.deliveryCountryCode);
  // spec 02 §2 /checkout/?customer_required=1: a guest is asked to log in (or to go on without)
  // before continuing to payment.
  const asksLogin = checkoutAsksLogin(new URLSearchParams(useLocation().search).get("customer_required"), user);
  const canContinue = canContinueToPayment(cart, key, dutiesNeeded) && !asksLogin;
  // A cart of rentals alone is picked up at the rental store: no delivery step (docs/rental.md "Rental-only checkout").
  const delivery = cartNeedsDelivery(cart);

  // The last answer may belong to another page or an older cart (another pageName, a change
  // made elsewhere): ask again unless a validation is already on its way.
  useEffect(() => {
    if (loaded && !empty && cart.status !== "PENDING" && cart.status !== "ERROR" && cart.validateHash !== key) void store.validateNow();
  }, [loaded, empty, cart.status, cart.validateHash, key, store]);

  useEffect(() => {
    if (focusError > 0) document.querySelector<HTMLElement>('[data-cart-contact] [aria-invalid="true"]')?.focus();
  }, [focusError]);

  usePageEvent(cart.validation ? cartPageEvent(cart.validation, language) : null, cart.validation ? "cart" : "cart-pending");

  function continueToPayment() {
    const problems = contactFormProblems(cart.form, delivery);
    if (Object.keys(problems).length > 0) {
      setTouched(new Set(contactFields(delivery)));
      setFocusError((n) => n + 1);
      return;
    }
    void navigate(PAYMENT_PATH);
  }

  const status = !loaded
    ? t("cart.page.loading")
    : empty
      ? ""
      : cart.status === "PENDING"
        ? t("cart.page.updating")
        : cart.status === "ERROR"
          ? t("cart.page.error")
          : cart.status === "VALIDATED"
            ? t("cart.page.updated")
            : "";
  const answer = cart.validation;
  const refusals = answerCurrent && answer ? [...(answer.reason && answer.reason !== READ_ONLY_ORDER ? [answer.reason] : []), ...answer.errors] : [];

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("cart.page.title")}</h1>
      <p role="status" className={cart.status === "ERROR" && loaded && !empty ? styles.errorStatus : "visually-hidden"} data-testid="cart-status">
        {status}
      </p>
      {!loaded ? (
        <div className={styles.loading} aria-hidden="true">
          <span className={styles.skeleton} />
          <span className={styles.skeleton} />
        </div>
      ) : empty ? (
        <div className={styles.empty}>
          <p>{t("cart.page.empty")}</p>
          <Link to="/" className="button button--primary">
            {t("cart.page.emptyLink")}
          </Link>
        </div>
      ) : (
        <>
          {asksLogin ? (
            <Suspense fallback={null}>
              <LoginRequired />
            </Suspense>
          ) : null}
          <div className={styles.layout} data-status={cart.status}>
            <div className={styles.main}>
              {delivery ? (
                <Suspense fallback={null}>
                  <CartFreeDelivery cart={cart} />
                </Suspense>
              ) : null}
              <CartLines cart={cart} />
              <div data-cart-contact>
                <CartContactForm cart={cart} delivery={delivery} touched={touched} onTouch={(field) => setTouched((current) => new Set(current).add(field))} />
              </div>
            </div>
            <aside className={styles.side} aria-label={t("cart.totals.title")}>
              {refusals.length > 0 ? (
                <ul className={styles.refusals}>
                  {refusals.map((refusal) => (
                    <li key={refusal}>{refusal}</li>
                  ))}
                </ul>
              ) : null}
              <CartCodes cart={cart} answerCurrent={answerCurrent} />
              {delivery ? (
                <CartDelivery cart={cart} />
              ) : (
                <Suspense fallback={null}>
                  <RentalPickup />
                </Suspense>
              )}
              {user.isStaffUser ? <CartTransferRequest cart={cart} /> : null}
              <CartTotals cart={cart} dutiesNeeded={dutiesNeeded} canContinue={canContinue} onContinue={continueToPayment} />
            </aside>
          </div>
        </>
      )}
      <RecentlyViewed />
    </div>
  );
}
