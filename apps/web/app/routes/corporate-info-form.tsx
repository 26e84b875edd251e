// /corporate-info-form/ (spec 01 §2; docs/content.md "Forms"): a company asks corporate sales for
// an offer. A plain POST form that works without JavaScript; the fields are checked with the
// domain's rules in the shopper's language, then POST /api/corporate-inquiry/ stores the inquiry
// and mails the sender and corporate sales. A hidden honeypot catches bots; the API limits sends.
import { checkCorporateInquiry, CORPORATE_INTERESTS, CORPORATE_LIMITS, parseRecipients, type CorporateInquiryField, type CorporateInterest } from "@polku/domain";
import { data, Form, Link, useNavigation } from "react-router";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { errorKeys, Field, ProblemBanner, type FormProblem } from "../features/content-pages/business-forms";
import styles from "../features/content-pages/content-pages.module.css";
import { minutesToWait } from "../features/accounts/login-rules";
import { ApiError } from "../lib/api";
import { contentServerApi } from "../lib/content-api.server";
import { useT, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { authorizationOf, requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/corporate-info-form";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

type Values = Record<CorporateInquiryField, string>;
export type CorporateFormResult = { sent: string } | { values: Values; errors: Partial<Record<CorporateInquiryField, MessageKey>>; problem?: FormProblem };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLocale(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const [form, { config }] = await Promise.all([request.formData(), requireLocale(request, context)]);
  const field = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max + 1);
  const values: Values = {
    company: field("company", CORPORATE_LIMITS.company),
    businessId: field("businessId", 20),
    contactName: field("contactName", CORPORATE_LIMITS.contactName),
    email: field("email", CORPORATE_LIMITS.email),
    phone: field("phone", CORPORATE_LIMITS.phone),
    interest: field("interest", 40),
    recipients: field("recipients", 10),
    message: field("message", CORPORATE_LIMITS.message),
  };
  const errors = errorKeys(checkCorporateInquiry(values));
  if (Object.keys(errors).length > 0) return data<CorporateFormResult>({ values, errors }, { status: 400 });
  const email = values.email.trim();
  try {
    await contentServerApi(context).sendCorporateInquiry(
      {
        language: config.language,
        company: values.company.trim(),
        businessId: values.businessId.trim(),
        contactName: values.contactName.trim(),
        email,
        phone: values.phone.trim(),
        interest: values.interest as CorporateInterest,
        recipients: parseRecipients(values.recipients) ?? null,
        message: values.message.trim(),
        website: String(form.get("website") ?? "").slice(0, 200),
      },
      context.clientIp,
      authorizationOf(request),
    );
    return data<CorporateFormResult>({ sent: email });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      const seconds = Number((error.body as { retryAfter?: number } | null)?.retryAfter ?? 60);
      return data<CorporateFormResult>({ values, errors: {}, problem: { key: "forms.tooMany", minutes: minutesToWait(seconds) } }, { status: 429 });
    }
    console.error("Failed to send the corporate inquiry", error);
    return data<CorporateFormResult>({ values, errors: {}, problem: { key: "forms.failed" } }, { status: 503 });
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("corporateForm.title"), description: t("corporateForm.lead"), path: location.pathname });
}

