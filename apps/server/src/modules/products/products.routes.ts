// Product lists the shell needs now: the newest products on the front page.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { newestQuerySchema, newestResponseSchema } from "@polku/domain";
import { sharedGet } from "../../http/in-process";
import { output, parseInput } from "../../http/validate";
import type { MemoCache } from "../../lib/memo-cache";
import { loadListItems, newestModelIds } from "./product-list.repository";

export async function productRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  sharedGet(app, "/api/products/newest/", async (request, reply) => {
    const { language, taxAreaId, limit } = parseInput(newestQuerySchema, request.query);
    const results = await opts.cache.get(`newest:${language}:${taxAreaId}:${limit}`, async () =>
      loadListItems(opts.db, await newestModelIds(opts.db, limit), language, taxAreaId),
    );
    reply.header("cache-control", "public, max-age=60");
    return output(newestResponseSchema, { results });
  });
}
