// /admin/pages/new/ and /admin/pages/{id}/: a static page, a page with tabs or a brand story, its
// title, address, description, sharing image and HTML in six languages, its tabs and nested tabs,
// and whether it is published (docs/admin.md "Pages"). The API sanitises the HTML on save; when it
// removed something the editor says so.
import { useEffect, useRef, useState } from "react";
import { Form, Link, data, redirect, useActionData, useNavigation, useRouteLoaderData, useSearchParams } from "react-router";
import { languageCodes, type LanguageCode } from "@polku/domain";
import {
  EXPERIENCE_SLUG_PREFIX,
  PAGE_LINKED_CODE,
  adminPageDeletedSchema,
  adminPagePreviewSchema,
  adminPageSchema,
  emptyPage,
  emptyTab,
  type AdminPageInput,
  type AdminPageTab,
} from "@polku/domain/admin/pages";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LANGUAGE_NAMES, LanguageTabs } from "../components/language-tabs";
import { cleanedHtml, pageCreateFormSchema, pageUpdateFormSchema } from "../features/content/page-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { loader as shellLoader } from "./shell";
import type { Route } from "./+types/page";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id === undefined) {
    const query = new URL(request.url).searchParams;
    const draft = emptyPage(query.get("tabs") === "1");
    // "Write story" on the brand stories screen: the story's address in every language.
    const brand = query.get("experience") ?? "";
    if (/^[a-z0-9][a-z0-9-]{0,80}$/.test(brand)) for (const l of languageCodes) draft.translations[l].slug = `${EXPERIENCE_SLUG_PREFIX}/${brand}`;
    return { page: null, draft };
  }
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { page: await adminApi(request, context).get(`/api/admin/pages/${params.id}/`, adminPageSchema), draft: null };
}

type Preview = { language: LanguageCode; html: string; removed: boolean };
type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors; detail?: string; preview?: Preview[] };

const htmlOf = (p: AdminPageInput) => [
  ...languageCodes.map((l) => p.translations[l]),
  ...p.tabs.flatMap((tab) => [...languageCodes.map((l) => tab.translations[l]), ...tab.tabs.flatMap((c) => languageCodes.map((l) => c.translations[l]))]),
];

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = formObject(await request.formData());
  const api = adminApi(request, context);
  if (form.intent === "preview") {
    // Each language's body as the shop would show it; nothing is saved.
    const translations = (form.translations ?? {}) as Record<string, { content_html?: unknown } | undefined>;
    const preview: Preview[] = [];
    for (const language of languageCodes) {
      const html = typeof translations[language]?.content_html === "string" ? (translations[language].content_html as string) : "";
      if (html.trim() === "") continue;
      const answer = await api.send("POST", "/api/admin/pages/preview/", { html }, adminPagePreviewSchema);
      if (!answer.ok) return data<Result>({ ok: false, errors: "errors" in answer ? { [`translations.${language}.content_html`]: answer.errors.html ?? [] } : undefined, message: "form.failed" }, { status: 400 });
      preview.push({ language, ...answer.value });
    }
    return { ok: true, preview } satisfies Result;
  }
  if (form.intent === "delete" && params.id) {
    const result = await api.send("POST", `/api/admin/pages/${params.id}/delete/`, { version: typeof form.version === "string" ? form.version : "" }, adminPageDeletedSchema);
    if (result.ok) throw redirect("/pages/?deleted=1");
    if ("errors" in result) return data<Result>({ ok: false, message: "form.stale" }, { status: 400 });
    if (result.code === PAGE_LINKED_CODE) return data<Result>({ ok: false, message: "page.deleteLinked", detail: result.detail }, { status: 409 });
    return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
  }
  const schema = params.id ? pageUpdateFormSchema : pageCreateFormSchema;
  const parsed = schema.safeParse(form);
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = params.id ? await api.send("PUT", `/api/admin/pages/${params.id}/`, parsed.data, adminPageSchema) : await api.send("POST", "/api/admin/pages/", parsed.data, adminPageSchema);
  if (result.ok) {
    const cleaned = cleanedHtml(htmlOf(parsed.data), htmlOf(result.value));
    if (!params.id) throw redirect(`/pages/${result.value.id}/?created=1${cleaned ? "&cleaned=1" : ""}`);
    return { ok: true, message: (cleaned ? "page.cleaned" : "form.saved") as MessageKey } satisfies Result;
  }
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

