// The sizes the shop shows its pictures at (docs/security.md "Image rendering"). The storefront
// and the back office build every image address with imageUrl() from this table, and the media
// route renders only these sizes (or the picture as drawn, without w and h): any other w, h or fit
// is a 400, so nobody can make the server draw and store pictures at thousands of sizes.
//
// A size used for sharp screens (srcset 2x) has its own entry. Adding a place that shows a
// picture at a new size means adding its entry here.
import { CARD_IMAGE_WIDTH, SOCIAL_IMAGE } from "./meta";

export type ImageFit = "cover" | "contain";

export interface ImageSize {
  /** Width in pixels. */
  w?: number;
  /** Height in pixels; with a width, the picture is fitted into the box by `fit`. */
  h?: number;
  /** How the picture fills a w×h box; cover when unset. */
  fit?: ImageFit;
}

export const IMAGE_SIZES = {
  /** Product card in lists and carousels (spec 01 §9: 320 px), and its 2x. */
  card: { w: CARD_IMAGE_WIDTH },
  card2x: { w: CARD_IMAGE_WIDTH * 2 },
  /** Product page gallery: main picture, its 2x, thumbnails, their 2x, the zoomed picture. */
  galleryMain: { w: 640 },
  galleryMain2x: { w: 1280 },
  galleryThumb: { w: 88 },
  galleryThumb2x: { w: 176 },
  galleryZoom: { w: 1600 },
  /** Cart lines and the added-to-cart modal (96 px), and their 2x. */
  cartLine: { w: 96 },
  cartLine2x: { w: 192 },
  /** Checkout summary and order details (56 px at 2x). */
  orderLine: { w: 112 },
  /** Search suggestions (48 px at 2x, the whole product shown). */
  searchThumb: { w: 96, h: 96, fit: "contain" },
  /** Menu entries (40 px, cropped). */
  menuThumb: { w: 96, h: 96, fit: "cover" },
  /** Review pictures and quotes (80 px at 2x), and a review picture opened. */
  reviewThumb: { w: 160, h: 160, fit: "cover" },
  reviewImage: { w: 1200 },
  /** Size guide table's picture. */
  sizeGuide: { w: 800 },
  /** Front page banners: the first one large, the others smaller. */
  heroPrimary: { w: 1600, h: 900, fit: "cover" },
  heroSecondary: { w: 800, h: 600, fit: "cover" },
  /** Banners on product pages and gift card pictures. */
  banner: { w: 640, h: 360, fit: "cover" },
  /** Brand promotions on group and brand pages. */
  promo: { w: 720, h: 480, fit: "cover" },
  /** Product group cards. */
  groupCard: { w: 480, h: 360, fit: "cover" },
  /** Brand logos in the front page strip and on a brand's page. */
  brandStrip: { w: 240 },
  brandLogo: { w: 400 },
  /** The social preview picture (og:image, meta.ts SOCIAL_IMAGE). */
  social: { w: SOCIAL_IMAGE.width, h: SOCIAL_IMAGE.height, fit: "cover" },
  /** Life outdoors and campaigns: a post's hero, a campaign's hero, their cards in lists. */
  postHero: { w: 1200 },
  campaignHero: { w: 1600 },
  editorialCard: { w: 640 },
  /** Back office lists. */
  adminThumb: { w: 64 },
} as const satisfies Record<string, ImageSize>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** `path` (a /media/… address) at `size`: `?w=…&h=…&fit=…`, the parameters in this order. */
export function imageUrl(path: string, size: ImageSizeName): string {
  const { w, h, fit } = IMAGE_SIZES[size] as ImageSize;
  const params = [w !== undefined ? `w=${w}` : null, h !== undefined ? `h=${h}` : null, fit ? `fit=${fit}` : null].filter(Boolean);
  return params.length > 0 ? `${path}?${params.join("&")}` : path;
}

/** `src` and a `srcSet` of 1x and 2x, for a size with a 2x entry. */
export function imageSrcSet(path: string, size: ImageSizeName, size2x: ImageSizeName): { src: string; srcSet: string } {
  const src = imageUrl(path, size);
  // `src` is the 1x candidate of a srcset without one (HTML's image source selection): not repeated.
  return { src, srcSet: `${imageUrl(path, size2x)} 2x` };
}

const key = (size: ImageSize) => `${size.w ?? ""}x${size.h ?? ""}:${size.fit ?? "cover"}`;
const ALLOWED = new Set(Object.values(IMAGE_SIZES).map((size) => key(size)));

/**
 * Whether the media route may render this size: one of IMAGE_SIZES (an unset fit is cover), or
 * neither width nor height (the picture as drawn, fit unset or cover).
 */
export function isAllowedImageSize(size: ImageSize): boolean {
  if (size.w === undefined && size.h === undefined) return (size.fit ?? "cover") === "cover";
  return ALLOWED.has(key(size));
}
