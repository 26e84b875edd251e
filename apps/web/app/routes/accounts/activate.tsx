// /accounts/activate/{hash}/ (spec 01 §2): the link of the activation e-mail. Opening it shows
// one button; activating is a POST, so a mail program's link preview cannot use the link up.
import { data, Form, Link, useNavigation } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { AccountCard, accountMeta, Done } from "../../features/accounts/account-page";
import { FormAlert } from "../../features/accounts/form-fields";
import { LOGIN_PATH } from "../../features/accounts/login-rules";
import styles from "../../features/accounts/accounts.module.css";
import { useT, type MessageKey } from "../../lib/i18n";
import type { Route } from "./+types/activate";

export const handle = { layout: "default" };

type ActivateState = { done: true; error: null } | { done: false; error: MessageKey };

export async function action({ params, context }: Route.ActionArgs) {
  const result = await accountApi(context).activate(params.token, context.clientIp);
  if (result.ok) return data<ActivateState>({ done: true, error: null });
  const error: MessageKey =
    result.status === 409 ? "accountFlows.activate.already" : result.status === 429 ? "accountFlows.error.throttled" : result.status === 400 || result.status === 410 ? "accountFlows.error.expired" : "accountFlows.error.confirmRetry";
  return data<ActivateState>({ done: false, error }, { status: result.status || 503 });
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.activate.title");

export default function Activate({ actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === "submitting";
  const state = actionData as ActivateState | undefined;
  if (state?.done || state?.error === "accountFlows.activate.already") {
    return (
      <AccountCard id="activate-heading" title={t("accountFlows.activate.title")}>
        <Done>
          <p>{t(state.done ? "accountFlows.activate.done" : "accountFlows.activate.already")}</p>
        </Done>
        <Link className={`button button--primary ${styles.submit}`} to={LOGIN_PATH}>
          {t("accountFlows.links.login")}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard id="activate-heading" title={t("accountFlows.activate.title")} lead={t("accountFlows.activate.intro")}>
      <Form method="post" className={styles.form}>
        <FormAlert message={state?.error ? t(state.error) : null} />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submitting}>
          {t("accountFlows.activate.submit")}
        </button>
      </Form>
      {state?.error === "accountFlows.error.expired" ? (
        <div className={styles.links}>
          <Link to="/accounts/register/">{t("accountFlows.links.registerAgain")}</Link>
        </div>
      ) : null}
    </AccountCard>
  );
}
