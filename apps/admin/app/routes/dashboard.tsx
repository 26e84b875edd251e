// /admin/: the day at a glance: orders by status, today's orders, refunds that need staff,
// reviews waiting and open transfer requests, each linking to its list.
import { Link } from "react-router";
import { orderStatuses } from "@polku/domain";
import { adminDashboardSchema } from "@polku/domain/admin/common";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context).get("/api/admin/dashboard/", adminDashboardSchema);
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <h1>{t("dashboard.heading")}</h1>
      <div className="tiles">
        <Link className="tile" to="/orders/">
          <strong>{d.orders_today}</strong> {t("dashboard.ordersToday")}
        </Link>
        <Link className={`tile${d.failed_refunds ? " tile-alert" : ""}`} to="/refunds/?status=failed">
          <strong>{d.failed_refunds}</strong> {t("dashboard.failedRefunds")}
        </Link>
        <Link className="tile" to="/refunds/?status=pending">
          <strong>{d.pending_refunds}</strong> {t("dashboard.pendingRefunds")}
        </Link>
        <Link className="tile" to="/reviews/?moderation=pending">
          <strong>{d.pending_reviews}</strong> {t("dashboard.hiddenReviews")}
        </Link>
        <Link className="tile" to="/transfers/">
          <strong>{d.transfer_requests}</strong> {t("dashboard.transfers")}
        </Link>
      </div>
      <h2>{t("dashboard.byStatus")}</h2>
      <ul className="status-counts">
        {orderStatuses.map((status) => (
          <li key={status}>
            <Link to={`/orders/?status=${status}`}>
              <span className={`badge status-${status}`}>{t(`status.${status}` as MessageKey)}</span> {d.orders_by_status[status] ?? 0}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
