// /checkout/payment/ (spec 01 §2, §4, §7; docs/orders.md "Storefront"): the order summary of the
// validated cart, the payment methods the server offers, the terms and 'Pay'. Pay places the order
// with the idempotency key kept for this cart (order-attempt.ts), then follows the payment start:
// a redirect to the provider's page, the embedded checkout's snippet, or (paid by gift cards)
// straight to the result. A 409 shows the server's message and validates the cart again.
import {
  GIFT_CARD_PAYMENT_METHOD,
  attemptFor,
  cartNeedsDelivery,
  contactFormProblems,
  isCartEmpty,
  orderFingerprint,
  orderResultPath,
  paymentEnded,
  paymentPageEvent,
  placeOrderRequestOf,
  READ_ONLY_ORDER,
  resultKindOf,
  visiblePaymentMethods,
  type OrderAttempt,
  type OrderConflict,
  type PlaceOrderResponse,
  type LegalPageLinks,
  snippetCleared,
  snippetFailed,
} from "@polku/domain";
import { useEffect, useId, useRef, useState } from "react";
import { LegalLinks } from "./legal-links";
import { Link, useNavigate } from "react-router";
import { usePageEvent } from "../../lib/analytics";
import { ApiError, browserApi, type PlaceOrderResult } from "../../lib/api";
import { authorizationFromCookies, readBrowserCookies } from "../../lib/cookies";
import { loadPage } from "../../lib/full-navigation";
import { useI18n } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { withRetries } from "../../lib/retry";
import { useCart, useCartLoaded, useCartStore } from "../cart/cart-context";
import { useLocale } from "../locale/locale-provider";
import { SummaryDelivery, SummaryLines, SummaryTotals } from "./checkout-summary";
import { KcoSnippet } from "./kco-snippet";
import { newIdempotencyKey, readOrderAttempt, saveOrderAttempt } from "./order-attempt";
import styles from "./orders.module.css";

export const CART_PATH = "/checkout/";

type Phase = "idle" | "placing" | "redirecting" | "embedded";
type Failure = null | "failed" | "invalid";

