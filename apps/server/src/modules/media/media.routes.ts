// GET /media/* : generated product pictures, landscapes, logos and swatches (URL scheme in
// media-paths.ts). Query w, h (1-2000 px) and fit=cover|contain, only in the combinations the
// shop uses (IMAGE_SIZES in the domain, which the storefront builds its addresses from), or none
// for the picture as drawn; the extension picks WebP, PNG or JPEG. A URL always yields the same
// bytes, so responses are immutable for a year.
import { createHash } from "node:crypto";
import { isAllowedImageSize } from "@polku/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MediaCache } from "./media-cache";
import { parseMediaPath } from "./media-paths";
import { CONTENT_TYPES, renderImage, renderUpload } from "./media-renderer";
import type { UploadStore } from "./upload-store";

/** Bump when drawings change, so ETags and disk-cache entries of old pictures stop matching. */
const RENDER_VERSION = "1";
export const MAX_IMAGE_SIZE = 2000;
const CACHE_CONTROL = "public, max-age=31536000, immutable";

const size = z.coerce
  .number({ error: "Must be a whole number of pixels." })
  .int("Must be a whole number of pixels.")
  .min(1, "Must be at least 1.")
  .max(MAX_IMAGE_SIZE, `Must be at most ${MAX_IMAGE_SIZE}.`);

const querySchema = z.strictObject({
  w: size.optional(),
  h: size.optional(),
  fit: z.enum(["cover", "contain"], { error: "Must be cover or contain." }).optional(),
});

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "query")];
    for (const key of keys) (errors[key] ??= []).push(issue.code === "unrecognized_keys" ? "Unknown parameter." : issue.message);
  }
  return errors;
}

/** If-None-Match may list several tags, weak ones included (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** The answer to a size the shop does not use (docs/security.md "Image rendering"). */
export const UNKNOWN_SIZE = "Not one of the shop's image sizes.";

export interface MediaRoutesOptions {
  /** Folder for rendered images that survives restarts, e.g. "<DATA_DIR>/media-cache". */
  cacheDir?: string;
  /** Memory cache bound in bytes; default 64 MB. */
  maxCacheBytes?: number;
  /** Bound of the folder in bytes (least recently used files go first); unbounded when unset. */
  maxDiskBytes?: number;
  /** Pictures staff uploaded (/media/upload/…); none: those paths are 404. */
  uploads?: UploadStore;
}

export async function mediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions): Promise<void> {
  const cache = new MediaCache({ maxBytes: opts.maxCacheBytes ?? 64 * 1024 * 1024, dir: opts.cacheDir, maxDiskBytes: opts.maxDiskBytes });

  app.get("/media/*", async (request, reply) => {
    const path = (request.params as { "*": string })["*"];
    const parsedPath = parseMediaPath(path);
    if (!parsedPath) return reply.code(404).send({ detail: "Image not found", code: "not_found" });

    const query = querySchema.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ errors: fieldErrors(query.error) });
    const { w, h } = query.data;
    // Only the sizes the shop shows: any other would be a new render and a new file per request.
    if (!isAllowedImageSize(query.data)) return reply.code(400).send({ errors: { size: [UNKNOWN_SIZE] } });
    const fit = query.data.fit ?? "cover";

    const key = createHash("sha256").update(`${RENDER_VERSION}|${path}|${w ?? ""}|${h ?? ""}|${fit}`).digest("hex").slice(0, 40);
    const etag = `"${key}"`;
    // Pictures may be shown by other sites and mail readers (order e-mails, feeds).
    reply.header("cache-control", CACHE_CONTROL).header("etag", etag).header("cross-origin-resource-policy", "cross-origin");
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();

    const spec = parsedPath.spec;
    if (spec.kind === "upload") {
      // The stored original is read only when this size is not in the cache yet.
      const body = await cache
        .getOrCreate(`${key}.${parsedPath.format}`, async () => {
          const source = await opts.uploads?.read(spec.folder, spec.digest);
          if (!source) throw new UploadMissing();
          return renderUpload(source, { format: parsedPath.format, width: w, height: h, fit });
        })
        .catch((error: unknown) => {
          if (error instanceof UploadMissing) return null;
          throw error;
        });
      if (!body) return reply.code(404).header("cache-control", "no-store").send({ detail: "Image not found", code: "not_found" });
      return reply.type(CONTENT_TYPES[parsedPath.format]).send(body);
    }
    const body = await cache.getOrCreate(`${key}.${parsedPath.format}`, () =>
      renderImage({ spec, format: parsedPath.format, width: w, height: h, fit }),
    );
    return reply.type(CONTENT_TYPES[parsedPath.format]).send(body);
  });
}

/** An upload address whose picture is not stored (never was, or the folder was not shared). */
class UploadMissing extends Error {}
