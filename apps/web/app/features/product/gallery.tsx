// Image gallery of the selected colour (spec 02 §2, docs/product-page.md "Gallery"): the main
// image with a 2x source from the media service, previous/next buttons and a swipe on touch
// screens, dots under the image on phones, thumbnails as buttons (Tab and Enter/Space; arrow
// keys move between them). A click, Enter or Space on the image opens the zoom viewer
// (zoom-viewer.tsx), loaded only when the shopper first reaches for it.
import { IMAGE_SIZES, imageSrcSet } from "@polku/domain";
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { useSwipe } from "./use-swipe";
import styles from "./product-page.module.css";

const ZoomViewer = lazy(() => import("./zoom-viewer"));
/** Starts loading the viewer's code (on hover or focus of the image, before the click). */
const preloadViewer = () => void import("./zoom-viewer").catch(() => {});

// The shop's image sizes (domain image-sizes.ts): the media route renders no others.
const MAIN_WIDTH = IMAGE_SIZES.galleryMain.w;
const THUMB_WIDTH = IMAGE_SIZES.galleryThumb.w;

export interface GalleryProps {
  name: string;
  colourName: string;
  images: string[];
  index: number;
  onIndex: (index: number) => void;
}

export function Gallery({ name, colourName, images, index, onIndex }: GalleryProps) {
  const t = useT();
  const [zoomed, setZoomed] = useState(false);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = Math.min(index, images.length - 1);
  const current = images[shown];
  const many = images.length > 1;
  const alt = (i: number) => t("productPage.imageAlt", { name, colour: colourName, index: i + 1, count: images.length });
  const go = (step: number) => onIndex((shown + step + images.length) % images.length);
  const swipe = useSwipe(go, many);

  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.mainImage} ${styles.noImage}`} role="img" aria-label={t("product.imageMissing")} />
      </div>
    );
  }

  function onThumbKey(event: KeyboardEvent, i: number) {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (i + step + images.length) % images.length;
    onIndex(next);
    thumbs.current[next]?.focus();
  }

  return (
    <section className={styles.gallery} aria-label={t("productPage.gallery")}>
      <div className={styles.stage} {...swipe} data-testid="gallery-stage">
        <button
          type="button"
          className={styles.mainImage}
          onClick={() => setZoomed(true)}
          onPointerEnter={preloadViewer}
          onFocus={preloadViewer}
          aria-label={`${t("productPage.zoom")}: ${alt(shown)}`}
          aria-haspopup="dialog"
        >
          <img {...imageSrcSet(current, "galleryMain", "galleryMain2x")} alt={alt(shown)} width={MAIN_WIDTH} height={MAIN_WIDTH} fetchPriority="high" draggable={false} />
        </button>
        {many ? (
          <>
            <button type="button" className={`${styles.stageArrow} ${styles.stagePrevious}`} onClick={() => go(-1)} aria-label={t("productPage.previousImage")}>
              <ChevronLeftIcon />
            </button>
            <button type="button" className={`${styles.stageArrow} ${styles.stageNext}`} onClick={() => go(1)} aria-label={t("productPage.nextImage")}>
              <ChevronRightIcon />
            </button>
            <p className={styles.dots} aria-hidden="true" data-testid="gallery-dots">
              {images.map((image, i) => (
                <span key={image} className={styles.dot} data-current={i === shown || undefined} />
              ))}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className={styles.thumbs}>
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                className={styles.thumb}
                aria-label={t("productPage.showImage", { index: i + 1, count: images.length })}
                aria-pressed={i === shown}
                onClick={() => onIndex(i)}
                onKeyDown={(event) => onThumbKey(event, i)}
              >
                <img {...imageSrcSet(image, "galleryThumb", "galleryThumb2x")} alt="" width={THUMB_WIDTH} height={THUMB_WIDTH} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {zoomed ? (
        <Suspense fallback={null}>
          <ZoomViewer name={name} images={images} index={shown} alt={alt} onIndex={onIndex} onClose={() => setZoomed(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
