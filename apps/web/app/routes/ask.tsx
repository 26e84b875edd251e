// /ask/ (spec 01 §2; docs/content.md "Forms"): contact customer service. A plain POST form that
// works without JavaScript; the fields are checked with the domain's rules in the shopper's
// language, then POST /api/contact/ stores the message and mails the confirmation and the shop.
// A hidden honeypot field catches bots; the API limits messages per address and per e-mail.
import { checkContact, CONTACT_LIMITS, CONTACT_TOPICS, serviceContactValues, type ContactFormField, type ContactFormProblem } from "@polku/domain";
import { data, Form, Link, useNavigation } from "react-router";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import styles from "../features/content-pages/content-pages.module.css";
import { minutesToWait } from "../features/accounts/login-rules";
import { ApiError } from "../lib/api";
import { contentServerApi } from "../lib/content-api.server";
import { useI18n, type MessageKey } from "../lib/i18n";
import { pageMeta, rootDataOf, translatorOf } from "../lib/meta";
import { authorizationOf, requireLocale } from "../lib/request-locale.server";
import type { Route } from "./+types/ask";
import { useDynamicPageEvent } from "../lib/analytics";

export const handle = { layout: "default" };

const PROBLEM_KEYS: Record<ContactFormProblem, MessageKey> = {
  required: "ask.error.required",
  email: "ask.error.email",
  orderNumber: "ask.error.orderNumber",
  tooLong: "ask.error.tooLong",
  tooShort: "ask.error.tooShort",
  topic: "ask.error.topic",
};

type Values = { name: string; email: string; orderNumber: string; topic: string; message: string };
export type AskResult =
  | { sent: string }
  | { values: Values; errors: Partial<Record<ContactFormField, MessageKey>>; problem?: { key: MessageKey; minutes?: number } };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLocale(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const [form, { config }] = await Promise.all([request.formData(), requireLocale(request, context)]);
  const field = (name: string, max: number) => String(form.get(name) ?? "").slice(0, max);
  const values: Values = {
    name: field("name", CONTACT_LIMITS.name + 1),
    email: field("email", CONTACT_LIMITS.email + 1),
    orderNumber: field("orderNumber", CONTACT_LIMITS.orderNumber + 1),
    topic: field("topic", 40),
    message: field("message", CONTACT_LIMITS.message + 1),
  };
  const problems = checkContact(values);
  const errors = Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, PROBLEM_KEYS[problem]])) as Partial<Record<ContactFormField, MessageKey>>;
  if (Object.keys(errors).length > 0) return data<AskResult>({ values, errors }, { status: 400 });
  try {
    await contentServerApi(context).sendContact(
      { form: "ask", language: config.language, ...values, name: values.name.trim(), email: values.email.trim(), orderNumber: values.orderNumber.trim(), topic: values.topic as (typeof CONTACT_TOPICS)[number], message: values.message.trim(), website: field("website", 200) },
      context.clientIp,
      authorizationOf(request),
    );
    return data<AskResult>({ sent: values.email.trim() });
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      const seconds = Number((error.body as { retryAfter?: number } | null)?.retryAfter ?? 60);
      return data<AskResult>({ values, errors: {}, problem: { key: "ask.tooMany", minutes: minutesToWait(seconds) } }, { status: 429 });
    }
    console.error("Failed to send the contact form", error);
    return data<AskResult>({ values, errors: {}, problem: { key: "ask.failed" } }, { status: 503 });
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = translatorOf(root);
  return pageMeta({ root, title: t("ask.title"), description: t("ask.lead"), path: location.pathname });
}

export default function Ask({ actionData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const contact = serviceContactValues(language);
  useDynamicPageEvent("form", t("ask.title"));
  const busy = useNavigation().state === "submitting";
  const result = actionData as AskResult | undefined;
  const values = result && "values" in result ? result.values : null;
  const errors = result && "errors" in result ? result.errors : {};
  const problem = result && "problem" in result ? result.problem : undefined;
  const describedBy = (name: ContactFormField) => (errors[name] ? `ask-${name}-error` : undefined);
  const error = (name: ContactFormField) =>
    errors[name] ? (
      <p id={`ask-${name}-error`} className={styles.fieldError}>
        {t(errors[name])}
      </p>
    ) : null;

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: t("breadcrumbs.home"), href: "/" }, { label: t("ask.title"), href: "/ask/" }]} />
      <h1 className={styles.title}>{t("ask.title")}</h1>
      <p className={styles.lead}>
        {t("ask.lead")} <Link to="/faq/">{t("ask.faqLink")}</Link>
      </p>
      {/* spec 02 §9: chat service hours and the call rates. */}
      <p className={styles.lead}>
        {t("ask.chatHours", contact)} {t("ask.callRates", contact)}
      </p>
      {result && "sent" in result ? (
        <p className={styles.success} role="status">
          {t("ask.sent", { email: result.sent })}
        </p>
      ) : (
        <Form method="post" className={styles.form} noValidate aria-busy={busy}>
          {problem ? (
            <p className={styles.problem} role="alert">
              {t(problem.key, problem.minutes !== undefined ? { minutes: problem.minutes } : undefined)}
            </p>
          ) : null}
          <div className={styles.field}>
            <label htmlFor="ask-name">{t("ask.name")}</label>
            <input id="ask-name" name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} defaultValue={values?.name} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy("name")} />
            {error("name")}
          </div>
          <div className={styles.field}>
            <label htmlFor="ask-email">{t("ask.email")}</label>
            <input id="ask-email" name="email" type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} defaultValue={values?.email} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy("email")} />
            {error("email")}
          </div>
          <div className={styles.field}>
            <label htmlFor="ask-orderNumber">{t("ask.orderNumber")}</label>
            <input id="ask-orderNumber" name="orderNumber" maxLength={CONTACT_LIMITS.orderNumber} defaultValue={values?.orderNumber} aria-invalid={errors.orderNumber ? true : undefined} aria-describedby={describedBy("orderNumber")} />
            {error("orderNumber")}
          </div>
          <div className={styles.field}>
            <label htmlFor="ask-topic">{t("ask.topic")}</label>
            <select id="ask-topic" name="topic" required defaultValue={values?.topic ?? ""} aria-invalid={errors.topic ? true : undefined} aria-describedby={describedBy("topic")}>
              <option value="" disabled>
                {t("ask.topicPlaceholder")}
              </option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`ask.topic.${topic}`)}
                </option>
              ))}
            </select>
            {error("topic")}
          </div>
          <div className={styles.field}>
            <label htmlFor="ask-message">{t("ask.message")}</label>
            <textarea id="ask-message" name="message" rows={6} required maxLength={CONTACT_LIMITS.message} defaultValue={values?.message} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy("message")} />
            {error("message")}
          </div>
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="ask-website">{t("ask.honeypot")}</label>
            <input id="ask-website" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <div>
            <button type="submit" className="button" disabled={busy}>
              {busy ? t("ask.sending") : t("ask.submit")}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
