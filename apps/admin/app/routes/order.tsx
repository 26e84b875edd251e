// /admin/orders/{number}/: one order with its lines, payments, provider events, refunds, status
// history and internal notes; staff move it along its statuses, cancel it (the money is released
// or refunded through the provider by the order rules), resend the confirmation and retry a
// failed refund (docs/admin.md "Orders").
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { z } from "zod";
import { versionSchema } from "@polku/domain/admin/common";
import { adminOrderDetailSchema, adminOrderMoveSchema, adminOrderNoteSchema, adminRefundRowSchema, cancellationPath } from "@polku/domain/admin/orders";
import { Field, FormAlert, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/order";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return adminApi(request, context).get(`/api/admin/orders/${encodeURIComponent(params.number)}/`, adminOrderDetailSchema);
}

const cancelFormSchema = z.object({ version: versionSchema, note: z.string().trim().max(500).optional() });
/** The API's schemas without their strictness: a form also carries its `intent`. */
const moveFormSchema = z.object(adminOrderMoveSchema.shape);
const noteFormSchema = z.object(adminOrderNoteSchema.shape);

type ActionResult = { ok: boolean; message?: MessageKey; errors?: FieldErrors; intent: string };

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const form = formObject(await request.formData());
  const intent = String(form.intent ?? "");
  const base = `/api/admin/orders/${encodeURIComponent(params.number)}`;
  const answer = (result: Awaited<ReturnType<typeof api.send>>, done: MessageKey) => {
    if (result.ok) return { ok: true, message: done, intent } satisfies ActionResult;
    if (result.status === 400 && "errors" in result) return data({ ok: false, errors: result.errors, intent } satisfies ActionResult, { status: 400 });
    const code = "code" in result ? result.code : "";
    const message: MessageKey = code === "stale_version" ? "form.stale" : code === "transition_not_allowed" ? "order.moveRefused" : code === "order_not_paid" ? "order.notPaid" : "form.failed";
    return data({ ok: false, message, intent } satisfies ActionResult, { status: result.status });
  };
  switch (intent) {
    case "move": {
      const parsed = adminOrderMoveSchema.safeParse({ version: form.version, to: form.to, note: form.note });
      if (!parsed.success) return data({ ok: false, errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), [i.message]])), intent }, { status: 400 });
      return answer(await api.send("POST", `${base}/status/`, parsed.data, adminOrderDetailSchema), "order.moved");
    }
    case "cancel": {
      const parsed = cancelFormSchema.safeParse({ version: form.version, note: form.note });
      if (!parsed.success) return data({ ok: false, message: "form.stale" as MessageKey, intent }, { status: 400 });
      return answer(await api.send("POST", `${base}/cancel/`, parsed.data, adminOrderDetailSchema), "order.cancelled");
    }
    case "note": {
      const parsed = adminOrderNoteSchema.safeParse({ body: form.body });
      if (!parsed.success) return data({ ok: false, errors: { body: parsed.error.issues.map((i) => i.message) }, intent }, { status: 400 });
      return answer(await api.send("POST", `${base}/notes/`, parsed.data, adminOrderDetailSchema), "order.noted");
    }
    case "resend":
      return answer(await api.send("POST", `${base}/resend-confirmation/`, {}, adminOrderDetailSchema), "order.resent");
    case "retry": {
      const id = Number(form.refund);
      if (!Number.isInteger(id) || id <= 0) return data({ ok: false, message: "form.failed" as MessageKey, intent }, { status: 400 });
      return answer(await api.send("POST", `/api/admin/refunds/${id}/retry/`, {}, adminRefundRowSchema), "order.retried");
    }
    default:
      return data({ ok: false, message: "form.failed" as MessageKey, intent }, { status: 400 });
  }
}

