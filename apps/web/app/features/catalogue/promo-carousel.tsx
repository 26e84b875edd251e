// Brand promo carousel (spec 02 §2, §9): 500 px wide at 3/2, a new image every 5 s, images
// asked for as 720x480 crops. It pauses while hovered or focused, does not rotate for shoppers
// who prefer reduced motion, and has previous/next and pause controls.
import { imageUrl } from "@polku/domain";
import { useEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import styles from "./promo-carousel.module.css";

export const CAROUSEL_INTERVAL_MS = 5000;

export function PromoCarousel({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = images.length;

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPaused(true);
  }, []);

  const rotating = count > 1 && !paused && !hovered && !focused;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (count === 0) return null;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("grid.brandPromo", { name })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.slides} aria-live={rotating ? "off" : "polite"}>
        {images.map((image, i) => (
          <div
            key={image}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t("grid.carouselSlide", { index: i + 1, count })}
            aria-hidden={i !== index}
            data-active={i === index}
          >
            <img src={imageUrl(image, "promo")} alt="" width={720} height={480} loading={i === 0 ? "eager" : "lazy"} decoding="async" />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => go(-1)} aria-label={t("grid.carouselPrevious")}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M12.5 4l-6 6 6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <button type="button" className={styles.control} onClick={() => setPaused((p) => !p)} aria-label={t(paused ? "grid.carouselPlay" : "grid.carouselPause")}>
            {paused ? (
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 4l10 6-10 6z" fill="currentColor" />
              </svg>
            ) : (
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
                <rect x="5" y="4" width="3.5" height="12" fill="currentColor" />
                <rect x="11.5" y="4" width="3.5" height="12" fill="currentColor" />
              </svg>
            )}
          </button>
          <button type="button" className={styles.control} onClick={() => go(1)} aria-label={t("grid.carouselNext")}>
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M7.5 4l6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          <span className={styles.position} aria-hidden="true">
            {index + 1} / {count}
          </span>
        </div>
      ) : null}
    </section>
  );
}
