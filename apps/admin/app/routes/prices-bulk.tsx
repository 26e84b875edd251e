// /admin/prices/bulk/: a price change over the product list's filtered models, for admins
// (docs/admin.md "Bulk price change"). "Preview" shows every changed row's old and new prices and
// writes nothing; "Apply" sends the previewed change with the preview's version, which the API
// refuses (409) when the prices moved meanwhile.
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { adminCatalogueOptionsSchema } from "@polku/domain/admin/catalogue";
import { adminBulkPriceApplySchema, adminBulkPricePreviewSchema, adminBulkPriceResultSchema, type AdminBulkPriceChange, type AdminBulkPricePreview } from "@polku/domain/admin/price-tools";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { checkBulkForm } from "../features/catalogue/price-tool-forms";
import { adminApi } from "../lib/api.server";
import { text } from "../lib/form-values";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/prices-bulk";

export async function loader({ request, context }: Route.LoaderArgs) {
  const options = await adminApi(request, context).get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema);
  const params = new URL(request.url).searchParams;
  const filters = Object.fromEntries(["q", "brand", "group", "public"].map((k) => [k, params.get(k) ?? ""]));
  return { brands: options.brands, groups: options.groups, taxAreas: options.tax_areas, filters };
}

type Result =
  | { intent: "preview"; ok: true; preview: AdminBulkPricePreview; body: AdminBulkPriceChange }
  | { intent: "apply"; ok: true; models: number; changed: number; filters: string }
  | { intent: string; ok: false; message?: MessageKey; errors?: FieldErrors };

/** The filters as the product list's query string, to go back to the same list. */
const listQuery = (filters: Record<string, string | number | boolean | undefined>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== "") out.set(k, String(v));
  const s = out.toString();
  return s ? `?${s}` : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const form = formObject(await request.formData());
  const intent = text(form.intent);
  if (intent === "apply") {
    let body: unknown;
    try {
      body = { ...(JSON.parse(text(form.body)) as object), version: text(form.version) };
    } catch {
      return data<Result>({ intent, ok: false, message: "form.failed" }, { status: 400 });
    }
    const parsed = adminBulkPriceApplySchema.safeParse(body);
    if (!parsed.success) return data<Result>({ intent, ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
    const result = await api.send("POST", "/api/admin/prices/bulk/", parsed.data, adminBulkPriceResultSchema);
    if (result.ok) return { intent: "apply", ok: true, models: result.value.models, changed: result.value.changed, filters: listQuery(parsed.data.filters) } satisfies Result;
    if ("errors" in result) return data<Result>({ intent, ok: false, errors: result.errors }, { status: 400 });
    return data<Result>({ intent, ok: false, message: result.status === 409 ? "bulkPrices.stale" : "form.failed" }, { status: result.status });
  }
  const checked = checkBulkForm(form);
  if (!checked.ok) return data<Result>({ intent: "preview", ok: false, errors: checked.errors }, { status: 400 });
  const result = await api.send("POST", "/api/admin/prices/bulk/preview/", checked.body, adminBulkPricePreviewSchema);
  if (result.ok) return { intent: "preview", ok: true, preview: result.value, body: checked.body } satisfies Result;
  if ("errors" in result) {
    const errors = Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k.replace(/^filters\.?/, "") || "q", v]));
    return data<Result>({ intent: "preview", ok: false, errors }, { status: 400 });
  }
  return data<Result>({ intent: "preview", ok: false, message: "form.failed" }, { status: result.status });
}

