// /admin/settings/: the general settings of spec 01 §3, each saved on its own: shopper texts in six
// languages, JSON values checked by the shop's own parsers before they are sent (docs/admin.md
// "Content").
import { Form, data, useActionData, useNavigation } from "react-router";
import { languageCodes } from "@polku/domain";
import { adminSettingListSchema, adminSettingSchema, settingValueProblem, type AdminSetting } from "@polku/domain/admin/content";
import { ErrorSummary, Field, FormAlert, errorsOf, formObject, useCheckedForm, zodCheck, type FieldErrors } from "../components/form-parts";
import { settingFormSchema } from "../features/content/content-forms";
import { adminApi } from "../lib/api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  return adminApi(request, context).get("/api/admin/settings/", adminSettingListSchema);
}

type Result = { key: string; ok: boolean; message?: MessageKey; errors?: FieldErrors };
const KEY = /^[a-z_]{1,60}$/;

/** The form's schema and the shop's parser of this key's value. */
const settingCheck = (key: string) => (values: Record<string, unknown>) => {
  const found = zodCheck(settingFormSchema)(values);
  const problem = settingValueProblem(key, typeof values.value === "string" ? values.value : "");
  return found || problem ? { ...found, ...(problem ? { value: [problem] } : {}) } : null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = formObject(await request.formData());
  const key = typeof form.key === "string" && KEY.test(form.key) ? form.key : null;
  if (!key) throw data({ status: 404 }, { status: 404 });
  const errors = settingCheck(key)(form);
  if (errors) return data<Result>({ key, ok: false, errors }, { status: 400 });
  const parsed = settingFormSchema.safeParse(form);
  if (!parsed.success) return data<Result>({ key, ok: false, errors: errorsOf(parsed.error) }, { status: 400 });
  const result = await adminApi(request, context).send("PUT", `/api/admin/settings/${key}/`, parsed.data, adminSettingSchema);
  if (result.ok) return { key, ok: true, message: "form.saved" as MessageKey } satisfies Result;
  if ("errors" in result) return data<Result>({ key, ok: false, errors: result.errors }, { status: 400 });
  return data<Result>({ key, ok: false, message: result.code === "stale_version" ? "form.stale" : "form.failed" }, { status: result.status });
}

function SettingForm({ setting, result }: { setting: AdminSetting; result: Result | undefined }) {
  const { t, dateTime } = useI18n();
  const busy = useNavigation().state !== "idle";
  const mine = result?.key === setting.key ? result : undefined;
  const { errors, onSubmit } = useCheckedForm(settingCheck(setting.key), mine?.errors);
  const long = setting.kind === "json" || setting.value.length > 60;
  return (
    <section className="panel" aria-labelledby={`h-${setting.key}`}>
      <h2 id={`h-${setting.key}`}>
        <code>{setting.key}</code>
      </h2>
      <p className="hint">
        {t(`setting.kind.${setting.kind}` as MessageKey)} · {t("setting.updated")}: {dateTime(setting.updated_at)}
      </p>
      {mine?.message ? <FormAlert message={t(mine.message)} tone={mine.ok ? "success" : "error"} /> : null}
      <Form method="post" className="form" noValidate onSubmit={onSubmit} key={setting.version}>
        <input type="hidden" name="key" value={setting.key} />
        <input type="hidden" name="version" value={setting.version} />
        <ErrorSummary errors={errors} />
        <Field name="value" id={`f-${setting.key}`} label={setting.kind === "translated" ? `${t("setting.value")} (fi)` : t("setting.value")} errors={errors}>
          {(a) => (long ? <textarea {...a} rows={setting.kind === "json" ? 4 : 2} defaultValue={setting.value} spellCheck={setting.kind !== "json"} /> : <input {...a} defaultValue={setting.value} />)}
        </Field>
        {setting.translations
          ? languageCodes
              .filter((l) => l !== "fi")
              .map((l) => (
                <Field key={l} name={`translations.${l}`} id={`f-${setting.key}-${l}`} label={`${t("setting.value")} (${l})`} errors={errors}>
                  {(a) => <input {...a} defaultValue={setting.translations?.[l] ?? ""} />}
                </Field>
              ))
          : null}
        <button type="submit" className="button" disabled={busy} aria-label={`${t("form.save")}: ${setting.key}`}>
          {t("form.save")}
        </button>
      </Form>
    </section>
  );
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = useActionData<typeof action>() as Result | undefined;
  return (
    <>
      <h1>{t("settings.heading")}</h1>
      <p className="hint">{t("settings.hint")}</p>
      {loaderData.results.map((s) => (
        <SettingForm key={s.key} setting={s} result={result} />
      ))}
    </>
  );
}
