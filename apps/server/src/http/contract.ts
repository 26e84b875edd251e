// Route contracts (docs/api.md "Contracts and the OpenAPI document"): every /api route is
// registered through `route()` with a declaration of its method, path, input schemas, response
// schemas by status, summary and tag. The handler parses its input through the same declaration
// (`io.query()`, `io.body()`, `io.params()`) and checks its answer with `io.output()`, so the
// zod schema the handler uses is the one /api/openapi.json describes: there is no second copy.
// Parsing stays where the handler asks for it, so the order of checks (login before input) and
// with it every status code and error body is what it was before contracts.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { AdminRole } from "@polku/domain/admin/common";
import type { z } from "zod";
import { output, parseInput } from "./validate";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A response described by more than a JSON schema: another media type, or no body. */
export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  /** Default application/json when there is a schema; several for a file sent as it was stored. */
  contentType?: string | string[];
}
export type ResponseEntry = z.ZodType | ResponseSpec;

/** Who may call the route: anyone (default), a logged-in customer, staff, or an admin. */
export type RouteAuth = "none" | "customer" | "staff" | "admin";

export interface RouteContract<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Partial<Record<number, ResponseEntry>> = Partial<Record<number, ResponseEntry>>,
> {
  method: HttpMethod;
  /** Fastify's pattern, `:name` for a parameter. */
  url: string;
  /** One line for the API reference. */
  summary: string;
  description?: string;
  /** The reference's group, one per module. */
  tag: string;
  auth?: RouteAuth;
  /** The body's media type: JSON (default), or a multipart form whose fields the body schema reads. */
  bodyType?: "application/json" | "multipart/form-data" | "application/x-www-form-urlencoded";
  params?: P;
  query?: Q;
  body?: B;
  /** By status. Error answers not listed here are described by the document's default error body. */
  responses: R;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRouteContract = RouteContract<any, any, any, any>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's contract (http/contract.ts), read by the OpenAPI document. */
    contract?: AnyRouteContract;
    /** The role an admin route needs (the admin door, modules/admin-core/admin-api.ts); staff when
     * unset. `route()` sets it from the contract's `auth`, so a route states its role once. */
    adminRole?: AdminRole;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type SchemaOf<E> = E extends z.ZodType ? E : E extends { schema: infer S extends z.ZodType } ? S : never;
type DefaultSuccess<R> = R extends { 200: infer E } ? SchemaOf<E> : R extends { 201: infer E } ? SchemaOf<E> : R extends { 202: infer E } ? SchemaOf<E> : never;

/** The handler's view of its contract: parsing and response checking by the declared schemas. */
export interface RouteIO<C extends AnyRouteContract> {
  /** The path parameters; invalid ones are a 400 with field errors, or the error `orElse` makes (a 404). */
  params(orElse?: () => Error): Out<C["params"]>;
  /** The query string; invalid: 400 with field errors. */
  query(): Out<C["query"]>;
  /** The JSON body; invalid: 400 with field errors. */
  body(): Out<C["body"]>;
  /** The body's (or a multipart form's fields') parse result, for a route that words its own errors. */
  safeBody(input?: unknown): z.ZodSafeParseResult<Out<C["body"]>>;
  /** Any other input (a multipart form's fields) read by the body's schema. */
  bodyFrom(input: unknown): Out<C["body"]>;
  /** The answer checked against the 200 (else 201, else 202) response schema outside production. */
  output(body: z.input<DefaultSuccess<C["responses"]>>): z.output<DefaultSuccess<C["responses"]>>;
  /** The answer checked against the schema of the given status. */
  outputFor<S extends keyof C["responses"] & number>(status: S, body: z.input<SchemaOf<C["responses"][S]>>): z.output<SchemaOf<C["responses"][S]>>;
}

export type ApiHandler<C extends AnyRouteContract> = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, io: RouteIO<C>) => unknown;

/** Declares a contract; the identity, for type inference. */
export function contract<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Partial<Record<number, ResponseEntry>> = Partial<Record<number, ResponseEntry>>,
>(c: RouteContract<P, Q, B, R>): RouteContract<P, Q, B, R> {
  return c;
}

export function responseSchema(entry: ResponseEntry | undefined): z.ZodType | undefined {
  if (!entry) return undefined;
  return "safeParse" in entry ? (entry as z.ZodType) : (entry as ResponseSpec).schema;
}

/** What parsing reads of a request: Fastify's, or the storefront's in-process call (http/in-process.ts). */
export interface RequestInput {
  params: unknown;
  query: unknown;
  body?: unknown;
}

export function ioFor<C extends AnyRouteContract>(c: C, request: RequestInput): RouteIO<C> {
  const need = (schema: z.ZodType | undefined, part: string): z.ZodType => {
    if (!schema) throw new Error(`The contract of ${c.method} ${c.url} declares no ${part}`);
    return schema;
  };
  const success = () => {
    const schema = responseSchema(c.responses[200]) ?? responseSchema(c.responses[201]) ?? responseSchema(c.responses[202]);
    if (!schema) throw new Error(`The contract of ${c.method} ${c.url} declares no 200, 201 or 202 response schema`);
    return schema;
  };
  return {
    params(orElse) {
      const schema = need(c.params, "params");
      if (!orElse) return parseInput(schema, request.params);
      const result = schema.safeParse(request.params ?? {});
      if (!result.success) throw orElse();
      return result.data;
    },
    query: () => parseInput(need(c.query, "query"), request.query),
    body: () => parseInput(need(c.body, "body"), request.body),
    safeBody: (...input: unknown[]) => need(c.body, "body").safeParse((input.length ? input[0] : request.body) ?? {}),
    bodyFrom: (input) => parseInput(need(c.body, "body"), input),
    output: (body) => output(success(), body),
    outputFor: (status, body) => {
      const schema = responseSchema(c.responses[status]);
      if (!schema) throw new Error(`The contract of ${c.method} ${c.url} declares no ${status} response schema`);
      return output(schema, body);
    },
  } as RouteIO<C>;
}

/**
 * Registers `handler` for the contract's method and path, with the contract in the route's config;
 * a contract whose `auth` is "admin" also gives the route the admin role the admin door checks.
 */
export function route<C extends AnyRouteContract>(app: FastifyInstance, c: C, handler: ApiHandler<C>): void;
export function route<C extends AnyRouteContract>(app: FastifyInstance, c: C, options: RouteShorthandOptions, handler: ApiHandler<C>): void;
export function route<C extends AnyRouteContract>(
  app: FastifyInstance,
  c: C,
  optionsOrHandler: RouteShorthandOptions | ApiHandler<C>,
  maybeHandler?: ApiHandler<C>,
): void {
  const options = typeof optionsOrHandler === "function" ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === "function" ? optionsOrHandler : maybeHandler!;
  app.route({
    ...options,
    method: c.method,
    url: c.url,
    config: { ...options.config, contract: c, ...(c.auth === "admin" ? { adminRole: "admin" as const } : {}) },
    handler(request, reply) {
      return handler.call(this, request, reply, ioFor(c, request));
    },
  });
}