export default function Order({ loaderData: o }: Route.ComponentProps) {
  const { t, money, dateTime } = useI18n();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const busy = useNavigation().state !== "idle";
  const moveForm = useCheckedForm(moveFormSchema, result?.intent === "move" ? result.errors : null);
  const noteForm = useCheckedForm(noteFormSchema, result?.intent === "note" ? result.errors : null);
  const cancellable = cancellationPath(o.status) !== null;
  const moves = o.allowed_moves.filter((s) => s !== "cancelled" && s !== "manual_cancellation");
  const status = (s: string) => t(`status.${s}` as MessageKey);

  return (
    <>
      <p className="breadcrumbs">
        <Link to="/orders/">{t("orders.heading")}</Link>
      </p>
      <h1>
        {t("order.heading", { number: o.number })} <span className={`badge status-${o.status}`}>{status(o.status)}</span>
      </h1>
      <FormAlert message={result?.message ? t(result.message) : null} tone={result?.ok ? "success" : "error"} />

      <section className="panel" aria-labelledby="actions-h">
        <h2 id="actions-h">{t("order.actions")}</h2>
        {moves.length ? (
          <Form method="post" className="form inline-form" noValidate onSubmit={moveForm.onSubmit}>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="version" value={o.version} />
            <Field name="to" label={t("order.moveTo")} errors={moveForm.errors}>
              {(attrs) => (
                <select {...attrs} defaultValue={moves[0]}>
                  {moves.map((s) => (
                    <option key={s} value={s}>
                      {status(s)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="note" label={t("order.note")} errors={moveForm.errors}>
              {(attrs) => <input {...attrs} maxLength={500} />}
            </Field>
            <button type="submit" className="button primary" disabled={busy}>
              {t("order.move")}
            </button>
          </Form>
        ) : null}
        <div className="button-row">
          {cancellable ? (
            <details className="confirm">
              <summary className="button danger">{t("order.cancel")}</summary>
              <Form method="post" className="form">
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="version" value={o.version} />
                <p>{t(o.paid_at ? "order.cancelPaid" : "order.cancelUnpaid")}</p>
                <div className="field">
                  <label htmlFor="cancel-note">{t("order.note")}</label>
                  <input id="cancel-note" name="note" maxLength={500} />
                </div>
                <button type="submit" className="button danger" disabled={busy}>
                  {t("order.cancelConfirm")}
                </button>
              </Form>
            </details>
          ) : null}
          {o.paid_at || o.payment_status === "not_required" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <button type="submit" className="button" disabled={busy}>
                {t("order.resend")}
              </button>
            </Form>
          ) : null}
        </div>
      </section>

      <div className="columns">
        <section className="panel" aria-labelledby="customer-h">
          <h2 id="customer-h">{t("order.customer")}</h2>
          <dl className="facts">
            <dt>{t("order.name")}</dt>
            <dd>
              {o.first_name} {o.last_name}
            </dd>
            <dt>{t("order.email")}</dt>
            <dd>{o.email}</dd>
            <dt>{t("order.phone")}</dt>
            <dd>{o.phone}</dd>
            <dt>{t("order.address")}</dt>
            <dd>
              {o.address}, {o.postal_code} {o.city} ({o.country_code.toUpperCase()})
            </dd>
            <dt>{t("order.delivery")}</dt>
            <dd>
              {o.delivery_method_name}
              {o.delivery_store ? ` · ${o.delivery_store}` : o.delivery_location ? ` · ${o.delivery_location}` : ""}
            </dd>
            {o.special_request ? (
              <>
                <dt>{t("order.specialRequest")}</dt>
                <dd>{o.special_request}</dd>
              </>
            ) : null}
            {o.transfer ? (
              <>
                <dt>{t("order.transfer")}</dt>
                <dd>
                  {o.transfer.from.join(", ")} → {o.transfer.to}
                  {o.transfer.high_priority ? ` · ${t("order.highPriority")}` : ""}
                </dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="panel" aria-labelledby="payment-h">
          <h2 id="payment-h">{t("order.payment")}</h2>
          <dl className="facts">
            <dt>{t("orders.created")}</dt>
            <dd>{dateTime(o.created_at)}</dd>
            <dt>{t("orders.payment")}</dt>
            <dd>{t(`payment.${o.payment_status}` as MessageKey)}</dd>
            <dt>{t("order.method")}</dt>
            <dd>{o.payment_method ?? "–"}</dd>
            <dt>{t("order.paidAt")}</dt>
            <dd>{dateTime(o.paid_at)}</dd>
            {o.discount_code ? (
              <>
                <dt>{t("orders.code")}</dt>
                <dd>{o.discount_code}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>

      <section className="panel" aria-labelledby="lines-h">
        <h2 id="lines-h">{t("order.lines")}</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("order.product")}</th>
              <th scope="col">{t("order.quantity")}</th>
              <th scope="col">{t("order.unitPrice")}</th>
              <th scope="col">{t("orders.total")}</th>
            </tr>
          </thead>
          <tbody>
            {o.lines.map((line) => (
              <tr key={line.position}>
                <td>
                  {line.model_id ? <Link to={`/productmodels/${line.model_id}/`}>{line.name}</Link> : line.name}
                  <br />
                  <small>{[line.manufacturer, line.color, line.size].filter(Boolean).join(" · ")}</small>
                </td>
                <td>{line.quantity}</td>
                <td>{money(line.unit_price, o.currency)}</td>
                <td>{money(line.total_price, o.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{t("order.delivery")}</th>
              <td>{money(o.delivery_cost, o.currency)}</td>
            </tr>
            {o.discount_total ? (
              <tr>
                <th scope="row" colSpan={3}>{t("order.discount")}</th>
                <td>−{money(o.discount_total, o.currency)}</td>
              </tr>
            ) : null}
            {o.gift_cards_used ? (
              <tr>
                <th scope="row" colSpan={3}>{t("order.giftCards")}</th>
                <td>−{money(o.gift_cards_used, o.currency)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={3}>{t("orders.total")}</th>
              <td>
                <strong>{money(o.total_price, o.currency)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="panel" aria-labelledby="refunds-h">
        <h2 id="refunds-h">{t("order.refunds")}</h2>
        {o.refunds.length === 0 ? (
          <p>{t("order.noRefunds")}</p>
        ) : (
          <ul className="plain">
            {o.refunds.map((r) => (
              <li key={r.id}>
                {t(r.kind === "refund" ? "refund.kindRefund" : "refund.kindCancel")} {money(r.amount, o.currency)} ·{" "}
                <span className={`badge refund-${r.status}`}>{t(`refund.${r.status}` as MessageKey)}</span> · {t("refund.attempts", { count: r.attempts })}
                {r.last_error ? <small> · {r.last_error}</small> : null}
                {r.status === "failed" ? (
                  <Form method="post" className="inline">
                    <input type="hidden" name="intent" value="retry" />
                    <input type="hidden" name="refund" value={r.id} />
                    <button type="submit" className="button" disabled={busy}>
                      {t("refund.retry")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="columns">
        <section className="panel" aria-labelledby="history-h">
          <h2 id="history-h">{t("order.history")}</h2>
          <ol className="timeline">
            {o.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at}>{dateTime(h.at)}</time> {h.from ? `${status(h.from)} → ` : ""}
                {status(h.to)} · {t(`source.${h.source}` as MessageKey)}
                {h.staff ? ` · ${h.staff}` : ""}
                {h.note ? <q>{h.note}</q> : null}
              </li>
            ))}
          </ol>
          <h3>{t("order.events")}</h3>
          <ul className="plain">
            {o.events.map((e) => (
              <li key={`${e.processor_slug}:${e.event_id}`}>
                <time dateTime={e.received_at}>{dateTime(e.received_at)}</time> {e.processor_slug} {e.status} {e.amount !== null ? money(e.amount, o.currency) : ""}
                {e.applied ? "" : ` · ${t("order.eventIgnored")}`}
              </li>
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="notes-h">
          <h2 id="notes-h">{t("order.notes")}</h2>
          <ul className="plain">
            {o.notes.map((n) => (
              <li key={n.id}>
                <time dateTime={n.at}>{dateTime(n.at)}</time> <strong>{n.author}</strong>: {n.body}
              </li>
            ))}
          </ul>
          <Form method="post" className="form" noValidate onSubmit={noteForm.onSubmit}>
            <input type="hidden" name="intent" value="note" />
            <Field name="body" label={t("order.addNote")} errors={noteForm.errors}>
              {(attrs) => <textarea {...attrs} rows={3} maxLength={4000} />}
            </Field>
            <button type="submit" className="button" disabled={busy}>
              {t("order.saveNote")}
            </button>
          </Form>
        </section>
      </div>
      <p>
        <Link to={`/audit/?entity=order&entity_id=${o.number}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
