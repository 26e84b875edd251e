// The image URL scheme (docs/data-model.md "Images"). Every picture of the demo shop is drawn
// in code, so a URL names what to draw; the database stores these rooted paths as image
// references and the media routes render them on request.
//
//   /media/product/{art}/{hex}/{view}.{ext}   product illustration, view 1-4
//   /media/scene/{scene}/{palette}/{n}.{ext}  landscape for banners and pages, n 1-9
//   /media/promo/{art}/{hex}/{scene}.{ext}    product on a landscape (brand promo images)
//   /media/logo/{hex}/{name}.{ext}            brand logo; name is the URL-encoded brand name
//   /media/swatch/{hex}.{ext}                 colour swatch
//   /media/upload/{folder}/{digest}.{ext}     a picture staff uploaded (upload-store.ts)
import { PRODUCT_ARTS, type ProductArt } from "./art/product-art";
import { PALETTES, SCENES, type Palette, type Scene } from "./art/landscape";

export { PRODUCT_ARTS, PALETTES, SCENES, type ProductArt, type Palette, type Scene };

export const IMAGE_FORMATS = ["webp", "png", "jpg", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export type MediaSpec =
  | { kind: "product"; art: ProductArt; hex: string; view: number }
  | { kind: "scene"; scene: Scene; palette: Palette; n: number }
  | { kind: "promo"; art: ProductArt; hex: string; scene: Scene }
  | { kind: "logo"; hex: string; name: string }
  | { kind: "swatch"; hex: string }
  | { kind: "upload"; folder: "banner" | "review"; digest: string };

export const PRODUCT_VIEWS = 4;
const MAX_LOGO_NAME = 40;
const HEX = /^[0-9a-f]{6}$/;

const normaliseHex = (hex: string) => hex.replace(/^#/, "").toLowerCase();

export const productImagePath = (art: ProductArt, hex: string, view = 1, ext: ImageFormat = "webp") =>
  `/media/product/${art}/${normaliseHex(hex)}/${view}.${ext}`;
export const sceneImagePath = (scene: Scene, palette: Palette, n = 1, ext: ImageFormat = "jpg") =>
  `/media/scene/${scene}/${palette}/${n}.${ext}`;
export const promoImagePath = (art: ProductArt, hex: string, scene: Scene, ext: ImageFormat = "jpg") =>
  `/media/promo/${art}/${normaliseHex(hex)}/${scene}.${ext}`;
export const logoImagePath = (name: string, hex: string, ext: ImageFormat = "png") =>
  `/media/logo/${normaliseHex(hex)}/${encodeURIComponent(name)}.${ext}`;
export const swatchImagePath = (hex: string, ext: ImageFormat = "png") => `/media/swatch/${normaliseHex(hex)}.${ext}`;

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** Parses the part after /media/; null when the path names no picture we can draw. */
export function parseMediaPath(path: string): { spec: MediaSpec; format: ImageFormat } | null {
  const match = /^(.+)\.([a-z]+)$/.exec(path);
  if (!match || !isOneOf(IMAGE_FORMATS, match[2])) return null;
  const format = match[2];
  const [kind, ...rest] = (match[1] as string).split("/");
  const spec = parseSegments(kind, rest);
  return spec ? { spec, format } : null;
}

function parseSegments(kind: string | undefined, parts: string[]): MediaSpec | null {
  const [a, b, c] = parts;
  switch (kind) {
    case "product": {
      const view = Number(c);
      if (parts.length !== 3 || !isOneOf(PRODUCT_ARTS, a) || !HEX.test(b ?? "")) return null;
      return Number.isInteger(view) && view >= 1 && view <= PRODUCT_VIEWS && c === String(view)
        ? { kind, art: a, hex: b as string, view }
        : null;
    }
    case "scene": {
      const n = Number(c);
      if (parts.length !== 3 || !isOneOf(SCENES, a) || !isOneOf(PALETTES, b)) return null;
      return /^[1-9]$/.test(c ?? "") ? { kind, scene: a, palette: b, n } : null;
    }
    case "promo":
      if (parts.length !== 3 || !isOneOf(PRODUCT_ARTS, a) || !HEX.test(b ?? "") || !isOneOf(SCENES, c)) return null;
      return { kind, art: a, hex: b as string, scene: c };
    case "logo": {
      if (parts.length !== 2 || !HEX.test(a ?? "")) return null;
      const name = safeDecode(b ?? "");
      if (!name || name.length > MAX_LOGO_NAME || !/^[\p{L}\p{N} &.'’-]+$/u.test(name)) return null;
      return { kind, hex: a as string, name };
    }
    case "swatch":
      return parts.length === 1 && HEX.test(a ?? "") ? { kind, hex: a as string } : null;
    case "upload":
      return parts.length === 2 && (a === "banner" || a === "review") && /^[0-9a-f]{32}$/.test(b ?? "") ? { kind, folder: a, digest: b as string } : null;
    default:
      return null;
  }
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