/** One tab's texts in six languages; `name` is the tab's field prefix, e.g. "tabs.0" or "tabs.0.tabs.1". */
function TabTexts({ name, tab, errors }: { name: string; tab: { translations: AdminPageTab["translations"] }; errors: FieldErrors }) {
  const { t } = useI18n();
  return (
    <LanguageTabs id={name.replace(/\./g, "-")} errors={errors} prefix={`${name}.translations`}>
      {(l: LanguageCode) => (
        <>
          <Field name={`${name}.translations.${l}.title`} label={`${t("page.tabTitle")} (${l})`} errors={errors}>
            {(a) => <input {...a} defaultValue={tab.translations[l].title} />}
          </Field>
          <Field name={`${name}.translations.${l}.slug`} label={`${t("page.tabSlug")} (${l})`} errors={errors}>
            {(a) => <input {...a} defaultValue={tab.translations[l].slug} spellCheck={false} />}
          </Field>
          <div className="wide">
            <Field name={`${name}.translations.${l}.content_html`} label={`${t("page.tabBody")} (${l})`} errors={errors}>
              {(a) => <textarea {...a} className="html-editor" rows={6} defaultValue={tab.translations[l].content_html} spellCheck={false} />}
            </Field>
          </div>
        </>
      )}
    </LanguageTabs>
  );
}

type Keyed<T> = T & { key: number };
let nextKey = 1;
const keyed = <T,>(value: T): Keyed<T> => ({ ...value, key: nextKey++ });

