// The root loader revalidates only when the locale changed (spec 01 §4: the modal's save). The
// modal marks the change here; root.tsx's shouldRevalidate reads and the root clears it.
let pending = false;

export function markLocaleChanged(): void {
  pending = true;
}

export function localeChangePending(): boolean {
  return pending;
}

export function clearLocaleChange(): void {
  pending = false;
}
