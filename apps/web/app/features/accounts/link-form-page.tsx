// The page of an e-mailed link that asks for one press (activation) or a new password (reset):
// its form, then the result in its place. Success shows the message and the way to log in; a
// refusal shows the form again with the reason, and for an expired link the way to a new e-mail.
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { useT, type MessageKey } from "../../lib/i18n";
import { AccountCard, Done } from "./account-page";
import { FormAlert } from "./form-fields";
import { LOGIN_PATH } from "./login-rules";
import styles from "./accounts.module.css";

export interface LinkFormPageProps {
  id: string;
  title: string;
  lead: string;
  /** The message of a link that has done its work; null while the form is shown. */
  doneMessage: string | null;
  /** Why the last submit was refused. */
  error: MessageKey | null;
  submitLabel: string;
  /** Where an expired link's owner asks for a new e-mail. */
  renewal: { to: string; label: string };
  /** The form's fields, if it has any. */
  children?: ReactNode;
}

export function LinkFormPage({ id, title, lead, doneMessage, error, submitLabel, renewal, children }: LinkFormPageProps) {
  const t = useT();
  const submitting = useNavigation().state === "submitting";
  if (doneMessage !== null) {
    return (
      <AccountCard id={id} title={title}>
        <Done>
          <p>{doneMessage}</p>
        </Done>
        <Link className={`button button--primary ${styles.submit}`} to={LOGIN_PATH}>
          {t("accountFlows.links.login")}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard id={id} title={title} lead={lead}>
      <Form method="post" className={styles.form} noValidate>
        <FormAlert message={error ? t(error) : null} />
        {children}
        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={submitting}>
          {submitLabel}
        </button>
      </Form>
      {error === "accountFlows.error.expired" ? (
        <div className={styles.links}>
          <Link to={renewal.to}>{renewal.label}</Link>
        </div>
      ) : null}
    </AccountCard>
  );
}
