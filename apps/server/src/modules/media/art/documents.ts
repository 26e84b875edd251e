// Whole SVG documents per media spec, at their natural size. The renderer scales them by
// setting width and height while the viewBox stays, so librsvg draws crisply at any size.
import type { MediaSpec } from "../media-paths";
import { artColours, mix } from "./colour";
import { drawScene } from "./landscape";
import { LOGO_SIZE, drawLogo } from "./logo";
import { ART_SCENE, drawProduct, type ProductArt } from "./product-art";

export interface SvgDocument {
  width: number;
  height: number;
  /** True when the picture has transparent areas worth keeping in PNG and WebP. */
  transparent: boolean;
  body: string;
}

const PRODUCT = 1000;

function productView(art: ProductArt, hex: string, view: number): string {
  const colours = artColours(hex);
  const drawing = drawProduct(art, colours);
  const shadow = `<ellipse cx="500" cy="930" rx="330" ry="28" fill="#000000" fill-opacity="0.08"/>`;
  switch (view) {
    case 2: // mirrored, on a tint of its own colour
      return `<rect width="1000" height="1000" fill="${mix(colours.main, "#ffffff", 0.86)}"/>${shadow}<g transform="translate(1000 0) scale(-1 1)">${drawing}</g>`;
    case 3: // detail
      return `<rect width="1000" height="1000" fill="#eeeeea"/><g transform="translate(500 500) scale(1.75) translate(-520 -420)">${drawing}</g>`;
    case 4: // in the landscape it is made for
      return `${drawScene(ART_SCENE[art], "day", 3, 1000, 1000)}<g transform="translate(170 250) scale(0.66)">${drawing}</g>`;
    default:
      return `<rect width="1000" height="1000" fill="#f5f5f2"/>${shadow}${drawing}`;
  }
}

export function buildDocument(spec: Exclude<MediaSpec, { kind: "upload" }>): SvgDocument {
  switch (spec.kind) {
    case "product":
      return { width: PRODUCT, height: PRODUCT, transparent: false, body: productView(spec.art, spec.hex, spec.view) };
    case "scene":
      return { width: 1920, height: 800, transparent: false, body: drawScene(spec.scene, spec.palette, spec.n, 1920, 800) };
    case "promo":
      return {
        width: 1200,
        height: 800,
        transparent: false,
        body: `${drawScene(spec.scene, "day", 1, 1200, 800)}<g transform="translate(560 180) scale(0.6)">${drawProduct(spec.art, artColours(spec.hex))}</g>`,
      };
    case "logo":
      return { ...LOGO_SIZE, transparent: true, body: drawLogo(spec.name, spec.hex) };
    case "swatch":
      return { width: 64, height: 64, transparent: true, body: `<circle cx="32" cy="32" r="29" fill="#${spec.hex}" stroke="#c8c8c4" stroke-width="3"/>` };
  }
}

export function toSvg(doc: SvgDocument, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${doc.width} ${doc.height}" preserveAspectRatio="none">${doc.body}</svg>`;
}
