// /admin/secondhand/{id}/: one used item — its grade, the store it can be seen in and what the use
// left, in every language (docs/admin.md "Second-hand items"). Price, images and stock are the
// item's product model's, edited on its own screen.
import { Form, Link, data, useActionData, useNavigation } from "react-router";
import { SECOND_HAND_CONDITIONS } from "@polku/domain";
import { adminSecondHandDetailSchema, adminSecondHandItemSchema, SECOND_HAND_WEAR_MAX } from "@polku/domain/admin/flows";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, type FieldErrors } from "../components/form-parts";
import { LanguageTabs } from "../components/language-tabs";
import { secondHandFormSchema } from "../features/flows/flow-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/secondhand-item";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw data({ status: 404 }, { status: 404 });
  return adminApi(request, context).get(`/api/admin/second-hand/${params.id}/`, adminSecondHandDetailSchema);
}

type Result = { ok: boolean; message?: MessageKey; errors?: FieldErrors };

export async function action({ request, context, params }: Route.ActionArgs) {
  const parsed = secondHandFormSchema.safeParse(formObject(await request.formData()));
  if (!parsed.success) return data<Result>({ ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("PUT", `/api/admin/second-hand/${params.id}/`, parsed.data, adminSecondHandItemSchema);
  if (result.ok) return { ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

export default function SecondHandItem({ loaderData }: Route.ComponentProps) {
  const { t, dateTime } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state !== "idle";
  const { item, stores } = loaderData;
  const { errors, onSubmit } = useCheckedForm(secondHandFormSchema, result?.errors);
  return (
    <>
      <p className="breadcrumbs">
        <Link to="/secondhand/">{t("secondHand.heading")}</Link>
      </p>
      <h1>
        {item.name} {item.sold ? <span className="badge">{t("secondHand.sold")}</span> : null}
      </h1>
      <section className="panel" aria-labelledby="item-h">
        <h2 id="item-h">{t("secondHandItem.details")}</h2>
        {item.sold ? <p className="hint">{t("secondHandItem.soldNote")}</p> : null}
        <dl className="facts">
          <dt>{t("secondHand.size")}</dt>
          <dd>{item.size ?? "–"}</dd>
          <dt>{t("secondHand.listed")}</dt>
          <dd>{dateTime(item.listed_at)}</dd>
          <dt>{t("secondHand.parent")}</dt>
          <dd>
            <Link to={`/productmodels/${item.parent_id}/`}>{item.parent_name}</Link>
          </dd>
        </dl>
        <p>
          <Link to={`/productmodels/${item.id}/`}>{t("secondHandItem.openModel")}</Link>
        </p>
      </section>
      <section className="panel" aria-labelledby="form-h">
        <h2 id="form-h">{t("secondHandItem.form")}</h2>
        {result?.message ? <FormAlert message={t(result.message)} tone={result.ok ? "success" : "error"} /> : null}
        <Form method="post" className="form" noValidate onSubmit={onSubmit}>
          <input type="hidden" name="version" value={item.version} />
          <ErrorSummary errors={errors} />
          <div className="grid">
            <Field name="condition" label={t("secondHand.condition")} errors={errors} hint={t("secondHandItem.conditionHint")}>
              {(a) => (
                <select {...a} defaultValue={item.condition}>
                  {SECOND_HAND_CONDITIONS.map((c) => (
                    <option key={c} value={c}>
                      {t(`secondHand.condition.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field name="store_id" label={t("secondHand.store")} errors={errors} hint={t("secondHandItem.storeHint")}>
              {(a) => (
                <select {...a} defaultValue={item.store_id ?? ""}>
                  <option value="">{t("secondHand.noStore")}</option>
                  {stores.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <LanguageTabs id="wear" errors={errors} prefix="wear">
            {(language) => (
              <Field name={`wear.${language}`} label={`${t("secondHandItem.wear")} (${language})`} errors={errors} hint={t("secondHandItem.wearHint")}>
                {(a) => <textarea {...a} rows={4} maxLength={SECOND_HAND_WEAR_MAX} defaultValue={item.wear[language]} lang={language} />}
              </Field>
            )}
          </LanguageTabs>
          <div>
            <button type="submit" className="button primary" disabled={busy}>
              {t("form.save")}
            </button>
          </div>
        </Form>
      </section>
      <p>
        <Link to={`/audit/?entity=second_hand_item&entity_id=${item.id}`}>{t("audit.forObject")}</Link>
      </p>
    </>
  );
}
