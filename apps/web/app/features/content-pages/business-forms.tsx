// Pieces of the corporate inquiry and newsletter pages (docs/content.md "Forms"): a labelled field
// with its error, the problem banner, and the privacy page of each language.
import type { ReactNode } from "react";
import type { BusinessFormProblem, LanguageCode } from "@polku/domain";
import { useT, type MessageKey } from "../../lib/i18n";
import styles from "./content-pages.module.css";

export const FORM_PROBLEM_KEYS: Record<BusinessFormProblem, MessageKey> = {
  required: "forms.error.required",
  email: "forms.error.email",
  tooLong: "forms.error.tooLong",
  tooShort: "forms.error.tooShort",
  businessId: "forms.error.businessId",
  phone: "forms.error.phone",
  recipients: "forms.error.recipients",
  interest: "forms.error.interest",
  consent: "forms.error.consent",
};

/** The privacy policy's address in each language (its static page slugs). */
export const PRIVACY_PATH: Record<LanguageCode, string> = {
  fi: "/tietosuojaseloste/",
  sv: "/dataskydd/",
  en: "/privacy-policy/",
  de: "/datenschutz/",
  fr: "/confidentialite/",
  ru: "/konfidentsialnost/",
};

export type FormProblem = { key: MessageKey; minutes?: number };

export function errorKeys<F extends string>(problems: Partial<Record<F, BusinessFormProblem>>): Partial<Record<F, MessageKey>> {
  return Object.fromEntries(Object.entries(problems).map(([name, problem]) => [name, FORM_PROBLEM_KEYS[problem as BusinessFormProblem]])) as Partial<Record<F, MessageKey>>;
}

/** A label, the control (given the ids it must carry) and the field's error under it. */
export function Field(props: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: MessageKey;
  children: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const t = useT();
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p id={hintId} className={styles.fieldHint}>
          {props.hint}
        </p>
      ) : null}
      {props.children({ id: props.id, ...(props.error ? { "aria-invalid": true as const } : {}), ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {props.error ? (
        <p id={errorId} className={styles.fieldError}>
          {t(props.error)}
        </p>
      ) : null}
    </div>
  );
}

/** The form's banner: the rate limit or a failed send, or a summary when fields need fixing. */
export function ProblemBanner({ problem, hasErrors }: { problem?: FormProblem; hasErrors: boolean }) {
  const t = useT();
  if (problem) {
    return (
      <p className={styles.problem} role="alert">
        {t(problem.key, problem.minutes !== undefined ? { minutes: problem.minutes } : undefined)}
      </p>
    );
  }
  return hasErrors ? (
    <p className={styles.problem} role="alert">
      {t("forms.errorSummary")}
    </p>
  ) : null;
}
