// The error handler when an answer has already begun: a streamed body that fails after its
// headers were set (the storefront's rendered pages, media) and a client that closed the
// connection before the handler failed. Neither may make the handler send JSON on top.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable, Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { badRequest, registerErrorHandling } from "./errors";

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
}

function appWithLog(): { app: FastifyInstance; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level: "info", stream } });
  registerErrorHandling(app);
  return { app, lines };
}

const invalidPayload = (lines: LogLine[]) => lines.filter((line) => JSON.stringify(line).includes("invalid type"));

/** A body stream that fails before its first byte, like an aborted page render. */
function failingBody(): Readable {
  return new Readable({
    read() {
      this.destroy(new Error("render failed"));
    },
  });
}

let open: FastifyInstance | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

describe("the error handler", () => {
  it("answers a streamed HTML body that fails before its first byte with the JSON 500", async () => {
    const { app, lines } = appWithLog();
    open = app;
    app.get("/page/", (_request, reply) => reply.type("text/html; charset=utf-8").header("content-disposition", "inline").send(failingBody()));
    const res = await app.inject({ url: "/page/" });
    expect(res.statusCode).toBe(500);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toBeUndefined();
    expect(res.json()).toEqual({ detail: "An unexpected error has occurred. Try again later.", code: "internal" });
    expect(invalidPayload(lines)).toEqual([]);
    expect(lines.filter((line) => line.msg === "unhandled error").map((line) => line.err?.message)).toEqual(["render failed"]);
  });

  it("answers a 400 as JSON even when the route had chosen another content type", async () => {
    const { app, lines } = appWithLog();
    open = app;
    app.get("/csv/", (_request, reply) => {
      reply.type("text/csv");
      reply.raw.setHeader("content-type", "text/csv");
      throw badRequest({ from: ["Invalid date"] });
    });
    const res = await app.inject({ url: "/csv/" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json()).toEqual({ errors: { from: ["Invalid date"] } });
    expect(invalidPayload(lines)).toEqual([]);
  });

  it("answers a posted body's 400 over a real connection (a read request body is no closed client)", async () => {
    const { app, lines } = appWithLog();
    open = app;
    app.post("/form/", () => {
      throw badRequest({ email: ["Required"] });
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const res = await fetch(`${address}/form/`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: "x" }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { email: ["Required"] } });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("cuts an answer that fails after its first bytes instead of adding JSON to it", async () => {
    const { app, lines } = appWithLog();
    open = app;
    app.get("/half/", (_request, reply) => {
      reply.raw.writeHead(200, { "content-type": "text/plain" });
      reply.raw.write("the first half");
      throw new Error("second half failed");
    });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    // The client never gets a complete answer: the connection is cut.
    await expect(fetch(`${address}/half/`).then((res) => res.text())).rejects.toThrow();
    expect(invalidPayload(lines)).toEqual([]);
    expect(lines.filter((line) => line.msg === "the answer failed after it had begun").map((line) => line.err?.message)).toEqual(["second half failed"]);
  });

  it("sends nothing and logs no failure when the client has already closed the connection", async () => {
    const { app, lines } = appWithLog();
    open = app;
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get("/slow/", async (request, reply) => {
      reply.type("text/html; charset=utf-8");
      started();
      // The page's render is aborted by the closed connection, then fails.
      if (!reply.raw.destroyed) await once(reply.raw, "close");
      throw new Error("The operation was aborted");
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const client = http.get({ host: "127.0.0.1", port, path: "/slow/" });
    client.on("error", () => {});
    await handlerStarted;
    client.destroy();
    await expect.poll(() => lines.some((line) => line.msg === "the client closed the connection before the answer")).toBe(true);
    expect(invalidPayload(lines)).toEqual([]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
