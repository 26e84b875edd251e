// /accounts/delete-account/{token}/ (spec 01 §2): the link of the deletion e-mail. The page says
// what deletion erases and asks once more; on success the shopper is logged out here too.
import { data, Form, Link, useNavigation } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { AccountCard, accountMeta, Done } from "../../features/accounts/account-page";
import { FormAlert } from "../../features/accounts/form-fields";
import styles from "../../features/accounts/accounts.module.css";
import { clearAuthCookie } from "../../lib/cookies";
import { useT, type MessageKey } from "../../lib/i18n";
import { isSecureRequest } from "../../lib/request-locale.server";
import type { Route } from "./+types/delete-account";

export const handle = { layout: "default" };

type DeleteState = { done: boolean; error: MessageKey | null };

export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await accountApi(context).deleteAccount(params.token, context.clientIp);
  if (result.ok) {
    return data<DeleteState>({ done: true, error: null }, { headers: { "Set-Cookie": clearAuthCookie(isSecureRequest(request)) } });
  }
  const error: MessageKey = result.status === 429 ? "accountFlows.error.throttled" : "accountFlows.delete.failed";
  return data<DeleteState>({ done: false, error }, { status: result.status || 503 });
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accountFlows.delete.title");

export default function DeleteAccount({ actionData }: Route.ComponentProps) {
  const t = useT();
  const submitting = useNavigation().state === "submitting";
  const state = actionData as DeleteState | undefined;
  if (state?.done) {
    return (
      <AccountCard id="delete-heading" title={t("accountFlows.delete.doneTitle")}>
        <Done>
          <p>{t("accountFlows.delete.done")}</p>
        </Done>
        <Link className={`button button--secondary ${styles.submit}`} to="/" reloadDocument>
          {t("accountFlows.links.home")}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard id="delete-heading" title={t("accountFlows.delete.title")} lead={t("accountFlows.delete.intro")}>
      <Form method="post" className={styles.form}>
        <FormAlert message={state?.error ? t(state.error) : null} />
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submitting}>
          {t("accountFlows.delete.submit")}
        </button>
      </Form>
    </AccountCard>
  );
}
