// /admin/keywords/new/ and /admin/keywords/{id}/: a keyword popup's word, text and link in six
// languages (docs/admin.md "Content").
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminKeywordSchema, type AdminKeywordInput } from "@polku/domain/admin/content";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { keywordCreateFormSchema, keywordUpdateFormSchema } from "../features/content/content-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/keyword";

const emptyKeyword: AdminKeywordInput = { is_active: true, translations: Object.fromEntries(languageCodes.map((l) => [l, { keyword: "", text: "", url: "" }])) as AdminKeywordInput["translations"] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id === undefined) return { keyword: null };
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { keyword: await adminApi(request, context).get(`/api/admin/keywords/${params.id}/`, adminKeywordSchema) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const schema = params.id ? keywordUpdateFormSchema : keywordCreateFormSchema;
  const parsed = schema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const api = adminApi(request, context);
  const result = params.id ? await api.send("PUT", `/api/admin/keywords/${params.id}/`, parsed.data, adminKeywordSchema) : await api.send("POST", "/api/admin/keywords/", parsed.data, adminKeywordSchema);
  if (result.ok) {
    if (!params.id) throw redirect(`/keywords/${result.value.id}/?created=1`);
    return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  }
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function Keyword({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const saved = loaderData.keyword;
  const k = saved ?? emptyKeyword;
  const { errors, onSubmit } = useCheckedForm(saved ? keywordUpdateFormSchema : keywordCreateFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/keywords/">{t("keywords.heading")}</Link>
      </p>
      <h1>{saved ? t("keyword.heading", { keyword: saved.translations.fi.keyword }) : t("keywords.new")}</h1>
      {params.get("created") && !result ? <FormAlert message={t("keyword.created")} tone="success" /> : null}
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      <section className="panel" aria-label={t("model.details")}>
        <Form method="post" className="form" noValidate onSubmit={onSubmit} key={saved?.version ?? "new"}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <p className="hint">{t("keyword.hint")}</p>
          <LanguageTabs id="keyword" errors={errors}>
            {(l) => (
              <>
                <Field name={`translations.${l}.keyword`} label={`${t("keyword.keyword")} (${l})`} errors={errors}>
                  {(a) => <input {...a} defaultValue={k.translations[l].keyword} />}
                </Field>
                <Field name={`translations.${l}.text`} label={`${t("keyword.text")} (${l})`} errors={errors}>
                  {(a) => <textarea {...a} rows={4} defaultValue={k.translations[l].text} />}
                </Field>
                <Field name={`translations.${l}.url`} label={`${t("keyword.url")} (${l})`} errors={errors} hint={t("keyword.urlHint")}>
                  {(a) => <input {...a} defaultValue={k.translations[l].url} />}
                </Field>
              </>
            )}
          </LanguageTabs>
          <div className="field checkbox">
            <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={k.is_active} />
            <label htmlFor="f-is_active">{t("code.isActive")}</label>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {saved ? t("form.save") : t("keywords.create")}
          </button>
        </Form>
      </section>
      {saved ? (
        <p>
          <Link to={`/audit/?entity=keyword_popup&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
