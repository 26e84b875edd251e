// Toasts (spec 01 §3, §9): top-right unless the toast names another position, 3000 ms, 150 ms
// fade, announced through aria-live. A queued toast waits for the ones before it at its position
// (the domain's toastsOnScreen); its time on screen starts when it shows.
import { TOAST_FADE_MS, createToast, toastsByPosition, type Toast, type ToastInput } from "@polku/domain";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { CloseIcon } from "./icons";
import styles from "./toast.module.css";

interface ShownToast extends Toast {
  id: number;
  leaving: boolean;
}

type ShowToast = (input: ToastInput) => void;
const ToastContext = createContext<ShowToast>(() => {});

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    window.setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_FADE_MS);
  }, []);

  const show = useCallback<ShowToast>((input) => {
    const toast = { ...createToast(input), id: nextId.current++, leaving: false };
    setToasts((list) => [...list, toast]);
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  const t = useT();
  // The live region is always in the page so that screen readers pick up what is added to it;
  // each position in use is a list of its own, placed at its corner or edge.
  return (
    <section aria-label={t("toast.region")}>
      <div aria-live="polite" aria-relevant="additions">
        {toastsByPosition(toasts).map(([position, shown]) => (
          <ol key={position} className={styles.list} data-position={position}>
            {shown.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
            ))}
          </ol>
        ))}
      </div>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (toast.duration === 0 || paused || toast.leaving) return;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.duration, toast.id, toast.leaving, paused, onDismiss]);

  return (
    <li
      className={styles.toast}
      data-type={toast.type}
      data-leaving={toast.leaving || undefined}
      role={toast.type === "error" ? "alert" : "status"}
      onMouseEnter={() => toast.pauseOnHover && setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <span className={styles.message}>{toast.message}</span>
      {toast.dismissible ? (
        <button type="button" className={styles.dismiss} onClick={() => onDismiss(toast.id)} aria-label={t("toast.close")}>
          <CloseIcon />
        </button>
      ) : null}
    </li>
  );
}