export function PaymentPage({ legal }: { legal: LegalPageLinks }) {
  const { t, language } = useI18n();
  const { config, formatPrice } = useLocale();
  const user = useUser();
  const cart = useCart();
  const loaded = useCartLoaded();
  const store = useCartStore();
  const navigate = useNavigate();
  const ids = useId();
  const [method, setMethod] = useState<string | null>(null);
  const [terms, setTerms] = useState(false);
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [conflict, setConflict] = useState<OrderConflict | null>(null);
  const [failure, setFailure] = useState<Failure>(null);
  const [snippet, setSnippet] = useState<string | null>(null);
  // Each retry of a failed snippet inserts it afresh (a new element, its scripts run again).
  const [snippetAttempt, setSnippetAttempt] = useState(0);
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const empty = isCartEmpty(cart);
  const key = store.currentKey();
  const answer = cart.validation;
  const answerCurrent = cart.status === "VALIDATED" && answer !== null && cart.validateHash === key;
  // The answer may have chosen the delivery method itself (the cart page shows it checked).
  const answerMethod = cart.deliveryMethods.find((m) => m.selected && m.available);
  // A cart of rentals alone has no delivery step (docs/rental.md "Rental-only checkout").
  const delivery = cartNeedsDelivery(cart);
  const formIncomplete = Object.keys(contactFormProblems(cart.form, delivery)).length > 0 || (delivery && cart.deliveryMethods.length > 0 && !cart.form.delivery_method && !answerMethod);
  const methods = visiblePaymentMethods(cart);
  const chosen = methods.find((m) => m.slug === method) ?? methods[0] ?? null;
  const paidByGiftCards = answerCurrent && answer.total_price === 0;
  const refusals = answerCurrent ? [...(answer.reason && answer.reason !== READ_ONLY_ORDER ? [answer.reason] : []), ...answer.errors] : [];
  const canPay = answerCurrent && refusals.length === 0 && (paidByGiftCards || chosen !== null) && phase === "idle";

  // Nothing to pay for, or details missing: back to the cart page (its form says what is missing).
  useEffect(() => {
    if (loaded && phase === "idle" && (empty || formIncomplete)) void navigate(CART_PATH, { replace: true });
  }, [loaded, phase, empty, formIncomplete, navigate]);

  // The order takes the delivery method from the form: write the answer's choice there.
  useEffect(() => {
    if (!loaded || !delivery || cart.form.delivery_method || !answerMethod) return;
    const { slug, store_slug: location } = answerMethod;
    store.update((current) => (current.form.delivery_method ? current : { ...current, form: { ...current.form, delivery_method: slug, delivery_location: location ?? current.form.delivery_location } }), { immediate: true });
  }, [loaded, delivery, cart.form.delivery_method, answerMethod, store]);

  // The answer may belong to the cart page or an older cart: ask again (pageName "checkout").
  useEffect(() => {
    if (loaded && !empty && cart.status !== "PENDING" && cart.status !== "ERROR" && cart.validateHash !== key) void store.validateNow();
  }, [loaded, empty, cart.status, cart.validateHash, key, store]);

  // Back from the provider's page (the browser's page cache): Pay works again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setPhase("idle");
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  useEffect(() => {
    if (conflict || failure) alertRef.current?.focus();
  }, [conflict, failure]);

  usePageEvent(answerCurrent ? paymentPageEvent(answer, language) : null, answerCurrent ? "payment" : "payment-pending");

  async function send(attempt: OrderAttempt, body: ReturnType<typeof placeOrderRequestOf>): Promise<PlaceOrderResult> {
    saveOrderAttempt(attempt); // before sending: a reload while the request runs keeps the key
    // A 503 (the database dropped a connection) or a lost answer: the same key again, so the
    // order is placed once whichever send the server took.
    return withRetries(() => browserApi.placeOrder({ ...body, idempotency_key: attempt.key }, authorizationFromCookies(readBrowserCookies())));
  }

  function follow(order: PlaceOrderResponse) {
    const kind = resultKindOf(order);
    if (kind !== "process" || order.payment.kind === "none") {
      void navigate(orderResultPath(kind, order.number, order.access_token));
      return;
    }
    if (order.payment.kind === "redirect") {
      setPhase("redirecting");
      loadPage(order.payment.redirect_url, { external: true });
      return;
    }
    // spec 01 §7 kco_iframe: the embedded checkout goes into the page; the cart remembers its id
    // so a completed checkout answers READ_ONLY_ORDER.
    const kgcoId = order.payment.kgco_id;
    setSnippet(order.payment.kco_iframe);
    setPhase("embedded");
    store.update((current) => snippetCleared({ ...current, klarnaGlobalCheckoutId: kgcoId }));
  }

  async function pay() {
    setTried(true);
    if (busy.current || !canPay || !terms) return;
    busy.current = true;
    setPhase("placing");
    setConflict(null);
    setFailure(null);
    const context = { countryCode: config.deliveryCountryCode, languageCode: config.language, currencyCode: config.currencyCode, customerId: user.id, pageName: "checkout" as const };
    const body = placeOrderRequestOf(cart, context, paidByGiftCards ? GIFT_CARD_PAYMENT_METHOD : chosen!.slug, "");
    const fingerprint = orderFingerprint(body);
    let attempt = attemptFor(readOrderAttempt(), fingerprint, newIdempotencyKey);
    try {
      let result = await send(attempt, body);
      // The kept key's order has ended (declined, cancelled, expired) or the key belongs to another
      // cart: this Pay is a new order with a new key.
      const ended = result.kind === "placed" && paymentEnded(result.order.payment_status);
      if (ended || (result.kind === "conflict" && result.conflict.code === "idempotency_key_reused")) {
        attempt = { key: newIdempotencyKey(), fingerprint, number: null, token: null };
        result = await send(attempt, body);
      }
      if (result.kind === "conflict") {
        setConflict(result.conflict);
        busy.current = false;
        setPhase("idle");
        void store.validateNow();
        return;
      }
      saveOrderAttempt({ ...attempt, number: result.order.number, token: result.order.access_token });
      follow(result.order);
    } catch (error) {
      console.error("Placing the order failed", error);
      setFailure(error instanceof ApiError && error.status === 400 ? "invalid" : "failed");
      busy.current = false;
      setPhase("idle");
    }
  }

  if (!loaded || empty || formIncomplete) {
    return (
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t("orders.payment.title")}</h1>
        <p role="status" className="visually-hidden">
          {t("orders.payment.loading")}
        </p>
        <span className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  }

  const status = phase === "placing" ? t("orders.payment.placing") : phase === "redirecting" ? t("orders.payment.redirecting") : cart.status === "PENDING" ? t("orders.payment.checking") : cart.status === "ERROR" ? t("cart.page.error") : "";

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("orders.payment.title")}</h1>
      <p role="status" className={cart.status === "ERROR" ? styles.alert : "visually-hidden"} data-testid="payment-status">
        {status}
      </p>
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby="payment-summary-heading" aria-busy={cart.status === "PENDING" || undefined}>
            <div className={styles.panelHead}>
              <h2 id="payment-summary-heading" className={styles.panelTitle}>
                {t("orders.payment.summary")}
              </h2>
              <Link to={CART_PATH}>{t("orders.payment.edit")}</Link>
            </div>
            {answer ? (
              <>
                <SummaryLines answer={answer} />
                <SummaryTotals answer={answer} />
              </>
            ) : (
              <span className={styles.skeleton} aria-hidden="true" />
            )}
          </section>
          <SummaryDelivery cart={cart} />
        </div>
        <div className={styles.column}>
          {conflict || failure || refusals.length > 0 ? (
            <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert} data-testid="payment-alert">
              {conflict ? <p>{conflict.detail}</p> : null}
              {failure === "failed" ? <p>{t("orders.payment.failed")}</p> : null}
              {failure === "invalid" ? (
                <p>
                  {t("orders.payment.invalid")} <Link to={CART_PATH}>{t("orders.payment.edit")}</Link>
                </p>
              ) : null}
              {[...(conflict?.errors ?? []), ...refusals].length > 0 ? (
                <ul>
                  {[...new Set([...(conflict?.errors ?? []), ...refusals])].map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {snippet !== null ? (
            <section className={styles.panel} aria-labelledby="kco-heading">
              <h2 id="kco-heading" className={styles.panelTitle}>
                {t("orders.payment.embedded")}
              </h2>
              {cart.snippetError ? (
                <div role="alert" className={styles.alert} data-testid="kco-error">
                  <p>{t("orders.payment.snippetError")}</p>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => {
                      store.update(snippetCleared);
                      setSnippetAttempt((n) => n + 1);
                    }}
                  >
                    {t("orders.payment.snippetRetry")}
                  </button>
                </div>
              ) : null}
              <KcoSnippet key={snippetAttempt} html={snippet} label={t("orders.payment.embedded")} onError={(kind) => store.update((current) => snippetFailed(current, kind))} />
            </section>
          ) : (
            <form
              className={`${styles.panel} ${styles.form}`}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void pay();
              }}
            >
              {paidByGiftCards ? (
                <p className={styles.notice}>{t("orders.payment.paidByGiftCards")}</p>
              ) : (
                <fieldset className={styles.methods} aria-describedby={tried && !chosen ? `${ids}-method-error` : undefined}>
                  <legend>{t("orders.payment.methods")}</legend>
                  {methods.map((m) => (
                    <label key={m.slug} className={styles.method}>
                      <input type="radio" name="payment_method" value={m.slug} checked={chosen?.slug === m.slug} onChange={() => setMethod(m.slug)} />
                      <span>{m.name}</span>
                    </label>
                  ))}
                  {answerCurrent && methods.length === 0 ? <p className={styles.hint}>{t("orders.payment.noMethods")}</p> : null}
                  {tried && !chosen && answerCurrent ? (
                    <p id={`${ids}-method-error`} className={styles.fieldError}>
                      {t("orders.payment.methodRequired")}
                    </p>
                  ) : null}
                </fieldset>
              )}
              <div>
                <label className={styles.check}>
                  <input type="checkbox" name="terms" checked={terms} onChange={(event) => setTerms(event.target.checked)} aria-invalid={tried && !terms ? true : undefined} aria-describedby={tried && !terms ? `${ids}-terms-error` : undefined} />
                  <span>{t("orders.payment.terms")}</span>
                </label>
                <LegalLinks legal={legal} />
                {tried && !terms ? (
                  <p id={`${ids}-terms-error`} className={styles.fieldError}>
                    {t("orders.payment.termsRequired")}
                  </p>
                ) : null}
              </div>
              <button type="submit" className={`button button--primary ${styles.pay}`} disabled={!canPay} aria-busy={phase !== "idle" || undefined}>
                {phase === "placing" || phase === "redirecting" ? t("orders.payment.placing") : paidByGiftCards ? t("orders.payment.placeOrder") : answerCurrent ? t("orders.payment.pay", { amount: formatPrice(answer.total_price) }) : t("orders.payment.checking")}
              </button>
              {!user.isClubMember ? (
                <p className={styles.hint}>
                  {t(user.isAuthenticated ? "orders.payment.joinHint" : "orders.payment.clubHint")} <Link to="/checkout/club-info/">{t("orders.club.title")}</Link>
                </p>
              ) : null}
            </form>
          )}
        </div>
      </div>
    </div>
  );
}
