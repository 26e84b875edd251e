// Reviews section of the product page (spec 02 §2: collapsible, closed by default; the header
// rating scrolls to it and opens it; review images open in a modal. §4: paged by 10, sorted by
// date or likes. §5: digest over 300 characters, count text only over 5 reviews, reviews
// without text not shown). Each review carries its vote buttons (review-votes.tsx).
import { imageUrl, showsReviewCount } from "@polku/domain";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { useI18n } from "../../lib/i18n";
import { lazyView } from "../../lib/lazy-view";
import { useReviewList } from "./reviews-state";
import { Spinner } from "./reviews-spinner";
import styles from "./reviews.module.css";

/** The open panel's code: loaded after hydration, before a shopper opens the section (docs/performance.md "Step 10"). */
const Panel = lazyView("features/product/reviews-panel.tsx", () => import("./reviews-panel").then((module) => module.ReviewsPanel));

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

  useEffect(() => {
    void Panel.load().catch(() => undefined); // a failed load is tried again when the panel opens
  }, []);

  const title = showsReviewCount(ratingCount) ? t("productPage.reviews.titleCount", { count: ratingCount }) : t("productPage.reviews.title");

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
          <Suspense fallback={<Spinner label={t("productPage.reviews.loading")} />}>
            <Panel.View list={list} modelId={modelId} sized={sized} sortId={sortId} setImage={setImage} writeRequest={writeRequest} />
          </Suspense>
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
