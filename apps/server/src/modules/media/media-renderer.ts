// Draws a media spec and encodes it with sharp at the requested size (spec 01 §9: card
// images 320 px wide, social image 1200x630; spec 02 §2: brand promo 720x480 cropped).
import sharp from "sharp";
import { buildDocument, toSvg } from "./art/documents";
import type { ImageFormat, MediaSpec } from "./media-paths";

export type Fit = "cover" | "contain";

export interface RenderRequest {
  spec: MediaSpec;
  format: ImageFormat;
  width?: number;
  height?: number;
  fit: Fit;
}

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/** Scale at which to rasterise the SVG so the later resize only ever shrinks or crops a little. */
function rasterScale(natural: { width: number; height: number }, req: RenderRequest): number {
  const sx = req.width ? req.width / natural.width : undefined;
  const sy = req.height ? req.height / natural.height : undefined;
  if (sx !== undefined && sy !== undefined) return req.fit === "cover" ? Math.max(sx, sy) : Math.min(sx, sy);
  return sx ?? sy ?? 1;
}

/** Resizes and encodes a stored upload (already upright, without metadata, opaque). */
export async function renderUpload(source: Buffer, req: Omit<RenderRequest, "spec">): Promise<Buffer> {
  let image = sharp(source);
  if (req.width || req.height) image = image.resize({ width: req.width, height: req.height, fit: req.width && req.height ? req.fit : "inside", position: "centre", withoutEnlargement: !(req.width && req.height) });
  switch (req.format) {
    case "webp":
      return image.webp({ quality: 82, effort: 4 }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 7 }).toBuffer();
    default:
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}

export async function renderImage(req: RenderRequest): Promise<Buffer> {
  const spec = req.spec;
  if (spec.kind === "upload") throw new Error("An upload is rendered from its stored file (renderUpload).");
  const doc = buildDocument(spec);
  const scale = rasterScale(doc, req);
  const rasterWidth = Math.max(1, Math.ceil(doc.width * scale));
  const rasterHeight = Math.max(1, Math.ceil(doc.height * scale));
  const keepAlpha = doc.transparent && req.format !== "jpg" && req.format !== "jpeg";
  const background = keepAlpha ? { r: 255, g: 255, b: 255, alpha: 0 } : { r: 255, g: 255, b: 255, alpha: 1 };

  let image = sharp(Buffer.from(toSvg(doc, rasterWidth, rasterHeight)), { density: 72 });
  if (req.width || req.height) {
    image = image.resize({
      width: req.width ?? (req.height ? undefined : rasterWidth),
      height: req.height,
      fit: req.width && req.height ? req.fit : "inside",
      position: "centre",
      background,
    });
  }
  if (!keepAlpha) image = image.flatten({ background: "#ffffff" });
  switch (req.format) {
    case "webp":
      return image.webp({ quality: 82, effort: 4 }).toBuffer();
    case "png":
      return image.png({ compressionLevel: 7 }).toBuffer();
    default:
      return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  }
}
