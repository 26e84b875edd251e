// /accounts/register/: registration with e-mail activation and an optional club join
// (docs/accounts.md "Registration"). A plain POST form: works before and without JavaScript.
import { registerRequestSchema, type LanguageCode } from "@polku/domain";
import { useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { AccountCard, accountMeta, Done } from "../../features/accounts/account-page";
import { apiFieldErrors, fieldErrorsOf, formFields, type FieldErrors } from "../../features/accounts/form-errors";
import { CheckboxField, FormAlert, FormErrorScope, LanguageSelect, NewPasswordField, TextField, useFocusFirstError } from "../../features/accounts/form-fields";
import { ACCOUNT_PATH, LOGIN_PATH } from "../../features/accounts/login-rules";
import styles from "../../features/accounts/accounts.module.css";
import { useI18n, type MessageKey } from "../../lib/i18n";
import { requestCustomer, requireLocale } from "../../lib/request-locale.server";
import type { Route } from "./+types/register";

export const handle = { layout: "default" };

interface RegisterState {
  done: boolean;
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  error: MessageKey | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requestCustomer(request, context);
  if (user.isAuthenticated) throw redirect(ACCOUNT_PATH);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = await requireLocale(request, context);
  const values = formFields(await request.formData());
  const parsed = registerRequestSchema.safeParse({
    email: values.email ?? "",
    password: values.password ?? "",
    first_name: values.first_name ?? "",
    last_name: values.last_name ?? "",
    phone: values.phone ?? "",
    postcode: values.postcode ?? "",
    language: values.language || config.language,
    marketing_consent: values.marketing_consent === "on",
    join_club: values.join_club === "on",
  });
  // The password is never sent back into the page.
  const { password: _password, ...kept } = values;
  if (!parsed.success) return data<RegisterState>({ done: false, values: kept, fieldErrors: fieldErrorsOf(parsed.error), error: null }, { status: 400 });
  const result = await accountApi(context).register(parsed.data, context.clientIp);
  if (result.ok) return data<RegisterState>({ done: true, values: kept, fieldErrors: {}, error: null });
  const error: MessageKey = result.status === 429 ? "accountFlows.error.throttled" : result.status === 400 ? "accountFlows.error.checkFields" : "accountFlows.error.unexpected";
  return data<RegisterState>({ done: false, values: kept, fieldErrors: apiFieldErrors(result.fieldErrors), error }, { status: result.status || 503 });
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.register.title");

export default function Register({ actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const submitting = useNavigation().state === "submitting";
  const state = actionData as RegisterState | undefined;
  const v = state?.values ?? {};
  const e = state?.fieldErrors ?? {};
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, state, state !== undefined && !state.done);
  if (state?.done) {
    return (
      <AccountCard id="register-heading" title={t("accountFlows.register.doneTitle")}>
        <Done>
          <p>{t("accountFlows.register.done", { email: v.email ?? "" })}</p>
        </Done>
        <p className={styles.hint}>{t("accountFlows.register.doneHint")}</p>
        <div className={styles.links}>
          <Link to={LOGIN_PATH}>{t("accountFlows.links.login")}</Link>
        </div>
      </AccountCard>
    );
  }
  return (
    <AccountCard id="register-heading" title={t("accountFlows.register.title")} lead={t("accountFlows.register.intro")}>
      <FormErrorScope submission={state}>
      <Form ref={form} method="post" className={styles.form} noValidate>
        <FormAlert message={state?.error ? t(state.error) : null} />
        <TextField id="register-email" name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required label={t("accounts.login.email")} defaultValue={v.email} error={e.email} />
        <NewPasswordField id="register-password" label={t("accounts.login.password")} error={e.password} />
        <div className={styles.row}>
          <TextField id="register-first-name" name="first_name" autoComplete="given-name" required label={t("accountFlows.field.firstName")} defaultValue={v.first_name} error={e.first_name} />
          <TextField id="register-last-name" name="last_name" autoComplete="family-name" required label={t("accountFlows.field.lastName")} defaultValue={v.last_name} error={e.last_name} />
        </div>
        <div className={styles.row}>
          <TextField id="register-phone" name="phone" type="tel" autoComplete="tel" label={t("accountFlows.field.phoneOptional")} defaultValue={v.phone} error={e.phone} />
          <TextField id="register-postcode" name="postcode" autoComplete="postal-code" label={t("accountFlows.field.postcodeOptional")} defaultValue={v.postcode} error={e.postcode} />
        </div>
        <LanguageSelect id="register-language" label={t("accountFlows.field.language")} defaultValue={(v.language as LanguageCode) || language} />
        <CheckboxField id="register-marketing" name="marketing_consent" label={t("accountFlows.field.marketing")} defaultChecked={v.marketing_consent === "on"} />
        <CheckboxField id="register-club" name="join_club" label={t("accountFlows.field.joinClub")} hint={t("accountFlows.club.benefits")} defaultChecked={v.join_club === "on"} />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submitting}>
          {submitting ? t("accountFlows.register.submitting") : t("accountFlows.register.submit")}
        </button>
      </Form>
      </FormErrorScope>
      <div className={styles.links}>
        <span>{t("accountFlows.register.haveAccount")}</span>
        <Link to={LOGIN_PATH}>{t("accountFlows.links.login")}</Link>
      </div>
    </AccountCard>
  );
}
