// The product page's buy bar on phones (docs/product-page.md "Sticky buy bar"): while the
// add-to-cart area is scrolled out of view above, a bar fixed to the bottom of the screen shows
// the product's name, the price and the same add button. Without a chosen size the button says
// so and takes the shopper to the size choice instead. From 900 px the buy box stays beside the
// gallery and the bar is not shown (CSS).
import { useEffect, useState, type RefObject } from "react";
import { useT } from "../../lib/i18n";
import styles from "./sticky-buy-bar.module.css";

export interface StickyBuyBarProps {
  /** The add-to-cart area the bar stands in for. */
  area: RefObject<HTMLElement | null>;
  name: string;
  price: string;
  buttonText: string;
  /** No size chosen yet: the button leads to the size choice. */
  chooseSize: boolean;
  disabled: boolean;
  /** The id of the add area's message saying why adding is not possible, when it shows one. */
  describedBy?: string;
  busy: boolean;
  onAdd: () => void;
}

/** Scrolls to the size choice and focuses its chosen (or first available) size. */
function goToSizes(area: HTMLElement | null) {
  const group = document.querySelector<HTMLElement>('[data-option-group="size"]');
  const target = group ?? area;
  if (!target) return;
  target.scrollIntoView({ block: "center", behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  const radio = group?.querySelector<HTMLInputElement>("input:checked") ?? group?.querySelector<HTMLInputElement>("input:not([disabled])");
  (radio ?? target).focus({ preventScroll: true });
}

export function StickyBuyBar({ area, name, price, buttonText, chooseSize, disabled, describedBy, busy, onAdd }: StickyBuyBarProps) {
  const t = useT();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    // Shown only once the area has left the screen at the top: not before the shopper reaches
    // it. Read on scroll (once a frame), not by an intersection observer: a jump from below the
    // screen to above it (a link, the End key) crosses no intersection.
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(element.getBoundingClientRect().bottom < 0);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [area]);

  return (
    <div className={styles.bar} data-shown={shown || undefined} aria-hidden={!shown} inert={!shown} role="region" aria-label={t("productPage.stickyBar")} data-testid="sticky-buy-bar">
      <div className={styles.text}>
        <p className={styles.name}>{name}</p>
        <p className={styles.price}>{price}</p>
      </div>
      <button
        type="button"
        className={`button button--primary ${styles.button}`}
        onClick={() => (chooseSize ? goToSizes(area.current) : onAdd())}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
      >
        {chooseSize ? t("productPage.stickyChooseSize") : buttonText}
      </button>
    </div>
  );
}
