// /admin/faq/categories/new/ and /admin/faq/categories/{id}/: an FAQ category's key, order and
// name per language (docs/admin.md "FAQ").
import { Form, Link, data, redirect, useActionData, useNavigation } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminFaqCategorySchema, emptyFaqCategory, type AdminFaqCategoryInput } from "@polku/domain/admin/faq";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LANGUAGE_NAMES } from "../components/language-tabs";
import { faqCategoryCreateFormSchema, faqCategoryUpdateFormSchema } from "../features/content/faq-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/faq-category";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id === undefined) return { category: null };
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { category: await adminApi(request, context).get(`/api/admin/faq/categories/${params.id}/`, adminFaqCategorySchema) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const schema = params.id ? faqCategoryUpdateFormSchema : faqCategoryCreateFormSchema;
  const parsed = schema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const api = adminApi(request, context);
  const result = params.id
    ? await api.send("PUT", `/api/admin/faq/categories/${params.id}/`, parsed.data, adminFaqCategorySchema)
    : await api.send("POST", "/api/admin/faq/categories/", parsed.data, adminFaqCategorySchema);
  if (result.ok) throw redirect("/faq/?saved=1");
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function FaqCategory({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const saved = loaderData.category;
  const c: AdminFaqCategoryInput = saved ? { key: saved.key, sort_order: saved.sort_order, names: { ...emptyFaqCategory().names, ...saved.names } } : emptyFaqCategory();
  const { errors, onSubmit } = useCheckedForm(saved ? faqCategoryUpdateFormSchema : faqCategoryCreateFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/faq/">{t("faq.heading")}</Link>
      </p>
      <h1>{saved ? c.names.fi || c.key : t("faq.newCategory")}</h1>
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      <section className="panel" aria-label={t("model.details")}>
        <Form method="post" className="form" noValidate onSubmit={onSubmit} key={saved?.version ?? "new"}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <div className="grid">
            <Field name="key" label={t("faq.key")} errors={errors} hint={t("faq.categoryKeyHint")}>
              {(a) => <input {...a} defaultValue={c.key} spellCheck={false} />}
            </Field>
            <Field name="sort_order" label={t("faq.order")} errors={errors} hint={t("faq.orderHint")}>
              {(a) => <input {...a} type="number" step={1} defaultValue={c.sort_order} />}
            </Field>
          </div>
          <fieldset>
            <legend>{t("faq.names")}</legend>
            <p className="hint">{t("faq.namesHint")}</p>
            <div className="grid">
              {languageCodes.map((l) => (
                <Field key={l} name={`names.${l}`} label={`${t("faq.categoryName")} (${LANGUAGE_NAMES[l]})`} errors={errors}>
                  {(a) => <input {...a} defaultValue={c.names[l]} lang={l} />}
                </Field>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button primary" disabled={busy}>
            {saved ? t("form.save") : t("faq.createCategory")}
          </button>
        </Form>
      </section>
      {saved ? (
        <p>
          <Link to={`/audit/?entity=faq_category&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
