// /admin/banners/new/ and /admin/banners/{id}/: a banner's picture, place, order and schedule, and
// its texts and buttons in six languages (docs/admin.md "Content").
import { useRef } from "react";
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminCatalogueOptionsSchema } from "@polku/domain/admin/catalogue";
import { BANNER_PICTURE_MAX_MB, adminBannerSchema, adminUploadedPictureSchema, type AdminBannerInput } from "@polku/domain/admin/content";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, zodCheck, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { helsinkiLocal } from "../features/codes/code-forms";
import { bannerCreateFormSchema, bannerUpdateFormSchema } from "../features/content/content-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/banner";

const emptyBanner: AdminBannerInput = {
  kind: "image",
  image: "",
  crop_point: "",
  sub_text: "",
  product_group_id: null,
  sort_order: 0,
  active_from: null,
  active_to: null,
  is_active: true,
  translations: Object.fromEntries(languageCodes.map((l) => [l, { title: "", heading: "", url: "", button_text: "" }])) as AdminBannerInput["translations"],
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  if (params.id !== undefined && !/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  const [banner, options] = await Promise.all([params.id ? api.get(`/api/admin/banners/${params.id}/`, adminBannerSchema) : null, api.get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema)]);
  return { banner, groups: options.groups };
}

/** `image`: a picture uploaded with a form that was then refused, kept for the next try. */
type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors; image?: string };

const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"];

export async function action({ request, context, params }: Route.ActionArgs) {
  const schema = params.id ? bannerUpdateFormSchema : bannerCreateFormSchema;
  const form = await request.formData();
  const values = formObject(form);
  const api = adminApi(request, context);
  // A chosen picture is uploaded first; its stored path becomes the banner's image.
  const file = form.get("file");
  let uploaded: string | undefined;
  if (file instanceof File && file.size > 0) {
    const picture = new FormData();
    picture.set("file", file, file.name);
    const stored = await api.upload("/api/admin/media/banner/", picture, adminUploadedPictureSchema);
    if (!stored.ok) return data<Result>({ ok: false, ...("errors" in stored ? { errors: stored.errors } : { message: "form.failed" }) }, { status: stored.status });
    uploaded = stored.value.image;
    values.image = uploaded;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error), image: uploaded }, { status: 400 });
  const result = params.id ? await api.send("PUT", `/api/admin/banners/${params.id}/`, parsed.data, adminBannerSchema) : await api.send("POST", "/api/admin/banners/", parsed.data, adminBannerSchema);
  if (result.ok) {
    if (!params.id) throw redirect(`/banners/${result.value.id}/?created=1`);
    return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  }
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors, image: uploaded }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed", image: uploaded }, { status: result.status });
}

