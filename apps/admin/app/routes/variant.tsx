// /admin/variants/{id}/: one variant's facts and its stock per store, with incoming deliveries
// and shelf codes (docs/admin.md "Stock").
import { Form, Link, data, useActionData, useNavigation, useSearchParams } from "react-router";
import { adminCatalogueOptionsSchema, adminVariantDetailSchema, adminVariantStockSchema } from "@polku/domain/admin/catalogue";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { stockFormSchema, variantEditFormSchema } from "../features/catalogue/catalogue-forms";
import { VariantFields } from "../features/catalogue/variant-fields";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/variant";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  const api = adminApi(request, context);
  const [variant, stock, options] = await Promise.all([
    api.get(`/api/admin/variants/${params.id}/`, adminVariantDetailSchema),
    api.get(`/api/admin/variants/${params.id}/stock/`, adminVariantStockSchema),
    api.get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema),
  ]);
  return { variant, stock, options };
}

type Result = { intent: string; ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = adminApi(request, context);
  const form = formObject(await request.formData());
  const intent = String(form.intent ?? "");
  const schema = intent === "variant" ? variantEditFormSchema : intent === "stock" ? stockFormSchema : null;
  if (!schema) return data<Result>({ intent, ok: false, message: "form.failed" }, { status: 400 });
  const parsed = schema.safeParse(form);
  if (!parsed.success) return data<Result>({ intent, ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result =
    intent === "variant"
      ? await api.send("PUT", `/api/admin/variants/${params.id}/`, parsed.data, adminVariantDetailSchema)
      : await api.send("PUT", `/api/admin/variants/${params.id}/stock/`, parsed.data, adminVariantStockSchema);
  if (result.ok) return { intent, ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ intent, ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ intent, ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function Variant({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const { variant, stock, options } = loaderData;
  const variantForm = useCheckedForm(variantEditFormSchema, result?.intent === "variant" ? result.errors : null);
  const stockForm = useCheckedForm(stockFormSchema, result?.intent === "stock" ? result.errors : null);
  const alert = (intent: string) => (result?.intent === intent && result.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null);
  return (
    <>
      <p className="breadcrumbs">
        <Link to={`/productmodels/${variant.model_id}/`}>{t("variant.backToModel")}</Link>
      </p>
      <h1>
        {t("variant.heading")} {variant.colour}
        {variant.size ? ` · ${variant.size}` : ""}
      </h1>
      {params.get("created") ? <FormAlert message={t("variant.created")} tone="success" /> : null}
      <section className="panel" aria-labelledby="variant-h">
        <h2 id="variant-h">{t("variant.details")}</h2>
        {alert("variant")}
        <Form method="post" className="form" noValidate onSubmit={variantForm.onSubmit}>
          <input type="hidden" name="intent" value="variant" />
          <input type="hidden" name="version" value={variant.version} />
          <ErrorSummary errors={variantForm.errors} />
          <VariantFields options={options} errors={variantForm.errors} initial={variant} />
          <button type="submit" className="button primary" disabled={busy}>
            {t("form.save")}
          </button>
        </Form>
      </section>
      <section className="panel" aria-labelledby="stock-h">
        <h2 id="stock-h">{t("stock.heading")}</h2>
        {alert("stock")}
        <Form method="post" className="form" noValidate onSubmit={stockForm.onSubmit}>
          <input type="hidden" name="intent" value="stock" />
          <input type="hidden" name="version" value={stock.version} />
          <ErrorSummary errors={stockForm.errors} />
          <table className="data-table stock">
            <thead>
              <tr>
                <th scope="col">{t("stock.store")}</th>
                <th scope="col">{t("stock.quantity")}</th>
                <th scope="col">{t("stock.blocked")}</th>
                <th scope="col">{t("stock.incoming")}</th>
                <th scope="col">{t("stock.incomingDate")}</th>
                <th scope="col">{t("stock.shelf")}</th>
              </tr>
            </thead>
            <tbody>
              {stock.rows.map((row, i) => (
                <tr key={row.store_id}>
                  <th scope="row">
                    {row.store}
                    <input type="hidden" name={`rows.${i}.store_id`} value={row.store_id} />
                  </th>
                  {(["quantity", "blocked_quantity", "incoming_quantity"] as const).map((field) => (
                    <td key={field}>
                      <Field name={`rows.${i}.${field}`} label={`${t(`stock.${field}` as MessageKey)}, ${row.store}`} errors={stockForm.errors}>
                        {(a) => <input {...a} type="number" min={0} defaultValue={row[field]} />}
                      </Field>
                    </td>
                  ))}
                  <td>
                    <Field name={`rows.${i}.incoming_date`} label={`${t("stock.incomingDate")}, ${row.store}`} errors={stockForm.errors}>
                      {(a) => <input {...a} type="date" defaultValue={row.incoming_date ?? ""} />}
                    </Field>
                  </td>
                  <td>
                    <Field name={`rows.${i}.shelf_code`} label={`${t("stock.shelf")}, ${row.store}`} errors={stockForm.errors}>
                      {(a) => <input {...a} size={8} defaultValue={row.shelf_code ?? ""} />}
                    </Field>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button type="submit" className="button primary" disabled={busy}>
            {t("stock.save")}
          </button>
        </Form>
      </section>
      <p>
        <Link to={`/audit/?entity=variant&entity_id=${variant.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
