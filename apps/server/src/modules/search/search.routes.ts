// Search calls (docs/search.md): GET /api/search/ (results for /search/) and
// GET /api/search/suggest/ (the header box as the shopper types).
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { searchQuerySchema, searchResponseSchema, searchSuggestQuerySchema, searchSuggestResponseSchema } from "@polku/domain";
import { output, parseInput } from "../../http/validate";
import { createSearchService } from "./search.service";

const CACHE_CONTROL = "public, max-age=60";

export async function searchRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createSearchService(opts.db);

  app.get("/api/search/", async (request, reply) => {
    const { q, language, taxAreaId } = parseInput(searchQuerySchema, request.query);
    const body = await service.search(q, language, taxAreaId);
    reply.header("cache-control", CACHE_CONTROL);
    return output(searchResponseSchema, body);
  });

  app.get("/api/search/suggest/", async (request, reply) => {
    const { q, language } = parseInput(searchSuggestQuerySchema, request.query);
    const body = await service.suggest(q, language);
    reply.header("cache-control", CACHE_CONTROL);
    return output(searchSuggestResponseSchema, body);
  });
}
