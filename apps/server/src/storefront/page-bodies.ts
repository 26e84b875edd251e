// Bodies of page requests (storefront and back office form actions; docs/security.md "Page
// bodies"), up to what their forms need: 64 KiB on the storefront (its largest form, the profile,
// is a few KiB; complaint attachments go to POST /api/complaints/, which streams multipart with
// its own limits). A larger body is 413 before it is read.
import type { FastifyInstance } from "fastify";

export const PAGE_BODY_LIMIT = 64 * 1024;

/** In a scope of page routes: bodies of at most `bodyLimit` bytes, kept as a buffer. */
export function acceptFormBodies(scope: FastifyInstance, bodyLimit = PAGE_BODY_LIMIT): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit }, (_request, body, done) => done(null, body));
}
