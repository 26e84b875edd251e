// /admin/productgroups/{id}/ (the storefront's "Open in admin" address of a group): the group's
// names, slugs, menu names and meta texts in six languages, its parent, menu flag and order. A
// changed slug or parent moves the addresses of the group and of the groups under it, the old
// ones redirecting (docs/admin.md "Group addresses and redirects"). /admin/productgroups/new/
// makes a new group with the same form (?parent= preselects the parent).
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminGroupDetailSchema, adminGroupPageSchema, type AdminGroupDetail, type AdminGroupRow } from "@polku/domain/admin/catalogue-setup";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { groupCreateFormSchema, groupFormSchema } from "../features/catalogue/structure-forms";
import { adminApi } from "../lib/api.server";
import { useT, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/productgroup";

type NewGroup = Omit<AdminGroupDetail, "id" | "version" | "parent" | "children" | "paths" | "old_paths">;
const emptyGroup = (parentId: number | null): NewGroup => ({
  parent_id: parentId,
  show_in_menu: true,
  is_active: true,
  sort_order: 0,
  translations: Object.fromEntries(
    languageCodes.map((l) => [l, { name: "", slug: "", short_name: "", meta_title: "", meta_description: "" }]),
  ) as AdminGroupDetail["translations"],
});

/** Every group by its Finnish path, for the parent choice (a few hundred at most). */
async function allGroups(api: ReturnType<typeof adminApi>): Promise<AdminGroupRow[]> {
  const out: AdminGroupRow[] = [];
  for (let page = 1; page <= 50; page++) {
    const found = await api.get(`/api/admin/productgroups/?per_page=100&sort=path&page=${page}`, adminGroupPageSchema);
    out.push(...found.results);
    if (out.length >= found.count || found.results.length === 0) break;
  }
  return out;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  if (params.id === undefined) {
    const parent = new URL(request.url).searchParams.get("parent");
    return { group: null, fresh: emptyGroup(parent && /^\d{1,9}$/.test(parent) ? Number(parent) : null), groups: await allGroups(api), publicUrl: context.publicUrl };
  }
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  const [group, groups] = await Promise.all([api.get(`/api/admin/productgroups/${params.id}/`, adminGroupDetailSchema), allGroups(api)]);
  return { group, fresh: null, groups, publicUrl: context.publicUrl };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = (params.id ? groupFormSchema : groupCreateFormSchema).safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const api = adminApi(request, context);
  const result = params.id
    ? await api.send("PUT", `/api/admin/productgroups/${params.id}/`, parsed.data, adminGroupDetailSchema)
    : await api.send("POST", "/api/admin/productgroups/", parsed.data, adminGroupDetailSchema);
  if (result.ok && !params.id) throw redirect(`/productgroups/${result.value.id}/?created=1`);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function ProductGroup({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const saved = loaderData.group;
  const g: NewGroup = saved ?? loaderData.fresh!;
  const form = useCheckedForm((values) => {
    const r = (saved ? groupFormSchema : groupCreateFormSchema).safeParse(values);
    return r.success ? null : errorsOf(r.error);
  }, result?.errors);
  const errors = form.errors;
  // A group cannot go under itself or its subgroups (the API says so too): those are left out.
  const own = saved ? loaderData.groups.find((row) => row.id === saved.id) : undefined;
  const parents = loaderData.groups.filter((row) => !own || (row.id !== own.id && !row.path.startsWith(`${own.path}/`)));
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/productgroups/">{t("groups.heading")}</Link>
        {saved?.parent ? (
          <>
            {" › "}
            <Link to={`/productgroups/${saved.parent.id}/`}>{saved.parent.name}</Link>
          </>
        ) : null}
      </p>
      <div className="heading-row">
        <h1>{saved ? saved.translations.fi.name : t("groups.new")}</h1>
        {saved ? (
          <a href={`${loaderData.publicUrl}${saved.paths.fi ?? "/"}`} className="button">
            {t("model.viewInShop")}
          </a>
        ) : null}
      </div>
      {params.get("created") && !result ? <FormAlert message={t("group.created")} tone="success" /> : null}
      {saved ? (
        <div className="columns">
          <section className="panel" aria-labelledby="tree-h">
            <h2 id="tree-h">{t("group.parent")}</h2>
            <p>{saved.parent ? <Link to={`/productgroups/${saved.parent.id}/`}>{saved.parent.name}</Link> : t("group.root")}</p>
            {saved.children.length ? (
              <>
                <h3>{t("group.children")}</h3>
                <ul className="plain">
                  {saved.children.map((c) => (
                    <li key={c.id}>
                      <Link to={`/productgroups/${c.id}/`}>{c.name}</Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p>
              <Link to={`/productgroups/new/?parent=${saved.id}`}>{t("groups.new")}</Link>
            </p>
            <p>
              <Link to={`/productmodels/?group=${saved.id}`}>{t("group.products")}</Link>
            </p>
            {Object.keys(saved.old_paths).length ? (
              <>
                <h3>{t("group.oldPaths")}</h3>
                <ul className="plain">
                  {languageCodes.flatMap((l) => (saved.old_paths[l] ?? []).map((path) => (
                    <li key={`${l}${path}`}>
                      {l}: {path}
                    </li>
                  )))}
                </ul>
              </>
            ) : null}
          </section>
        </div>
      ) : null}
      <section className="panel" aria-labelledby="group-h">
        <h2 id="group-h">{t("model.details")}</h2>
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={form.onSubmit}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("group.place")}</legend>
            <div className="grid narrow">
              <Field name="parent_id" label={t("group.parent")} errors={errors}>
                {(a) => (
                  <select {...a} defaultValue={g.parent_id === null ? "" : String(g.parent_id)}>
                    <option value="">{t("group.root")}</option>
                    {parents.map((row) => (
                      <option key={row.id} value={row.id}>
                        /{row.path}/ ({row.name})
                      </option>
                    ))}
                  </select>
                )}
              </Field>
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
                  <Field name={`translations.${l}.name`} label={`${t("models.name")} (${l})`} errors={errors}>
                    {(a) => <input {...a} defaultValue={g.translations[l].name} />}
                  </Field>
                  <Field
                    name={`translations.${l}.slug`}
                    label={`${t("group.slug")} (${l})`}
                    errors={errors}
                    hint={saved ? t("group.addressHint", { path: saved.paths[l] ?? "–" }) : t("group.slugHint")}
                  >
                    {(a) => <input {...a} defaultValue={g.translations[l].slug} autoCapitalize="none" spellCheck={false} />}
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
      {saved ? (
        <p>
          <Link to={`/audit/?entity=product_group&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
