// /staff/returns/{number}/ (docs/returns.md "Staff"): one return with its lines, the exchange
// order and the refund; staff receive it, ask for information, approve or reject it (a plain
// POST form offering only the moves allowed from its status).
import { formatPrice, returnStatusSchema, type StaffReturn } from "@polku/domain";
import { Form, Link, useNavigation } from "react-router";
import { requireStaffPage } from "../features/complaints/staff-access.server";
import styles from "../features/returns/returns.module.css";
import { ApiError } from "../lib/api";
import { flowsServerApi } from "../lib/flows-api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import type { Route } from "./+types/staff-return";

export const handle = { layout: "default" };

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<StaffReturn> {
  const authorization = await requireStaffPage(request, context);
  try {
    return await flowsServerApi(context).staffReturn(params.number, authorization);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new Response("Return not found", { status: 404 });
    throw error;
  }
}

type ActionResult = { done: MessageKey } | { problem: MessageKey };

export async function action({ request, context, params }: Route.ActionArgs): Promise<ActionResult> {
  const authorization = await requireStaffPage(request, context);
  const form = await request.formData();
  const status = returnStatusSchema.safeParse(form.get("status"));
  if (!status.success) return { problem: "returns.staff.refused" };
  const note = String(form.get("note") ?? "").trim();
  try {
    await flowsServerApi(context).moveReturn(params.number, { status: status.data, ...(note ? { note: note.slice(0, 2000) } : {}) }, authorization);
    return { done: "returns.staff.moved" };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 409 || error.status === 400)) return { problem: "returns.staff.refused" };
    throw error;
  }
}

export function meta({ matches, location, params }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: `${params.number} – ${translatorOf(root)("returns.staff.title")}`, path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function StaffReturnPage({ loaderData: r, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const busy = useNavigation().state === "submitting";
  const when = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Helsinki" }).format(new Date(iso));
  const money = (cents: number) => formatPrice(cents, "eur", language);
  const refund =
    r.refund_status === "done" ? `${t("returns.staff.refunded")} ${money(r.refunded)}`
    : r.refund_status === "pending" ? `${money(r.refund_total)} (${t("returns.staff.refundPending")})`
    : r.refund_status === "failed" ? `${money(r.refund_total)} (${t("returns.staff.refundFailed")})`
    : "–";
  const rows: [string, string][] = [
    [t("returns.staff.filter"), t(`returns.status.${r.status}` as MessageKey)],
    [t("returns.staff.order"), r.order_number],
    [t("returns.staff.customer"), `${r.customer_name}, ${r.email}`],
    [t("returns.staff.created"), when(r.created_at)],
    [t("returns.staff.refund"), refund],
    [t("returns.staff.exchangeOrder"), r.exchange_order ? `${r.exchange_order} (${t(`orders.status.${r.exchange_order_status}` as MessageKey)}${r.exchange_hold_until ? `, ${t("returns.staff.holdUntil", { date: when(r.exchange_hold_until) })}` : ""})` : "–"],
    [t("returns.staff.comment"), r.comment || "–"],
  ];
  return (
    <div className={`container ${styles.page}`}>
      <p><Link to="/staff/returns/">{t("returns.staff.back")}</Link></p>
      <h1 className={styles.title}>{r.number}</h1>
      {actionData ? (
        <p className={"done" in actionData ? styles.note : styles.problem} role={"done" in actionData ? "status" : "alert"}>
          {t("done" in actionData ? actionData.done : actionData.problem)}
        </p>
      ) : null}
      <dl className={styles.details} data-testid="staff-return">
        {rows.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="return-lines">
        <h2 id="return-lines">{t("returns.staff.lines")}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("returns.staff.lines")}</th>
                <th scope="col">{t("returns.staff.units")}</th>
                <th scope="col">{t("returns.staff.reason")}</th>
                <th scope="col">{t("returns.action")}</th>
                <th scope="col">{t("returns.staff.value")}</th>
              </tr>
            </thead>
            <tbody>
              {r.lines.map((l) => (
                <tr key={l.row} data-testid="staff-return-line">
                  <td>{[l.name, l.color, l.size].filter(Boolean).join(", ")}</td>
                  <td>{l.quantity}</td>
                  <td>{t(`returns.reason.${l.reason}` as MessageKey)}</td>
                  <td>{l.action === "exchange" ? `${t("returns.action.exchange")}${l.exchange_label ? `: ${l.exchange_label}` : ""}` : t("returns.action.refund")}</td>
                  <td>{money(l.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {r.moves.length > 0 ? (
        <Form method="post" className={styles.panel}>
          <h2>{t("returns.staff.move")}</h2>
          <div className={styles.field}>
            <label htmlFor="return-move">{t("returns.staff.filter")}</label>
            <select id="return-move" name="status" className="field" defaultValue={r.moves[0]}>
              {r.moves.map((s) => (
                <option key={s} value={s}>{t(`returns.status.${s}` as MessageKey)}</option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="return-note">{t("returns.staff.note")}</label>
            <textarea id="return-note" name="note" className="field" rows={3} maxLength={2000} />
          </div>
          <div>
            <button type="submit" className="button button--primary" disabled={busy}>{t("returns.staff.save")}</button>
          </div>
        </Form>
      ) : (
        <p className={styles.note}>{t("returns.staff.final")}</p>
      )}
      <section aria-labelledby="return-events">
        <h2 id="return-events">{t("returns.staff.events")}</h2>
        <ul className={styles.plain}>
          {r.events.map((e, i) => (
            <li key={i}>
              {when(e.created_at)} {e.staff ?? ""}: {t(`returns.status.${e.to_status}` as MessageKey)} {e.note ?? ""}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
