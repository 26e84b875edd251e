// /accounts/reset-password/ (spec 01 §2): asks for a password reset link. The answer is the same
// whether or not the address has an account (docs/security.md "Account enumeration").
import { passwordResetRequestSchema } from "@polku/domain";
import { data, Form, Link, useNavigation } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { AccountCard, accountMeta, Done } from "../../features/accounts/account-page";
import { fieldErrorsOf, formFields, type FieldErrors } from "../../features/accounts/form-errors";
import { FormAlert, TextField } from "../../features/accounts/form-fields";
import { LOGIN_PATH } from "../../features/accounts/login-rules";
import styles from "../../features/accounts/accounts.module.css";
import { useT, type MessageKey } from "../../lib/i18n";
import { requireLocale } from "../../lib/request-locale.server";
import type { Route } from "./+types/reset-password";

export const handle = { layout: "default" };

interface ResetState {
  done: boolean;
  email: string;
  fieldErrors: FieldErrors;
  error: MessageKey | null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config } = await requireLocale(request, context);
  const { email = "" } = formFields(await request.formData());
  const parsed = passwordResetRequestSchema.safeParse({ email, language: config.language });
  if (!parsed.success) return data<ResetState>({ done: false, email, fieldErrors: fieldErrorsOf(parsed.error), error: null }, { status: 400 });
  const result = await accountApi(context).requestReset(parsed.data.email, config.language, context.clientIp);
  if (result.ok) return data<ResetState>({ done: true, email: parsed.data.email, fieldErrors: {}, error: null });
  const error: MessageKey = result.status === 429 ? "accountFlows.error.throttled" : "accountFlows.error.unexpected";
  return data<ResetState>({ done: false, email, fieldErrors: {}, error }, { status: result.status || 503 });
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.reset.title");

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === "submitting";
  const state = actionData as ResetState | undefined;
  return (
    <AccountCard id="reset-heading" title={t("accountFlows.reset.title")} lead={state?.done ? undefined : t("accountFlows.reset.intro")}>
      {state?.done ? (
        <Done>
          <p>{t("accountFlows.reset.done", { email: state.email })}</p>
        </Done>
      ) : (
        <Form method="post" className={styles.form} noValidate>
          <FormAlert message={state?.error ? t(state.error) : null} />
          <TextField id="reset-email" name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required label={t("accounts.login.email")} defaultValue={state?.email} error={state?.fieldErrors.email} />
          <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submitting}>
            {t("accountFlows.reset.submit")}
          </button>
        </Form>
      )}
      <div className={styles.links}>
        <Link to={LOGIN_PATH}>{t("accountFlows.links.backToLogin")}</Link>
      </div>
    </AccountCard>
  );
}
