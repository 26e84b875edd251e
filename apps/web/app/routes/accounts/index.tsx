// /accounts/ (spec 01 §2): the logged-in customer's account page: profile, club card with the
// member number as a barcode, addresses, order history link, logout and account deletion. A
// guest goes to login first. Every form is a plain POST handled by profileAction.
import { Form, Link, redirect, useNavigation } from "react-router";
import { AddressForm } from "../../features/accounts/address-form";
import { accountApi } from "../../features/accounts/account-api.server";
import { accountMeta } from "../../features/accounts/account-page";
import { clubBarcodeSvg } from "../../features/accounts/club-barcode.server";
import { CheckboxField, LanguageSelect, TextField } from "../../features/accounts/form-fields";
import { ACCOUNT_PATH, loginPathFor } from "../../features/accounts/login-rules";
import { profileAction, type ProfileActionState } from "../../features/accounts/profile-actions.server";
import styles from "../../features/accounts/accounts.module.css";
import { useI18n } from "../../lib/i18n";
import { cookieHeaders, requestCustomer } from "../../lib/request-locale.server";
import { useUser } from "../../lib/root-data";
import type { Route } from "./+types/index";

export const handle = { layout: "default" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, authorization, setCookies } = await requestCustomer(request, context);
  if (!user.isAuthenticated || !authorization) throw redirect(loginPathFor(ACCOUNT_PATH), { headers: cookieHeaders(setCookies) });
  const result = await accountApi(context).profile(authorization);
  if (!result.ok) {
    if (result.status === 401) throw redirect(loginPathFor(ACCOUNT_PATH));
    throw new Response("Customer not found", { status: result.status || 503 });
  }
  const profile = result.data;
  return { profile, barcode: profile.club ? clubBarcodeSvg(profile.club.member_number) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

export const meta = (args: Route.MetaArgs) => accountMeta(args, "accounts.account.title");

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const user = useUser();
  const submitting = useNavigation().state === "submitting";
  const { profile, barcode } = loaderData;
  const state = actionData as ProfileActionState | undefined;
  const errorsFor = (intent: ProfileActionState["intent"], addressId?: string) =>
    state?.intent === intent && (addressId === undefined || state.addressId === addressId) ? state : undefined;
  const profileState = errorsFor("profile");
  const pv = profileState?.values;
  const joined = profile.club ? new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(`${profile.club.joined_on}T12:00:00Z`)) : "";

  return (
    <div className={`container ${styles.page}`}>
      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="account-heading">
        <h1 id="account-heading">{t("accounts.account.title")}</h1>
        <p className={styles.lead}>{t("accounts.account.signedInAs", { email: user.email ?? profile.email })}</p>
        {user.isStaffUser || user.isOrgUser ? (
          <ul className={styles.facts}>
            {user.isStaffUser ? <li className={styles.fact}>{t("accounts.account.staff", { username: user.username ?? "" })}</li> : null}
            {user.isAdminUser ? <li className={styles.fact}>{t("accounts.account.admin")}</li> : null}
            {user.isOrgUser ? <li className={styles.fact}>{t("accounts.account.org")}</li> : null}
          </ul>
        ) : null}
        {state?.notice ? (
          <p className={styles.success} role="status">
            {t(state.notice)}
          </p>
        ) : null}
        <p className={styles.alert} role="alert">
          {state?.error ? t(state.error) : null}
        </p>

        <section className={styles.section} aria-labelledby="club-heading">
          <h2 id="club-heading">{t("accountFlows.club.title")}</h2>
          {profile.club ? (
            <figure className={styles.clubCard} aria-label={t("accountFlows.club.cardLabel")}>
              {barcode ? <div className={styles.barcode} role="img" aria-label={t("accountFlows.club.barcodeLabel", { number: profile.club.member_number })} dangerouslySetInnerHTML={{ __html: barcode }} /> : null}
              <span className={styles.memberNumber}>{profile.club.member_number}</span>
              <figcaption>{t("accountFlows.club.memberSince", { date: joined })}</figcaption>
            </figure>
          ) : (
            <Form method="post" className={styles.form}>
              <p className={styles.hint}>{t("accountFlows.club.benefits")}</p>
              <input type="hidden" name="intent" value="club" />
              <button type="submit" className="button button--primary" disabled={submitting}>
                {t("accountFlows.club.join")}
              </button>
            </Form>
          )}
        </section>

        <section className={styles.section} aria-labelledby="profile-heading">
          <h2 id="profile-heading">{t("accountFlows.profile.title")}</h2>
          <Form method="post" className={styles.form} noValidate>
            <input type="hidden" name="intent" value="profile" />
            <div className={styles.row}>
              <TextField id="profile-first-name" name="first_name" autoComplete="given-name" required label={t("accountFlows.field.firstName")} defaultValue={pv?.first_name ?? profile.first_name} error={profileState?.fieldErrors.first_name} />
              <TextField id="profile-last-name" name="last_name" autoComplete="family-name" required label={t("accountFlows.field.lastName")} defaultValue={pv?.last_name ?? profile.last_name} error={profileState?.fieldErrors.last_name} />
            </div>
            <div className={styles.row}>
              <TextField id="profile-phone" name="phone" type="tel" autoComplete="tel" label={t("accountFlows.field.phoneOptional")} defaultValue={pv?.phone ?? profile.phone} error={profileState?.fieldErrors.phone} />
              <TextField id="profile-postcode" name="postcode" autoComplete="postal-code" label={t("accountFlows.field.postcodeOptional")} defaultValue={pv?.postcode ?? profile.postcode} error={profileState?.fieldErrors.postcode} />
            </div>
            <LanguageSelect id="profile-language" label={t("accountFlows.field.language")} defaultValue={profile.language ?? language} />
            <CheckboxField id="profile-marketing" name="marketing_consent" label={t("accountFlows.field.marketing")} defaultChecked={pv ? pv.marketing_consent === "on" : profile.marketing_consent} />
            <button type="submit" className="button button--primary" disabled={submitting}>
              {t("accountFlows.profile.save")}
            </button>
          </Form>
        </section>

        <section className={styles.section} aria-labelledby="addresses-heading">
          <h2 id="addresses-heading">{t("accountFlows.address.title")}</h2>
          {profile.addresses.length ? (
            <ul className={styles.addressList}>
              {profile.addresses.map((address) => {
                const own = errorsFor("address-edit", String(address.id));
                return (
                  <li key={address.id} className={styles.address}>
                    {address.is_default ? <span className={styles.fact}>{t("accountFlows.address.default")}</span> : null}
                    <address>
                      {[address.first_name, address.last_name].join(" ")}
                      {address.company ? <><br />{address.company}</> : null}
                      <br />
                      {address.street}
                      <br />
                      {address.postcode} {address.city}, {address.country_code}
                      {address.phone ? <><br />{address.phone}</> : null}
                    </address>
                    <details className={styles.details} open={own ? true : undefined}>
                      <summary>{t("accountFlows.address.edit")}</summary>
                      <AddressForm address={address} values={own?.values} errors={own?.fieldErrors} />
                    </details>
                    <Form method="post" className={styles.actions}>
                      <input type="hidden" name="intent" value="address-delete" />
                      <input type="hidden" name="address_id" value={address.id} />
                      <button type="submit" className="button button--secondary" aria-label={t("accountFlows.address.deleteLabel", { street: address.street })}>
                        {t("accountFlows.address.delete")}
                      </button>
                    </Form>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className={styles.hint}>{t("accountFlows.address.none")}</p>
          )}
          <details className={styles.details} open={errorsFor("address-add") && !state?.notice ? true : undefined}>
            <summary>{t("accountFlows.address.add")}</summary>
            <AddressForm values={errorsFor("address-add")?.values} errors={errorsFor("address-add")?.fieldErrors} />
          </details>
        </section>

        <section className={styles.section} aria-labelledby="more-heading">
          <h2 id="more-heading">{t("accountFlows.more.title")}</h2>
          <div className={styles.actions}>
            <Link className="button button--secondary" to="/history/">
              {t("accountFlows.more.orders")}
            </Link>
            <Form method="post" action="/accounts/logout/">
              <button type="submit" className="button button--secondary">
                {t("accounts.logout")}
              </button>
            </Form>
          </div>
          <Form method="post" className={styles.form}>
            <p className={styles.hint}>{t("accountFlows.delete.askIntro")}</p>
            <input type="hidden" name="intent" value="delete-request" />
            <button type="submit" className="button button--secondary" disabled={submitting}>
              {t("accountFlows.delete.ask")}
            </button>
          </Form>
        </section>
      </section>
    </div>
  );
}
