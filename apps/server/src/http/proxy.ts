// When the storefront runs apart from the API (SERVE=web), the browser still calls /api/ and
// /media/ on the storefront's host: pass those through to API_URL.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance } from "fastify";
import { toFetchHeaders } from "./headers";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

export async function proxyRoutes(app: FastifyInstance, opts: { apiUrl: string }): Promise<void> {
  const base = opts.apiUrl.replace(/\/$/, "");
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
  for (const prefix of ["/api/*", "/media/*", "/builds/meta/*", "/healthz", "/readyz"]) {
    app.all(prefix, async (request, reply) => {
      const headers = toFetchHeaders(request.headers, HOP_BY_HOP);
      headers.set("x-forwarded-for", request.ip);
      const upstream = await fetch(`${base}${request.url}`, {
        method: request.method,
        headers,
        body: request.body instanceof Buffer ? request.body : undefined,
        redirect: "manual",
      });
      reply.status(upstream.status);
      upstream.headers.forEach((value, name) => {
        if (!HOP_BY_HOP.has(name) && name !== "content-encoding") reply.header(name, value);
      });
      return reply.send(upstream.body ? Readable.fromWeb(upstream.body as NodeReadableStream) : undefined);
    });
  }
}
