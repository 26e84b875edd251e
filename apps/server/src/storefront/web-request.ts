// Bridges Fastify's Node request/reply and the Fetch API Request/Response that
// React Router's request handler speaks.
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyReply, FastifyRequest } from "fastify";
import { toFetchHeaders } from "../http/headers";

/**
 * `https`: the shop's public address is https (PUBLIC_URL), so the page is rendered as https
 * whatever reached this process (a proxy that sends no X-Forwarded-Proto, TRUST_PROXY off): the
 * cookies it sets are `Secure` and its links are https.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, opts: { https?: boolean } = {}): Request {
  // request.host and request.protocol honour X-Forwarded-* only when TRUST_PROXY is on.
  const protocol = opts.https ? "https" : request.protocol;
  const url = new URL(request.url, `${protocol}://${request.host || "localhost"}`);
  const headers = toFetchHeaders(request.headers);
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (request.method !== "GET" && request.method !== "HEAD" && request.body instanceof Buffer) {
    init.body = request.body;
  }
  return new Request(url, init);
}

export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
