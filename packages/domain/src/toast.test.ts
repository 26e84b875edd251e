import { describe, expect, it } from "vitest";
import { createToast, TOAST_FADE_MS, type Toast } from "./toast";

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
