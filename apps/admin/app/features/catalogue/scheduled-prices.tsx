// A model's scheduled prices on its page (docs/admin.md "Scheduled prices"), for admins: the
// windows with their state, a cancel button for those not ended, and a form for a new one
// (Helsinki time). The shop shows a campaign price only inside its window.
import { Form } from "react-router";
import type { AdminScheduledPrice } from "@polku/domain/admin/price-tools";
import { ErrorSummary, Field, useCheckedForm, type FieldErrors } from "../../components/form-parts";
import { useI18n } from "../../lib/i18n";
import { checkScheduledPriceForm } from "./price-tool-forms";

export function ScheduledPrices(props: { schedules: AdminScheduledPrice[]; taxAreas: { id: number; name: string }[]; errors: FieldErrors | null; busy: boolean }) {
  const { t, money, dateTime } = useI18n();
  const form = useCheckedForm((values) => {
    const r = checkScheduledPriceForm(values);
    return r.ok ? null : r.errors;
  }, props.errors);
  return (
    <>
      <h3 id="scheduled-h">{t("scheduled.heading")}</h3>
      <p className="hint">{t("scheduled.hint")}</p>
      <div className="table-wrap">
        <table className="data-table" aria-labelledby="scheduled-h">
          <thead>
            <tr>
              <th scope="col">{t("prices.area")}</th>
              <th scope="col">{t("scheduled.price")}</th>
              <th scope="col">{t("prices.club")}</th>
              <th scope="col">{t("scheduled.starts")}</th>
              <th scope="col">{t("scheduled.ends")}</th>
              <th scope="col">{t("scheduled.state")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("scheduled.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.schedules.length === 0 ? (
              <tr>
                <td colSpan={7} className="empty">
                  {t("scheduled.none")}
                </td>
              </tr>
            ) : (
              props.schedules.map((s) => (
                <tr key={s.id}>
                  <td>{s.tax_area}</td>
                  <td>{money(s.active)}</td>
                  <td>{money(s.club)}</td>
                  <td>{dateTime(s.starts_at)}</td>
                  <td>{dateTime(s.ends_at)}</td>
                  <td>
                    <span className={`badge scheduled-${s.state}`}>{t(`scheduled.state.${s.state}`)}</span>
                  </td>
                  <td>
                    {s.state === "scheduled" || s.state === "running" ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="cancel-schedule" />
                        <input type="hidden" name="schedule_id" value={s.id} />
                        <button type="submit" className="button" disabled={props.busy} aria-label={t("scheduled.cancelLabel", { starts: dateTime(s.starts_at) })}>
                          {t("scheduled.cancel")}
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <details className="add" open={props.errors !== null}>
        <summary className="button">{t("scheduled.add")}</summary>
        <Form method="post" className="form" noValidate onSubmit={form.onSubmit}>
          <input type="hidden" name="intent" value="schedule" />
          <ErrorSummary errors={form.errors} />
          <div className="grid">
            <Field name="tax_area_id" label={t("prices.area")} errors={form.errors} id="s-tax_area_id">
              {(a) => (
                <select {...a}>
                  {props.taxAreas.map((area) => (
                    <option key={area.id} value={area.id}>
                      {area.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="active" label={t("scheduled.price")} errors={form.errors} id="s-active">
              {(a) => <input {...a} inputMode="decimal" size={9} />}
            </Field>
            <Field name="club" label={t("prices.club")} hint={t("scheduled.clubHint")} errors={form.errors} id="s-club">
              {(a) => <input {...a} inputMode="decimal" size={9} />}
            </Field>
            <Field name="starts_at" label={t("scheduled.starts")} errors={form.errors} id="s-starts_at">
              {(a) => <input {...a} type="datetime-local" />}
            </Field>
            <Field name="ends_at" label={t("scheduled.ends")} errors={form.errors} id="s-ends_at">
              {(a) => <input {...a} type="datetime-local" />}
            </Field>
          </div>
          <button type="submit" className="button primary" disabled={props.busy}>
            {t("scheduled.save")}
          </button>
        </Form>
      </details>
    </>
  );
}