export default function BulkPrices({ loaderData }: Route.ComponentProps) {
  const { t, money } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const form = useCheckedForm((values) => {
    const r = checkBulkForm(values);
    return r.ok ? null : r.errors;
  }, result?.intent === "preview" && !result.ok ? result.errors : null);
  const { filters } = loaderData;
  const preview = result?.intent === "preview" && result.ok ? result : null;
  const arrow = (before: number | null, after: number | null) =>
    before === after ? money(before) : (
      <>
        <del>{money(before)}</del> → <strong>{money(after)}</strong>
      </>
    );

  return (
    <>
      <p className="breadcrumbs">
        <Link to={`/productmodels/${listQuery(filters)}`}>{t("models.heading")}</Link>
      </p>
      <h1>{t("bulkPrices.heading")}</h1>
      <p className="hint">{t("bulkPrices.intro")}</p>
      {result?.intent === "apply" && result.ok ? (
        <div className="alert alert-success" role="status">
          {t("bulkPrices.applied", { changed: result.changed, models: result.models })}{" "}
          <Link to={`/productmodels/${result.filters}`}>{t("bulkPrices.toList")}</Link>
        </div>
      ) : null}
      {result && !result.ok && result.message ? <FormAlert message={t(result.message)} /> : null}
      {result?.intent === "apply" && !result.ok && result.errors ? <ErrorSummary errors={result.errors} /> : null}

      <Form method="post" className="form panel" noValidate onSubmit={form.onSubmit} aria-labelledby="bulk-h">
        <h2 id="bulk-h">{t("bulkPrices.which")}</h2>
        <input type="hidden" name="intent" value="preview" />
        <ErrorSummary errors={form.errors} />
        <div className="grid">
          <Field name="q" label={t("models.search")} errors={form.errors}>
            {(a) => <input {...a} type="search" defaultValue={filters.q} />}
          </Field>
          <Field name="brand" label={t("models.brand")} errors={form.errors}>
            {(a) => (
              <select {...a} defaultValue={filters.brand}>
                <option value="">{t("bulkPrices.any")}</option>
                {loaderData.brands.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="group" label={t("models.group")} errors={form.errors}>
            {(a) => (
              <select {...a} defaultValue={filters.group}>
                <option value="">{t("bulkPrices.any")}</option>
                {loaderData.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.path}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field name="public" label={t("models.public")} errors={form.errors}>
            {(a) => (
              <select {...a} defaultValue={filters.public}>
                <option value="">{t("bulkPrices.any")}</option>
                <option value="true">{t("common.yes")}</option>
                <option value="false">{t("common.no")}</option>
              </select>
            )}
          </Field>
        </div>
        <h2>{t("bulkPrices.change")}</h2>
        <div className="grid">
          <Field name="tax_area_id" label={t("prices.area")} errors={form.errors}>
            {(a) => (
              <select {...a} defaultValue="">
                <option value="">{t("bulkPrices.allAreas")}</option>
                {loaderData.taxAreas.map((area) => (
                  <option key={area.id} value={area.id}>
                    {area.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <fieldset className="field choice">
            <legend>{t("bulkPrices.target")}</legend>
            {(["active", "regular"] as const).map((v) => (
              <label key={v} className="radio">
                <input type="radio" name="target" value={v} defaultChecked={v === "active"} /> {t(`prices.${v}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className="field choice">
            <legend>{t("bulkPrices.kind")}</legend>
            {(["percent", "amount"] as const).map((v) => (
              <label key={v} className="radio">
                <input type="radio" name="kind" value={v} defaultChecked={v === "percent"} /> {t(`bulkPrices.kind.${v}`)}
              </label>
            ))}
          </fieldset>
          <Field name="amount" label={t("bulkPrices.amount")} hint={t("bulkPrices.amountHint")} errors={form.errors}>
            {(a) => <input {...a} inputMode="decimal" size={10} required />}
          </Field>
        </div>
        <p className="hint">{t("bulkPrices.rules")}</p>
        <button type="submit" className="button" disabled={busy}>
          {t("bulkPrices.preview")}
        </button>
      </Form>

      {preview ? (
        <section className="panel" aria-labelledby="preview-h">
          <h2 id="preview-h">{t("bulkPrices.previewHeading")}</h2>
          <p role="status">{t("bulkPrices.summary", { models: preview.preview.models, rows: preview.preview.rows, changed: preview.preview.changed })}</p>
          {preview.preview.changed ? (
            <Form method="post" className="form">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="body" value={JSON.stringify(preview.body)} />
              <input type="hidden" name="version" value={preview.preview.version} />
              <p className="hint">{t("bulkPrices.notSaved")}</p>
              <button type="submit" className="button primary" disabled={busy}>
                {t("bulkPrices.apply", { changed: preview.preview.changed })}
              </button>
            </Form>
          ) : null}
          {preview.preview.changed > preview.preview.sample.length ? <p className="hint">{t("bulkPrices.sampleOnly", { shown: preview.preview.sample.length })}</p> : null}
          {preview.preview.sample.length ? (
            <div className="table-wrap">
              <table className="data-table">
                <caption className="visually-hidden">{t("bulkPrices.previewHeading")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("models.name")}</th>
                    <th scope="col">{t("prices.area")}</th>
                    <th scope="col">{t("prices.regular")}</th>
                    <th scope="col">{t("prices.active")}</th>
                    <th scope="col">{t("prices.club")}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.preview.sample.map((r) => (
                    <tr key={`${r.model_id}-${r.tax_area_id}`}>
                      <td>
                        <Link to={`/productmodels/${r.model_id}/`}>{r.name}</Link> <span className="hint">{r.model_number}</span>
                      </td>
                      <td>{r.tax_area}</td>
                      <td className="price-change">{arrow(r.before.regular, r.after.regular)}</td>
                      <td className="price-change">{arrow(r.before.active, r.after.active)}</td>
                      <td className="price-change">{arrow(r.before.club, r.after.club)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
