// /admin/giftcampaigns/new/ and /admin/giftcampaigns/{id}/: a gift campaign's address, names in
// six languages, category, window and products; ending it now; its codes' use with the way to
// them (docs/admin.md "Gift campaigns").
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminGiftCampaignSchema, type AdminGiftCampaign } from "@polku/domain/admin/gift-campaigns";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LANGUAGE_NAMES } from "../components/language-tabs";
import { helsinkiLocal } from "../features/codes/code-forms";
import { giftCampaignCreateFormSchema, giftCampaignEndFormSchema, giftCampaignUpdateFormSchema } from "../features/gift-campaigns/gift-campaign-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/giftcampaign";

type Editable = Pick<AdminGiftCampaign, "slug" | "category" | "starts_at" | "ends_at" | "is_active" | "names" | "model_ids">;
const emptyCampaign: Editable = { slug: "", category: "", starts_at: "", ends_at: null, is_active: true, names: Object.fromEntries(languageCodes.map((l) => [l, ""])), model_ids: [] };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id === undefined) return { campaign: null };
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return { campaign: await adminApi(request, context).get(`/api/admin/giftcampaigns/${params.id}/`, adminGiftCampaignSchema) };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors; form?: "campaign" | "end" };

export async function action({ request, context, params }: Route.ActionArgs) {
  const values = formObject(await request.formData());
  const api = adminApi(request, context);
  if (params.id && values.intent === "end") {
    const parsed = giftCampaignEndFormSchema.safeParse(values);
    if (!parsed.success) return data<Result>({ ok: false, form: "end", message: "form.stale" }, { status: 400 });
    const result = await api.send("POST", `/api/admin/giftcampaigns/${params.id}/end/`, parsed.data, adminGiftCampaignSchema);
    if (result.ok) return { ok: true, form: "end", message: "giftCampaign.ended" as MessageKey } satisfies Result;
    if ("errors" in result) return data<Result>({ ok: false, form: "end", message: "giftCampaign.alreadyClosed" }, { status: 400 });
    return data<Result>({ ok: false, form: "end", message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
  }
  const schema = params.id ? giftCampaignUpdateFormSchema : giftCampaignCreateFormSchema;
  const parsed = schema.safeParse(values);
  if (!parsed.success) return data<Result>({ ok: false, form: "campaign", errors: errorsOf(parsed.error) }, { status: 400 });
  const result = params.id
    ? await api.send("PUT", `/api/admin/giftcampaigns/${params.id}/`, parsed.data, adminGiftCampaignSchema)
    : await api.send("POST", "/api/admin/giftcampaigns/", parsed.data, adminGiftCampaignSchema);
  if (result.ok) {
    if (!params.id) throw redirect(`/giftcampaigns/${result.value.id}/?created=1`);
    return { ok: true, form: "campaign", message: "form.saved" as MessageKey } satisfies Result;
  }
  if ("errors" in result) return data<Result>({ ok: false, form: "campaign", errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, form: "campaign", message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function GiftCampaign({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const saved = loaderData.campaign;
  const c: Editable = saved ?? emptyCampaign;
  const { errors, onSubmit } = useCheckedForm(saved ? giftCampaignUpdateFormSchema : giftCampaignCreateFormSchema, result?.form === "campaign" ? result.errors : null);
  const open = saved && (saved.state === "open" || saved.state === "not_started");
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/giftcampaigns/">{t("giftCampaigns.heading")}</Link>
      </p>
      <h1>
        {saved ? (
          <>
            {t("giftCampaign.heading", { name: saved.names.fi ?? saved.slug })} <span className={`badge campaign-${saved.state}`}>{t(`giftCampaign.state.${saved.state}` as MessageKey)}</span>
          </>
        ) : (
          t("giftCampaigns.new")
        )}
      </h1>
      {saved ? (
        <p>
          <Link to={`/giftcampaigns/${saved.id}/codes/`}>{t("giftCampaign.codeUse", { codes: saved.code_count, taken: saved.uses_taken, total: saved.uses_total })}</Link> · {t("giftCampaign.address")}:{" "}
          <code>
            /giftcampaigns/{saved.slug}/…
          </code>
        </p>
      ) : null}
      {params.get("created") && !result ? <FormAlert message={t("giftCampaign.created")} tone="success" /> : null}
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      <section className="panel" aria-label={t("model.details")}>
        <Form method="post" className="form" noValidate onSubmit={onSubmit} key={saved?.version ?? "new"}>
          {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
          <ErrorSummary errors={errors} />
          <fieldset>
            <legend>{t("giftCampaign.facts")}</legend>
            <div className="grid narrow">
              {saved ? null : (
                <Field name="slug" label={t("giftCampaign.slug")} errors={errors} hint={t("giftCampaign.slugHint")}>
                  {(a) => <input {...a} defaultValue={c.slug} autoComplete="off" maxLength={80} />}
                </Field>
              )}
              <Field name="category" label={t("giftCampaign.category")} errors={errors} hint={t("giftCampaign.categoryHint")}>
                {(a) => <input {...a} defaultValue={c.category} autoComplete="off" maxLength={80} />}
              </Field>
              <Field name="starts_at" label={t("giftCampaign.startsAt")} errors={errors} hint={t("giftCampaign.startsHint")}>
                {(a) => <input {...a} type="datetime-local" defaultValue={helsinkiLocal(c.starts_at || null)} />}
              </Field>
              <Field name="ends_at" label={t("giftCampaign.endsAt")} errors={errors} hint={t("code.validToHint")}>
                {(a) => <input {...a} type="datetime-local" defaultValue={helsinkiLocal(c.ends_at)} />}
              </Field>
            </div>
            <div className="field checkbox">
              <input id="f-is_active" type="checkbox" name="is_active" defaultChecked={c.is_active} />
              <label htmlFor="f-is_active">{t("code.isActive")}</label>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("giftCampaign.name")}</legend>
            <p className="hint">{t("giftCampaign.nameHint")}</p>
            <div className="grid narrow">
              {languageCodes.map((l) => (
                <Field key={l} name={`names.${l}`} label={`${t("giftCampaign.name")} (${LANGUAGE_NAMES[l]})`} errors={errors}>
                  {(a) => <input {...a} lang={l} defaultValue={c.names[l] ?? ""} maxLength={200} />}
                </Field>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>{t("giftCampaign.products")}</legend>
            <Field name="model_ids" label={t("giftCampaign.modelIds")} errors={errors} hint={t("giftCampaign.modelIdsHint")}>
              {(a) => <textarea {...a} rows={3} defaultValue={c.model_ids.join(", ")} />}
            </Field>
            {saved ? (
              <ul className="inline-list">
                {saved.model_ids.map((id) => (
                  <li key={id}>
                    <Link to={`/productmodels/${id}/`}>{t("giftCampaign.product", { id })}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </fieldset>
          <button type="submit" className="button primary" disabled={busy}>
            {saved ? t("form.save") : t("giftCampaigns.create")}
          </button>
        </Form>
      </section>
      {saved && open ? (
        <section className="panel" aria-labelledby="end-h">
          <h2 id="end-h">{t("giftCampaign.end")}</h2>
          <p className="hint">{saved.state === "not_started" ? t("giftCampaign.endNotStartedHint") : t("giftCampaign.endHint")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="end" />
            <input type="hidden" name="version" value={saved.version} />
            <button type="submit" className="button danger" disabled={busy}>
              {t("giftCampaign.endButton")}
            </button>
          </Form>
        </section>
      ) : null}
      {saved ? (
        <p>
          {t("giftCampaign.createdAt")}: {dateTime(saved.created_at)} · <Link to={`/audit/?entity=gift_campaign&entity_id=${saved.id}`}>{t("audit.forObject")}</Link>
        </p>
      ) : null}
    </>
  );
}
