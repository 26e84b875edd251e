// Error screen (spec 01 §2): status code, message and a button (default 'Continue shopping' to
// /); with a redirect requested it goes to the button target after ERROR_REDIRECT_MS.
import { ERROR_REDIRECT_MS, isSafeNavigationTarget } from "@polku/domain";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "../../lib/i18n";
import styles from "./error-screen.module.css";

export interface ErrorScreenProps {
  status: number;
  message: string;
  buttonText?: string;
  buttonTarget?: string;
  redirect?: boolean;
  /** The product page's screen (spec 01 §2): the customer service address and a front-page button. */
  contactEmail?: string | null;
}

export function ErrorScreen({ status, message, buttonText, buttonTarget = "/", redirect = false, contactEmail = null }: ErrorScreenProps) {
  const t = useT();
  const navigate = useNavigate();
  const target = isSafeNavigationTarget(buttonTarget) ? buttonTarget : "/";

  useEffect(() => {
    if (!redirect) return;
    const timer = window.setTimeout(() => navigate(target), ERROR_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [redirect, target, navigate]);

  return (
    <div className={`container ${styles.screen}`}>
      <p className={styles.status}>
        <span className="visually-hidden">{t("error.statusLabel")} </span>
        {status}
      </p>
      <h1 className={styles.message}>{message}</h1>
      {redirect ? (
        <p className={styles.note} role="status">
          {t("error.redirecting")}
        </p>
      ) : null}
      {contactEmail ? (
        <p className={styles.note}>
          {t("error.contactLead")} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link className="button button--primary" to={target}>
          {buttonText ?? t("error.continueShopping")}
        </Link>
        {contactEmail ? (
          <Link className="button button--secondary" to="/">
            {t("error.frontPage")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
