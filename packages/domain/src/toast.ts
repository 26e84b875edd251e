// Toast notifications (spec 01 §3 Toast, §9): the data and its defaults; the UI renders it.
import { TOAST_DEFAULT_DURATION_MS } from "./constants";

export const TOAST_TYPES = ["success", "error", "info", "warning", "default"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export const TOAST_POSITIONS = [
  "top-right",
  "top-center",
  "top-left",
  "bottom-right",
  "bottom-center",
  "bottom-left",
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** spec 01 §9: the default position is bottom-right, but the app uses top-right. */
export const TOAST_DEFAULT_POSITION: ToastPosition = "top-right";
/** spec 01 §9: fade in and out take 150 ms. */
export const TOAST_FADE_MS = 150;

export interface Toast {
  message: string;
  type: ToastType;
  position: ToastPosition;
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  duration: number;
  dismissible: boolean;
  /** Wait for the toasts before it instead of showing at once. */
  queue: boolean;
  pauseOnHover: boolean;
}

export type ToastInput = string | ({ message: string } & Partial<Omit<Toast, "message">>);

/**
 * A toast with the app's defaults (spec 01 §9): type default, top-right, 3000 ms, dismissible,
 * not queued, paused while hovered. Unknown types and positions fall back to the defaults; a
 * negative or non-finite duration counts as the default.
 */
export function createToast(input: ToastInput): Toast {
  const given = typeof input === "string" ? { message: input } : input;
  const duration = given.duration;
  return {
    message: given.message,
    type: given.type && TOAST_TYPES.includes(given.type) ? given.type : "default",
    position: given.position && TOAST_POSITIONS.includes(given.position) ? given.position : TOAST_DEFAULT_POSITION,
    duration: duration !== undefined && Number.isFinite(duration) && duration >= 0 ? duration : TOAST_DEFAULT_DURATION_MS,
    dismissible: given.dismissible ?? true,
    queue: given.queue ?? false,
    pauseOnHover: given.pauseOnHover ?? true,
  };
}

/**
 * The toasts on screen now, in the order given (spec 01 §3 Toast.queue): a toast that is not
 * queued shows at once; a queued toast waits until every toast given before it at the same
 * position has gone (a second queued message follows the first one, not beside it).
 */
export function toastsOnScreen<T extends Pick<Toast, "position" | "queue">>(toasts: readonly T[]): T[] {
  const seen = new Set<ToastPosition>();
  const shown: T[] = [];
  for (const toast of toasts) {
    if (!toast.queue || !seen.has(toast.position)) shown.push(toast);
    seen.add(toast.position);
  }
  return shown;
}

/** The toasts on screen by position (spec 01 §3 Toast.position), only the positions in use, in TOAST_POSITIONS order. */
export function toastsByPosition<T extends Pick<Toast, "position" | "queue">>(toasts: readonly T[]): [ToastPosition, T[]][] {
  const shown = toastsOnScreen(toasts);
  return TOAST_POSITIONS.map((position) => [position, shown.filter((toast) => toast.position === position)] as [ToastPosition, T[]]).filter(
    ([, list]) => list.length > 0,
  );
}
