import { describe, expect, it } from "vitest";
import { createToast, TOAST_FADE_MS, toastsByPosition, toastsOnScreen, type Toast } from "./toast";

describe("createToast (spec 01 §3, §9)", () => {
  it("applies the app's defaults", () => {
    expect(createToast("Tuote lisätty ostoskoriin")).toEqual<Toast>({
      message: "Tuote lisätty ostoskoriin",
      type: "default",
      position: "top-right",
      duration: 3000,
      dismissible: true,
      queue: false,
      pauseOnHover: true,
    });
  });

  it("keeps what the caller gives", () => {
    expect(
      createToast({ message: "Virhe", type: "error", position: "bottom-center", duration: 0, dismissible: false, queue: true }),
    ).toMatchObject({ type: "error", position: "bottom-center", duration: 0, dismissible: false, queue: true });
  });

  it("falls back to the defaults for unusable values", () => {
    const toast = createToast({ message: "x", type: "fatal" as never, position: "middle" as never, duration: -5 });
    expect(toast).toMatchObject({ type: "default", position: "top-right", duration: 3000 });
    expect(createToast({ message: "x", duration: Number.NaN }).duration).toBe(3000);
  });

  it("fades in 150 ms", () => {
    expect(TOAST_FADE_MS).toBe(150);
  });
});

describe("toastsOnScreen and toastsByPosition (spec 01 §3 Toast.position, Toast.queue)", () => {
  const toast = (message: string, extra: Partial<Toast> = {}) => createToast({ message, ...extra });

  it("shows toasts that are not queued at once, side by side", () => {
    const list = [toast("a"), toast("b"), toast("c")];
    expect(toastsOnScreen(list).map((t) => t.message)).toEqual(["a", "b", "c"]);
  });

  it("holds a queued toast back until the toasts before it at its position have gone", () => {
    const a = toast("a");
    const b = toast("b", { queue: true });
    const c = toast("c", { queue: true });
    expect(toastsOnScreen([a, b, c]).map((t) => t.message)).toEqual(["a"]);
    // a has gone: b shows, c still waits for b.
    expect(toastsOnScreen([b, c]).map((t) => t.message)).toEqual(["b"]);
    expect(toastsOnScreen([c]).map((t) => t.message)).toEqual(["c"]);
  });

  it("queues per position: a toast elsewhere on screen does not hold it back", () => {
    const list = [toast("top"), toast("bottom", { position: "bottom-left", queue: true })];
    expect(toastsOnScreen(list).map((t) => t.message)).toEqual(["top", "bottom"]);
  });

  it("a toast that is not queued shows even behind a waiting one", () => {
    const list = [toast("a"), toast("b", { queue: true }), toast("c")];
    expect(toastsOnScreen(list).map((t) => t.message)).toEqual(["a", "c"]);
  });

  it("groups the toasts on screen by position, in a fixed order", () => {
    const list = [toast("1", { position: "bottom-center" }), toast("2"), toast("3", { position: "bottom-center", queue: true }), toast("4", { position: "top-left" })];
    expect(toastsByPosition(list).map(([position, shown]) => [position, shown.map((t) => t.message)])).toEqual([
      ["top-right", ["2"]],
      ["top-left", ["4"]],
      ["bottom-center", ["1"]],
    ]);
  });
});
