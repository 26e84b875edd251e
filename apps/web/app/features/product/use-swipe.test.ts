import { describe, expect, it } from "vitest";
import { SWIPE_MIN_PX, swipeStep } from "./use-swipe";

describe("swipeStep (docs/product-page.md \"Gallery\")", () => {
  it("moves to the next image on a drag to the left and back on one to the right", () => {
    expect(swipeStep(-SWIPE_MIN_PX, 0)).toBe(1);
    expect(swipeStep(120, 10)).toBe(-1);
  });

  it("ignores short drags and drags more tall than wide (the page's scroll)", () => {
    expect(swipeStep(-(SWIPE_MIN_PX - 1), 0)).toBe(0);
    expect(swipeStep(60, 80)).toBe(0);
    expect(swipeStep(60, 60)).toBe(0);
  });
});
