// One review (spec 02 §3 Review): stars, name, date in the page language, fit, the text as a
// digest with Read more / Read less when over 300 characters (§5), images opening the modal,
// and the up and down votes (§4).
import { imageUrl, localeForLanguage, reviewDigest, reviewFit, type Review } from "@polku/domain";
import { useId, useState } from "react";
import { Stars } from "../../components/ui/stars";
import { useI18n } from "../../lib/i18n";
import { ReviewVotes } from "./review-votes";
import styles from "./reviews.module.css";

const FIT_KEYS = {
  small: "productPage.reviews.fit.small",
  slightlySmall: "productPage.reviews.fit.slightlySmall",
  true: "productPage.reviews.fit.true",
  slightlyLarge: "productPage.reviews.fit.slightlyLarge",
  large: "productPage.reviews.fit.large",
} as const;

export function ReviewItem({ review, onImage }: { review: Review; onImage: (url: string, alt: string) => void }) {
  const { t, language } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const digest = reviewDigest(review.comment);
  const fit = reviewFit(review.size);
  // Reviews load in the browser only, so the shopper's own clock and the page locale agree.
  const date = new Intl.DateTimeFormat(localeForLanguage(language), { dateStyle: "long" }).format(new Date(review.created));
  const alt = t("productPage.reviews.imageAlt", { name: review.visible_name });

  return (
    <li className={styles.review} data-review-id={review.id}>
      <div className={styles.meta}>
        <Stars rating={review.rating} />
        <span className={styles.name}>{review.visible_name}</span>
        {review.verified_buyer ? <span className={styles.verified}>{t("reviewSummary.verifiedBuyer")}</span> : null}
        <time className={styles.muted} dateTime={review.created}>
          {date}
        </time>
      </div>
      {fit ? <p className={styles.fit}>{t("productPage.reviews.fit", { fit: t(FIT_KEYS[fit]) })}</p> : null}
      <p id={textId} className={styles.comment} lang={review.language}>
        {expanded || !digest.cut ? review.comment : digest.text}
      </p>
      {digest.cut ? (
        <button type="button" className={styles.link} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t("productPage.reviews.readLess") : t("productPage.reviews.readMore")}
        </button>
      ) : null}
      {review.images.length > 0 ? (
        <ul className={styles.thumbs}>
          {review.images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={t("productPage.reviews.showImage", { index: index + 1, count: review.images.length })}
                onClick={() => onImage(url, alt)}
              >
                <img src={imageUrl(url, "reviewThumb")} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {review.shop_answer ? (
        <div className={styles.answer}>
          <p className={styles.answerHeading}>{t("reviewAnswers.heading")}</p>
          <p className={styles.comment}>{review.shop_answer}</p>
        </div>
      ) : null}
      <ReviewVotes review={review} />
    </li>
  );
}