export default function CorporateInfoForm({ actionData }: Route.ComponentProps) {
  const t = useT();
  useDynamicPageEvent("form", t("corporateForm.title"));
  const busy = useNavigation().state === "submitting";
  const result = actionData as CorporateFormResult | undefined;
  const values = result && "values" in result ? result.values : null;
  const errors = result && "errors" in result ? result.errors : {};
  const problem = result && "problem" in result ? result.problem : undefined;
  const optional = (label: MessageKey) => (
    <>
      {t(label)} <span className={styles.optional}>{t("forms.optional")}</span>
    </>
  );

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs
        items={[
          { label: t("breadcrumbs.home"), href: "/" },
          { label: t("corporateForm.enterpriseLink"), href: "/enterprise/" },
          { label: t("corporateForm.title"), href: "/corporate-info-form/" },
        ]}
      />
      <h1 className={styles.title}>{t("corporateForm.title")}</h1>
      <p className={styles.lead}>{t("corporateForm.lead")}</p>
      <div className={styles.formLayout}>
        {result && "sent" in result ? (
          <p className={styles.success} role="status">
            {t("corporateForm.sent", { email: result.sent })}
          </p>
        ) : (
          <Form method="post" className={styles.form} noValidate aria-busy={busy}>
            <ProblemBanner problem={problem} hasErrors={Object.keys(errors).length > 0} />
            <Field id="corp-company" label={t("corporateForm.company")} error={errors.company}>
              {(a11y) => <input {...a11y} name="company" autoComplete="organization" required maxLength={CORPORATE_LIMITS.company} defaultValue={values?.company} />}
            </Field>
            <Field id="corp-businessId" label={optional("corporateForm.businessId")} hint={t("corporateForm.businessIdHint")} error={errors.businessId}>
              {(a11y) => <input {...a11y} name="businessId" inputMode="numeric" maxLength={9} pattern="[0-9]{7}-[0-9]" defaultValue={values?.businessId} />}
            </Field>
            <div className={styles.fieldRow}>
              <Field id="corp-contactName" label={t("corporateForm.contactName")} error={errors.contactName}>
                {(a11y) => <input {...a11y} name="contactName" autoComplete="name" required maxLength={CORPORATE_LIMITS.contactName} defaultValue={values?.contactName} />}
              </Field>
              <Field id="corp-email" label={t("corporateForm.email")} error={errors.email}>
                {(a11y) => <input {...a11y} name="email" type="email" autoComplete="email" required maxLength={CORPORATE_LIMITS.email} defaultValue={values?.email} />}
              </Field>
            </div>
            <div className={styles.fieldRow}>
              <Field id="corp-phone" label={optional("corporateForm.phone")} error={errors.phone}>
                {(a11y) => <input {...a11y} name="phone" type="tel" autoComplete="tel" maxLength={CORPORATE_LIMITS.phone} defaultValue={values?.phone} />}
              </Field>
              <Field id="corp-recipients" label={optional("corporateForm.recipients")} error={errors.recipients}>
                {(a11y) => <input {...a11y} name="recipients" type="number" inputMode="numeric" min={1} max={CORPORATE_LIMITS.recipients} step={1} defaultValue={values?.recipients} />}
              </Field>
            </div>
            <Field id="corp-interest" label={t("corporateForm.interest")} error={errors.interest}>
              {(a11y) => (
                <select {...a11y} name="interest" required defaultValue={values?.interest ?? ""}>
                  <option value="" disabled>
                    {t("corporateForm.interestPlaceholder")}
                  </option>
                  {CORPORATE_INTERESTS.map((interest) => (
                    <option key={interest} value={interest}>
                      {t(`corporateForm.interest.${interest}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="corp-message" label={t("corporateForm.message")} error={errors.message}>
              {(a11y) => <textarea {...a11y} name="message" rows={6} required maxLength={CORPORATE_LIMITS.message} defaultValue={values?.message} />}
            </Field>
            <div className={styles.honeypot} aria-hidden="true">
              <label htmlFor="corp-website">{t("forms.honeypot")}</label>
              <input id="corp-website" name="website" tabIndex={-1} autoComplete="off" />
            </div>
            <div>
              <button type="submit" className="button button--primary" disabled={busy}>
                {busy ? t("forms.sending") : t("corporateForm.submit")}
              </button>
            </div>
          </Form>
        )}
        <aside className={styles.formAside}>
          <ul className={styles.benefits}>
            <li>{t("corporateForm.benefit.volume")}</li>
            <li>{t("corporateForm.benefit.logo")}</li>
            <li>{t("corporateForm.benefit.delivery")}</li>
          </ul>
          <p>
            <Link to="/corporate-newsletter/">{t("corporateForm.newsletterLink")}</Link>
          </p>
          <p>
            <Link to="/enterprise/">{t("corporateForm.enterpriseLink")}</Link>
          </p>
        </aside>
      </div>
    </div>
  );
}
