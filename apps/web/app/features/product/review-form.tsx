// Writing a review on the product page (docs/product-page.md "Writing a review"): a logged-in
// customer gives 1-5 stars, the fit for items with sizes, the name to show and the text. The
// same contract as the API checks the fields first; the server's 400 field errors (message
// keys) are shown by their fields in the page's language, and focus goes to the first bad
// field. Accepted reviews wait for moderation, which the thank-you note says. Guests get a
// login link that returns here. The API's contract is the one check of the fields: the browser
// carries no zod (docs/performance.md), and the form's own limits only guide the typing.
import {
  REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_NAME_MAX, REVIEW_NAME_MIN, reviewFitChoices, reviewWriteErrorKeys, type ReviewWriteErrorKey,
  type ReviewWriteInput,
} from "@polku/domain";
import { useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { ApiError, browserApi } from "../../lib/api";
import { fieldErrorsOf } from "../../lib/field-errors";
import { useI18n } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { browserAuthorization } from "../../lib/user-state";
import { loginPathFor } from "../accounts/login-rules";
import styles from "./review-form.module.css";

const FIELDS = ["stars", "fit", "visible_name", "comment"] as const;
type Field = (typeof FIELDS)[number];
type Errors = Partial<Record<Field | "form", string>>;

const FIT_KEYS = {
  small: "productPage.reviews.fit.small",
  slightlySmall: "productPage.reviews.fit.slightlySmall",
  true: "productPage.reviews.fit.true",
  slightlyLarge: "productPage.reviews.fit.slightlyLarge",
  large: "productPage.reviews.fit.large",
} as const;

const isKey = (message: string): message is ReviewWriteErrorKey => (reviewWriteErrorKeys as readonly string[]).includes(message);

export function ReviewForm({ modelId, sized }: { modelId: number; sized: boolean }) {
  const { t, language } = useI18n();
  const user = useUser();
  const location = useLocation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<{ verified: boolean } | null>(null);
  const [comment, setComment] = useState("");

  const message = (key: string) =>
    isKey(key) ? t(`reviewForm.error.${key}`, { min: key.startsWith("name") ? REVIEW_NAME_MIN : REVIEW_COMMENT_MIN, max: key.startsWith("name") ? REVIEW_NAME_MAX : REVIEW_COMMENT_MAX }) : t("reviewForm.error.invalid");

  function show(next: Errors) {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const fit = String(data.get("fit") ?? "");
    const body: ReviewWriteInput = {
      model_id: modelId,
      stars: Number(data.get("stars") ?? 0),
      visible_name: String(data.get("visible_name") ?? ""),
      comment: String(data.get("comment") ?? ""),
      fit: fit ? (fit as (typeof reviewFitChoices)[number]) : null,
      language,
    };
    const authorization = browserAuthorization();
    if (!authorization) {
      show({ form: t("reviewForm.loginRequired") });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const answer = await browserApi.writeReview(authorization, body);
      setDone({ verified: answer.verified_buyer });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const next: Errors = {};
        for (const [field, list] of Object.entries(fieldErrorsOf(error.body) ?? {})) {
          const text = message(list[0] ?? "");
          if ((FIELDS as readonly string[]).includes(field)) next[field as Field] = text;
          else next.form = next.form ? `${next.form} ${text}` : text;
        }
        show(Object.keys(next).length ? next : { form: t("reviewForm.fixErrors") });
      } else if (error instanceof ApiError && error.status === 429) {
        show({ form: t("reviewForm.throttled") });
      } else {
        console.error("Writing a review failed", error);
        show({ form: t("reviewForm.failed") });
      }
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <p className={styles.thanks} role="status">
        {t("reviewForm.thanks")} {done.verified ? t("reviewForm.thanksVerified") : null}
      </p>
    );
  }

  if (!user.isAuthenticated) {
    return (
      <p className={styles.guest}>
        {t("reviewForm.loginRequired")} <Link to={loginPathFor(`${location.pathname}${location.search}`)}>{t("reviewForm.login")}</Link>
      </p>
    );
  }

  if (!open) {
    return (
      <button type="button" className="button button--secondary" aria-expanded={false} onClick={() => setOpen(true)}>
        {t("reviewForm.open")}
      </button>
    );
  }

  const described = (field: Field, hint?: boolean) => [hint ? `${id}-${field}-hint` : null, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t("reviewForm.heading")}
      </h3>
      <fieldset className={styles.stars} aria-describedby={described("stars")} aria-invalid={errors.stars ? true : undefined}>
        <legend className={styles.label}>{t("reviewForm.rating")}</legend>
        <div className={styles.starRow}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star}>
              <input type="radio" name="stars" value={n} data-field={n === 1 ? "stars" : undefined} />
              <span>{t("reviewForm.starOption", { stars: n })}</span>
            </label>
          ))}
        </div>
        {error("stars")}
      </fieldset>
      {sized ? (
        <div className={styles.row}>
          <label htmlFor={`${id}-fit`} className={styles.label}>
            {t("reviewForm.fit")}
          </label>
          <select id={`${id}-fit`} name="fit" className="field" data-field="fit" aria-invalid={errors.fit ? true : undefined} aria-describedby={described("fit")} defaultValue="">
            <option value="">{t("reviewForm.fit.none")}</option>
            {reviewFitChoices.map((fit) => (
              <option key={fit} value={fit}>
                {t(FIT_KEYS[fit])}
              </option>
            ))}
          </select>
          {error("fit")}
        </div>
      ) : null}
      <div className={styles.row}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          {t("reviewForm.name")}
        </label>
        <input
          id={`${id}-name`}
          name="visible_name"
          className="field"
          data-field="visible_name"
          maxLength={REVIEW_NAME_MAX}
          autoComplete="nickname"
          aria-invalid={errors.visible_name ? true : undefined}
          aria-describedby={described("visible_name", true)}
        />
        <p id={`${id}-visible_name-hint`} className={styles.hint}>
          {t("reviewForm.nameHint")}
        </p>
        {error("visible_name")}
      </div>
      <div className={styles.row}>
        <label htmlFor={`${id}-comment`} className={styles.label}>
          {t("reviewForm.comment")}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          className={`field ${styles.textarea}`}
          data-field="comment"
          rows={6}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={described("comment", true)}
        />
        <p id={`${id}-comment-hint`} className={styles.hint}>
          {t("reviewForm.commentHint", { min: REVIEW_COMMENT_MIN, max: REVIEW_COMMENT_MAX })} <span aria-hidden="true">({comment.trim().length})</span>
        </p>
        {error("comment")}
      </div>
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
          {sending ? t("reviewForm.sending") : t("reviewForm.submit")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          {t("reviewForm.cancel")}
        </button>
      </div>
    </form>
  );
}
