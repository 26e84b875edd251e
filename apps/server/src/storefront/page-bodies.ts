// Bodies of page requests (storefront and back office form actions; docs/security.md "Page
// bodies"). Pages take only the two form encodings a browser's form sends, up to what their
// forms need: 64 KiB on the storefront (its largest form, the profile, is a few KiB; complaint
// attachments go to POST /api/complaints/, which streams multipart with its own limits). Another
// content type is 415, a larger body 413, and a form body that does not parse 400, before React
// Router sees the request, so an action never meets a body it cannot read (formData() would
// throw and the page answer 500).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../http/errors";

export const PAGE_BODY_LIMIT = 64 * 1024;
export const FORM_CONTENT_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
export const FORM_UNREADABLE = "The form could not be read.";

/**
 * In a scope of page routes: form bodies only, at most `bodyLimit` bytes (multipart ones at most
 * `multipartLimit`, where a form carries a file), kept as a buffer.
 */
export function acceptFormBodies(scope: FastifyInstance, bodyLimit = PAGE_BODY_LIMIT, multipartLimit = bodyLimit): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer", bodyLimit }, (_request, body, done) => done(null, body));
  scope.addContentTypeParser("multipart/form-data", { parseAs: "buffer", bodyLimit: multipartLimit }, (_request, body, done) => done(null, body));
}

/** Throws 400 when a posted form body does not parse as its content type says. */
export async function assertReadableForm(request: FastifyRequest): Promise<void> {
  if (!(request.body instanceof Buffer)) return;
  const probe = new Request("http://page.invalid/", { method: "POST", headers: { "content-type": String(request.headers["content-type"] ?? "") }, body: request.body });
  try {
    await probe.formData();
  } catch {
    throw new HttpError(400, "invalid_form", FORM_UNREADABLE);
  }
}
