// /admin/sizetables/{id}/ (the size guide's "Open in admin" address): the sizes in order, the
// measurement rows (a name per language, a unit, a value per size) and the name and guidance of
// every language (docs/admin.md "Size tables"). /admin/sizetables/new/ makes a new one with the same form.
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminSizeTableDetailSchema, type AdminSizeTableDetail, type SizeCategory } from "@polku/domain/admin/catalogue-setup";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { sizeTableCreateFormSchema, sizeTableFormSchema } from "../features/catalogue/structure-forms";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/sizetable";

const emptyTable: Omit<AdminSizeTableDetail, "id" | "slug" | "version" | "models"> = {
  sizes: [],
  hide_image: false,
  categories: [],
  translations: Object.fromEntries(languageCodes.map((l) => [l, { name: "", info_text: "" }])) as AdminSizeTableDetail["translations"],
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id === undefined) return { table: null };
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { table: await adminApi(request, context).get(`/api/admin/sizetables/${params.id}/`, adminSizeTableDetailSchema) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

/** Errors of one size or one value show on the field that holds them all. */
function collapse(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const name = key.replace(/^sizes\.\d+$/, "sizes").replace(/^(categories\.\d+\.values)\.\d+$/, "$1");
    out[name] = [...new Set([...(out[name] ?? []), ...messages])];
  }
  return out;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = (params.id ? sizeTableFormSchema : sizeTableCreateFormSchema).safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: collapse(errorsOf(parsed.error)) }, { status: 400 });
  const api = adminApi(request, context);
  const result = params.id
    ? await api.send("PUT", `/api/admin/sizetables/${params.id}/`, parsed.data, adminSizeTableDetailSchema)
    : await api.send("POST", "/api/admin/sizetables/", parsed.data, adminSizeTableDetailSchema);
  if (result.ok && !params.id) throw redirect(`/sizetables/${result.value.id}/?created=1`);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: collapse(result.errors) }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

const EMPTY_ROW: SizeCategory = { unit: "", values: [], names: { fi: "", sv: "", en: "", de: "", fr: "", ru: "" } };

export default function SizeTable({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const saved = loaderData.table;
  const s = saved ?? emptyTable;
  const form = useCheckedForm((values) => {
    const r = (saved ? sizeTableFormSchema : sizeTableCreateFormSchema).safeParse(values);
    return r.success ? null : collapse(errorsOf(r.error));
  }, result?.errors);
  const errors = form.errors;
  const rows = [...s.categories, EMPTY_ROW];
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/sizetables/">{t("sizeTables.heading")}</Link>
      </p>
      <h1>{saved ? saved.translations.fi.name : t("sizeTables.new")}</h1>
      {saved ? <p className="hint">{t("sizeTable.used", { count: saved.models })}</p> : null}
      {params.get("created") && !result ? <FormAlert message={t("sizeTable.created")} tone="success" /> : null}
      <section className="panel" aria-labelledby="table-h">
        <h2 id="table-h">{t("model.details")}</h2>
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={form.onSubmit}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("sizeTables.sizes")}</legend>
            <Field name="sizes" label={t("sizeTables.sizes")} errors={errors} hint={t("sizeTable.sizesHint")}>
              {(a) => <input {...a} defaultValue={s.sizes.join(", ")} />}
            </Field>
            <div className="checks">
              <div className="field checkbox">
                <input id="f-hide_image" type="checkbox" name="hide_image" defaultChecked={s.hide_image} />
                <label htmlFor="f-hide_image">{t("sizeTable.hideImage")}</label>
              </div>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("sizeTable.rowsHeading")}</legend>
            <p className="hint">{t("sizeTable.rowsHint")}</p>
            <div className="size-rows">
              {rows.map((row, i) => (
                <fieldset key={i}>
                  <legend>{i < s.categories.length ? t("sizeTable.row", { number: i + 1 }) : t("sizeTable.newRow")}</legend>
                  <Field name={`categories.${i}.values`} label={`${t("sizeTable.values")} (${i + 1})`} errors={errors}>
                    {(a) => <input {...a} defaultValue={row.values.join(", ")} />}
                  </Field>
                  <div className="grid">
                    <Field name={`categories.${i}.unit`} label={`${t("sizeTable.unit")} (${i + 1})`} errors={errors}>
                      {(a) => <input {...a} size={6} defaultValue={row.unit} />}
                    </Field>
                    {languageCodes.map((l) => (
                      <Field key={l} name={`categories.${i}.names.${l}`} label={`${t("sizeTable.rowName")} (${l})`} errors={errors}>
                        {(a) => <input {...a} defaultValue={row.names[l]} />}
                      </Field>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("model.texts")}</legend>
            <LanguageTabs id="sizetable" errors={errors}>
              {(l) => (
                <>
                  <Field name={`translations.${l}.name`} label={`${t("models.name")} (${l})`} errors={errors}>
                    {(a) => <input {...a} defaultValue={s.translations[l].name} />}
                  </Field>
                  <Field name={`translations.${l}.info_text`} label={`${t("sizeTable.info")} (${l})`} errors={errors}>
                    {(a) => <textarea {...a} rows={4} defaultValue={s.translations[l].info_text} />}
                  </Field>
                </>
              )}
            </LanguageTabs>
          </fieldset>
          <button type="submit" className="button primary" disabled={busy}>
            {saved ? t("form.save") : t("sizeTables.create")}
          </button>
        </Form>
      </section>
      {saved ? (
        <p>
          <Link to={`/audit/?entity=size_table&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
