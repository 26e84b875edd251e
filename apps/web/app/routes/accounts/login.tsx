// /accounts/login/ (spec 01 §2, §4): the login page. A logged-in visitor goes straight on.
import { Link, redirect, useLocation } from "react-router";
import { LoginForm } from "../../features/accounts/login-form";
import { LOGIN_PATH, loginInfoKey, safeNextPath } from "../../features/accounts/login-rules";
import { loginAction } from "../../features/accounts/login.server";
import styles from "../../features/accounts/accounts.module.css";
import { useT } from "../../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../../lib/meta";
import { requestCustomer } from "../../lib/request-locale.server";
import type { Route } from "./+types/login";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requestCustomer(request, context);
  if (user.isAuthenticated) throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("accounts.login.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const next = search.get("next") ?? "";
  const info = loginInfoKey(search.get("info"));
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="login-heading">
        <h1 id="login-heading">{t("accounts.login.title")}</h1>
        {info ? (
          <p className={styles.info} role="status">
            {t(info)}
          </p>
        ) : null}
        <p className={styles.lead}>{t("accounts.login.intro")}</p>
        <LoginForm action={`${LOGIN_PATH}${location.search}`} next={next} state={actionData} />
        <div className={styles.links}>
          <Link to="/accounts/reset-password/">{t("accountFlows.links.forgotPassword")}</Link>
          <Link to="/accounts/register/">{t("accountFlows.links.register")}</Link>
        </div>
      </section>
    </div>
  );
}
