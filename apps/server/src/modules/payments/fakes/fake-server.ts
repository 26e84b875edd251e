// Test support for the fake provider servers: a Fastify app on a free local port, a log of every
// call with its headers, and the same JSON error shape as the provider's.
import type { AddressInfo } from "node:net";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeServer {
  app: FastifyInstance;
  calls: RecordedCall[];
  url: () => string;
  /** The next `count` requests answer `status` (the provider is down) and change nothing. */
  failNext(count: number, status?: number): void;
  listen(): Promise<string>;
  close(): Promise<void>;
}

export function createFakeServer(): FakeServer {
  const app = Fastify({ logger: false });
  const calls: RecordedCall[] = [];
  let url = "";
  let failing: { count: number; status: number } = { count: 0, status: 503 };
  app.addHook("onRequest", async (_request, reply) => {
    if (failing.count <= 0) return;
    failing.count -= 1;
    return reply.status(failing.status).send({ error_code: "SERVICE_UNAVAILABLE", name: "SERVICE_UNAVAILABLE", message: "Temporarily unavailable" });
  });
  // Bodies are read as text and parsed here, so an empty POST (no body at all) is accepted.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  app.addHook("preHandler", async (request: FastifyRequest) => {
    const text = typeof request.body === "string" ? request.body : "";
    let body: unknown = text;
    if (String(request.headers["content-type"] ?? "").startsWith("application/json") && text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    request.body = body;
    calls.push({ method: request.method, path: request.url.split("?")[0]!, headers: request.headers, body });
  });
  return {
    app,
    calls,
    url: () => url,
    failNext(count, status = 503) {
      failing = { count, status };
    },
    async listen() {
      await app.listen({ port: 0, host: "127.0.0.1" });
      url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      return url;
    },
    close: () => app.close(),
  };
}

/** A stable JSON fingerprint of a body, for "same idempotency key, same request" checks. */
export function fingerprint(body: unknown): string {
  return JSON.stringify(body ?? null);
}
