// /admin/faq/questions/new/ and /admin/faq/questions/{id}/: an FAQ question — its category, anchor
// key, order, whether it is shown, and per language the question and the answer HTML, which the
// API sanitises with the shop's rules (docs/admin.md "FAQ").
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { adminFaqQuestionSchema, adminFaqSchema, emptyFaqQuestion, type AdminFaqQuestionInput } from "@polku/domain/admin/faq";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { faqQuestionCreateFormSchema, faqQuestionUpdateFormSchema } from "../features/content/faq-forms";
import { cleanedHtml } from "../features/content/page-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/faq-question";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const faq = await api.get("/api/admin/faq/", adminFaqSchema);
  const categories = faq.categories.map((c) => ({ id: c.id, name: c.name || c.key }));
  if (params.id === undefined) {
    const wanted = Number(new URL(request.url).searchParams.get("category"));
    return { question: null, draft: emptyFaqQuestion(categories.find((c) => c.id === wanted)?.id ?? categories[0]?.id ?? 0), categories };
  }
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { question: await api.get(`/api/admin/faq/questions/${params.id}/`, adminFaqQuestionSchema), draft: null, categories };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };
const answersOf = (q: AdminFaqQuestionInput) => Object.values(q.translations).map((t) => ({ content_html: t.answer_html }));

export async function action({ request, context, params }: Route.ActionArgs) {
  const schema = params.id ? faqQuestionUpdateFormSchema : faqQuestionCreateFormSchema;
  const parsed = schema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const api = adminApi(request, context);
  const result = params.id
    ? await api.send("PUT", `/api/admin/faq/questions/${params.id}/`, parsed.data, adminFaqQuestionSchema)
    : await api.send("POST", "/api/admin/faq/questions/", parsed.data, adminFaqQuestionSchema);
  if (result.ok) {
    const cleaned = cleanedHtml(answersOf(parsed.data), answersOf(result.value));
    if (!params.id) throw redirect(`/faq/questions/${result.value.id}/?created=1${cleaned ? "&cleaned=1" : ""}`);
    return { ok: true, message: (cleaned ? "page.cleaned" : "form.saved") as MessageKey } satisfies Result;
  }
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function FaqQuestion({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const saved = loaderData.question;
  const q: AdminFaqQuestionInput = saved ?? loaderData.draft ?? emptyFaqQuestion();
  const { errors, onSubmit } = useCheckedForm(saved ? faqQuestionUpdateFormSchema : faqQuestionCreateFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/faq/">{t("faq.heading")}</Link>
      </p>
      <h1>{saved ? saved.translations.fi.question : t("faq.newQuestion")}</h1>
      {params.get("created") && !result ? <FormAlert message={t(params.get("cleaned") ? "page.cleaned" : "faq.questionCreated")} tone="success" /> : null}
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      <section className="panel" aria-label={t("model.details")}>
        <Form method="post" className="form" noValidate onSubmit={onSubmit} key={saved?.version ?? "new"}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("faq.placement")}</legend>
            <div className="grid">
              <Field name="category_id" label={t("faq.category")} errors={errors}>
                {(a) => (
                  <select {...a} defaultValue={q.category_id}>
                    {loaderData.categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field name="key" label={t("faq.key")} errors={errors} hint={t("faq.keyHint")}>
                {(a) => <input {...a} defaultValue={q.key} spellCheck={false} />}
              </Field>
              <Field name="sort_order" label={t("faq.order")} errors={errors} hint={t("faq.orderHint")}>
                {(a) => <input {...a} type="number" step={1} defaultValue={q.sort_order} />}
              </Field>
            </div>
            <div className="field checkbox">
              <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={q.is_active} />
              <label htmlFor="f-is_active">{t("faq.shownLong")}</label>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("model.texts")}</legend>
            <p className="hint">{t("faq.textsHint")}</p>
            <LanguageTabs id="faq" errors={errors}>
              {(l) => (
                <>
                  <div className="wide">
                    <Field name={`translations.${l}.question`} label={`${t("faq.question")} (${l})`} errors={errors}>
                      {(a) => <input {...a} defaultValue={q.translations[l].question} lang={l} />}
                    </Field>
                  </div>
                  <div className="wide">
                    <Field name={`translations.${l}.answer_html`} label={`${t("faq.answer")} (${l})`} errors={errors} hint={t("page.bodyHint")}>
                      {(a) => <textarea {...a} className="html-editor" rows={8} defaultValue={q.translations[l].answer_html} spellCheck={false} lang={l} />}
                    </Field>
                  </div>
                </>
              )}
            </LanguageTabs>
          </fieldset>
          <button type="submit" className="button primary" disabled={busy}>
            {saved ? t("form.save") : t("faq.createQuestion")}
          </button>
        </Form>
      </section>
      {saved ? (
        <p>
          <Link to={`/audit/?entity=faq_question&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
