// The one file of a multipart upload (docs/admin.md "Banner pictures", docs/product-page.md
// "Review photos"): the part named `file`, read whole up to `maxBytes`; every other part is
// drained. A body over the multipart limits is "large"; a body cut off, without its boundary or
// without the part is "missing" (the parser's plain errors would otherwise be a 500).
import type { FastifyRequest } from "fastify";

export type UploadedFile = { data: Buffer } | { problem: "missing" | "large" };

const SIZE_ERRORS = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_FILES_LIMIT", "FST_PARTS_LIMIT"]);

export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) return { problem: "missing" };
  let data: Buffer | null = null;
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") continue;
      if (part.fieldname !== "file" || data || tooLarge) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      if ((part.file as { truncated?: boolean }).truncated || buffer.length > maxBytes) tooLarge = true;
      else data = buffer;
    }
  } catch (error) {
    if (SIZE_ERRORS.has(String((error as { code?: string }).code))) return { problem: "large" };
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    return { problem: "missing" };
  }
  if (tooLarge) return { problem: "large" };
  if (!data || data.length === 0) return { problem: "missing" };
  return { data };
}
