// Page scroll lock shared by modals and the mobile menu (spec 01 §2 menu screen, spec 02 §2
// modal base). Counted, so closing one of two overlays keeps the page locked; the CSS rule
// `body[data-scroll-locked]` does the locking (no inline styles).
let holders = 0;

export function lockScroll(): () => void {
  holders += 1;
  document.body.dataset.scrollLocked = "true";
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1);
    if (holders === 0) delete document.body.dataset.scrollLocked;
  };
}
