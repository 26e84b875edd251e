// /admin/productmodels/{id}/ (the storefront's "Open in admin" address of a product): the model's
// facts and texts, its prices per tax area with the 30-day lowest price (admins edit them), and
// its variants with a form for a new one (docs/admin.md "Catalogue").
import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { adminCatalogueOptionsSchema, adminModelDetailSchema, adminVariantDetailSchema } from "@polku/domain/admin/catalogue";
import { formatEurosInput } from "@polku/domain/admin/catalogue-rules";
import { adminMeSchema, roleAllows } from "@polku/domain/admin/common";
import { adminScheduledPriceListSchema, adminScheduledPriceSchema } from "@polku/domain/admin/price-tools";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { checkPricesForm, modelEditFormSchema, variantFormSchema } from "../features/catalogue/catalogue-forms";
import { ModelForm } from "../features/catalogue/model-form";
import { checkScheduledPriceForm } from "../features/catalogue/price-tool-forms";
import { ScheduledPrices } from "../features/catalogue/scheduled-prices";
import { VariantFields } from "../features/catalogue/variant-fields";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { useMe } from "./shell";
import type { Route } from "./+types/model";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  const api = adminApi(request, context);
  const [model, options, me] = await Promise.all([
    api.get(`/api/admin/models/${params.id}/`, adminModelDetailSchema),
    api.get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema),
    api.get("/api/admin/me/", adminMeSchema),
  ]);
  // Scheduled prices are the admin's (docs/admin.md "Scheduled prices"); staff do not see them.
  const schedules = roleAllows(me.role, "admin") ? (await api.get(`/api/admin/models/${params.id}/scheduled-prices/`, adminScheduledPriceListSchema)).results : null;
  return { model, options, schedules, publicUrl: context.publicUrl };
}

