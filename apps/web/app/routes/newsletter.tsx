// /corporate-newsletter/ and /forest-newsletter/ (spec 01 §2; docs/content.md "Forms"): subscribe
// to a letter with double opt-in. A plain POST form (works without JavaScript) checked with the
// domain's rules in the shopper's language; POST /api/newsletter/ stores the address as pending
// and mails a link back to this page (?confirm=TOKEN), where a button confirms it. The link is
// not confirmed on opening: mail scanners open links too. Every mail of a list carries a signed
// link back here (?unsubscribe=EMAIL&sig=…), where a button ends the subscription.
import { checkNewsletter, NEWSLETTER_LIMITS, type NewsletterField, type NewsletterList } from "@polku/domain";
import { data, Form, Link, useNavigation } from "react-router";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { errorKeys, Field, PRIVACY_PATH, ProblemBanner, type FormProblem } from "../features/content-pages/business-forms";
import styles from "../features/content-pages/content-pages.module.css";
import { minutesToWait } from "../features/accounts/login-rules";
import { ApiError } from "../lib/api";
import { contentServerApi } from "../lib/content-api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/newsletter";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

const PATHS: Record<NewsletterList, string> = { corporate: "/corporate-newsletter/", forest: "/forest-newsletter/" };
const listOf = (pathname: string): NewsletterList => (pathname.startsWith("/corporate-newsletter") ? "corporate" : "forest");
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

