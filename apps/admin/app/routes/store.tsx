// /admin/stores/{id}/: a store's name, address, contact, coordinates, services and pickup, its
// opening hours for each weekday and its exception days (holidays) with their names in six
// languages (docs/admin.md "Stores"). The shop shows a save at once on /stores/ and the store's page.
import { useState } from "react";
import { Form, Link, data, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { languageCodes } from "@polku/domain";
import { helsinkiDate } from "@polku/domain/content/store-hours";
import { STORE_SERVICES, adminStoreSchema, type AdminStore } from "@polku/domain/admin/stores";
import { ErrorSummary, Field, FormAlert, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { checkStoreForm, storeErrors, storeFormCheck } from "../features/content/store-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { loader as shellLoader } from "./shell";
import type { Route } from "./+types/store";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { store: await adminApi(request, context).get(`/api/admin/stores/${params.id}/`, adminStoreSchema), today: helsinkiDate(new Date()) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const checked = checkStoreForm(formObject(await request.formData()));
  if (!checked.ok) return data<Result>({ ok: false, errors: checked.errors }, { status: 400 });
  const result = await adminApi(request, context).send("PUT", `/api/admin/stores/${params.id}/`, checked.body, adminStoreSchema);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: storeErrors(result.errors, checked.map) }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

type ExceptionRow = AdminStore["opening_exceptions"][number] & { key: number };
let nextKey = 1;
const blankException = (): ExceptionRow => ({ key: nextKey++, date: "", opens: null, closes: null, name: {} });

/** One exception day: date, hours (none: closed) and the day's name per language. */
function ExceptionFields({ row, i, errors, onRemove }: { row: ExceptionRow; i: number; errors: FieldErrors; onRemove: () => void }) {
  const { t } = useI18n();
  return (
    <fieldset className="tab-editor exception-row">
      <legend>{row.date ? t("store.exceptionOn", { date: row.date }) : t("store.exceptionNew")}</legend>
      <div className="grid hours-grid">
        <Field name={`exceptions.${i}.date`} label={t("store.date")} errors={errors}>
          {(a) => <input {...a} type="date" defaultValue={row.date} />}
        </Field>
        <Field name={`exceptions.${i}.opens`} label={t("store.opens")} errors={errors}>
          {(a) => <input {...a} type="time" defaultValue={row.opens ?? ""} />}
        </Field>
        <Field name={`exceptions.${i}.closes`} label={t("store.closes")} errors={errors}>
          {(a) => <input {...a} type="time" defaultValue={row.closes ?? ""} />}
        </Field>
      </div>
      <div className="grid names-grid">
        {languageCodes.map((l) => (
          <Field key={l} name={`exceptions.${i}.name.${l}`} label={`${t("store.exceptionName")} (${l})`} errors={errors}>
            {(a) => <input {...a} defaultValue={row.name[l] ?? ""} lang={l} />}
          </Field>
        ))}
      </div>
      <div className="actions">
        <button type="button" className="button" onClick={onRemove}>
          {t("store.removeException")}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * The exception days in date order and a blank row for a new one. Days already past are kept
 * (they are history, and saved back as they are) but folded away unless one of them has an error.
 */
function Exceptions({ initial, today, errors }: { initial: AdminStore["opening_exceptions"]; today: string; errors: FieldErrors }) {
  const { t } = useI18n();
  const [rows, setRows] = useState<ExceptionRow[]>(() => [...[...initial].sort((a, b) => a.date.localeCompare(b.date)).map((e) => ({ ...e, key: nextKey++ })), blankException()]);
  const past = rows.filter((r) => r.date !== "" && r.date < today).length;
  const remove = (key: number) => setRows((all) => all.filter((r) => r.key !== key));
  const fields = (row: ExceptionRow, i: number) => <ExceptionFields key={row.key} row={row} i={i} errors={errors} onRemove={() => remove(row.key)} />;
  const pastErrors = Object.keys(errors).some((k) => { const m = /^exceptions\.(\d+)\./.exec(k); return m !== null && Number(m[1]) < past; });
  return (
    <fieldset>
      <legend>{t("store.exceptions")}</legend>
      <p className="hint">{t("store.exceptionsHint")}</p>
      {past > 0 ? (
        <details className="past-exceptions" open={pastErrors || undefined}>
          <summary>{t("store.pastExceptions", { count: past })}</summary>
          {rows.slice(0, past).map((row, i) => fields(row, i))}
        </details>
      ) : null}
      {rows.slice(past).map((row, i) => fields(row, past + i))}
      <button type="button" className="button" onClick={() => setRows((all) => [...all, blankException()])}>
        {t("store.addException")}
      </button>
    </fieldset>
  );
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export default function Store({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const shop = useRouteLoaderData<typeof shellLoader>("routes/shell")?.publicUrl ?? "";
  const s = loaderData.store;
  const { errors, onSubmit } = useCheckedForm(storeFormCheck, result?.errors);
  const hoursOf = (day: number) => s.opening_hours.find((h) => h.day === day);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/stores/">{t("stores.heading")}</Link>
      </p>
      <h1>{s.name}</h1>
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      {s.is_active && s.type !== "web" ? (
        <p>
          <a href={`${shop}/stores/${s.slug}/`}>{t("page.viewInShop")}</a>
        </p>
      ) : null}
      <section className="panel" aria-label={t("model.details")}>
        <Form method="post" className="form" noValidate onSubmit={onSubmit} key={s.version}>
          <input type="hidden" name="version" value={s.version} />
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("store.details")}</legend>
            <p className="hint">{t("store.fixedHint", { slug: s.slug, type: t(`store.type.${s.type}` as MessageKey) })}</p>
            <div className="grid">
              <Field name="name" label={t("store.name")} errors={errors}>
                {(a) => <input {...a} defaultValue={s.name} />}
              </Field>
              <Field name="street_address" label={t("store.street")} errors={errors}>
                {(a) => <input {...a} defaultValue={s.street_address} autoComplete="off" />}
              </Field>
              <Field name="postal_code" label={t("store.postalCode")} errors={errors}>
                {(a) => <input {...a} defaultValue={s.postal_code} inputMode="numeric" autoComplete="off" />}
              </Field>
              <Field name="city" label={t("store.city")} errors={errors}>
                {(a) => <input {...a} defaultValue={s.city} autoComplete="off" />}
              </Field>
              <Field name="phone" label={t("store.phone")} errors={errors}>
                {(a) => <input {...a} type="tel" defaultValue={s.phone} autoComplete="off" />}
              </Field>
              <Field name="email" label={t("store.email")} errors={errors}>
                {(a) => <input {...a} type="email" defaultValue={s.email} autoComplete="off" />}
              </Field>
              <Field name="latitude" label={t("store.latitude")} errors={errors} hint={t("store.coordinatesHint")}>
                {(a) => <input {...a} inputMode="decimal" defaultValue={s.latitude ?? ""} />}
              </Field>
              <Field name="longitude" label={t("store.longitude")} errors={errors}>
                {(a) => <input {...a} inputMode="decimal" defaultValue={s.longitude ?? ""} />}
              </Field>
              <Field name="sort_order" label={t("groups.sortOrder")} errors={errors}>
                {(a) => <input {...a} type="number" step={1} defaultValue={s.sort_order} />}
              </Field>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("store.services")}</legend>
            <p className="hint">{t("store.servicesHint")}</p>
            {errors.services ? <p className="field-error">{errors.services.join(" ")}</p> : null}
            {STORE_SERVICES.map((service) => (
              <div className="field checkbox" key={service}>
                <input id={`f-services-${service}`} type="checkbox" name="services" value={service} defaultChecked={s.services.includes(service)} />
                <label htmlFor={`f-services-${service}`}>{t(`store.service.${service}` as MessageKey)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t("store.pickupAndShowing")}</legend>
            <div className="field checkbox">
              <input id="f-pikanouto" type="checkbox" name="pikanouto" defaultChecked={s.pikanouto} />
              <label htmlFor="f-pikanouto">{t("store.pikanouto")}</label>
            </div>
            <div className="field checkbox">
              <input id="f-nouto" type="checkbox" name="nouto" defaultChecked={s.nouto} />
              <label htmlFor="f-nouto">{t("store.nouto")}</label>
            </div>
            <div className="field checkbox">
              <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={s.is_active} />
              <label htmlFor="f-is_active">{t("store.isActiveLong")}</label>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("store.week")}</legend>
            <p className="hint">{t("store.weekHint")}</p>
            <div className="week">
              {WEEKDAYS.map((day) => (
                <div className="week-day" key={day} role="group" aria-labelledby={`weekday-${day}`}>
                  <span id={`weekday-${day}`} className="week-day-name">
                    {t(`store.weekday.${day}` as MessageKey)}
                  </span>
                  <Field name={`hours.${day}.opens`} label={t("store.opens")} errors={errors}>
                    {(a) => <input {...a} type="time" defaultValue={hoursOf(day)?.opens ?? ""} />}
                  </Field>
                  <Field name={`hours.${day}.closes`} label={t("store.closes")} errors={errors}>
                    {(a) => <input {...a} type="time" defaultValue={hoursOf(day)?.closes ?? ""} />}
                  </Field>
                </div>
              ))}
            </div>
          </fieldset>
          <Exceptions initial={s.opening_exceptions} today={loaderData.today} errors={errors} />
          <button type="submit" className="button primary" disabled={busy}>
            {t("form.save")}
          </button>
        </Form>
      </section>
      <p>
        <Link to={`/audit/?entity=store&entity_id=${s.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
