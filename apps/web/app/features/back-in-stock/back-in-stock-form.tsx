// The back-in-stock form of a sold-out chosen variant (spec 02 §2, §5 "Back-in-stock form": the
// e-mail is required; §8: a 400 shows the server's field errors, other failures flash
// 'An unexpected error (#6302)'). Anonymous visitors may ask too (spec 02 §6).
import { fieldErrorsOf } from "../../lib/field-errors";
import { useId, useRef, useState, type FormEvent } from "react";
import { useToast } from "../../components/ui/toast";
import { ApiError, browserApi } from "../../lib/api";
import { useI18n } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import styles from "./back-in-stock.module.css";

type State =
  | { kind: "editing"; sending: boolean; emailError: string | null; formError: string | null }
  | { kind: "accepted"; email: string };

export function BackInStockForm({ variantId }: { variantId: number }) {
  const { t, language } = useI18n();
  const user = useUser();
  const toast = useToast();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: "editing", sending: false, emailError: null, formError: null });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    if (!email) {
      setState({ kind: "editing", sending: false, emailError: t("social.notify.emailRequired"), formError: null });
      inputRef.current?.focus();
      return;
    }
    setState({ kind: "editing", sending: true, emailError: null, formError: null });
    try {
      const answer = await browserApi.backInStockNotify({ email, product_id: variantId, lang_code: language });
      setState({ kind: "accepted", email: answer.email });
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 400 ? fieldErrorsOf(error.body) : null;
      if (fields) {
        const { email: emailErrors, ...others } = fields;
        setState({
          kind: "editing",
          sending: false,
          emailError: emailErrors?.join(" ") ?? null,
          formError: Object.values(others).flat().join(" ") || null,
        });
        if (emailErrors) inputRef.current?.focus();
        return;
      }
      console.error("Back-in-stock request failed", error);
      toast({ message: t("social.notify.failed"), type: "error" });
      setState({ kind: "editing", sending: false, emailError: null, formError: null });
    }
  }

  if (state.kind === "accepted") {
    return (
      <section className={styles.box} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.title}>
          {t("social.notify.title")}
        </h2>
        <p role="status" className={styles.accepted}>
          {t("social.notify.accepted", { email: state.email })}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t("social.notify.title")}
      </h2>
      <p className={styles.intro}>{t("social.notify.intro")}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${id}-email`} className={styles.label}>
          {t("social.notify.email")}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            defaultValue={user.email ?? ""}
            className="field"
            aria-invalid={state.emailError ? true : undefined}
            aria-describedby={state.emailError ? `${id}-error` : undefined}
          />
          <button type="submit" className="button button--primary" disabled={state.sending} aria-busy={state.sending || undefined}>
            {state.sending ? t("social.notify.sending") : t("social.notify.submit")}
          </button>
        </div>
        {state.emailError ? (
          <p id={`${id}-error`} className={styles.error}>
            {state.emailError}
          </p>
        ) : null}
        {state.formError ? (
          <p className={styles.error} role="alert">
            {state.formError}
          </p>
        ) : null}
      </form>
    </section>
  );
}