/** The tabs and their nested tabs, added, removed and moved in the browser; posted in order. */
function TabsEditor({ initial, errors }: { initial: AdminPageTab[]; errors: FieldErrors }) {
  const { t, apiMessage } = useI18n();
  const [tabs, setTabs] = useState(() => initial.map((tab) => keyed({ ...tab, tabs: tab.tabs.map(keyed) })));
  const update = (i: number, change: (tab: (typeof tabs)[number]) => (typeof tabs)[number] | null) =>
    setTabs((all) => all.flatMap((tab, j) => (j === i ? (change(tab) ?? []) : [tab])));
  const moveUp = <T,>(list: T[], i: number) => (i === 0 ? list : [...list.slice(0, i - 1), list[i]!, list[i - 1]!, ...list.slice(i + 1)]);
  return (
    <fieldset>
      <legend>{t("page.tabs")}</legend>
      <p className="hint">{t("page.tabsHint")}</p>
      {errors.tabs ? <p className="field-error">{errors.tabs.map(apiMessage).join(" ")}</p> : null}
      {tabs.map((tab, i) => (
        <fieldset key={tab.key} className="tab-editor">
          <legend>{t("page.tab", { n: i + 1 })}</legend>
          <TabTexts name={`tabs.${i}`} tab={tab} errors={errors} />
          {tab.tabs.map((child, j) => (
            <fieldset key={child.key} className="tab-editor">
              <legend>{t("page.subTab", { n: i + 1, m: j + 1 })}</legend>
              <TabTexts name={`tabs.${i}.tabs.${j}`} tab={child} errors={errors} />
              <div className="actions">
                <button type="button" className="button" disabled={j === 0} onClick={() => update(i, (x) => ({ ...x, tabs: moveUp(x.tabs, j) }))}>
                  {t("page.moveUp")}
                </button>
                <button type="button" className="button" onClick={() => update(i, (x) => ({ ...x, tabs: x.tabs.filter((_, k) => k !== j) }))}>
                  {t("page.removeTab")}
                </button>
              </div>
            </fieldset>
          ))}
          <div className="actions">
            <button type="button" className="button" onClick={() => update(i, (x) => ({ ...x, tabs: [...x.tabs, keyed({ translations: emptyTab().translations })] }))}>
              {t("page.addSubTab")}
            </button>
            <button type="button" className="button" disabled={i === 0} onClick={() => setTabs((all) => moveUp(all, i))}>
              {t("page.moveUp")}
            </button>
            <button type="button" className="button" onClick={() => update(i, () => null)}>
              {t("page.removeTab")}
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="button" onClick={() => setTabs((all) => [...all, keyed({ ...emptyTab(), tabs: [] })])}>
        {t("page.addTab")}
      </button>
    </fieldset>
  );
}

/** Each language's body as the shop's sanitiser leaves it, shown as HTML (nothing saved). */
function PagePreview({ preview }: { preview: Preview[] }) {
  const { t } = useI18n();
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), [preview]);
  return (
    <section className="panel page-preview" aria-labelledby="page-preview-heading" tabIndex={-1} ref={section}>
      <h2 id="page-preview-heading">{t("page.previewHeading")}</h2>
      <p className="hint">{t("page.previewHint")}</p>
      {preview.length === 0 ? <p>{t("page.previewEmpty")}</p> : null}
      {preview.map((p) => (
        <article key={p.language} lang={p.language} aria-label={`${t("page.previewHeading")} (${p.language})`}>
          <h3 className="preview-language">{LANGUAGE_NAMES[p.language]}</h3>
          {p.removed ? <p className="field-error">{t("page.previewRemoved")}</p> : null}
          <div className="preview-body" dangerouslySetInnerHTML={{ __html: p.html }} />
        </article>
      ))}
    </section>
  );
}

/** Deleting asks first: the button opens a confirmation (a link, so it works without scripts). */
function DeletePage({ id, version, title, confirming, busy }: { id: number; version: string; title: string; confirming: boolean; busy: boolean }) {
  const { t } = useI18n();
  if (!confirming)
    return (
      <p>
        <Link to={`/pages/${id}/?delete=1`} className="button danger">
          {t("page.delete")}
        </Link>
      </p>
    );
  return (
    <section className="panel confirm-delete" role="alertdialog" aria-labelledby="delete-heading" aria-describedby="delete-text">
      <h2 id="delete-heading">{t("page.deleteHeading", { title })}</h2>
      <p id="delete-text">{t("page.deleteText")}</p>
      <Form method="post" className="actions">
        <input type="hidden" name="version" value={version} />
        <button type="submit" name="intent" value="delete" className="button danger" disabled={busy} autoFocus>
          {t("page.deleteConfirm")}
        </button>
        <Link to={`/pages/${id}/`} className="button">
          {t("page.deleteCancel")}
        </Link>
      </Form>
    </section>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const shop = useRouteLoaderData<typeof shellLoader>("routes/shell")?.publicUrl ?? "";
  const saved = loaderData.page;
  const p: AdminPageInput = saved ?? loaderData.draft ?? emptyPage();
  const { errors, onSubmit } = useCheckedForm(saved ? pageUpdateFormSchema : pageCreateFormSchema, result?.errors);
  const heading = saved ? saved.translations.fi.title : t(p.with_tabs ? "page.newTabsHeading" : "page.newHeading");
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/pages/">{t("pages.heading")}</Link>
      </p>
      <h1>
        {heading}{" "}
        {saved ? <span className={`badge${saved.is_active ? " code-available" : " code-inactive"}`}>{saved.is_active ? t("pages.publishedYes") : t("pages.publishedNo")}</span> : null}
      </h1>
      {params.get("created") && !result ? <FormAlert message={t(params.get("cleaned") ? "page.cleaned" : "page.created")} tone="success" /> : null}
      {result?.message ? <FormAlert message={result.detail ? `${t(result.message)} ${result.detail}` : t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      {saved?.is_active && saved.translations.fi.slug ? (
        <p>
          <a href={`${shop}/${saved.translations.fi.slug}/`}>{t("page.viewInShop")}</a>
        </p>
      ) : null}
      <section className="panel" aria-label={t("model.details")}>
        <Form method="post" className="form" noValidate onSubmit={onSubmit} key={saved?.version ?? "new"}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          {p.with_tabs ? <input type="hidden" name="with_tabs" value="true" /> : null}
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("page.publishing")}</legend>
            {p.with_tabs ? <p className="hint">{t("page.kindTabsNote")}</p> : null}
            <div className="field checkbox">
              <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={p.is_active} />
              <label htmlFor="f-is_active">{t("page.publish")}</label>
            </div>
            <div className="grid narrow">
              <Field name="sort_order" label={t("groups.sortOrder")} errors={errors}>
                {(a) => <input {...a} type="number" step={1} defaultValue={p.sort_order} />}
              </Field>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("model.texts")}</legend>
            <p className="hint">{t("page.textsHint")}</p>
            <LanguageTabs id="page" errors={errors}>
              {(l) => (
                <>
                  <Field name={`translations.${l}.title`} label={`${t("page.title")} (${l})`} errors={errors}>
                    {(a) => <input {...a} defaultValue={p.translations[l].title} />}
                  </Field>
                  <Field name={`translations.${l}.slug`} label={`${t("page.slug")} (${l})`} errors={errors} hint={t("page.slugHint")}>
                    {(a) => <input {...a} defaultValue={p.translations[l].slug} spellCheck={false} />}
                  </Field>
                  <Field name={`translations.${l}.meta_description`} label={`${t("page.metaDescription")} (${l})`} errors={errors} hint={t("page.metaDescriptionHint")}>
                    {(a) => <textarea {...a} rows={2} defaultValue={p.translations[l].meta_description} />}
                  </Field>
                  <Field name={`translations.${l}.social_image`} label={`${t("page.socialImage")} (${l})`} errors={errors} hint={t("page.socialImageHint")}>
                    {(a) => <input {...a} defaultValue={p.translations[l].social_image} spellCheck={false} />}
                  </Field>
                  <div className="wide">
                    <Field name={`translations.${l}.content_html`} label={`${t("page.body")} (${l})`} errors={errors} hint={t("page.bodyHint")}>
                      {(a) => <textarea {...a} className="html-editor" rows={16} defaultValue={p.translations[l].content_html} spellCheck={false} />}
                    </Field>
                  </div>
                </>
              )}
            </LanguageTabs>
          </fieldset>
          {p.with_tabs ? <TabsEditor initial={p.tabs} errors={errors} /> : null}
          <div className="actions">
            <button type="submit" className="button primary" disabled={busy}>
              {saved ? t("form.save") : t("pages.create")}
            </button>
            <button type="submit" name="intent" value="preview" className="button" formNoValidate disabled={busy}>
              {t("page.preview")}
            </button>
          </div>
        </Form>
      </section>
      {result?.preview ? <PagePreview preview={result.preview} /> : null}
      {saved ? <DeletePage id={saved.id} version={saved.version} title={saved.translations.fi.title} confirming={params.get("delete") === "1"} busy={busy} /> : null}
      {saved ? (
        <p>
          <Link to={`/audit/?entity=static_page&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