export default function Banner({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const saved = loaderData.banner;
  const b = saved ?? emptyBanner;
  const fileInput = useRef<HTMLInputElement>(null);
  const check = zodCheck(saved ? bannerUpdateFormSchema : bannerCreateFormSchema);
  // The browser checks the picture's type and size; its content is checked by the API.
  const { errors, onSubmit } = useCheckedForm((values) => {
    const file = fileInput.current?.files?.[0];
    const found = { ...check({ ...values, image: values.image || (file ? "/media/upload/chosen" : "") }) };
    if (file && !PICTURE_TYPES.includes(file.type)) found.file = [t("banner.fileType")];
    else if (file && file.size > BANNER_PICTURE_MAX_MB * 1024 * 1024) found.file = [t("banner.fileLarge", { mb: BANNER_PICTURE_MAX_MB })];
    return Object.keys(found).length ? found : null;
  }, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/banners/">{t("banners.heading")}</Link>
      </p>
      <h1>
        {saved ? saved.translations.fi.title || saved.translations.fi.heading : t("banners.new")}{" "}
        {saved ? <span className={`badge${saved.showing ? " code-available" : ""}`}>{saved.showing ? t("banner.showingNow") : t("banner.notShowing")}</span> : null}
      </h1>
      {params.get("created") && !result ? <FormAlert message={t("banner.created")} tone="success" /> : null}
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      <section className="panel" aria-label={t("model.details")}>
        <Form method="post" encType="multipart/form-data" className="form" noValidate onSubmit={onSubmit} key={saved?.version ?? "new"}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("banner.placement")}</legend>
            <div className="grid narrow">
              <Field name="kind" label={t("banner.kind")} errors={errors}>
                {(a) => (
                  <select {...a} defaultValue={b.kind}>
                    <option value="image">{t("banner.kindImage")}</option>
                    <option value="dynamic_page">{t("banner.kindDynamic")}</option>
                  </select>
                )}
              </Field>
              <Field name="file" label={t("banner.file")} errors={errors} hint={t("banner.fileHint", { mb: BANNER_PICTURE_MAX_MB })}>
                {(a) => <input {...a} ref={fileInput} type="file" accept={PICTURE_TYPES.join(",")} />}
              </Field>
              <Field name="image" label={t("banner.image")} errors={errors} hint={t("banner.imageHint")}>
                {(a) => <input {...a} key={result?.image ?? "saved"} defaultValue={result?.image ?? b.image} />}
              </Field>
              <Field name="crop_point" label={t("banner.cropPoint")} errors={errors} hint={t("banner.cropPointHint")}>
                {(a) => <input {...a} defaultValue={b.crop_point} />}
              </Field>
              <Field name="sub_text" label={t("banner.subText")} errors={errors} hint={t("banner.subTextHint")}>
                {(a) => <input {...a} defaultValue={b.sub_text} />}
              </Field>
              <Field name="product_group_id" label={t("banner.group")} errors={errors} hint={t("banner.groupHint")}>
                {(a) => (
                  <select {...a} defaultValue={b.product_group_id === null ? "" : String(b.product_group_id)}>
                    <option value="">{t("banner.everywhere")}</option>
                    {loaderData.groups.map((g) => (
                      <option key={g.id} value={g.id}>
                        {g.path}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field name="sort_order" label={t("groups.sortOrder")} errors={errors} hint={t("banner.sortHint")}>
                {(a) => <input {...a} type="number" step={1} defaultValue={b.sort_order} />}
              </Field>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("banner.schedule")}</legend>
            <div className="grid narrow">
              <Field name="active_from" label={t("banner.activeFrom")} errors={errors} hint={t("code.timeHint")}>
                {(a) => <input {...a} type="datetime-local" defaultValue={helsinkiLocal(b.active_from)} />}
              </Field>
              <Field name="active_to" label={t("banner.activeTo")} errors={errors} hint={t("code.validToHint")}>
                {(a) => <input {...a} type="datetime-local" defaultValue={helsinkiLocal(b.active_to)} />}
              </Field>
            </div>
            <div className="field checkbox">
              <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={b.is_active} />
              <label htmlFor="f-is_active">{t("code.isActive")}</label>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("model.texts")}</legend>
            <p className="hint">{t("banner.textsHint")}</p>
            <LanguageTabs id="banner" errors={errors}>
              {(l) => (
                <>
                  <Field name={`translations.${l}.title`} label={`${t("banner.title")} (${l})`} errors={errors}>
                    {(a) => <input {...a} defaultValue={b.translations[l].title} />}
                  </Field>
                  <Field name={`translations.${l}.heading`} label={`${t("banner.heading")} (${l})`} errors={errors}>
                    {(a) => <input {...a} defaultValue={b.translations[l].heading} />}
                  </Field>
                  <Field name={`translations.${l}.url`} label={`${t("banner.urls")} (${l})`} errors={errors} hint={t("banner.urlsHint")}>
                    {(a) => <textarea {...a} rows={2} defaultValue={b.translations[l].url} />}
                  </Field>
                  <Field name={`translations.${l}.button_text`} label={`${t("banner.buttons")} (${l})`} errors={errors}>
                    {(a) => <textarea {...a} rows={2} defaultValue={b.translations[l].button_text} />}
                  </Field>
                </>
              )}
            </LanguageTabs>
          </fieldset>
          <button type="submit" className="button primary" disabled={busy}>
            {saved ? t("form.save") : t("banners.create")}
          </button>
        </Form>
      </section>
      {saved ? (
        <p>
          <Link to={`/audit/?entity=banner&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
