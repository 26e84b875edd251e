// Modal base (spec 02 §2): role=dialog, aria-modal, focus trap, Escape closes, a press AND
// release on the backdrop closes (a text selection dragged out of the dialog does not), page
// scroll locked while open, header/main/footer areas (plain divs: a dialog must not add
// a second banner or main landmark), position center or right.
import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useT } from "../../lib/i18n";
import { lockScroll } from "../../lib/scroll-lock";
import { CloseIcon } from "./icons";
import styles from "./modal.module.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** center or right (spec 02 §2); left is the mobile menu panel. */
  position?: "center" | "right" | "left";
  width?: "default" | "wide";
  /** Element to focus first; defaults to the first focusable element in the main area. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** Extra class for the dialog box. */
  className?: string;
}

export function Modal({ title, onClose, children, footer, position = "center", width = "default", initialFocus, className }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const dialog = dialogRef.current;
    const first = initialFocus?.current ?? dialog?.querySelector<HTMLElement>(`[data-modal-main] ${FOCUSABLE}`) ?? dialog;
    first?.focus();
    return () => {
      unlock();
      opener?.focus(); // back where the user was
    };
  }, [initialFocus]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  if (typeof document === "undefined") return null;
  return createPortal(
    <div
      className={styles.backdrop}
      data-position={position}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onPointerUp={(event) => {
        if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        className={[styles.dialog, className].filter(Boolean).join(" ")}
        data-position={position}
        data-width={width}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => onCloseRef.current()} aria-label={t("modal.close")}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.main} data-modal-main>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
