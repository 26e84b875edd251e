// The open reviews panel of the product page (reviews.tsx): the summary, the review form, the
// review images, the sort and the reviews. The section is closed by default and nothing of this is
// in the server's HTML, so its code loads after hydration (docs/performance.md "Step 10").
import { imageUrl, type ReviewSort } from "@polku/domain";
import { useI18n } from "../../lib/i18n";
import { ReviewForm } from "./review-form";
import { ReviewSummary } from "./review-summary";
import { ReviewItem } from "./reviews-item";
import type { useReviewList } from "./reviews-state";
import { Spinner } from "./reviews-spinner";
import styles from "./reviews.module.css";

export interface ReviewsPanelProps {
  list: ReturnType<typeof useReviewList>;
  modelId: number;
  sized: boolean;
  sortId: string;
  /** Changes when the address asks for the form (`#write-review`). */
  writeRequest?: number;
  setImage: (image: { url: string; alt: string }) => void;
}

export function ReviewsPanel({ list, modelId, sized, sortId, setImage, writeRequest = 0 }: ReviewsPanelProps) {
  const { t } = useI18n();
  const loadingFirst = list.status === "loading" && list.reviews.length === 0;
  return (
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
  );
}
