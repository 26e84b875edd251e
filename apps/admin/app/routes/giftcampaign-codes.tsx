// /admin/giftcampaigns/{id}/codes/: a gift campaign's codes, searched, filtered by use and paged,
// the form that makes new ones (drawn, or one of the admin's own), the codes just made to copy,
// and all codes as a CSV file for the campaign's company (docs/admin.md "Gift campaigns").
import { createColumnHelper } from "@tanstack/react-table";
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { GIFT_CAMPAIGN_MAX_BATCH, adminGiftCampaignCodePageSchema, adminGiftCampaignCodesCreatedSchema, adminGiftCampaignSchema, type AdminGiftCampaignCode } from "@polku/domain/admin/gift-campaigns";
import { AdminList } from "../components/admin-list";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { giftCampaignCodesFormSchema } from "../features/gift-campaigns/gift-campaign-forms";
import { adminApi, listSearch } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/giftcampaign-codes";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  const api = adminApi(request, context);
  const [campaign, page] = await Promise.all([
    api.get(`/api/admin/giftcampaigns/${params.id}/`, adminGiftCampaignSchema),
    api.get(`/api/admin/giftcampaigns/${params.id}/codes/${listSearch(request, ["page", "per_page", "q", "sort", "used"])}`, adminGiftCampaignCodePageSchema),
  ]);
  return { campaign, page };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors; codes?: string[] };

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = giftCampaignCodesFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("POST", `/api/admin/giftcampaigns/${params.id}/codes/`, parsed.data, adminGiftCampaignCodesCreatedSchema);
  if (result.ok) return { ok: true, message: "giftCampaign.codesMade" as MessageKey, codes: result.value.codes } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: "form.failed" }, { status: result.status });
}

const column = createColumnHelper<AdminGiftCampaignCode>();

export default function GiftCampaignCodes({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const { campaign: c, page } = loaderData;
  const { errors, onSubmit } = useCheckedForm(giftCampaignCodesFormSchema, result?.errors);
  const columns = [
    column.accessor("code", { header: t("codes.code"), cell: (x) => <code>{x.getValue()}</code> }),
    column.accessor("used_count", { id: "used", header: t("codes.used"), cell: (x) => `${x.getValue()} / ${x.row.original.max_uses}` }),
    column.accessor("valid_until", { header: t("giftCampaign.validUntil"), cell: (x) => dateTime(x.getValue()) }),
    column.accessor("created_at", { header: t("giftCampaign.createdAt"), cell: (x) => dateTime(x.getValue()) }),
  ];
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/giftcampaigns/">{t("giftCampaigns.heading")}</Link> › <Link to={`/giftcampaigns/${c.id}/`}>{c.names.fi ?? c.slug}</Link>
      </p>
      <div className="heading-row">
        <h1>{t("giftCampaign.codesHeading", { name: c.names.fi ?? c.slug })}</h1>
        <a href={`/admin/giftcampaigns/${c.id}/codes.csv`} className="button" download>
          {t("giftCampaign.download")}
        </a>
      </div>
      <p>{t("giftCampaign.codeUse", { codes: c.code_count, taken: c.uses_taken, total: c.uses_total })}</p>
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      {result?.codes?.length ? (
        <section className="panel" aria-labelledby="made-h">
          <h2 id="made-h">{t("giftCampaign.madeHeading", { count: result.codes.length })}</h2>
          <label htmlFor="codes-made" className="hint">
            {t("giftCampaign.madeHint")}
          </label>
          <textarea id="codes-made" className="codes-made" readOnly rows={Math.min(10, result.codes.length)} value={result.codes.join("\n")} />
        </section>
      ) : null}
      <section className="panel" aria-labelledby="make-h">
        <h2 id="make-h">{t("giftCampaign.make")}</h2>
        <Form method="post" className="form" noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={errors} />
          <div className="grid narrow">
            <Field name="quantity" label={t("giftCampaign.quantity")} errors={errors} hint={t("giftCampaign.quantityHint", { max: GIFT_CAMPAIGN_MAX_BATCH })}>
              {(a) => <input {...a} type="number" min={1} max={GIFT_CAMPAIGN_MAX_BATCH} step={1} defaultValue={10} />}
            </Field>
            <Field name="prefix" label={t("giftCampaign.prefix")} errors={errors} hint={t("giftCampaign.prefixHint")}>
              {(a) => <input {...a} autoComplete="off" maxLength={10} />}
            </Field>
            <Field name="code" label={t("giftCampaign.ownCode")} errors={errors} hint={t("giftCampaign.ownCodeHint")}>
              {(a) => <input {...a} autoComplete="off" maxLength={40} />}
            </Field>
            <Field name="max_uses" label={t("giftCampaign.maxUses")} errors={errors} hint={t("giftCampaign.maxUsesHint")}>
              {(a) => <input {...a} type="number" min={1} step={1} defaultValue={1} />}
            </Field>
            <Field name="valid_until" label={t("giftCampaign.validUntil")} errors={errors} hint={t("giftCampaign.validUntilHint")}>
              {(a) => <input {...a} type="datetime-local" />}
            </Field>
          </div>
          <button type="submit" className="button primary" disabled={busy}>
            {t("giftCampaign.makeButton")}
          </button>
        </Form>
      </section>
      <AdminList
        label={t("giftCampaign.codes")}
        filtersLabel={t("giftCampaign.codeFilters")}
        search={t("codes.code")}
        filters={[{ kind: "flag", name: "used", label: t("giftCampaign.usedUp") }]}
        page={page}
        columns={columns}
        sortable={["code", "used"]}
        defaultSort="id"
        rowKey={(r) => String(r.id)}
      />
    </>
  );
}
