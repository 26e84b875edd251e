import { describe, expect, it } from "vitest";
import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  REVIEW_PHOTOS_TOTAL_MAX_BYTES,
  reviewPhotosMostBytes,
  REVIEW_DIGEST_LIMIT,
  hasMoreReviewPages,
  reviewDigest,
  reviewFit,
  reviewLikes,
  reviewStars,
  showsReviewCount,
  fitToSize,
  fitVerdict,
  reviewFitGroup,
  reviewStarBucket,
} from "./review-rules";

const words = (n: number) => Array.from({ length: n }, (_, i) => `sana${i % 10}`).join(" ");

describe("reviewDigest (spec 02 §5, §9)", () => {
  it("shows a text of up to 300 characters whole", () => {
    const text = "x".repeat(REVIEW_DIGEST_LIMIT);
    expect(reviewDigest(text)).toEqual({ text, cut: false });
    expect(reviewDigest("  Hyvä takki.  ")).toEqual({ text: "Hyvä takki.", cut: false });
  });

  it("cuts a longer text to about 200 characters at a word boundary with an ellipsis", () => {
    const text = words(60); // 60 × 6 − 1 = 359 characters
    const digest = reviewDigest(text);
    expect(digest.cut).toBe(true);
    expect(digest.text.endsWith("…")).toBe(true);
    const shown = digest.text.slice(0, -1);
    expect(shown.length).toBeGreaterThan(160);
    expect(shown.length).toBeLessThanOrEqual(200);
    // Ends on a whole word of the original text.
    expect(text.startsWith(shown)).toBe(true);
    expect(text.charAt(shown.length)).toBe(" ");
  });

  it("drops punctuation left before the cut", () => {
    const text = `${"a".repeat(195)}, ${"b".repeat(200)}`;
    expect(reviewDigest(text).text).toBe(`${"a".repeat(195)}…`);
  });

  it("cuts a text without spaces at 200 characters and never splits an emoji", () => {
    expect(reviewDigest("y".repeat(400)).text).toBe(`${"y".repeat(200)}…`);
    const emoji = "🏔".repeat(301);
    expect(reviewDigest(emoji).text).toBe(`${"🏔".repeat(200)}…`);
  });
});

describe("hasMoreReviewPages (spec 02 §4)", () => {
  it("offers more while a next page exists", () => {
    expect(hasMoreReviewPages(1, 3)).toBe(true);
    expect(hasMoreReviewPages(2, 3)).toBe(true);
    expect(hasMoreReviewPages(3, 3)).toBe(false);
    expect(hasMoreReviewPages(1, 1)).toBe(false);
    expect(hasMoreReviewPages(1, 0)).toBe(false);
  });
});

describe("showsReviewCount (spec 02 §5)", () => {
  it("shows the count only for more than 5 reviews", () => {
    expect(showsReviewCount(0)).toBe(false);
    expect(showsReviewCount(5)).toBe(false);
    expect(showsReviewCount(6)).toBe(true);
  });
});

describe("reviewStars (spec 02 §3)", () => {
  it("is half the 0-10 rating, within 0-5", () => {
    expect(reviewStars(10)).toBe(5);
    expect(reviewStars(7)).toBe(3.5);
    expect(reviewStars(0)).toBe(0);
    expect(reviewStars(12)).toBe(5);
    expect(reviewStars(Number.NaN)).toBe(0);
  });
});

describe("reviewLikes (spec 02 §4)", () => {
  it("is votes up minus votes down", () => {
    expect(reviewLikes({ votes_up: 3, votes_down: 5 })).toBe(-2);
  });
});

describe("reviewFit (spec 02 §3: 2 runs small, 6 true to size, 10 runs large)", () => {
  it("names the fit of the 2-10 scale", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map(reviewFit)).toEqual([
      "small", "small", "slightlySmall", "slightlySmall", "true", "slightlyLarge", "slightlyLarge", "large", "large",
    ]);
    expect(reviewFit(null)).toBeNull();
  });
});

describe("review summary rules (docs/product-page.md \"Review summary\")", () => {
  it("puts every 0-10 rating in one whole-star bucket of the histogram", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(reviewStarBucket)).toEqual([1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
  });

  it("groups fit as runs small (2-5), true to size (6) and runs large (7-10)", () => {
    expect([2, 4, 5, 6, 7, 8, 10, null].map(reviewFitGroup)).toEqual(["small", "small", "small", "true", "large", "large", "large", null]);
  });

  it("stores the writer's fit choice on the 2-10 scale, which reads back as the same choice", () => {
    for (const fit of ["small", "slightlySmall", "true", "slightlyLarge", "large"] as const) expect(reviewFit(fitToSize(fit))).toBe(fit);
    expect(fitToSize(null)).toBeNull();
  });

  it("gives a verdict only with 3 fits or more and a majority", () => {
    expect(fitVerdict({ small: 2, true: 0, large: 0, count: 2 })).toBeNull();
    expect(fitVerdict({ small: 3, true: 1, large: 1, count: 5 })).toBe("small");
    expect(fitVerdict({ small: 2, true: 2, large: 1, count: 5 })).toBeNull();
    expect(fitVerdict({ small: 0, true: 4, large: 0, count: 4 })).toBe("true");
  });
});

describe("review photo limits (spec 02 §9: under 25 MB in all)", () => {
  it("allows 25 MB for a review's photos in all", () => {
    expect(REVIEW_PHOTOS_TOTAL_MAX_BYTES).toBe(25 * 1024 * 1024);
  });

  it("the per-file limit and the count keep a review's uploads within the total", () => {
    expect(reviewPhotosMostBytes()).toBe(REVIEW_PHOTOS_MAX * REVIEW_PHOTO_MAX_BYTES);
    expect(reviewPhotosMostBytes()).toBeLessThanOrEqual(REVIEW_PHOTOS_TOTAL_MAX_BYTES);
  });
});
