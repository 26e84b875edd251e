// /admin/manufacturers/{slug}/ (the storefront's "Open in admin" address of a brand): the brand's
// name, flags and order, and its page's heading, description and meta description in six
// languages. The address stays (docs/admin.md "Brands"). /admin/manufacturers/new/ makes a new
// brand with the same form and its address.
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminBrandDetailSchema, type AdminBrandDetail } from "@polku/domain/admin/catalogue-setup";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { brandCreateFormSchema, brandFormSchema } from "../features/catalogue/structure-forms";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/manufacturer";

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** The new brand form's starting values. */
const NEW_BRAND: Omit<AdminBrandDetail, "id" | "version"> = {
  slug: "",
  name: "",
  featured: false,
  is_active: true,
  sort_order: 0,
  translations: Object.fromEntries(languageCodes.map((l) => [l, { title: "", description: "", meta_description: "" }])) as AdminBrandDetail["translations"],
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.slug === undefined) return { brand: null, publicUrl: context.publicUrl };
  if (!SLUG.test(params.slug)) throw data({ status: 404 }, { status: 404 });
  return { brand: await adminApi(request, context).get(`/api/admin/manufacturers/${params.slug}/`, adminBrandDetailSchema), publicUrl: context.publicUrl };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  if (params.slug !== undefined && !SLUG.test(params.slug)) throw data({ status: 404 }, { status: 404 });
  const form = formObject(await request.formData());
  const api = adminApi(request, context);
  let result;
  if (params.slug === undefined) {
    const parsed = brandCreateFormSchema.safeParse(form);
    if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
    result = await api.send("POST", "/api/admin/manufacturers/", parsed.data, adminBrandDetailSchema);
    if (result.ok) throw redirect(`/manufacturers/${result.value.slug}/?created=1`);
  } else {
    const parsed = brandFormSchema.safeParse(form);
    if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
    result = await api.send("PUT", `/api/admin/manufacturers/${params.slug}/`, parsed.data, adminBrandDetailSchema);
  }
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function Manufacturer({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const saved = loaderData.brand;
  const b = saved ?? NEW_BRAND;
  const [params] = useSearchParams();
  const { errors, onSubmit } = useCheckedForm(saved ? brandFormSchema : brandCreateFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/manufacturers/">{t("brands.heading")}</Link>
      </p>
      <div className="heading-row">
        <h1>{saved ? saved.name : t("brands.new")}</h1>
        {saved ? (
          <a href={`${loaderData.publicUrl}/${saved.slug}/`} className="button">
            {t("model.viewInShop")}
          </a>
        ) : null}
      </div>
      <section className="panel" aria-labelledby="brand-h">
        <h2 id="brand-h">{t("model.details")}</h2>
        {params.get("created") && !result ? <FormAlert message={t("brands.created")} tone="success" /> : null}
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={onSubmit}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("model.facts")}</legend>
            <div className="grid narrow">
              <Field name="name" label={t("models.name")} errors={errors}>
                {(a) => <input {...a} defaultValue={b.name} />}
              </Field>
              <Field name="sort_order" label={t("groups.sortOrder")} errors={errors}>
                {(a) => <input {...a} type="number" step={1} defaultValue={b.sort_order} />}
              </Field>
            </div>
            {saved ? (
              <p className="hint">
                {t("brands.slug")}: /{saved.slug}/
              </p>
            ) : (
              <Field name="slug" label={t("brands.slug")} errors={errors} hint={t("brands.slugHint")}>
                {(a) => <input {...a} defaultValue="" autoCapitalize="none" spellCheck={false} />}
              </Field>
            )}
            <div className="checks">
              <div className="field checkbox">
                <input id="f-featured" type="checkbox" name="featured" defaultChecked={b.featured} />
                <label htmlFor="f-featured">{t("brand.isFeatured")}</label>
              </div>
              <div className="field checkbox">
                <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={b.is_active} />
                <label htmlFor="f-is_active">{t("group.isActive")}</label>
              </div>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("model.texts")}</legend>
            <LanguageTabs id="brand" errors={errors}>
              {(l) => (
                <>
                  <Field name={`translations.${l}.title`} label={`${t("brand.title")} (${l})`} errors={errors} hint={saved ? undefined : t("brands.titleHint")}>
                    {(a) => <input {...a} defaultValue={b.translations[l].title} />}
                  </Field>
                  <Field name={`translations.${l}.description`} label={`${t("brand.description")} (${l})`} errors={errors}>
                    {(a) => <textarea {...a} rows={5} defaultValue={b.translations[l].description} />}
                  </Field>
                  <Field name={`translations.${l}.meta_description`} label={`${t("group.metaDescription")} (${l})`} errors={errors}>
                    {(a) => <textarea {...a} rows={2} defaultValue={b.translations[l].meta_description} />}
                  </Field>
                </>
              )}
            </LanguageTabs>
          </fieldset>
          <button type="submit" className="button primary" disabled={busy}>
            {t("form.save")}
          </button>
        </Form>
      </section>
      {saved ? (
        <p>
          <Link to={`/productmodels/?brand=${saved.id}`}>{t("brand.products")}</Link> · <Link to={`/audit/?entity=manufacturer&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
