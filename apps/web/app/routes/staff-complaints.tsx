// /staff/complaints/ (docs/complaints.md "Staff"): the complaints, newest first, filtered by
// status, for staff until the back office has its own screens.
import { COMPLAINT_STATUSES, type ComplaintStatus, type StaffComplaintSummary } from "@polku/domain";
import { Form, Link } from "react-router";
import styles from "../features/complaints/complaints.module.css";
import { requireStaffPage } from "../features/complaints/staff-access.server";
import { flowsServerApi } from "../lib/flows-api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/staff-complaints";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ status: ComplaintStatus | null; complaints: StaffComplaintSummary[] | null }> {
  const authorization = await requireStaffPage(request, context);
  const asked = new URL(request.url).searchParams.get("status");
  const status = (COMPLAINT_STATUSES as readonly string[]).includes(asked ?? "") ? (asked as ComplaintStatus) : null;
  try {
    return { status, complaints: (await flowsServerApi(context).staffComplaints(status, authorization)).complaints };
  } catch (error) {
    console.error("Failed to fetch the complaints", error);
    return { status, complaints: null };
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("complaints.staff.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function StaffComplaints({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const { complaints, status } = loaderData;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Helsinki" }).format(new Date(iso));
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("complaints.staff.title")}</h1>
      <Form method="get" className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor="complaint-status">{t("complaints.staff.filter")}</label>
          <select id="complaint-status" name="status" className="field" defaultValue={status ?? ""}>
            <option value="">{t("complaints.staff.all")}</option>
            {COMPLAINT_STATUSES.map((s) => (
              <option key={s} value={s}>{t(`complaints.status.${s}` as MessageKey)}</option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <button type="submit" className="button">{t("complaints.staff.show")}</button>
        </div>
      </Form>
      {complaints === null ? (
        <p className={styles.problem} role="alert">{t("complaints.staff.loadFailed")}</p>
      ) : complaints.length === 0 ? (
        <p>{t("complaints.staff.empty")}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("complaints.staff.number")}</th>
                <th scope="col">{t("complaints.staff.filter")}</th>
                <th scope="col">{t("complaints.staff.customer")}</th>
                <th scope="col">{t("complaints.staff.product")}</th>
                <th scope="col">{t("complaints.staff.created")}</th>
                <th scope="col">{t("complaints.staff.files")}</th>
              </tr>
            </thead>
            <tbody>
              {complaints.map((c) => (
                <tr key={c.number} data-testid="staff-complaint-row">
                  <td><Link to={`/staff/complaints/${c.number}/`}>{c.number}</Link></td>
                  <td>{t(`complaints.status.${c.status}` as MessageKey)}</td>
                  <td>{c.customer_name}<br />{c.email}</td>
                  <td>{c.manufacturer} {c.model}</td>
                  <td>{date(c.created_at)}</td>
                  <td>{c.attachments}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
