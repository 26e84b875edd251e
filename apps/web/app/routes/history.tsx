// /history/ (spec 01 §2 order history): the logged-in customer's orders, newest first; a guest
// goes to login first and comes back. Each order opens in /view-order/ (as its owner).
import { formatPrice } from "@polku/domain";
import { Link, redirect } from "react-router";
import { loginPathFor } from "../features/accounts/login-rules";
import { ORDER_STATUS_LABEL } from "../features/orders/order-status";
import styles from "../features/orders/orders.module.css";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { cookieHeaders, requestCustomer, serverApi } from "../lib/request-locale.server";
import type { Route } from "./+types/history";

export const handle = { layout: "default" };

const HISTORY_PATH = "/history/";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, authorization, setCookies } = await requestCustomer(request, context);
  if (!user.isAuthenticated || !authorization) throw redirect(loginPathFor(HISTORY_PATH), { headers: cookieHeaders(setCookies) });
  try {
    const { orders } = await serverApi(context).customerOrders(authorization);
    return { status: "ready" as const, orders };
  } catch (error) {
    console.error("Failed to fetch the order history", error);
    return { status: "error" as const, orders: [] };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("orders.history.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function History({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const date = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "Europe/Helsinki" });
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t("orders.history.title")}</h1>
      {loaderData.status === "error" ? (
        <p role="alert" className={styles.alert}>
          {t("orders.history.failed")}
        </p>
      ) : loaderData.orders.length === 0 ? (
        <div className={styles.panel}>
          <p>{t("orders.history.empty")}</p>
          <p>
            <Link to="/" className="button button--primary">
              {t("orders.history.shop")}
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.history}>
          {loaderData.orders.map((order) => (
            <li key={order.number} className={styles.historyItem} data-testid="history-order">
              <div>
                <Link to={`/view-order/?order=${order.number}`} aria-label={t("orders.history.open", { number: order.number })}>
                  {order.number}
                </Link>
                <p className={styles.lineMeta}>
                  {date.format(new Date(order.created_at))} · {t("orders.history.items", { count: order.item_count })}
                </p>
                {order.names.length > 0 ? <p className={styles.lineMeta}>{order.names.join(", ")}</p> : null}
              </div>
              <div className={styles.linePrice}>
                <span className={styles.badge}>{t(ORDER_STATUS_LABEL[order.status])}</span>
                <p className={styles.lineName}>{formatPrice(order.total_price, order.currency_code, language)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
