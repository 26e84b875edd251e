// /admin/skifacts/{id}/: the facts the ski wizard's compatibility rules read from one ski, binding
// or boot model, with the fields of its sport and part (docs/admin.md "Ski wizard facts",
// docs/ski-wizard.md "Data"). A boot needs a sole length for each of its sizes.
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { ALPINE_SOLE_NORMS, NORDIC_SYSTEMS } from "@polku/domain";
import { adminSkiFactsSchema, adminSkiFactsUpdateSchema, type AdminSkiFacts } from "@polku/domain/admin/flows";
import { ErrorSummary, Field, FormAlert, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { checkSkiFactsForm, skiFactsFieldErrors, skiFactsOfForm, type SkiFactsForm } from "../features/flows/flow-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/skifact";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { model: await adminApi(request, context).get(`/api/admin/ski-facts/${params.id}/`, adminSkiFactsSchema) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const model = await api.get(`/api/admin/ski-facts/${params.id}/`, adminSkiFactsSchema);
  const form: SkiFactsForm = { sport: model.sport, group: model.group, sizes: model.sizes };
  const values = formObject(await request.formData());
  const errors = checkSkiFactsForm(form, values);
  if (errors) return data<Result>({ ok: false, errors }, { status: 400 });
  const body = adminSkiFactsUpdateSchema.safeParse({ version: String(values.version ?? ""), facts: skiFactsOfForm(form, values) });
  if (!body.success) return data<Result>({ ok: false, message: "form.failed" }, { status: 400 });
  const result = await api.send("PUT", `/api/admin/ski-facts/${params.id}/`, body.data, adminSkiFactsSchema);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: skiFactsFieldErrors(form, result.errors) }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

type Stored = Record<string, unknown>;
const num = (v: unknown) => (typeof v === "number" ? String(v) : "");

export default function SkiFact({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const m = loaderData.model;
  const form: SkiFactsForm = { sport: m.sport, group: m.group, sizes: m.sizes };
  const { errors, onSubmit } = useCheckedForm((values) => checkSkiFactsForm(form, values), result?.errors);
  const stored = (m.facts && typeof m.facts === "object" ? m.facts : {}) as Stored;
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/skifacts/">{t("skiFacts.heading")}</Link>
      </p>
      <h1>{t("skiFact.heading", { name: m.name })}</h1>
      <p className="hint">
        {m.brand} · {t(`skiFacts.sport.${m.sport}`)} · {t(`skiFacts.group.${m.group}`)} · <Link to={`/productmodels/${m.id}/`}>{t("skiFact.openModel")}</Link>
      </p>
      {m.valid ? null : (
        <p className="alert alert-error" role="status">
          {t("skiFact.invalid")}
        </p>
      )}
      <section className="panel" aria-labelledby="facts-h">
        <h2 id="facts-h">{t("skiFact.form")}</h2>
        {m.sport === "alpine" ? <p className="hint">{t("skiFact.rulesHint")}</p> : null}
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="version" value={m.version} />
          <ErrorSummary errors={errors} />
          <FactFields model={m} stored={stored} errors={errors} />
          <div>
            <button type="submit" className="button primary" disabled={busy}>
              {t("form.save")}
            </button>
          </div>
        </Form>
      </section>
      <p>
        <Link to={`/audit/?entity=ski_facts&entity_id=${m.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}

function FactFields({ model, stored, errors }: { model: AdminSkiFacts; stored: Stored; errors: FieldErrors }) {
  const { t, apiMessage } = useI18n();
  const number = (name: string, label: string, value: unknown) => (
    <Field name={name} label={label} errors={errors}>
      {(a) => <input {...a} inputMode="numeric" autoComplete="off" defaultValue={num(value)} />}
    </Field>
  );
  if (model.group === "skis") return <div className="grid narrow">{number("waistWidthMm", t("skiFact.waist"), stored.waistWidthMm)}</div>;
  if (model.sport === "nordic") {
    return (
      <div className="grid narrow">
        <Field name="system" label={t("skiFact.system")} errors={errors}>
          {(a) => (
            <select {...a} defaultValue={typeof stored.system === "string" ? stored.system : ""}>
              <option value="">{t("common.choose")}</option>
              {NORDIC_SYSTEMS.map((s) => (
                <option key={s} value={s}>
                  {t(`skiFact.system.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    );
  }
  if (model.group === "bindings") {
    const norms = Array.isArray(stored.norms) ? (stored.norms as unknown[]) : [];
    const soles = Array.isArray(stored.soleLengthMm) ? (stored.soleLengthMm as unknown[]) : [];
    const normErrors = errors.norms ?? [];
    return (
      <>
        <div className="grid narrow">
          {number("brakeWidthMm", t("skiFact.brake"), stored.brakeWidthMm)}
          {number("soleMin", t("skiFact.soleMin"), soles[0])}
          {number("soleMax", t("skiFact.soleMax"), soles[1])}
        </div>
        <fieldset className={normErrors.length ? "field-invalid" : undefined} aria-describedby={normErrors.length ? "f-norms-error" : undefined}>
          <legend>{t("skiFact.norms")}</legend>
          {ALPINE_SOLE_NORMS.map((n) => (
            <div key={n} className="field checkbox">
              <input id={`f-norm-${n}`} type="checkbox" name="norms" value={n} defaultChecked={norms.includes(n)} />
              <label htmlFor={`f-norm-${n}`}>{t(`skiFact.norm.${n}`)}</label>
            </div>
          ))}
          {normErrors.length ? (
            <p id="f-norms-error" className="field-error">
              {normErrors.map(apiMessage).join(" ")}
            </p>
          ) : null}
        </fieldset>
      </>
    );
  }
  const soles = (stored.soleLengthMm && typeof stored.soleLengthMm === "object" ? stored.soleLengthMm : {}) as Record<string, unknown>;
  return (
    <>
      <div className="grid narrow">
        <Field name="norm" label={t("skiFact.norm")} errors={errors}>
          {(a) => (
            <select {...a} defaultValue={typeof stored.norm === "string" ? stored.norm : ""}>
              <option value="">{t("common.choose")}</option>
              {ALPINE_SOLE_NORMS.map((n) => (
                <option key={n} value={n}>
                  {t(`skiFact.norm.${n}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset>
        <legend>{t("skiFact.soles")}</legend>
        {model.sizes.length === 0 ? <p className="hint">{t("skiFact.noSizes")}</p> : null}
        <div className="grid narrow">{model.sizes.map((size, i) => number(`sole.${i}`, t("skiFact.sole", { size }), soles[size]))}</div>
      </fieldset>
    </>
  );
}