type Values = { email: string; name: string; company: string; consent: boolean };
export type NewsletterResult =
  | { sent: string }
  | { confirmed: string }
  | { unsubscribed: string }
  | { values: Values; errors: Partial<Record<NewsletterField, MessageKey>>; problem?: FormProblem; linkInvalid?: boolean; unsubscribeInvalid?: boolean };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLocale(request, context);
  const url = new URL(request.url);
  const token = url.searchParams.get("confirm");
  const leaving = url.searchParams.get("unsubscribe");
  const signature = url.searchParams.get("sig") ?? "";
  return {
    list: listOf(url.pathname),
    confirmToken: token && TOKEN.test(token) ? token : null,
    linkInvalid: token !== null && !TOKEN.test(token),
    unsubscribe: leaving && SIGNATURE.test(signature) ? { email: leaving.slice(0, NEWSLETTER_LIMITS.email), signature } : null,
    unsubscribeInvalid: leaving !== null && !SIGNATURE.test(signature),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const [form, { config }] = await Promise.all([request.formData(), requireLocale(request, context)]);
  const list = listOf(new URL(request.url).pathname);
  const api = contentServerApi(context);
  const empty: Values = { email: "", name: "", company: "", consent: false };
  const tooMany = (error: unknown, values: Values) => {
    if (!(error instanceof ApiError && error.status === 429)) return null;
    const seconds = Number((error.body as { retryAfter?: number } | null)?.retryAfter ?? 60);
    return data<NewsletterResult>({ values, errors: {}, problem: { key: "forms.tooMany", minutes: minutesToWait(seconds) } }, { status: 429 });
  };

  if (form.get("intent") === "unsubscribe") {
    const email = String(form.get("email") ?? "").slice(0, NEWSLETTER_LIMITS.email);
    const signature = String(form.get("signature") ?? "");
    const invalid = (status: number) => data<NewsletterResult>({ values: empty, errors: {}, unsubscribeInvalid: true }, { status });
    if (!email || !SIGNATURE.test(signature)) return invalid(400);
    try {
      const answer = await api.unsubscribeNewsletter({ list, email, signature }, context.clientIp);
      return data<NewsletterResult>({ unsubscribed: answer.email });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return invalid(error.status);
      const limited = tooMany(error, empty);
      if (limited) return limited;
      console.error("Failed to end a newsletter subscription", error);
      return data<NewsletterResult>({ values: empty, errors: {}, problem: { key: "forms.failed" } }, { status: 503 });
    }
  }

  if (form.get("intent") === "confirm") {
    const token = String(form.get("token") ?? "");
    if (!TOKEN.test(token)) return data<NewsletterResult>({ values: empty, errors: {}, linkInvalid: true }, { status: 400 });
    try {
      const { email } = await api.confirmNewsletter(token, context.clientIp);
      return data<NewsletterResult>({ confirmed: email });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return data<NewsletterResult>({ values: empty, errors: {}, linkInvalid: true }, { status: 404 });
      const limited = tooMany(error, empty);
      if (limited) return limited;
      console.error("Failed to confirm a newsletter subscription", error);
      return data<NewsletterResult>({ values: empty, errors: {}, problem: { key: "forms.failed" } }, { status: 503 });
    }
  }

  const field = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max + 1);
  const values: Values = {
    email: field("email", NEWSLETTER_LIMITS.email),
    name: field("name", NEWSLETTER_LIMITS.name),
    company: list === "corporate" ? field("company", NEWSLETTER_LIMITS.company) : "",
    consent: form.get("consent") === "on",
  };
  const errors = errorKeys(checkNewsletter(list, values));
  if (Object.keys(errors).length > 0) return data<NewsletterResult>({ values, errors }, { status: 400 });
  const email = values.email.trim();
  try {
    await api.subscribeNewsletter(
      { list, language: config.language, email, name: values.name.trim(), company: values.company.trim(), consent: true, website: String(form.get("website") ?? "").slice(0, 200) },
      context.clientIp,
    );
    return data<NewsletterResult>({ sent: email });
  } catch (error) {
    const limited = tooMany(error, values);
    if (limited) return limited;
    console.error("Failed to subscribe to a newsletter", error);
    return data<NewsletterResult>({ values, errors: {}, problem: { key: "forms.failed" } }, { status: 503 });
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  const list = listOf(location.pathname);
  const tags = pageMeta({ root, title: t(`newsletter.${list}.title`), description: t(`newsletter.${list}.lead`), path: PATHS[list] });
  // A confirmation or unsubscribe link is one person's: not for search engines.
  return /[?&](confirm|unsubscribe)=/.test(location.search) ? [...tags, { name: "robots", content: "noindex" }] : tags;
}

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { list, confirmToken } = loaderData;
  const result = actionData as NewsletterResult | undefined;
  const values = result && "values" in result ? result.values : null;
  const errors = result && "errors" in result ? result.errors : {};
  const problem = result && "problem" in result ? result.problem : undefined;
  const linkInvalid = loaderData.linkInvalid || Boolean(result && "linkInvalid" in result && result.linkInvalid);
  const other: NewsletterList = list === "corporate" ? "forest" : "corporate";
  const title = t(`newsletter.${list}.title`);
  const showConfirm = confirmToken !== null && !result;
  const leaving = loaderData.unsubscribe && !result ? loaderData.unsubscribe : null;
  const unsubscribeInvalid = loaderData.unsubscribeInvalid || Boolean(result && "unsubscribeInvalid" in result && result.unsubscribeInvalid);
  const heading = leaving ? t("newsletter.unsubscribeTitle") : showConfirm ? t("newsletter.confirmTitle") : title;
  useDynamicPageEvent("form", heading);
  const lead = leaving ? t("newsletter.unsubscribeLead", { email: leaving.email }) : showConfirm ? t("newsletter.confirmLead") : t(`newsletter.${list}.lead`);

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t("breadcrumbs.home"), href: "/" },
          ...(list === "corporate" ? [{ label: t("corporateForm.enterpriseLink"), href: "/enterprise/" }] : [{ label: t("menu.lifeOutdoors"), href: "/life-outdoors/" }]),
          { label: title, href: PATHS[list] },
        ]}
      />
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      <div className={styles.formLayout}>
        {result && "unsubscribed" in result ? (
          <p className={styles.success} role="status">
            {t("newsletter.unsubscribed", { email: result.unsubscribed })}
          </p>
        ) : leaving ? (
          <Form method="post" className={styles.form} aria-busy={busy}>
            <ProblemBanner problem={problem} hasErrors={false} />
            <input type="hidden" name="intent" value="unsubscribe" />
            <input type="hidden" name="email" value={leaving.email} />
            <input type="hidden" name="signature" value={leaving.signature} />
            <div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t("forms.sending") : t("newsletter.unsubscribeButton")}
              </button>
            </div>
          </Form>
        ) : result && "confirmed" in result ? (
          <p className={styles.success} role="status">
            {t("newsletter.confirmed", { email: result.confirmed })}
          </p>
        ) : result && "sent" in result ? (
          <p className={styles.success} role="status">
            {t("newsletter.sent", { email: result.sent })}
          </p>
        ) : showConfirm ? (
          <Form method="post" className={styles.form} aria-busy={busy}>
            <ProblemBanner problem={problem} hasErrors={false} />
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={confirmToken} />
            <div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t("forms.sending") : t("newsletter.confirmButton")}
              </button>
            </div>
          </Form>
        ) : (
          <Form method="post" action={PATHS[list]} className={styles.form} noValidate aria-busy={busy}>
            {linkInvalid ? (
              <p className={styles.problem} role="alert">
                {t("newsletter.linkInvalid")}
              </p>
            ) : null}
            {unsubscribeInvalid ? (
              <p className={styles.problem} role="alert">
                {t("newsletter.unsubscribeInvalid")}
              </p>
            ) : null}
            <ProblemBanner problem={problem} hasErrors={Object.keys(errors).length > 0} />
            <Field id="nl-email" label={t("newsletter.email")} error={errors.email}>
              {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" required maxLength={NEWSLETTER_LIMITS.email} defaultValue={values?.email} />}
            </Field>
            <Field id="nl-name" label={<>{t("newsletter.name")} <span className={styles.optional}>{t("forms.optional")}</span></>} error={errors.name}>
              {(a11y) => <input {...a11y} name="name" autoComplete="given-name" maxLength={NEWSLETTER_LIMITS.name} defaultValue={values?.name} />}
            </Field>
            {list === "corporate" ? (
              <Field id="nl-company" label={t("newsletter.company")} error={errors.company}>
                {(a11y) => <input {...a11y} name="company" autoComplete="organization" required maxLength={NEWSLETTER_LIMITS.company} defaultValue={values?.company} />}
              </Field>
            ) : null}
            <div className={styles.checkField}>
              <input
                id="nl-consent"
                name="consent"
                type="checkbox"
                required
                defaultChecked={values?.consent}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? "nl-consent-error" : undefined}
              />
              <label htmlFor="nl-consent">
                {t("newsletter.consent")} <Link to={PRIVACY_PATH[language]}>{t("newsletter.privacy")}</Link>
              </label>
              {errors.consent ? (
                <p id="nl-consent-error" className={styles.fieldError}>
                  {t(errors.consent)}
                </p>
              ) : null}
            </div>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="nl-website">{t("forms.honeypot")}</label>
              <input id="nl-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t("forms.sending") : t("newsletter.submit")}
              </button>
            </div>
          </Form>
        )}
        <aside className={styles.formAside}>
          <ul className={styles.benefits}>
            <li>{t(`newsletter.${list}.point1`)}</li>
            <li>{t(`newsletter.${list}.point2`)}</li>
            <li>{t(`newsletter.${list}.point3`)}</li>
          </ul>
          {list === "corporate" ? (
            <p>
              <Link to="/corporate-info-form/">{t("corporateForm.title")}</Link>
            </p>
          ) : null}
          <p>
            <Link to={PATHS[other]}>{t(`newsletter.other.${list}`)}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
