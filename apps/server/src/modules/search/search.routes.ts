// Search calls (docs/search.md): GET /api/search/ (results for /search/) and
// GET /api/search/suggest/ (the header box as the shopper types).
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { searchQuerySchema, searchResponseSchema, searchSuggestQuerySchema, searchSuggestResponseSchema } from "@polku/domain";
import { createVersionReader } from "../../lib/cache-version";
import { EncodedBody, etagOf, sendEncoded } from "../../lib/encoded-body";
import { createResponseCache } from "../../lib/response-cache";
import { createSearchService } from "./search.service";
import { route } from "../../http/contract";

const CACHE_CONTROL = "public, max-age=60";
/**
 * Result pages kept as JSON bytes with their compressed forms (a 1,000-item result is about
 * 1.7 MB of JSON, 100 KB in brotli): a repeated search is sent without serialising or
 * compressing again. Bounded by bytes, dropped when the catalogue changes, rebuilt after 60 s.
 */
export const SEARCH_CACHE_MAX_BYTES = 64 * 1024 * 1024;
const SEARCH_CACHE_TTL_MS = 60_000;

export async function searchRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createSearchService(opts.db);
  app.addHook("onClose", async () => service.close());
  const bodies = createResponseCache<EncodedBody>({
    name: "search",
    maxBytes: SEARCH_CACHE_MAX_BYTES,
    ttlMs: SEARCH_CACHE_TTL_MS,
    version: createVersionReader(opts.db, "catalogue"),
  });

  route(app, {
    method: "GET",
    url: "/api/search/",
    tag: "Search",
    summary: "Search results for a query",
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema },
  }, { compress: false }, async (request, reply, io) => {
    const { q, language, taxAreaId } = io.query();
    const body = await bodies.get(`${language}:${taxAreaId}:${q}`, async () => {
      const json = Buffer.from(JSON.stringify(io.output(await service.search(q, language, taxAreaId))));
      return new EncodedBody(json, etagOf(json), "cached", () => bodies.trim());
    });
    reply.header("cache-control", CACHE_CONTROL);
    return sendEncoded(request, reply, { etag: body.etag, body: () => body, conditional: true });
  });

  route(app, {
    method: "GET",
    url: "/api/search/suggest/",
    tag: "Search",
    summary: "Suggestions as the shopper types",
    query: searchSuggestQuerySchema,
    responses: { 200: searchSuggestResponseSchema },
  }, async (request, reply, io) => {
    const { q, language } = io.query();
    const body = await service.suggest(q, language);
    reply.header("cache-control", CACHE_CONTROL);
    return io.output(body);
  });
}
