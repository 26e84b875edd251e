// The login form (spec 01 §4 login): a plain POST form, so it works before and without
// JavaScript; the action answers with field errors or the API's refusal in the page language.
import { useEffect, useState } from "react";
import { Form, useNavigation } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import type { LoginFieldErrors } from "./login-rules";
import styles from "./accounts.module.css";

export interface LoginFormState {
  email: string;
  fieldErrors: LoginFieldErrors;
  error: { key: MessageKey; values?: Record<string, number> } | null;
}

export function LoginForm({ action, next, state }: { action: string; next: string; state: LoginFormState | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const [hydrated, setHydrated] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  useEffect(() => setHydrated(true), []);
  const emailError = state?.fieldErrors.email;
  const passwordError = state?.fieldErrors.password;

  return (
    <Form method="post" action={action} className={styles.form} noValidate>
      <p className={styles.alert} role="alert">
        {state?.error ? t(state.error.key, state.error.values) : null}
      </p>
      <input type="hidden" name="next" value={next} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-email">
          {t("accounts.login.email")}
        </label>
        <input
          id="login-email"
          className="field"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={state?.email ?? ""}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? "login-email-error" : undefined}
        />
        {emailError ? (
          <p id="login-email-error" className={styles.fieldError}>
            {t(emailError)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="login-password">
          {t("accounts.login.password")}
        </label>
        <input
          id="login-password"
          className="field"
          name="password"
          type={showPassword ? "text" : "password"}
          autoComplete="current-password"
          required
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={passwordError ? "login-password-error" : undefined}
        />
        {passwordError ? (
          <p id="login-password-error" className={styles.fieldError}>
            {t(passwordError)}
          </p>
        ) : null}
        {/* Needs JavaScript, so it appears only once the page has hydrated. */}
        {hydrated ? (
          <label className={styles.toggle}>
            <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
            {t("accounts.login.showPassword")}
          </label>
        ) : null}
      </div>
      <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submitting}>
        {submitting ? t("accounts.login.submitting") : t("accounts.login.submit")}
      </button>
    </Form>
  );
}
