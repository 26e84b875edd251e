// spec 01 §2: swiping right goes back one level (spec 02 §9: swipe threshold 30 px).
import { useEffect, type RefObject } from "react";

export const SWIPE_MIN_PX = 30;

/** A mostly horizontal move to the right of at least SWIPE_MIN_PX. */
export function isSwipeRight(dx: number, dy: number): boolean {
  return dx >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5;
}

export function useSwipeBack(ref: RefObject<HTMLElement | null>, onBack: (() => void) | null): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !onBack) return;
    let start: { x: number; y: number } | null = null;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start = touch ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (start && touch && isSwipeRight(touch.clientX - start.x, touch.clientY - start.y)) onBack();
      start = null;
    };
    element.addEventListener("touchstart", onStart, { passive: true });
    element.addEventListener("touchend", onEnd, { passive: true });
    return () => {
      element.removeEventListener("touchstart", onStart);
      element.removeEventListener("touchend", onEnd);
    };
  }, [ref, onBack]);
}
