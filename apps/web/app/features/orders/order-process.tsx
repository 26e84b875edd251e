// /order/process/ (spec 01 §2): the payment is still pending (the provider confirms later). The
// page asks for the order every 2 s and goes to the matching result page once the payment is
// decided; after 2 minutes it stops and says the confirmation will come by e-mail. 'Check again'
// is a plain link to this address, so it also works before hydration (the loader redirects a
// decided order).
import { orderResultPath, resultKindOf, type OrderView } from "@polku/domain";
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { browserApi } from "../../lib/api";
import { authorizationFromCookies, readBrowserCookies } from "../../lib/cookies";
import { useI18n } from "../../lib/i18n";
import styles from "./orders.module.css";

export const PROCESS_POLL_MS = 2000;
export const PROCESS_POLL_LIMIT_MS = 120_000;

export function OrderProcessPage({ order, token }: { order: OrderView; token: string | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const until = Date.now() + PROCESS_POLL_LIMIT_MS;
    setSlow(false);
    const poll = async () => {
      try {
        const current = await browserApi.order(order.number, { token, authorization: authorizationFromCookies(readBrowserCookies()) });
        if (stopped) return;
        const kind = resultKindOf(current);
        if (kind !== "process") {
          void navigate(orderResultPath(kind, order.number, token), { replace: true });
          return;
        }
      } catch (error) {
        console.warn("Checking the order failed; trying again", error);
      }
      if (stopped) return;
      if (Date.now() >= until) setSlow(true);
      else timer = setTimeout(() => void poll(), PROCESS_POLL_MS);
    };
    timer = setTimeout(() => void poll(), PROCESS_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [order.number, token, navigate, round]);

  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t("orders.process.title")}</h1>
      <section className={`${styles.panel} ${styles.progressBox}`} aria-busy={!slow}>
        {slow ? null : <span className={styles.spinner} aria-hidden="true" />}
        <p role="status" data-testid="process-status">
          {slow ? t("orders.process.slow") : t("orders.process.waiting")}
        </p>
        <p className={styles.hint}>{t("orders.retry.number", { number: order.number })}</p>
        <Link
          to={`${location.pathname}${location.search}`}
          className="button button--secondary"
          onClick={(event) => {
            event.preventDefault();
            setRound((n) => n + 1);
          }}
        >
          {t("orders.process.checkAgain")}
        </Link>
      </section>
    </div>
  );
}
