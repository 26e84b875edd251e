// /accounts/activate/{hash}/ (spec 01 §2): the link of the activation e-mail. Opening it shows
// one button; activating is a POST, so a mail program's link preview cannot use the link up.
import { data } from "react-router";
import { accountApi } from "../../features/accounts/account-api.server";
import { accountMeta } from "../../features/accounts/account-page";
import { LinkFormPage } from "../../features/accounts/link-form-page";
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
  const state = actionData as ActivateState | undefined;
  const done = state?.done ? t("accountFlows.activate.done") : state?.error === "accountFlows.activate.already" ? t("accountFlows.activate.already") : null;
  return (
    <LinkFormPage
      id="activate-heading"
      title={t("accountFlows.activate.title")}
      lead={t("accountFlows.activate.intro")}
      doneMessage={done}
      error={state?.error ?? null}
      submitLabel={t("accountFlows.activate.submit")}
      renewal={{ to: "/accounts/register/", label: t("accountFlows.links.registerAgain") }}
    />
  );
}
