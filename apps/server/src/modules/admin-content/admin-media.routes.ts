// POST /api/admin/media/banner/ (docs/admin.md "Banner pictures"): staff upload a banner's
// picture; it is checked by its content, cleaned and stored (media/upload-store.ts) and its media
// path answered, which the banner's save then names. The upload changes no object of the shop,
// so it is not audited on its own: the banner save that uses it is.
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { adminBannerPictureFieldsSchema, adminUploadedPictureSchema } from "@polku/domain/admin/content";
import { badRequest } from "../../http/errors";
import { route } from "../../http/contract";
import { readUploadedFile, UPLOAD_MAX_BYTES, UPLOAD_MIN_SIZE, UploadRefused, type UploadStore } from "../media";

const PROBLEMS = {
  missing: "Choose a picture.",
  large: `At most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
  type: "A JPEG, PNG or WebP picture.",
  small: `At least ${UPLOAD_MIN_SIZE.width} × ${UPLOAD_MIN_SIZE.height} pixels.`,
} as const;

export async function adminMediaRoutes(app: FastifyInstance, opts: { uploads: UploadStore }): Promise<void> {
  // Scoped to this plugin: only the upload reads multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 1, fields: 5, fieldSize: 1000, parts: 6, headerPairs: 100 } });

  route(app, {
    method: "POST",
    url: "/api/admin/media/banner/",
    tag: "Admin: content",
    summary: "Upload a banner picture (JPEG, PNG or WebP, at most 8 MB, at least 800 × 300 px); answers its media path",
    auth: "staff",
    bodyType: "multipart/form-data",
    body: adminBannerPictureFieldsSchema,
    responses: { 201: adminUploadedPictureSchema },
  }, async (request, reply, io) => {
    const upload = await readUploadedFile(request, UPLOAD_MAX_BYTES);
    if ("problem" in upload) throw badRequest({ file: [PROBLEMS[upload.problem]] });
    const data = upload.data;
    try {
      const stored = await opts.uploads.save("banner", data);
      return reply.status(201).send(io.output({ image: stored.path, width: stored.width, height: stored.height }));
    } catch (error) {
      if (error instanceof UploadRefused) throw badRequest({ file: [PROBLEMS[error.problem]] });
      throw error;
    }
  });
}
