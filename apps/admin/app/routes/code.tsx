// /admin/codes/{id}/: one discount code, whether it works now and how often it was used, and
// its form: amount, validity, limits, products, and deactivating it (docs/admin.md "Codes and
// gift cards").
import { Link, data, useActionData, useNavigation, useSearchParams } from "react-router";
import { adminCatalogueOptionsSchema } from "@polku/domain/admin/catalogue";
import { adminDiscountCodeSchema } from "@polku/domain/admin/codes";
import { FormAlert, errorsOf, formObject, type FieldErrors } from "../components/form-parts";
import { CodeForm, useCodeValue } from "../features/codes/code-form";
import { codeUpdateFormSchema } from "../features/codes/code-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/code";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  const api = adminApi(request, context);
  const [code, options] = await Promise.all([api.get(`/api/admin/codes/${params.id}/`, adminDiscountCodeSchema), api.get("/api/admin/catalogue/options/", adminCatalogueOptionsSchema)]);
  return { code, options };
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = codeUpdateFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("PUT", `/api/admin/codes/${params.id}/`, parsed.data, adminDiscountCodeSchema);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function Code({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const [params] = useSearchParams();
  const value = useCodeValue();
  const { code: c, options } = loaderData;
  const { id: _id, times_used: _used, availability: _state, created_at: _created, version, ...fields } = c;
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/codes/">{t("codes.heading")}</Link>
      </p>
      <h1>
        {c.code} <span className={`badge code-${c.availability}`}>{t(`codes.state.${c.availability}` as MessageKey)}</span>
      </h1>
      <p>
        {value(c)} · {t("code.timesUsed", { count: c.times_used })}
      </p>
      {params.get("created") && !result ? <FormAlert message={t("code.created")} tone="success" /> : null}
      {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
      <section className="panel" aria-label={t("model.details")}>
        <CodeForm key={version} schema={codeUpdateFormSchema} initial={fields} version={version} options={options} serverErrors={result?.errors} busy={busy} submitLabel={t("form.save")} />
      </section>
      <p>
        <Link to={`/orders/?code=${encodeURIComponent(c.code)}`}>{t("code.orders")}</Link> · <Link to={`/audit/?entity=discount_code&entity_id=${c.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
