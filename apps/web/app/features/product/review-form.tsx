// Writing a review on the product page (docs/product-page.md "Writing a review"): a logged-in
// customer gives 1-5 stars, the fit for items with sizes, the name to show and the text. The
// same contract as the API checks the fields first; the server's 400 field errors (message
// keys) are shown by their fields in the page's language, and focus goes to the first bad
// field. Accepted reviews wait for moderation, which the thank-you note says. Guests get a
// login link that returns here. The API's contract is the one check of the fields: the browser
// carries no zod (docs/performance.md), and the form's own limits only guide the typing.
import {
  REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN, REVIEW_NAME_MAX, REVIEW_NAME_MIN, REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTOS_TOTAL_MAX_BYTES, REVIEW_PHOTO_MIN_SIDE, REVIEW_PHOTO_TYPES, REVIEW_PHOTOS_MAX,
  reviewFitChoices, reviewWriteErrorKeys, type ReviewWriteErrorKey, type ReviewWriteInput,
} from "@polku/domain";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link, useLocation } from "react-router";
import { ApiError, browserApi } from "../../lib/api";
import { fieldErrorsOf } from "../../lib/field-errors";
import { useI18n } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { browserAuthorization } from "../../lib/user-state";
import { loginPathFor } from "../accounts/login-rules";
import styles from "./review-form.module.css";

const FIELDS = ["stars", "fit", "visible_name", "comment", "photos"] as const;
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
const PHOTO_MB = REVIEW_PHOTO_MAX_BYTES / 1024 / 1024;
const PHOTOS_TOTAL_MB = REVIEW_PHOTOS_TOTAL_MAX_BYTES / 1024 / 1024;
/** The API's field of an error: a photo's upload (file) and the review's images are the photos field. */
const fieldOf = (name: string) => (name === "file" || name.startsWith("images") ? "photos" : name);

interface Chosen {
  file: File;
  preview: string;
}

/** `openRequest`: changes when the address asks for the form (`#write-review`): open it, bring it into view and focus it. */
export function ReviewForm({ modelId, sized, openRequest = 0 }: { modelId: number; sized: boolean; openRequest?: number }) {
  const { t, language } = useI18n();
  const user = useUser();
  const location = useLocation();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const guestRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<{ verified: boolean } | null>(null);
  const [comment, setComment] = useState("");
  const [photos, setPhotos] = useState<Chosen[]>([]);
  const [uploading, setUploading] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  // The previews' object URLs are let go when the form is closed or sent.
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  useEffect(() => {
    if (openRequest > 0) setOpen(true);
  }, [openRequest]);
  // Once open (or for a guest, the login link shown), the asked-for form takes the focus.
  useEffect(() => {
    if (openRequest === 0) return;
    const target = formRef.current?.querySelector<HTMLElement>('[data-field="stars"]') ?? guestRef.current;
    if (!target) return;
    target.closest("form, p")?.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
  }, [openRequest, open, user.isAuthenticated]);

  const message = (key: string) => {
    if (!isKey(key)) return t("reviewForm.error.invalid");
    if (key.startsWith("photo")) return t(`reviewForm.error.${key}`, { max: REVIEW_PHOTOS_MAX, mb: PHOTO_MB, side: REVIEW_PHOTO_MIN_SIDE });
    return t(`reviewForm.error.${key}`, { min: key.startsWith("name") ? REVIEW_NAME_MIN : REVIEW_COMMENT_MIN, max: key.startsWith("name") ? REVIEW_NAME_MAX : REVIEW_COMMENT_MAX });
  };

  /** Chosen files join the list up to the limit; the API checks each again by its content. */
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    let problem: ReviewWriteErrorKey | null = null;
    const next = [...photos];
    for (const file of files) {
      if (next.length >= REVIEW_PHOTOS_MAX) problem = "photosTooMany";
      else if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type)) problem = "photoType";
      else if (file.size > REVIEW_PHOTO_MAX_BYTES) problem = "photoTooLarge";
      else {
        const preview = URL.createObjectURL(file);
        previews.current.push(preview);
        next.push({ file, preview });
      }
    }
    setPhotos(next);
    setErrors((current) => ({ ...current, photos: problem ? message(problem) : undefined }));
  }

  function removePhoto(index: number) {
    setPhotos((current) => current.filter((_, i) => i !== index));
    setErrors((current) => ({ ...current, photos: undefined }));
    photoInput.current?.focus();
  }

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
      if (photos.length > 0) {
        setUploading(true);
        const images: string[] = [];
        for (const photo of photos) {
          const form = new FormData();
          form.append("file", photo.file, photo.file.name);
          images.push((await browserApi.uploadReviewPhoto(authorization, form)).image);
        }
        body.images = images;
        setUploading(false);
      }
      const answer = await browserApi.writeReview(authorization, body);
      setDone({ verified: answer.verified_buyer });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const next: Errors = {};
        for (const [name, list] of Object.entries(fieldErrorsOf(error.body) ?? {})) {
          const text = message(list[0] ?? "");
          const field = fieldOf(name);
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
      setUploading(false);
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
        {t("reviewForm.loginRequired")} <Link ref={guestRef} to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}>{t("reviewForm.login")}</Link>
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
      <fieldset className={styles.photos} aria-describedby={described("photos", true)} aria-invalid={errors.photos ? true : undefined}>
        <legend className={styles.label}>{t("reviewForm.photos")}</legend>
        {photos.length > 0 ? (
          <ul className={styles.photoList}>
            {photos.map((photo, index) => (
              <li key={photo.preview} className={styles.photoItem}>
                <img src={photo.preview} alt={t("reviewForm.photoPreviewAlt", { name: photo.file.name })} width={80} height={80} />
                <button type="button" className={styles.photoRemove} onClick={() => removePhoto(index)} aria-label={t("reviewForm.photoRemove", { name: photo.file.name })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {photos.length < REVIEW_PHOTOS_MAX ? (
          <label className={`button button--secondary ${styles.photoChoose}`}>
            <input
              ref={photoInput}
              type="file"
              name="photo"
              accept={REVIEW_PHOTO_TYPES.join(",")}
              multiple
              className={styles.photoInput}
              data-field="photos"
              onChange={choose}
              aria-describedby={described("photos", true)}
            />
            {t("reviewForm.photosChoose")}
          </label>
        ) : null}
        <p id={`${id}-photos-hint`} className={styles.hint}>
          {t("reviewForm.photosHint", { max: REVIEW_PHOTOS_MAX, mb: PHOTO_MB, total: PHOTOS_TOTAL_MB })}
        </p>
        {error("photos")}
      </fieldset>
      {errors.form ? (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending || undefined}>
          {uploading ? t("reviewForm.photosUploading") : sending ? t("reviewForm.sending") : t("reviewForm.submit")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
          {t("reviewForm.cancel")}
        </button>
      </div>
    </form>
  );
}
