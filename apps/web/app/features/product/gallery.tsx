// Image gallery of the selected colour (spec 02 §2): the main image with a 2x source from the
// media service, thumbnails as buttons (Tab and Enter/Space; arrow keys move between them) and
// the images modal with the image large.
import { IMAGE_SIZES, imageSrcSet, imageUrl } from "@polku/domain";
import { useRef, useState, type KeyboardEvent } from "react";
import { Modal } from "../../components/ui/modal";
import { useT } from "../../lib/i18n";
import styles from "./product-page.module.css";

// The shop's image sizes (domain image-sizes.ts): the media route renders no others.
const MAIN_WIDTH = IMAGE_SIZES.galleryMain.w;
const THUMB_WIDTH = IMAGE_SIZES.galleryThumb.w;
const ZOOM_WIDTH = IMAGE_SIZES.galleryZoom.w;

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
  const current = images[Math.min(index, images.length - 1)];
  const alt = (i: number) => t("productPage.imageAlt", { name, colour: colourName, index: i + 1, count: images.length });

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
      <button type="button" className={styles.mainImage} onClick={() => setZoomed(true)} aria-label={`${t("productPage.zoom")}: ${alt(index)}`}>
        <img
          {...imageSrcSet(current, "galleryMain", "galleryMain2x")}
          alt={alt(index)}
          width={MAIN_WIDTH}
          height={MAIN_WIDTH}
          fetchPriority="high"
        />
      </button>
      {images.length > 1 ? (
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
                aria-pressed={i === index}
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
        <Modal title={name} onClose={() => setZoomed(false)} width="wide">
          <img className={styles.zoomImage} src={imageUrl(current, "galleryZoom")} alt={alt(index)} width={ZOOM_WIDTH} height={ZOOM_WIDTH} />
        </Modal>
      ) : null}
    </section>
  );
}