type Result = { intent: string; ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const form = formObject(await request.formData());
  const intent = String(form.intent ?? "");
  let result;
  if (intent === "prices") {
    const checked = checkPricesForm(form);
    if (!checked.ok) return data<Result>({ intent, ok: false, errors: checked.errors }, { status: 400 });
    result = await api.send("PUT", `/api/admin/models/${params.id}/prices/`, checked.body, adminModelDetailSchema);
    // The API names a row by its place in the body; the form by its tax area.
    if (!result.ok && "errors" in result) {
      const areas = checked.body.prices.map((p) => p.tax_area_id);
      const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k.replace(/^prices\.(\d+)/, (_m, i: string) => `prices.${areas[Number(i)]}`), v]));
      return data<Result>({ intent, ok: false, errors }, { status: 400 });
    }
  } else if (intent === "schedule") {
    const checked = checkScheduledPriceForm(form);
    if (!checked.ok) return data<Result>({ intent, ok: false, errors: checked.errors }, { status: 400 });
    result = await api.send("POST", `/api/admin/models/${params.id}/scheduled-prices/`, checked.body, adminScheduledPriceSchema);
  } else if (intent === "cancel-schedule") {
    const scheduleId = String(form.schedule_id ?? "");
    if (!/^\d{1,9}$/.test(scheduleId)) return data<Result>({ intent, ok: false, message: "form.failed" }, { status: 400 });
    result = await api.send("POST", `/api/admin/models/${params.id}/scheduled-prices/${scheduleId}/cancel/`, {}, adminScheduledPriceSchema);
  } else {
    const schema = intent === "model" ? modelEditFormSchema : intent === "variant" ? variantFormSchema : null;
    if (!schema) return data<Result>({ intent, ok: false, message: "form.failed" }, { status: 400 });
    const parsed = schema.safeParse(form);
    if (!parsed.success) return data<Result>({ intent, ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
    result =
      intent === "model"
        ? await api.send("PUT", `/api/admin/models/${params.id}/`, parsed.data, adminModelDetailSchema)
        : await api.send("POST", `/api/admin/models/${params.id}/variants/`, parsed.data, adminVariantDetailSchema);
  }
  if (result.ok) {
    if (intent === "variant") throw redirect(`/variants/${(result.value as { id: number }).id}/?created=1`);
    return { intent, ok: true, message: "form.saved" as MessageKey } satisfies Result;
  }
  if ("errors" in result) return data<Result>({ intent, ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ intent, ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function Model({ loaderData }: Route.ComponentProps) {
  const { t, money, apiMessage } = useI18n();
  const me = useMe();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const { model, options } = loaderData;
  const { id: _id, uuid: _uuid, path, variants, prices, prices_version, version, ...fields } = model;
  const priceForm = useCheckedForm((values) => { const r = checkPricesForm(values); return r.ok ? null : r.errors; }, result?.intent === "prices" ? result.errors : null);
  const variantForm = useCheckedForm(variantFormSchema, result?.intent === "variant" ? result.errors : null);
  const mayPrice = roleAllows(me.role, "admin");
  const areas = options.tax_areas.map((a) => ({ area: a, row: prices.find((p) => p.tax_area_id === a.id) }));
  const alert = (intent: string) => (result?.intent === intent && result.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null);

  return (
    <>
      <p className="breadcrumbs">
        <Link to="/productmodels/">{t("models.heading")}</Link>
      </p>
      <div className="heading-row">
        <h1>{fields.translations.fi.name}</h1>
        <a href={`${loaderData.publicUrl}${path}${fields.is_public ? "" : "?preview=1"}`} className="button">
          {t("model.viewInShop")}
        </a>
      </div>
      <section className="panel" aria-labelledby="model-h">
        <h2 id="model-h">{t("model.details")}</h2>
        {alert("model")}
        <ModelForm schema={modelEditFormSchema} options={options} initial={fields} version={version} serverErrors={result?.intent === "model" ? result.errors : null} busy={busy} submitLabel={t("form.save")} />
      </section>

      <section className="panel" aria-labelledby="prices-h">
        <h2 id="prices-h">{t("prices.heading")}</h2>
        {alert("prices")}
        {!mayPrice ? <p className="hint">{t("prices.adminOnly")}</p> : null}
        <Form method="post" className="form" noValidate onSubmit={priceForm.onSubmit}>
          <input type="hidden" name="intent" value="prices" />
          <input type="hidden" name="version" value={prices_version} />
          <ErrorSummary errors={priceForm.errors} />
          <table className="data-table prices">
            <thead>
              <tr>
                <th scope="col">{t("prices.area")}</th>
                <th scope="col">{t("prices.regular")}</th>
                <th scope="col">{t("prices.active")}</th>
                <th scope="col">{t("prices.club")}</th>
                <th scope="col">{t("prices.ending")}</th>
                <th scope="col">{t("prices.lowest30")}</th>
              </tr>
            </thead>
            <tbody>
              {areas.map(({ area, row }) => (
                <tr key={area.id}>
                  <th scope="row">{area.name}</th>
                  {(["regular", "active", "club"] as const).map((field) => (
                    <td key={field}>
                      <Field name={`prices.${area.id}.${field}`} label={`${t(`prices.${field}`)}, ${area.name}`} errors={priceForm.errors}>
                        {(a) => (
                          <input
                            {...a}
                            inputMode="decimal"
                            size={9}
                            readOnly={!mayPrice}
                            defaultValue={row?.[field] === null || row?.[field] === undefined ? "" : formatEurosInput(row[field]!, t("format.decimal") === "." ? "." : ",")}
                          />
                        )}
                      </Field>
                    </td>
                  ))}
                  <td>
                    <Field name={`prices.${area.id}.price_ending`} label={`${t("prices.ending")}, ${area.name}`} errors={priceForm.errors}>
                      {(a) => <input {...a} type="date" readOnly={!mayPrice} defaultValue={row?.price_ending?.slice(0, 10) ?? ""} />}
                    </Field>
                  </td>
                  <td>{money(row?.lowest_30_days ?? null)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {mayPrice ? (
            <button type="submit" className="button primary" disabled={busy}>
              {t("prices.save")}
            </button>
          ) : null}
        </Form>
        {loaderData.schedules ? (
          <>
            {alert("schedule")}
            {alert("cancel-schedule")}
            {result?.intent === "cancel-schedule" && result.errors ? <FormAlert message={Object.values(result.errors).flat().map(apiMessage).join(" ")} /> : null}
            <ScheduledPrices schedules={loaderData.schedules} taxAreas={options.tax_areas} errors={result?.intent === "schedule" && result.errors ? result.errors : null} busy={busy} />
          </>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="variants-h">
        <h2 id="variants-h">{t("variants.heading")}</h2>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t("variants.colour")}</th>
              <th scope="col">{t("variants.size")}</th>
              <th scope="col">{t("variants.gtin")}</th>
              <th scope="col">{t("variants.stock")}</th>
              <th scope="col">{t("variants.active")}</th>
            </tr>
          </thead>
          <tbody>
            {variants.length === 0 ? (
              <tr>
                <td colSpan={5} className="empty">
                  {t("variants.none")}
                </td>
              </tr>
            ) : (
              variants.map((v) => (
                <tr key={v.id}>
                  <td>
                    <Link to={`/variants/${v.id}/`}>{v.colour}</Link>
                  </td>
                  <td>{v.size ?? "–"}</td>
                  <td>{v.gtin}</td>
                  <td>{v.stock}</td>
                  <td>{v.is_active ? t("common.yes") : t("common.no")}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        <details className="add" open={result?.intent === "variant"}>
          <summary className="button">{t("variants.add")}</summary>
          <Form method="post" className="form" noValidate onSubmit={variantForm.onSubmit}>
            <input type="hidden" name="intent" value="variant" />
            <ErrorSummary errors={variantForm.errors} />
            <VariantFields options={options} errors={variantForm.errors} />
            <button type="submit" className="button primary" disabled={busy}>
              {t("variants.create")}
            </button>
          </Form>
        </details>
      </section>
      <p>
        <Link to={`/audit/?entity=product_model&entity_id=${model.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
