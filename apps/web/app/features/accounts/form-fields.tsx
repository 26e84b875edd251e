// Labelled inputs of the account forms: one label, one error tied to the input with
// aria-describedby and aria-invalid, and the password strength meter (shown once hydrated,
// since it reacts to typing; the server checks the same rules either way).
import { languageCodes, passwordStrength, type LanguageCode } from "@polku/domain";
import { createContext, useContext, useEffect, useRef, useState, type InputHTMLAttributes, type ReactNode, type RefObject } from "react";
import { useHydrated } from "../../lib/hydrated";
import { useT, type MessageKey } from "../../lib/i18n";
import { LANGUAGE_ENDONYMS } from "../../lib/languages";
import styles from "./accounts.module.css";

/**
 * One submission's answer: a field's server error shows until the shopper edits that field, and
 * shows again when a later submission refuses it again (docs/accounts.md "Form errors").
 */
const SubmissionScope = createContext<unknown>(null);

export function FormErrorScope({ submission, children }: { submission: unknown; children: ReactNode }) {
  return <SubmissionScope.Provider value={submission}>{children}</SubmissionScope.Provider>;
}

/** The error to show, and what clears it: any edit of the field after the refused submission. */
function useClearableError(error: MessageKey | undefined): [MessageKey | undefined, () => void] {
  const submission = useContext(SubmissionScope);
  // Cleared for one submission's error only: the next refused submission shows its errors at once.
  const [clearedFor, setClearedFor] = useState<{ submission: unknown; error: MessageKey } | null>(null);
  const cleared = error !== undefined && clearedFor !== null && clearedFor.submission === submission && clearedFor.error === error;
  return [cleared ? undefined : error, () => {
    if (error !== undefined && !cleared) setClearedFor({ submission, error });
  }];
}

/**
 * After a refused submission, focus goes to the first field marked invalid (scrolled into view,
 * also on a phone where the errors are below the fold), or to the form's alert when no field is.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, submission: unknown, refused: boolean): void {
  useEffect(() => {
    if (!submission || !refused || !form.current) return;
    const first = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('[role="alert"]:not(:empty)');
    if (!first) return;
    if (first.getAttribute("role") === "alert") first.tabIndex = -1;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }, [form, submission, refused]);
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  name: string;
  label: string;
  error?: MessageKey;
  hint?: string;
}

export function TextField({ id, label, error: submittedError, hint, onChange, ...input }: FieldProps) {
  const t = useT();
  const [error, clearError] = useClearableError(submittedError);
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          clearError();
          onChange?.(event);
        }}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

const STRENGTH_KEYS: MessageKey[] = [
  "accountFlows.password.strength0",
  "accountFlows.password.strength1",
  "accountFlows.password.strength2",
  "accountFlows.password.strength3",
  "accountFlows.password.strength4",
];

/**
 * A new password with live strength feedback (spec: "set a new password with strength feedback").
 * The input is uncontrolled: a password typed before the page hydrated stays in it (a controlled
 * input would be emptied by the render that follows hydration, and the form would post an empty
 * password); the meter reads what is there once hydrated and then follows typing.
 */
export function NewPasswordField({ id, label, error: submittedError, email }: { id: string; label: string; error?: MessageKey; email?: string }) {
  const t = useT();
  const [error, clearError] = useClearableError(submittedError);
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [show, setShow] = useState(false);
  const strength = passwordStrength(value, { email });
  useEffect(() => {
    if (input.current?.value) setValue(input.current.value);
  }, []);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field"
        name="password"
        type={show ? "text" : "password"}
        autoComplete="new-password"
        required
        minLength={10}
        ref={input}
        onChange={(event) => {
          setValue(event.target.value);
          clearError();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-rules${error ? ` ${id}-error` : ""}${hydrated ? ` ${id}-strength` : ""}`}
      />
      <p id={`${id}-rules`} className={styles.hint}>
        {t("accountFlows.password.rules")}
      </p>
      {hydrated ? (
        <>
          <div className={styles.meter} data-strength={value ? strength : undefined} aria-hidden="true">
            <span />
            <span />
            <span />
            <span />
          </div>
          <p id={`${id}-strength`} className={styles.hint} aria-live="polite">
            {value ? t(STRENGTH_KEYS[strength]!) : ""}
          </p>
          <label className={styles.toggle}>
            <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
            {t("accounts.login.showPassword")}
          </label>
        </>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({ id, name, label, defaultChecked, hint }: { id: string; name: string; label: string; defaultChecked?: boolean; hint?: string }) {
  return (
    <div className={styles.checkField}>
      <input id={id} type="checkbox" name={name} defaultChecked={defaultChecked} aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>
        {label}
        {hint ? (
          <span id={`${id}-hint`} className={styles.hint}>
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

export function LanguageSelect({ id, label, defaultValue }: { id: string; label: string; defaultValue: LanguageCode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} name="language" className="field" defaultValue={defaultValue}>
        {languageCodes.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_ENDONYMS[code]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A whole-form message (role=alert): the API's refusal, or a success note with role=status. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
