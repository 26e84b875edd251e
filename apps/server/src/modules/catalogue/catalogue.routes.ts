// Catalogue calls (spec 02 §7): the product group by path, the brand by slug and the product
// model list of a group (with its descendant groups) or a brand, by GET with an lz-string
// compressed query object or by POST with the same object as JSON.
import type { FastifyInstance } from "fastify";
import LZString from "lz-string";
import type { Database } from "@polku/db";
import {
  inputSafetyIssues,
  brandQuerySchema,
  manufacturerSchema,
  productGroupQuerySchema,
  productGroupResponseSchema,
  productModelListGetQuerySchema, productModelListResponseSchema,
  productModelListQuerySchema,
  type ProductModelListQuery,
} from "@polku/domain";
import { sharedGet } from "../../http/in-process";
import { badRequest, fieldErrorsFrom } from "../../http/errors";
import { createVersionReader } from "../../lib/cache-version";
import { matchesEtag } from "../../lib/accept-encoding";
import { sendEncoded } from "../../lib/encoded-body";
import type { MemoCache } from "../../lib/memo-cache";
import { createResponseCache } from "../../lib/response-cache";
import { createCatalogueService } from "./catalogue.service";
import type { ListBody } from "./list-body";
import { contract, ioFor, route } from "../../http/contract";

const CACHE_CONTROL = "public, max-age=60";
/**
 * Memory for cached lists: a 10,000-model group takes about 18 MB (17 MB JSON, 0.6 MB brotli,
 * 1 MB gzip), so this holds the busiest groups of a large catalogue in a few languages.
 */
export const LIST_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** Lists older than this are rebuilt in the background while the old one is still served. */
const LIST_CACHE_TTL_MS = 60_000;

/** Decodes the GET form's `q`; every failure is a field error on `q` (nested ones as `q.source…`). */
export function decodeListQuery(q: string): ProductModelListQuery {
  let json: string | null;
  try {
    json = LZString.decompressFromEncodedURIComponent(q);
  } catch {
    json = null;
  }
  if (!json) throw badRequest({ q: ["The query could not be decompressed."] });
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest({ q: ["The query is not valid JSON."] });
  }
  const unsafe = inputSafetyIssues(value);
  if (unsafe.length > 0) throw badRequest(Object.fromEntries(unsafe.map((issue) => [["q", ...issue.path].join("."), [issue.message]])));
  const result = productModelListQuerySchema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrorsFrom(result.error);
    throw badRequest(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === "__all__" ? "q" : `q.${key}`, messages])));
  }
  return result.data;
}

export async function catalogueRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  const lists = createResponseCache<ListBody>({
    name: "product-list",
    maxBytes: LIST_CACHE_MAX_BYTES,
    ttlMs: LIST_CACHE_TTL_MS,
    version: createVersionReader(opts.db, "catalogue"),
  });
  const service = createCatalogueService(opts.db, opts.cache, lists);

  sharedGet(app, {
    method: "GET",
    url: "/api/products/productgroup/",
    tag: "Catalogue",
    summary: "A product group page's group by its address",
    query: productGroupQuerySchema,
    responses: { 200: productGroupResponseSchema },
  }, async (request, reply, io) => {
    const { path, language } = io.query();
    const group = await service.productGroup(path, language);
    reply.header("cache-control", CACHE_CONTROL);
    return io.output([group]);
  });

  sharedGet(app, {
    method: "GET",
    url: "/api/brand/",
    tag: "Catalogue",
    summary: "A brand page's brand by its slug",
    query: brandQuerySchema,
    responses: { 200: manufacturerSchema },
  }, async (request, reply, io) => {
    const { slug, language } = io.query();
    const brand = await service.manufacturer(slug, language);
    reply.header("cache-control", CACHE_CONTROL);
    return io.output(brand);
  });

  // The list bodies are compressed once and cached compressed (lib/encoded-body.ts), so the
  // global compression stays out of these two routes.
  const listGet = contract({
    method: "GET",
    url: "/api/products/productmodellist/",
    tag: "Catalogue",
    summary: "A product list (group, brand, search or campaign) by a compressed query",
    query: productModelListGetQuerySchema,
    responses: { 200: productModelListResponseSchema, 304: { description: "Not modified: the list is the one the If-None-Match header names" } },
  });
  route(app, listGet, { compress: false }, async (request, reply, io) => {
    const { q } = io.query();
    const answer = await service.productModelList(decodeListQuery(q));
    reply.header("cache-control", CACHE_CONTROL);
    return sendEncoded(request, reply, { ...answer, conditional: true });
  });

  // The server render's call of the same GET (decision 004): the same query schema and service,
  // the cached identity bytes, or 304 when the render's copy is still current.
  app.inProcessRoutes.add("/api/products/productmodellist/", async (request, reply) => {
    const { q } = ioFor(listGet, request).query();
    const answer = await service.productModelList(decodeListQuery(q));
    reply.header("etag", answer.etag);
    if (matchesEtag(request.headers["if-none-match"], answer.etag)) {
      reply.code(304);
      return reply.send();
    }
    return reply.send((await answer.body()).identity);
  });

  route(app, {
    method: "POST",
    url: "/api/products/productmodellist/",
    tag: "Catalogue",
    summary: "A product list (group, brand, search or campaign) by a JSON query",
    body: productModelListQuerySchema,
    responses: { 200: productModelListResponseSchema },
  }, { compress: false }, async (request, reply, io) => {
    const query = io.body();
    const answer = await service.productModelList(query);
    return sendEncoded(request, reply, { ...answer, conditional: false });
  });
}
