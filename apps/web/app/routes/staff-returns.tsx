// /staff/returns/ (docs/returns.md "Staff"): the returns, newest first, filtered by status;
// linked from the staff bar.
import { formatPrice, RETURN_STATUSES, type ReturnStatus, type StaffReturnSummary } from "@polku/domain";
import { Form, Link } from "react-router";
import { requireStaffPage } from "../features/complaints/staff-access.server";
import styles from "../features/returns/returns.module.css";
import { flowsServerApi } from "../lib/flows-api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/staff-returns";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ status: ReturnStatus | null; returns: StaffReturnSummary[] | null }> {
  const authorization = await requireStaffPage(request, context);
  const asked = new URL(request.url).searchParams.get("status");
  const status = (RETURN_STATUSES as readonly string[]).includes(asked ?? "") ? (asked as ReturnStatus) : null;
  try {
    return { status, returns: (await flowsServerApi(context).staffReturns(status, authorization)).returns };
  } catch (error) {
    console.error("Failed to fetch the returns", error);
    return { status, returns: null };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("returns.staff.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function StaffReturns({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { returns, status } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Helsinki" }).format(new Date(iso));
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("returns.staff.title")}</h1>
      <Form method="get" className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="return-status">{t("returns.staff.filter")}</label>
          <select id="return-status" name="status" className="field" defaultValue={status ?? ""}>
            <option value="">{t("returns.staff.all")}</option>
            {RETURN_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`returns.status.${s}` as MessageKey)}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">{t("returns.staff.show")}</button>
      </Form>
      {returns === null ? (
        <p className={styles.problem} role="alert">{t("returns.staff.loadFailed")}</p>
      ) : returns.length === 0 ? (
        <p>{t("returns.staff.empty")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("returns.staff.number")}</th>
                <th scope="col">{t("returns.staff.filter")}</th>
                <th scope="col">{t("returns.staff.order")}</th>
                <th scope="col">{t("returns.staff.customer")}</th>
                <th scope="col">{t("returns.staff.units")}</th>
                <th scope="col">{t("returns.staff.refund")}</th>
                <th scope="col">{t("returns.staff.created")}</th>
              </tr>
            </thead>
            <tbody>
              {returns.map((r) => (
                <tr key={r.number} data-testid="staff-return-row">
                  <td><Link to={`/staff/returns/${r.number}/`}>{r.number}</Link></td>
                  <td>{t(`returns.status.${r.status}` as MessageKey)}</td>
                  <td>{r.order_number}</td>
                  <td>{r.customer_name}<br />{r.email}</td>
                  <td>{r.units}</td>
                  <td>{r.refund_total > 0 ? formatPrice(r.refund_total, "eur", language) : "–"}</td>
                  <td>{date(r.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
