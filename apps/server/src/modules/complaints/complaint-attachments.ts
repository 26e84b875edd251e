// Complaint attachments (docs/complaints.md "Attachments"): each uploaded part is streamed to a
// temporary file under the attachment folder (outside the public media), counting its bytes, so
// no file is held in memory; the type is decided by the content (sharp reads images, a PDF starts
// with "%PDF-"), never by the name or the declared type; photos are re-encoded as JPEG by sharp,
// which drops EXIF, GPS and every other metadata (orientation applied first). Anything else is
// refused and deleted.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";

export type StoredFile = { storageKey: string; contentType: "image/jpeg" | "application/pdf"; size: number };

/** The upload passed its byte limit: the part's own 15 MB or what is left of the 50 MB. */
export class UploadTooLarge extends Error {
  constructor(readonly which: "file" | "total") {
    super(`upload too large (${which})`);
  }
}
export class UploadWrongType extends Error {}

const IMAGE_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Decoding limit: a 15 MB file may not expand into a bomb of pixels. */
const MAX_PIXELS = 60_000_000;

export function attachmentStore(dir: string) {
  const ready = mkdir(dir, { recursive: true });
  const fileOf = (key: string) => path.join(dir, path.basename(key));

  return {
    fileOf,

    /**
     * Streams a part to a temporary file; stops with UploadTooLarge as soon as more than
     * `fileLimit` or `totalLeft` bytes have come. The file is removed on any failure.
     */
    async receive(stream: Readable, limits: { fileLimit: number; totalLeft: number }): Promise<{ tempPath: string; size: number }> {
      await ready;
      const tempPath = path.join(dir, `incoming-${randomUUID()}`);
      let size = 0;
      let over: "file" | "total" | null = null;
      // Past a limit the rest of the part is read and dropped (never written), so the request
      // stays readable and the form can be answered with a field error.
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (!over && size > limits.fileLimit) over = "file";
          if (!over && size > limits.totalLeft) over = "total";
          done(null, over ? undefined : chunk);
        },
      });
      try {
        await pipeline(stream, counter, createWriteStream(tempPath, { flags: "wx", mode: 0o600 }));
        // @fastify/multipart stops a part at its own fileSize limit and marks it truncated.
        if (!over && (stream as Readable & { truncated?: boolean }).truncated) over = "file";
        if (over) throw new UploadTooLarge(over);
        return { tempPath, size };
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    /** Decides the type by content, re-encodes photos without metadata, and keeps the file under a random key. */
    async finalise(tempPath: string): Promise<StoredFile> {
      try {
        const key = randomUUID();
        const target = fileOf(key);
        if (await startsWithPdf(tempPath)) {
          await rename(tempPath, target);
          return { storageKey: key, contentType: "application/pdf", size: (await stat(target)).size };
        }
        let format: string | undefined;
        try {
          format = (await sharp(tempPath, { limitInputPixels: MAX_PIXELS }).metadata()).format;
        } catch {
          format = undefined;
        }
        if (!format || !IMAGE_FORMATS.has(format)) throw new UploadWrongType();
        try {
          // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata).
          await sharp(tempPath, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width: 3000, height: 3000, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 85, mozjpeg: true }).toFile(target);
        } catch {
          await rm(target, { force: true });
          throw new UploadWrongType();
        }
        return { storageKey: key, contentType: "image/jpeg", size: (await stat(target)).size };
      } finally {
        await rm(tempPath, { force: true });
      }
    },

    async remove(keys: readonly string[]): Promise<void> {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
  };
}
export type AttachmentStore = ReturnType<typeof attachmentStore>;

async function startsWithPdf(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(5);
    const { bytesRead } = await handle.read(head, 0, 5, 0);
    return bytesRead === 5 && head.toString("latin1") === "%PDF-";
  } finally {
    await handle.close();
  }
}
