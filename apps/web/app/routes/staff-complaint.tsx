// /staff/complaints/{number}/ (docs/complaints.md "Staff"): one complaint with its fields, files
// and history; staff move its status and answer the customer by e-mail (plain POST forms).
import { COMPLAINT_STATUSES, complaintStatusSchema, formatPrice, type StaffComplaint } from "@polku/domain";
import { Form, Link, useNavigation } from "react-router";
import styles from "../features/complaints/complaints.module.css";
import { requireStaffPage } from "../features/complaints/staff-access.server";
import { ApiError } from "../lib/api";
import { flowsServerApi } from "../lib/flows-api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/staff-complaint";

export const handle = { layout: "default" };

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<StaffComplaint> {
  const authorization = await requireStaffPage(request, context);
  try {
    return await flowsServerApi(context).staffComplaint(params.number, authorization);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Complaint could not be found.", { status: 404 });
    throw error;
  }
}

type ActionResult = { done: MessageKey } | { problem: MessageKey };

export async function action({ request, context, params }: Route.ActionArgs): Promise<ActionResult> {
  const authorization = await requireStaffPage(request, context);
  const form = await request.formData();
  const api = flowsServerApi(context);
  try {
    if (form.get("intent") === "answer") {
      const message = String(form.get("message") ?? "").trim();
      if (!message) return { problem: "complaints.error.required" };
      await api.answerComplaint(params.number, message.slice(0, 5000), authorization);
      return { done: "complaints.staff.answered" };
    }
    const status = complaintStatusSchema.safeParse(form.get("status"));
    if (!status.success) return { problem: "complaints.staff.refused" };
    const note = String(form.get("note") ?? "").trim();
    await api.moveComplaint(params.number, { status: status.data, ...(note ? { note: note.slice(0, 2000) } : {}) }, authorization);
    return { done: "complaints.staff.moved" };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 400)) return { problem: "complaints.staff.refused" };
    throw error;
  }
}

export function meta({ matches, location, params }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: `${params.number} – ${translatorOf(root)("complaints.staff.title")}`, path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function StaffComplaintPage({ loaderData: c, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const busy = useNavigation().state === "submitting";
  const when = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Helsinki" }).format(new Date(iso));
  const rows: [string, string][] = [
    [t("complaints.staff.filter"), t(`complaints.status.${c.status}` as MessageKey)],
    [t("complaints.name"), c.customer_name],
    [t("complaints.email"), c.email],
    [t("complaints.phone"), c.phone],
    [t("complaints.address"), `${c.address}, ${c.post_number} ${c.city}`],
    [t("complaints.channel"), t(c.sales_channel === "S" ? "complaints.channelWeb" : "complaints.channelStore")],
    [t("complaints.store"), c.store],
    [t(c.sales_channel === "S" ? "complaints.orderNumber" : "complaints.receipt"), (c.sales_channel === "S" ? c.order_number : c.receipt) ?? "–"],
    [t("complaints.timeOfPurchase"), c.time_of_purchase],
    [t("complaints.price"), formatPrice(c.price, "eur", language)],
    [t("complaints.targetStore"), c.target_store],
    [t("complaints.staff.product"), [c.manufacturer, c.model, c.color, c.size].filter(Boolean).join(", ")],
    [t("complaints.used"), c.used],
    [t("complaints.staff.description"), c.complaint],
  ];
  return (
    <div className={`container ${styles.page}`}>
      <p><Link to="/staff/complaints/">{t("complaints.staff.back")}</Link></p>
      <h1 className={styles.title}>{c.number}</h1>
      {actionData ? (
        <p className={"done" in actionData ? styles.note : styles.problem} role={"done" in actionData ? "status" : "alert"}>
          {t("done" in actionData ? actionData.done : actionData.problem)}
        </p>
      ) : null}
      <dl className={styles.details} data-testid="staff-complaint">
        {rows.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="complaint-files">
        <h2 id="complaint-files">{t("complaints.staff.files")}</h2>
        <ul className={styles.files}>
          {c.files.map((file) => {
            const href = `/staff/complaints/${c.number}/attachments/${file.id}/`;
            return (
              <li key={file.id} data-testid="staff-complaint-file">
                {file.content_type.startsWith("image/") ? <img className={styles.preview} src={href} alt={file.original_name} /> : null}
                <a href={href} download>{file.original_name}</a> ({Math.max(1, Math.round(file.size / 1024))} kB)
              </li>
            );
          })}
        </ul>
      </section>
      <div className={styles.staffForms}>
        <Form method="post" className={styles.section}>
          <h2>{t("complaints.staff.move")}</h2>
          <div className={styles.field}>
            <label htmlFor="move-status">{t("complaints.staff.filter")}</label>
            <select id="move-status" name="status" className="field" defaultValue={c.status}>
              {COMPLAINT_STATUSES.map((s) => (
                <option key={s} value={s}>{t(`complaints.status.${s}` as MessageKey)}</option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="move-note">{t("complaints.staff.note")}</label>
            <textarea id="move-note" name="note" className="field" rows={2} maxLength={2000} />
          </div>
          <button type="submit" name="intent" value="move" className="button" disabled={busy}>{t("complaints.staff.save")}</button>
        </Form>
        <Form method="post" className={styles.section}>
          <h2>{t("complaints.staff.answer")}</h2>
          <div className={styles.field}>
            <label htmlFor="answer-message">{t("complaints.staff.answer")}</label>
            <textarea id="answer-message" name="message" className="field" rows={5} maxLength={5000} required />
          </div>
          <button type="submit" name="intent" value="answer" className="button button--primary" disabled={busy}>{t("complaints.staff.send")}</button>
        </Form>
      </div>
      <section aria-labelledby="complaint-events">
        <h2 id="complaint-events">{t("complaints.staff.events")}</h2>
        <ul className={styles.files}>
          {c.events.map((e, i) => (
            <li key={i}>
              {when(e.created_at)} {e.staff ?? ""}: {e.kind === "status" && e.to_status ? t(`complaints.status.${e.to_status}` as MessageKey) : ""} {e.message ?? ""}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
