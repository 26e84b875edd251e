// /admin/productgroups/{id}/ (the storefront's "Open in admin" address of a group): the group's
// names, menu names and meta texts in six languages, its menu flag and order; its place in the
// tree and its addresses are shown, not edited (docs/admin.md "Product groups").
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { adminGroupDetailSchema } from "@polku/domain/admin/catalogue-setup";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { groupFormSchema } from "../features/catalogue/structure-forms";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/productgroup";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { group: await adminApi(request, context).get(`/api/admin/productgroups/${params.id}/`, adminGroupDetailSchema), publicUrl: context.publicUrl };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = groupFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("PUT", `/api/admin/productgroups/${params.id}/`, parsed.data, adminGroupDetailSchema);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function ProductGroup({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const g = loaderData.group;
  const { errors, onSubmit } = useCheckedForm(groupFormSchema, result?.errors);
  const shopPath = g.paths.fi ?? "/";
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/productgroups/">{t("groups.heading")}</Link>
        {g.parent ? (
          <>
            {" › "}
            <Link to={`/productgroups/${g.parent.id}/`}>{g.parent.name}</Link>
          </>
        ) : null}
      </p>
      <div className="heading-row">
        <h1>{g.translations.fi.name}</h1>
        <a href={`${loaderData.publicUrl}${shopPath}`} className="button">
          {t("model.viewInShop")}
        </a>
      </div>
      <div className="columns">
        <section className="panel" aria-labelledby="tree-h">
          <h2 id="tree-h">{t("group.parent")}</h2>
          <p>{g.parent ? <Link to={`/productgroups/${g.parent.id}/`}>{g.parent.name}</Link> : t("group.root")}</p>
          {g.children.length ? (
            <>
              <h3>{t("group.children")}</h3>
              <ul className="plain">
                {g.children.map((c) => (
                  <li key={c.id}>
                    <Link to={`/productgroups/${c.id}/`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <Link to={`/productmodels/?group=${g.id}`}>{t("group.products")}</Link>
          </p>
        </section>
      </div>
      <section className="panel" aria-labelledby="group-h">
        <h2 id="group-h">{t("model.details")}</h2>
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="version" value={g.version} />
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("model.facts")}</legend>
            <div className="grid narrow">
              <Field name="sort_order" label={t("groups.sortOrder")} errors={errors}>
                {(a) => <input {...a} type="number" step={1} defaultValue={g.sort_order} />}
              </Field>
            </div>
            <div className="checks">
              <div className="field checkbox">
                <input id="f-show_in_menu" type="checkbox" name="show_in_menu" defaultChecked={g.show_in_menu} />
                <label htmlFor="f-show_in_menu">{t("group.showInMenu")}</label>
              </div>
              <div className="field checkbox">
                <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={g.is_active} />
                <label htmlFor="f-is_active">{t("group.isActive")}</label>
              </div>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("model.texts")}</legend>
            <LanguageTabs id="group" errors={errors}>
              {(l) => (
                <>
                  <Field name={`translations.${l}.name`} label={`${t("models.name")} (${l})`} errors={errors} hint={t("group.addressHint", { path: g.paths[l] ?? "–" })}>
                    {(a) => <input {...a} defaultValue={g.translations[l].name} />}
                  </Field>
                  <Field name={`translations.${l}.short_name`} label={`${t("group.shortName")} (${l})`} errors={errors} hint={t("group.shortNameHint")}>
                    {(a) => <input {...a} defaultValue={g.translations[l].short_name === g.translations[l].name ? "" : g.translations[l].short_name} />}
                  </Field>
                  <Field name={`translations.${l}.meta_title`} label={`${t("group.metaTitle")} (${l})`} errors={errors}>
                    {(a) => <input {...a} defaultValue={g.translations[l].meta_title} />}
                  </Field>
                  <Field name={`translations.${l}.meta_description`} label={`${t("group.metaDescription")} (${l})`} errors={errors}>
                    {(a) => <textarea {...a} rows={2} defaultValue={g.translations[l].meta_description} />}
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
      <p>
        <Link to={`/audit/?entity=product_group&entity_id=${g.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
