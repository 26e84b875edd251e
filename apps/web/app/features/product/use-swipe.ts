// A horizontal swipe on a touch screen (docs/product-page.md "Gallery"): the gallery's image and
// the zoom viewer move to the next or previous image. A swipe is a touch or pen drag at least
// SWIPE_MIN_PX wide and wider than tall; the click the browser may send after it is swallowed,
// so a swipe never also opens the viewer. Vertical drags stay the page's scroll (CSS
// touch-action: pan-y on the element).
import { useRef, type MouseEvent, type PointerEvent } from "react";

export const SWIPE_MIN_PX = 40;

/** -1 (to the previous image), 1 (to the next) or 0 for a drag of dx by dy pixels. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

export function useSwipe(onStep: (step: -1 | 1) => void, enabled = true) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swallowClick = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      if (!enabled || event.pointerType === "mouse") return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step === 0) return;
      swallowClick.current = true;
      window.setTimeout(() => (swallowClick.current = false), 400);
      onStep(step);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
