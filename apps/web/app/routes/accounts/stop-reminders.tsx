// /accounts/stop_reminders/{email}/?signature=… (spec 01 §2): stops reminder e-mails to the
// address. The link is signed by the shop (docs/security.md "Signed links"); a bad signature is
// 'Failed to stop reminders'. Stopping is a POST, so a link preview changes nothing.
import { data, Form, useLocation, useNavigation } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { AccountCard, accountMeta, Done } from "../../features/accounts/account-page";
import { FormAlert } from "../../features/accounts/form-fields";
import styles from "../../features/accounts/accounts.module.css";
import { useT, type MessageKey } from "../../lib/i18n";
import type { Route } from "./+types/stop-reminders";

export const handle = { layout: "default" };

type StopState = { done: boolean; error: MessageKey | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const signature = new URL(request.url).searchParams.get("signature") ?? "";
  const result = await accountApi(context).stopReminders(params.email, signature, context.clientIp);
  if (result.ok) return data<StopState>({ done: true, error: null });
  const error: MessageKey = result.status === 429 ? "accountFlows.error.throttled" : "accountFlows.stopReminders.failed";
  return data<StopState>({ done: false, error }, { status: result.status || 503 });
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.stopReminders.title");

export default function StopReminders({ actionData, params }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const submitting = useNavigation().state === "submitting";
  const state = actionData as StopState | undefined;
  return (
    <AccountCard id="stop-heading" title={t("accountFlows.stopReminders.title")}>
      {state?.done ? (
        <Done>
          <p>{t("accountFlows.stopReminders.done", { email: params.email })}</p>
        </Done>
      ) : (
        <Form method="post" action={`${location.pathname}${location.search}`} className={styles.form}>
          <p className={styles.lead}>{t("accountFlows.stopReminders.intro", { email: params.email })}</p>
          <FormAlert message={state?.error ? t(state.error) : null} />
          <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submitting}>
            {t("accountFlows.stopReminders.submit")}
          </button>
        </Form>
      )}
    </AccountCard>
  );
}
