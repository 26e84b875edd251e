// The gallery's zoom viewer (docs/product-page.md "Gallery"), its own chunk: the product page
// loads it when the shopper first points at or opens the image. A full-screen dialog with the
// image at the media service's zoom size; a click, tap, Enter or Space zooms in ZOOM_SCALE times
// at that point and back out. Zoomed in, the mouse pans by where it points, a finger by dragging
// and the arrow keys by steps; zoomed out, the arrow keys, the buttons and a swipe move between
// images. Escape closes (the modal), focus goes back to the image that opened it.
import { IMAGE_SIZES, imageUrl } from "@polku/domain";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons";
import { Modal } from "../../components/ui/modal";
import { useT } from "../../lib/i18n";
import { useSwipe } from "./use-swipe";
import styles from "./zoom-viewer.module.css";

export const ZOOM_SCALE = 2.5;
/** How far one arrow key press pans the zoomed image, in percent of its size. */
const PAN_STEP = 10;
const ZOOM_WIDTH = IMAGE_SIZES.galleryZoom.w;

interface Origin {
  x: number;
  y: number;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

export interface ZoomViewerProps {
  name: string;
  images: string[];
  index: number;
  alt: (index: number) => string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export default function ZoomViewer({ name, images, index, alt, onIndex, onClose }: ZoomViewerProps) {
  const t = useT();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState<Origin>({ x: 50, y: 50 });
  const stage = useRef<HTMLButtonElement>(null);
  const drag = useRef<{ x: number; y: number; origin: Origin; moved: boolean } | null>(null);
  const many = images.length > 1;
  const current = images[index] ?? images[0]!;

  const go = (step: number) => {
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
    onIndex((index + step + images.length) % images.length);
  };
  const swipe = useSwipe(go, many && !zoomed);

  /** The pointer's place on the stage, in percent. */
  function pointAt(event: { clientX: number; clientY: number }): Origin {
    const box = stage.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return { x: 50, y: 50 };
    return { x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) };
  }

  function onPointerDown(event: PointerEvent<HTMLButtonElement>) {
    swipe.onPointerDown(event);
    if (zoomed && event.pointerType !== "mouse") drag.current = { x: event.clientX, y: event.clientY, origin, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLButtonElement>) {
    if (!zoomed) return;
    if (event.pointerType === "mouse") {
      setOrigin(pointAt(event));
      return;
    }
    const from = drag.current;
    const box = stage.current?.getBoundingClientRect();
    if (!from || !box) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) from.moved = true;
    // Moving the origin by d shifts the image by (scale - 1) * d: the finger's move, divided.
    setOrigin({ x: clamp(from.origin.x - (dx / box.width) * 100 / (ZOOM_SCALE - 1)), y: clamp(from.origin.y - (dy / box.height) * 100 / (ZOOM_SCALE - 1)) });
  }

  function onPointerUp(event: PointerEvent<HTMLButtonElement>) {
    swipe.onPointerUp(event);
  }

  function onClick(event: React.MouseEvent<HTMLButtonElement>) {
    const dragged = drag.current?.moved ?? false;
    drag.current = null;
    if (dragged) return;
    // A keyboard's click has no pointer place (detail 0): zoom at the middle.
    if (!zoomed) setOrigin(event.detail === 0 ? { x: 50, y: 50 } : pointAt(event));
    setZoomed(!zoomed);
  }

  function onKeyDown(event: KeyboardEvent) {
    const dx = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const dy = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (event.key === "+" || event.key === "=") {
      setZoomed(true);
    } else if (event.key === "-") {
      setZoomed(false);
    } else if (zoomed && (dx !== 0 || dy !== 0)) {
      setOrigin((o) => ({ x: clamp(o.x + dx * PAN_STEP), y: clamp(o.y + dy * PAN_STEP) }));
    } else if (!zoomed && many && dx !== 0) {
      go(dx);
    } else {
      return;
    }
    event.preventDefault();
  }

  return (
    <Modal title={name} onClose={onClose} className={styles.viewer} initialFocus={stage}>
      <div className={styles.body}>
        <button
          ref={stage}
          type="button"
          className={styles.stage}
          data-zoomed={zoomed || undefined}
          aria-pressed={zoomed}
          aria-label={`${zoomed ? t("productPage.zoomOut") : t("productPage.zoomIn")}: ${alt(index)}`}
          aria-describedby="zoom-viewer-hint"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={swipe.onPointerCancel}
          onClickCapture={swipe.onClickCapture}
          onClick={onClick}
          onKeyDown={onKeyDown}
          data-testid="zoom-stage"
        >
          <img
            key={current}
            className={styles.image}
            src={imageUrl(current, "galleryZoom")}
            alt={alt(index)}
            width={ZOOM_WIDTH}
            height={ZOOM_WIDTH}
            draggable={false}
            style={{ transform: zoomed ? `scale(${ZOOM_SCALE})` : undefined, transformOrigin: `${origin.x}% ${origin.y}%` }}
          />
        </button>
        <div className={styles.controls}>
          {many ? (
            <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label={t("productPage.previousImage")}>
              <ChevronLeftIcon />
            </button>
          ) : null}
          <p className={styles.counter} aria-live="polite">
            {t("productPage.imageCounter", { index: index + 1, count: images.length })}
          </p>
          {many ? (
            <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label={t("productPage.nextImage")}>
              <ChevronRightIcon />
            </button>
          ) : null}
        </div>
        <p id="zoom-viewer-hint" className={styles.hint}>
          {t("productPage.zoomHint")}
        </p>
      </div>
    </Modal>
  );
}
