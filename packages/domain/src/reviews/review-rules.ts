// Review display rules (spec 02 §4 "Review vote", §5 "Product page display rules", §9). No zod:
// the product page's script uses these (the API's review contract is api/reviews.ts).

/** spec 02 §9: the product page asks for 10 reviews a page; other clients may ask for up to 50. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_PAGE_SIZE_MAX = 50;
/** A page number beyond any real list; larger numbers are a client error, not a query. */
export const REVIEW_PAGE_MAX = 100_000;

/** spec 02 §9: a review's text longer than this is shown as a digest with 'Read more'. */
export const REVIEW_DIGEST_LIMIT = 300;
/** spec 02 §9: the digest shows about this many characters. */
export const REVIEW_DIGEST_LENGTH = 200;
/** A word boundary is looked for this far back from the digest length; past it the word is cut. */
const WORD_BOUNDARY_REACH = 40;
/** spec 02 §5: the review count text is shown only for more reviews than this. */
export const REVIEW_COUNT_TEXT_MIN = 5;

export interface ReviewDigest {
  /** The text to show folded: the whole text, or its first ~200 characters and an ellipsis. */
  text: string;
  /** True when the text was cut, so 'Read more' is offered. */
  cut: boolean;
}

/**
 * spec 02 §5: text over 300 characters is cut to about 200 at a word boundary. The cut is made at
 * the last white space at or before character 200 (within 40 characters of it); a text with no
 * space there (a long URL) is cut at 200. Trailing punctuation before the cut is dropped and an
 * ellipsis added. Lengths count code points, so an emoji is never split.
 */
export function reviewDigest(comment: string): ReviewDigest {
  const text = comment.trim();
  const chars = Array.from(text);
  if (chars.length <= REVIEW_DIGEST_LIMIT) return { text, cut: false };
  let end = REVIEW_DIGEST_LENGTH;
  for (let i = REVIEW_DIGEST_LENGTH; i >= REVIEW_DIGEST_LENGTH - WORD_BOUNDARY_REACH; i--) {
    if (/\s/u.test(chars[i] ?? "")) {
      end = i;
      break;
    }
  }
  const head = chars.slice(0, end).join("").replace(/[\s,.;:!?–—-]+$/u, "");
  return { text: `${head}…`, cut: true };
}

/**
 * spec 02 §4: "more pages are offered while the page number minus max_pages is below 2".
 * Read literally (page − max_pages < 2) it is still true on the last page and the one after it,
 * so it would offer 'Show more' that loads nothing. We read it as its purpose: more is offered
 * while a next page exists, i.e. the last page loaded (counted from 1, as the API counts) is
 * below max_pages. The API answers a page past the end with empty results, so a client that
 * follows the literal rule still works.
 */
export function hasMoreReviewPages(loadedPage: number, maxPages: number): boolean {
  return loadedPage < maxPages;
}

/** spec 02 §5: 'Reviews (n)' shows its count only for more than 5 reviews. */
export function showsReviewCount(count: number): boolean {
  return count > REVIEW_COUNT_TEXT_MIN;
}

/** spec 02 §3: a review's 0-10 rating is shown as stars = rating / 2 (whole ratings: half steps). */
export function reviewStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(5, Math.max(0, rating / 2));
}

/** spec 02 §4: the likes order is votes up minus votes down. */
export function reviewLikes(review: { votes_up: number; votes_down: number }): number {
  return review.votes_up - review.votes_down;
}

export type ReviewFit = "small" | "slightlySmall" | "true" | "slightlyLarge" | "large";

/** spec 02 §3: fit ("size") on a 2-10 scale, 6 true to size; null when the review has none. */
export function reviewFit(size: number | null | undefined): ReviewFit | null {
  if (size === null || size === undefined || !Number.isFinite(size)) return null;
  if (size <= 3) return "small";
  if (size <= 5) return "slightlySmall";
  if (size < 7) return "true";
  if (size < 9) return "slightlyLarge";
  return "large";
}

