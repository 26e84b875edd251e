// Reviews section of the product page (spec 02 §2: collapsible, closed by default; the header
// rating scrolls to it and opens it; review images open in a modal. §4: paged by 10, sorted by
// date or likes. §5: digest over 300 characters, count text only over 5 reviews, reviews
// without text not shown). Each review carries its vote buttons (review-votes.tsx).
import { imageUrl, showsReviewCount, type ReviewSort } from "@polku/domain";
import { useEffect, useId, useRef, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { useI18n } from "../../lib/i18n";
import { ReviewForm } from "./review-form";
import { ReviewSummary } from "./review-summary";
import { ReviewItem } from "./reviews-item";
import { useReviewList } from "./reviews-state";
import styles from "./reviews.module.css";

export const REVIEWS_SECTION_ID = "reviews";
/** `/{path}/#write-review` (the review invitation e-mail's links) opens the section with the form. */
export const REVIEW_FORM_HASH = "write-review";

export interface ReviewsProps {
  modelId: number;
  /** Reviews of the model (the header's count); without any the section offers writing the first. */
  ratingCount: number;
  /** The model has sizes: the review form asks for the fit. */
  sized: boolean;
  /** Changes each time the header rating is clicked: open, scroll here and focus the toggle. */
  revealRequest: number;
}

export function Reviews({ modelId, ratingCount, sized, revealRequest }: ReviewsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [image, setImage] = useState<{ url: string; alt: string } | null>(null);
  const list = useReviewList(modelId, open);
  const sectionRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const sortId = useId();
  // Bumped by the address's `#write-review`: the form opens and takes the focus.
  const [writeRequest, setWriteRequest] = useState(0);

  useEffect(() => {
    if (revealRequest === 0) return;
    setOpen(true);
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    sectionRef.current?.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
    toggleRef.current?.focus({ preventScroll: true });
  }, [revealRequest]);

  // A link to `#reviews` opens the section (focus on its button); one to `#write-review` opens
  // the form too (focus in the form). Read after hydration and on later hash changes.
  useEffect(() => {
    const follow = () => {
      const hash = window.location.hash.slice(1);
      if (hash === REVIEWS_SECTION_ID) {
        setOpen(true);
        sectionRef.current?.scrollIntoView({ block: "start" });
        toggleRef.current?.focus({ preventScroll: true });
      } else if (hash === REVIEW_FORM_HASH) {
        setOpen(true);
        setWriteRequest((n) => n + 1);
      }
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  const title = showsReviewCount(ratingCount) ? t("productPage.reviews.titleCount", { count: ratingCount }) : t("productPage.reviews.title");
  const loadingFirst = list.status === "loading" && list.reviews.length === 0;

  return (
    <section ref={sectionRef} id={REVIEWS_SECTION_ID} className={styles.section} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className={styles.heading}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open ? (
          <>
            {list.summary ? <ReviewSummary summary={list.summary} stars={list.stars} onStars={list.setStars} /> : null}
            <ReviewForm modelId={modelId} sized={sized} openRequest={writeRequest} />
            {list.images.length > 0 ? (
              <div className={styles.gallery}>
                <h3 className={styles.galleryTitle}>{t("productPage.reviews.images")}</h3>
                <ul className={styles.thumbs}>
                  {list.images.map((url, index) => (
                    <li key={url}>
                      <button
                        type="button"
                        className={styles.thumb}
                        aria-label={t("productPage.reviews.showImage", { index: index + 1, count: list.images.length })}
                        onClick={() => setImage({ url, alt: t("productPage.reviews.imageTitle") })}
                      >
                        <img src={imageUrl(url, "reviewThumb")} alt="" width={80} height={80} loading="lazy" />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className={styles.toolbar}>
              <label htmlFor={sortId}>{t("productPage.reviews.sort")}</label>
              <select
                id={sortId}
                className={styles.select}
                value={list.sort}
                onChange={(event) => list.setSort(event.target.value as ReviewSort)}
              >
                <option value="date">{t("productPage.reviews.sortDate")}</option>
                <option value="likes">{t("productPage.reviews.sortLikes")}</option>
              </select>
            </div>
            <ol className={styles.list} aria-busy={list.status === "loading"}>
              {list.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} onImage={(url, alt) => setImage({ url, alt })} />
              ))}
            </ol>
            {loadingFirst ? <Spinner label={t("productPage.reviews.loading")} /> : null}
            {list.status === "ready" && list.reviews.length === 0 ? <p className={styles.muted}>{t("productPage.reviews.empty")}</p> : null}
            {list.status === "error" ? (
              <div className={styles.error} role="alert">
                <span>{t("productPage.reviews.error")}</span>
                <button type="button" className="button button--secondary" onClick={list.retry}>
                  {t("productPage.reviews.retry")}
                </button>
              </div>
            ) : null}
            {list.hasMore || (list.status === "loading" && list.reviews.length > 0) ? (
              <div className={styles.more}>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={list.showMore}
                  disabled={list.status === "loading"}
                  aria-busy={list.status === "loading"}
                >
                  {list.status === "loading" ? <span className={styles.spinner} aria-hidden="true" /> : null}
                  {list.status === "loading" ? t("productPage.reviews.loading") : t("productPage.reviews.showMore")}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>
      {image ? (
        <Modal title={t("productPage.reviews.imageTitle")} onClose={() => setImage(null)} width="wide">
          <img className={styles.modalImage} src={imageUrl(image.url, "reviewImage")} alt={image.alt} />
        </Modal>
      ) : null}
    </section>
  );
}

function Spinner({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}
