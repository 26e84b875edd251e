// /admin/rental/{number}/: one rental booking — the gear, the days, the customer, the money and
// the order paying it — and the staff cancel with a reason (docs/admin.md "Rental bookings"). What
// cancelling does is the API's verdict: the booking alone (paid in the store), the booking with
// its order and the order's refund (paid online), or nothing, with the reason why.
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { adminRentalDetailSchema, RENTAL_CANCEL_REASON_MAX } from "@polku/domain/admin/rental";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { rentalCancelFormSchema } from "../features/rental/rental-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/rental";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^R\d{8}$/.test(params.number)) throw data({ status: 404 }, { status: 404 });
  return adminApi(request, context).get(`/api/admin/rental/${params.number}/`, adminRentalDetailSchema);
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

const REFUSED: Record<string, MessageKey> = {
  stale_version: "form.stale",
  status_move: "rentalBooking.refused.status",
  order_has_other_lines: "rentalBooking.refused.order_has_other_lines",
  transition_not_allowed: "rentalBooking.refused.order_status",
};

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = rentalCancelFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("POST", `/api/admin/rental/${params.number}/cancel/`, parsed.data, adminRentalDetailSchema);
  if (result.ok) return { ok: true, message: "rentalBooking.cancelled" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: REFUSED[result.code] ?? "form.failed" }, { status: result.status });
}

export default function RentalBooking({ loaderData }: Route.ComponentProps) {
  const { t, money, dateTime, day } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const { booking: b, version, cancel } = loaderData;
  const { errors, onSubmit } = useCheckedForm(rentalCancelFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/rental/">{t("rental.heading")}</Link>
      </p>
      <h1>
        {t("rentalBooking.heading", { number: b.number })} <span className={`badge rental-${b.status}`}>{t(`rental.status.${b.status}`)}</span>
      </h1>
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      <div className="columns">
        <section className="panel" aria-labelledby="booking-h">
          <h2 id="booking-h">{t("rentalBooking.details")}</h2>
          <dl className="facts">
            <dt>{t("rental.item")}</dt>
            <dd>
              {b.item.name} ({b.size}), {t("rentalBooking.unit", { unit: b.unit })}
            </dd>
            <dt>{t("rental.store")}</dt>
            <dd>{b.store.name}</dd>
            <dt>{t("rental.period")}</dt>
            <dd>
              {day(b.start)} – {day(b.end)}
            </dd>
            <dt>{t("rental.total")}</dt>
            <dd>{money(b.total)}</dd>
            <dt>{t("rentalBooking.deposit")}</dt>
            <dd>{money(b.deposit)}</dd>
            <dt>{t("rental.payment")}</dt>
            <dd>
              {b.order_number ? (
                <>
                  {t("rental.payment.online")}: <Link to={`/orders/${b.order_number}/`}>{b.order_number}</Link>
                  {b.order_status ? <> ({b.order_status})</> : null}
                </>
              ) : b.payment === "online" ? (
                t("rental.payment.noOrder")
              ) : (
                t("rental.payment.store")
              )}
            </dd>
            <dt>{t("rentalBooking.created")}</dt>
            <dd>{dateTime(b.created_at)}</dd>
            {b.cancelled_at ? (
              <>
                <dt>{t("rentalBooking.cancelledAt")}</dt>
                <dd>{dateTime(b.cancelled_at)}</dd>
              </>
            ) : null}
            {b.cancel_reason ? (
              <>
                <dt>{t("rentalBooking.reason")}</dt>
                <dd data-testid="cancel-reason">{b.cancel_reason}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className="panel" aria-labelledby="customer-h">
          <h2 id="customer-h">{t("rental.customer")}</h2>
          <dl className="facts">
            <dt>{t("rentalBooking.name")}</dt>
            <dd>{b.name}</dd>
            <dt>{t("rentalBooking.email")}</dt>
            <dd>
              <a href={`mailto:${b.email}`}>{b.email}</a>
            </dd>
            <dt>{t("rentalBooking.phone")}</dt>
            <dd>
              <a href={`tel:${b.phone.replace(/\s/g, "")}`}>{b.phone}</a>
            </dd>
            <dt>{t("rentalBooking.language")}</dt>
            <dd>{b.language}</dd>
          </dl>
        </section>
      </div>
      <section className="panel" aria-labelledby="cancel-h">
        <h2 id="cancel-h">{t("rentalBooking.cancel")}</h2>
        {cancel.kind === "refused" ? (
          <p className="hint" data-testid="cancel-refused">
            {t(`rentalBooking.refused.${cancel.reason}`)}
            {cancel.reason === "order_has_other_lines" && b.order_number ? (
              <>
                {" "}
                <Link to={`/orders/${b.order_number}/`}>{t("rentalBooking.openOrder", { number: b.order_number })}</Link>
              </>
            ) : null}
          </p>
        ) : (
          <Form method="post" className="form" noValidate onSubmit={onSubmit}>
            <input type="hidden" name="version" value={version} />
            <ErrorSummary errors={errors} />
            <p>{cancel.kind === "order" ? t("rentalBooking.cancelWithOrder", { order: b.order_number ?? "" }) : t("rentalBooking.cancelAlone")}</p>
            <Field name="reason" label={t("rentalBooking.reason")} errors={errors} hint={t("rentalBooking.reasonHint")}>
              {(a) => <textarea {...a} rows={3} maxLength={RENTAL_CANCEL_REASON_MAX} />}
            </Field>
            <div>
              <button type="submit" className="button danger" disabled={busy}>
                {cancel.kind === "order" ? t("rentalBooking.cancelOrderConfirm") : t("rentalBooking.cancelConfirm")}
              </button>
            </div>
          </Form>
        )}
      </section>
      <p>
        <Link to={`/audit/?entity=rental_booking&entity_id=${b.number}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
