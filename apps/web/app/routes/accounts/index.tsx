// /accounts/ (spec 01 §2): the logged-in customer's account page; a guest goes to login first.
import { Form, redirect } from "react-router";
import { ACCOUNT_PATH, loginPathFor } from "../../features/accounts/login-rules";
import styles from "../../features/accounts/accounts.module.css";
import { useT } from "../../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../../lib/meta";
import { cookieHeaders, requestCustomer } from "../../lib/request-locale.server";
import { useUser } from "../../lib/root-data";
import type { Route } from "./+types/index";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookies } = await requestCustomer(request, context);
  if (!user.isAuthenticated) throw redirect(loginPathFor(ACCOUNT_PATH), { headers: cookieHeaders(setCookies) });
  return null;
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("accounts.account.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function Account() {
  const t = useT();
  const user = useUser();
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="account-heading">
        <h1 id="account-heading">{t("accounts.account.title")}</h1>
        <p className={styles.lead}>{t("accounts.account.signedInAs", { email: user.email ?? "" })}</p>
        {user.isStaffUser || user.isOrgUser ? (
          <ul className={styles.facts}>
            {user.isStaffUser ? <li className={styles.fact}>{t("accounts.account.staff", { username: user.username ?? "" })}</li> : null}
            {user.isAdminUser ? <li className={styles.fact}>{t("accounts.account.admin")}</li> : null}
            {user.isOrgUser ? <li className={styles.fact}>{t("accounts.account.org")}</li> : null}
          </ul>
        ) : null}
        <Form method="post" action="/accounts/logout/">
          <button type="submit" className="button button--secondary">
            {t("accounts.logout")}
          </button>
        </Form>
      </section>
    </div>
  );
}