/** Fit in three groups for the summary: runs small (2-5), true to size (6), runs large (7-10). */
export function reviewFitGroup(size: number | null | undefined): "small" | "true" | "large" | null {
  const fit = reviewFit(size);
  if (fit === null) return null;
  if (fit === "small" || fit === "slightlySmall") return "small";
  return fit === "true" ? "true" : "large";
}

const FIT_SIZES: Record<ReviewFit, number> = { small: 2, slightlySmall: 4, true: 6, slightlyLarge: 8, large: 10 };

/** The writer's fit choice on the spec's 2-10 scale; null when none was given. */
export function fitToSize(fit: ReviewFit | null | undefined): number | null {
  return fit ? FIT_SIZES[fit] : null;
}

/**
 * The fit summary's verdict: the group most reviews with a fit chose, when at least 3 gave one
 * and it holds a majority over the other two together; otherwise null (no verdict).
 */
export function fitVerdict(fit: { small: number; true: number; large: number; count: number }): "small" | "true" | "large" | null {
  if (fit.count < 3) return null;
  const groups = (["small", "true", "large"] as const).map((g) => [g, fit[g]] as const).sort((a, b) => b[1] - a[1]);
  const [top] = groups;
  return top && top[1] * 2 > fit.count ? top[0] : null;
}

/** The histogram's whole star of a 0-10 rating: half stars round down, and below 1 counts as 1. */
export function reviewStarBucket(rating: number): number {
  return Math.min(5, Math.max(1, Math.floor(rating / 2)));
}

// Writing a review (docs/product-page.md "Writing a review"): the limits and the message keys of
// the field errors, shared by the API's contract (api/reviews.ts) and the product page's form.
export const REVIEW_NAME_MIN = 2;
export const REVIEW_NAME_MAX = 40;
export const REVIEW_COMMENT_MIN = 20;
export const REVIEW_COMMENT_MAX = 3000;

export const reviewWriteErrorKeys = [
  "ratingRequired",
  "nameTooShort",
  "nameTooLong",
  "commentTooShort",
  "commentTooLong",
  "fitInvalid",
  "modelRequired",
  "alreadyReviewed",
  "photosTooMany",
  "photoInvalid",
  "photoMissing",
  "photoTooLarge",
  "photoType",
  "photoTooSmall",
] as const;
export type ReviewWriteErrorKey = (typeof reviewWriteErrorKeys)[number];

/** The writer's fit choice; stored on the spec's 2-10 scale (fitToSize). */
export const reviewFitChoices = ["small", "slightlySmall", "true", "slightlyLarge", "large"] as const;
export type ReviewFitChoice = (typeof reviewFitChoices)[number];

// Review photos (docs/product-page.md "Review photos"): a writer attaches up to 3 pictures, each
// uploaded first (POST /api/product_reviews/photos/) and then named in the review by its path.
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/**
 * spec 02 §9 (the dictionary): images of one review under 25 MB in all. The API holds it by the
 * per-file limit and the count: REVIEW_PHOTOS_MAX uploads of at most REVIEW_PHOTO_MAX_BYTES each
 * stay within it (review-rules.test.ts pins that).
 */
export const REVIEW_PHOTOS_TOTAL_MAX_BYTES = 25 * 1024 * 1024;
/** The most a review's photos can weigh before upload, by the per-file limit and the count. */
export const reviewPhotosMostBytes = (): number => REVIEW_PHOTOS_MAX * REVIEW_PHOTO_MAX_BYTES;
/** Smaller pictures say nothing a shopper could see. */
export const REVIEW_PHOTO_MIN_SIDE = 200;
/** The path an uploaded review photo has (media/upload-store.ts names files by their digest). */
export const REVIEW_PHOTO_PATH = /^\/media\/upload\/review\/[0-9a-f]{32}\.jpg$/;
export const REVIEW_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
