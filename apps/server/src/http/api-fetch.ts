// How the storefront's loaders reach the API: in one process through Fastify's inject (no
// socket, no serialisation beyond JSON), or over HTTP when the storefront runs apart.
import { isIP } from "node:net";
import type { FastifyInstance } from "fastify";
import type { ApiFetch } from "../storefront/storefront";
import { toFetchHeaders } from "./headers";

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function injectApiFetch(app: FastifyInstance): ApiFetch {
  return async (path, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    // The storefront names the shopper's address (its own request.ip) in X-Forwarded-For; in one
    // process it becomes the injected request's address, so the API needs to trust no header.
    const shopper = headers["x-forwarded-for"]?.split(",")[0]?.trim();
    delete headers["x-forwarded-for"];
    const response = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: path,
      headers,
      ...(shopper && isIP(shopper) ? { remoteAddress: shopper } : {}),
      // Text (JSON) or bytes (a multipart form the back office built, with its boundary in the content type).
      payload: typeof init.body === "string" ? init.body : init.body instanceof Uint8Array ? Buffer.from(init.body) : undefined,
    });
    const responseHeaders = toFetchHeaders(response.headers);
    const body = NULL_BODY_STATUSES.has(response.statusCode) ? null : new Uint8Array(response.rawPayload);
    return new Response(body, { status: response.statusCode, headers: responseHeaders });
  };
}

export function httpApiFetch(apiUrl: string): ApiFetch {
  const base = apiUrl.replace(/\/$/, "");
  return (path, init) => fetch(`${base}${path}`, init);
}
