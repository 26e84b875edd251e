// /checkout/club-info/ (spec 01 §2 "club info step"): before paying, a guest may log in (club
// prices are the members' own) or register; a logged-in customer who is not a member may join the
// club here (POST /api/customer/club/) and goes on to payment; a member goes straight on.
import { Form, Link, redirect, useNavigation } from "react-router";
import { accountApi } from "../features/accounts/account-api.server";
import { loginPathFor } from "../features/accounts/login-rules";
import styles from "../features/orders/orders.module.css";
import { useI18n } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requestCustomer } from "../lib/request-locale.server";
import type { Route } from "./+types/checkout-club-info";

export const handle = { layout: "default" };

const PAYMENT_PATH = "/checkout/payment/";
const CLUB_INFO_PATH = "/checkout/club-info/";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, authorization } = await requestCustomer(request, context);
  if (!user.isAuthenticated || !authorization) return { kind: "guest" as const };
  const profile = await accountApi(context).profile(authorization);
  return { kind: profile.ok && profile.data.club ? ("member" as const) : ("customer" as const), email: user.email ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { authorization } = await requestCustomer(request, context);
  if (!authorization) throw redirect(loginPathFor(CLUB_INFO_PATH));
  const joined = await accountApi(context).joinClub(authorization);
  if (!joined.ok) return { failed: true };
  // The payment step validates the cart again: club prices follow the new membership.
  throw redirect(PAYMENT_PATH);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  return [...pageMeta({ root, title: translatorOf(root)("orders.club.title"), path: location.pathname }), { name: "robots", content: "noindex" }];
}

export default function CheckoutClubInfo({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const submitting = useNavigation().state === "submitting";
  return (
    <div className={`container ${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t("orders.club.title")}</h1>
      <section className={styles.panel} aria-labelledby="club-heading">
        <h2 id="club-heading" className={styles.panelTitle}>
          {loaderData.kind === "member" ? t("orders.club.member", { email: loaderData.email }) : t("orders.club.intro")}
        </h2>
        <p>{t("accountFlows.club.benefits")}</p>
        {actionData?.failed ? (
          <p role="alert" className={styles.alert}>
            {t("orders.club.failed")}
          </p>
        ) : null}
        <div className={styles.actions}>
          {loaderData.kind === "guest" ? (
            <>
              <Link to={loginPathFor(PAYMENT_PATH)} className="button button--primary">
                {t("orders.club.login")}
              </Link>
              <Link to="/accounts/register/" className="button button--secondary">
                {t("accountFlows.club.join")}
              </Link>
            </>
          ) : null}
          {loaderData.kind === "customer" ? (
            <Form method="post">
              <button type="submit" className="button button--primary" disabled={submitting}>
                {t("orders.club.joinAndPay")}
              </button>
            </Form>
          ) : null}
          <Link to={PAYMENT_PATH} className={loaderData.kind === "member" ? "button button--primary" : "button button--secondary"}>
            {loaderData.kind === "member" ? t("orders.club.toPayment") : t("orders.club.continue")}
          </Link>
        </div>
      </section>
    </div>
  );
}
