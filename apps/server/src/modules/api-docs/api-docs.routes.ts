// GET /api/openapi.json (the OpenAPI 3.1 document of every route registered with a contract) and
// GET /api/docs/ (its reference page): docs/api.md "Contracts and the OpenAPI document". Both
// are made once, at the first call, when every route of the application is registered.
import type { FastifyInstance } from "fastify";
import type { AnyRouteContract } from "../../http/contract";
import { route } from "../../http/contract";
import { REFERENCE_CSP, renderApiReference } from "./api-reference";
import { buildOpenApiDocument, type DocumentInfo, type OpenApiDocument } from "./openapi";

export interface ApiDocsOptions {
  /** The contracts of the registered routes, read at the first call. */
  contracts: () => readonly AnyRouteContract[];
  info: DocumentInfo;
}

export async function apiDocsRoutes(app: FastifyInstance, opts: ApiDocsOptions): Promise<void> {
  let made: { doc: OpenApiDocument; json: string; html: string } | null = null;
  const document = () => {
    if (!made) {
      const doc = buildOpenApiDocument(opts.contracts(), opts.info);
      made = { doc, json: JSON.stringify(doc), html: renderApiReference(doc) };
    }
    return made;
  };

  route(app, {
    method: "GET",
    url: "/api/openapi.json",
    tag: "API reference",
    summary: "This document: every API route's input and answers (OpenAPI 3.1)",
    responses: { 200: { description: "The OpenAPI document", contentType: "application/json" } },
  }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return reply.type("application/json; charset=utf-8").send(document().json);
  });

  route(app, {
    method: "GET",
    url: "/api/docs/",
    tag: "API reference",
    summary: "The API reference as a web page, made from the OpenAPI document",
    responses: { 200: { description: "The reference page", contentType: "text/html" } },
  }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    reply.header("content-security-policy", REFERENCE_CSP);
    return reply.type("text/html; charset=utf-8").send(document().html);
  });
}
