// /accounts/password/reset/confirm/{hash}/ (spec 01 §2): a new password from the reset e-mail,
// with strength feedback. A used or expired link is refused with 'Request expired'.
import { passwordResetConfirmSchema } from "@polku/domain";
import { data } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { accountMeta } from "../../features/accounts/account-page";
import { apiFieldErrors, fieldErrorsOf, formFields, type FieldErrors } from "../../features/accounts/form-errors";
import { NewPasswordField, TextField } from "../../features/accounts/form-fields";
import { LinkFormPage } from "../../features/accounts/link-form-page";
import { useT, type MessageKey } from "../../lib/i18n";
import type { Route } from "./+types/reset-confirm";

export const handle = { layout: "default" };

interface ConfirmState {
  done: boolean;
  fieldErrors: FieldErrors;
  error: MessageKey | null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { password = "", password_again = "" } = formFields(await request.formData());
  const parsed = passwordResetConfirmSchema.safeParse({ token: params.token, password });
  const fieldErrors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  if (parsed.success && password !== password_again) fieldErrors.password_again = "accountFlows.password.mismatch";
  if (fieldErrors.token) return data<ConfirmState>({ done: false, fieldErrors: {}, error: "accountFlows.error.expired" }, { status: 400 });
  if (!parsed.success || fieldErrors.password_again) return data<ConfirmState>({ done: false, fieldErrors, error: null }, { status: 400 });
  const result = await accountApi(context).confirmReset(params.token, password, context.clientIp);
  if (result.ok) return data<ConfirmState>({ done: true, fieldErrors: {}, error: null });
  if (result.status === 400 && Object.keys(result.fieldErrors).length) {
    return data<ConfirmState>({ done: false, fieldErrors: apiFieldErrors(result.fieldErrors), error: null }, { status: 400 });
  }
  const error: MessageKey = result.status === 429 ? "accountFlows.error.throttled" : result.status === 400 || result.status === 410 ? "accountFlows.error.expired" : "accountFlows.error.unexpected";
  return data<ConfirmState>({ done: false, fieldErrors: {}, error }, { status: result.status || 503 });
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.resetConfirm.title");

export default function ResetConfirm({ actionData }: Route.ComponentProps) {
  const t = useT();
  const state = actionData as ConfirmState | undefined;
  return (
    <LinkFormPage
      id="reset-confirm-heading"
      title={t("accountFlows.resetConfirm.title")}
      lead={t("accountFlows.resetConfirm.intro")}
      doneMessage={state?.done ? t("accountFlows.resetConfirm.done") : null}
      error={state?.error ?? null}
      submitLabel={t("accountFlows.resetConfirm.submit")}
      renewal={{ to: "/accounts/reset-password/", label: t("accountFlows.links.newResetLink") }}
    >
      <NewPasswordField id="reset-new-password" label={t("accountFlows.field.newPassword")} error={state?.fieldErrors.password} />
      <TextField id="reset-password-again" name="password_again" type="password" autoComplete="new-password" required label={t("accountFlows.field.passwordAgain")} error={state?.fieldErrors.password_again} />
    </LinkFormPage>
  );
}
