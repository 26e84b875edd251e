// The API called in the same process without HTTP (docs/decisions/004-in-process-api.md). A GET
// route registered with `sharedGet` runs one handler for both: Fastify's request, and the
// storefront's server render, which calls the handler with the query parsed from the same URL
// and gets the answer as a value (no light-my-request, no JSON text to write and parse again).
// The handler validates its query with the route's zod schema either way, and the storefront's
// client checks the answer with the contract's response schema either way.
import type { FastifyInstance } from "fastify";
import { ioFor, route, type AnyRouteContract, type RouteIO } from "./contract";
import type { AuthenticatedCustomer } from "./authentication";
import { HttpError } from "./errors";

/** What a shared handler may read of its request: Fastify's request has all of it. */
export interface ApiRequest {
  query: unknown;
  params: unknown;
  headers: Record<string, string | string[] | undefined>;
  customer: AuthenticatedCustomer | null;
}

/** What a shared handler may do with its reply: Fastify's reply has all of it. */
export interface ApiReply {
  header(name: string, value: string): unknown;
  code(statusCode: number): unknown;
  type(contentType: string): unknown;
  send(payload?: unknown): unknown;
}

export type SharedHandler = (request: ApiRequest, reply: ApiReply) => Promise<unknown>;
/** A shared handler with its contract's parsing (http/contract.ts). */
export type SharedContractHandler<C extends AnyRouteContract> = (request: ApiRequest, reply: ApiReply, io: RouteIO<C>) => Promise<unknown>;

/**
 * An in-process answer: the value the route would serialise, or the JSON text it already holds
 * (null for a 304), with the ETag when the route gives one.
 */
export type InProcessAnswer = ({ status: number; body: unknown } | { status: number; json: string }) & { etag?: string };

export type InProcessCall = (path: string, init?: RequestInit) => Promise<InProcessAnswer | undefined>;

declare module "fastify" {
  interface FastifyInstance {
    /** The shared GET routes, callable in-process (decorated by buildApp). */
    inProcessRoutes: InProcessRoutes;
  }
}

export class InProcessRoutes {
  private readonly exact = new Map<string, SharedHandler>();
  private readonly prefixed: { prefix: string; handler: SharedHandler }[] = [];

  add(url: string, handler: SharedHandler): void {
    if (url.endsWith("*")) this.prefixed.push({ prefix: url.slice(0, -1), handler });
    else this.exact.set(url, handler);
  }

  private find(pathname: string): { handler: SharedHandler; params: Record<string, string> } | undefined {
    const handler = this.exact.get(pathname);
    if (handler) return { handler, params: {} };
    for (const route of this.prefixed) {
      if (pathname.startsWith(route.prefix) && pathname.length > route.prefix.length) {
        return { handler: route.handler, params: { "*": decodeURIComponent(pathname.slice(route.prefix.length)) } };
      }
    }
    return undefined;
  }

  /**
   * Calls the route of `path` in-process, or answers undefined when the call must go through
   * HTTP: not a shared GET route, a customer's call (authentication belongs to the HTTP hooks),
   * or a failure other than the API's own error answers (the HTTP path logs it and answers it).
   */
  call: InProcessCall = async (path, init) => {
    if ((init?.method ?? "GET").toUpperCase() !== "GET") return undefined;
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    if (headers.authorization) return undefined;
    const queryAt = path.indexOf("?");
    const pathname = queryAt < 0 ? path : path.slice(0, queryAt);
    const route = this.find(pathname);
    if (!route) return undefined;
    const query: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(queryAt < 0 ? "" : path.slice(queryAt + 1))) {
      const previous = query[name];
      query[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    let sent: { payload: unknown } | null = null;
    let status = 200;
    let etag: string | undefined;
    const reply: ApiReply = {
      header: (name, value) => {
        if (name.toLowerCase() === "etag") etag = value;
        return reply;
      },
      code: (statusCode) => {
        status = statusCode;
        return reply;
      },
      type: () => reply,
      send: (payload) => {
        sent = { payload };
        return reply;
      },
    };
    try {
      const value = await route.handler({ query, params: route.params, headers, customer: null }, reply);
      const payload = sent ? (sent as { payload: unknown }).payload : value;
      const tag = etag === undefined ? {} : { etag };
      if (typeof payload === "string") return { status, json: payload, ...tag };
      if (payload instanceof Uint8Array) return { status, json: Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength).toString("utf8"), ...tag };
      return { status, body: status === 304 ? null : payload, ...tag };
    } catch (error) {
      if (error instanceof HttpError) return { status: error.statusCode, body: error.body() };
      return undefined;
    }
  };
}

/** Registers a GET route for HTTP and for in-process calls, both parsing by the route's contract. */
export function sharedGet<C extends AnyRouteContract>(app: FastifyInstance, c: C, handler: SharedContractHandler<C>): void {
  if (c.method !== "GET") throw new Error(`A shared route is a GET route: ${c.method} ${c.url}`);
  route(app, c, (request, reply, io) => handler(request, reply, io));
  app.inProcessRoutes.add(c.url, (request, reply) => handler(request, reply, ioFor(c, request)));
}
