// Pictures staff upload (docs/admin.md "Banner pictures"): the type is decided by the content
// (sharp reads it), never by the name or the declared type; the picture is turned upright,
// shrunk to at most 3000 px a side and re-encoded as JPEG, which drops EXIF, GPS and every other
// metadata; the file is named by the digest of what is stored, so a path is forever the same
// bytes and the media route can serve its sizes as immutable. Files live under
// DATA_DIR/uploads/{folder}/; the media route renders /media/upload/{folder}/{digest}.{ext} from them.
import { createHash, randomBytes } from "node:crypto";
import { access, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import { REVIEW_PHOTO_MIN_SIDE } from "@polku/domain";

export const UPLOAD_FOLDERS = ["banner", "review"] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** A banner is shown across the page: smaller pictures would be blurred. */
export const UPLOAD_MIN_SIZE = { width: 800, height: 300 };
/**
 * Per folder: the smallest picture taken and the longest side kept. Shoppers' review photos
 * (docs/product-page.md "Review photos") are shown at most 1200 px wide, so 2000 px is enough.
 */
export const FOLDER_RULES: Record<UploadFolder, { minWidth: number; minHeight: number; maxSide: number }> = {
  banner: { minWidth: UPLOAD_MIN_SIZE.width, minHeight: UPLOAD_MIN_SIZE.height, maxSide: 3000 },
  review: { minWidth: REVIEW_PHOTO_MIN_SIDE, minHeight: REVIEW_PHOTO_MIN_SIDE, maxSide: 2000 },
};
/** Decoding limit: an 8 MB file may not expand into a bomb of pixels. */
const MAX_PIXELS = 50_000_000;
const FORMATS = new Set(["jpeg", "png", "webp"]);

export type UploadProblem = "type" | "small";
export class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload refused: ${problem}`);
  }
}

export function uploadImagePath(folder: UploadFolder, digest: string): string {
  return `/media/upload/${folder}/${digest}.jpg`;
}

export function uploadStore(dir: string) {
  const fileOf = (folder: UploadFolder, digest: string) => path.join(dir, folder, `${digest}.jpg`);
  return {
    /** Checks, cleans and stores a picture; returns its media path and size. */
    async save(folder: UploadFolder, input: Buffer): Promise<{ path: string; width: number; height: number }> {
      let meta: Metadata;
      try {
        meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
      } catch {
        throw new UploadRefused("type");
      }
      if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) throw new UploadRefused("type");
      // Orientation 5-8 swaps the sides once the picture is turned upright.
      const turned = (meta.orientation ?? 1) >= 5;
      const width = turned ? meta.height : meta.width;
      const height = turned ? meta.width : meta.height;
      const rules = FOLDER_RULES[folder];
      if (width < rules.minWidth || height < rules.minHeight) throw new UploadRefused("small");
      let stored: { data: Buffer; info: OutputInfo };
      try {
        stored = await sharp(input, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: rules.maxSide, height: rules.maxSide, fit: "inside", withoutEnlargement: true })
          .flatten({ background: "#ffffff" })
          .jpeg({ quality: 88, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw new UploadRefused("type");
      }
      const digest = createHash("sha256").update(stored.data).digest("hex").slice(0, 32);
      const file = fileOf(folder, digest);
      await mkdir(path.dirname(file), { recursive: true });
      // Two saves of the same picture at once each write their own temporary file.
      const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temp, stored.data, { mode: 0o644 });
      await rename(temp, file);
      return { path: uploadImagePath(folder, digest), width: stored.info.width, height: stored.info.height };
    },

    /** Whether a media path names a picture stored in the folder. */
    async has(folder: UploadFolder, mediaPath: string): Promise<boolean> {
      const match = new RegExp(`^/media/upload/${folder}/([0-9a-f]{32})\\.jpg$`).exec(mediaPath);
      if (!match) return false;
      try {
        await access(fileOf(folder, match[1]!));
        return true;
      } catch {
        return false;
      }
    },

    /** The stored picture, or null when there is none. */
    async read(folder: UploadFolder, digest: string): Promise<Buffer | null> {
      try {
        return await readFile(fileOf(folder, digest));
      } catch {
        return null;
      }
    },
  };
}
export type UploadStore = ReturnType<typeof uploadStore>;
