// Product lists the shell needs now: the newest products on the front page.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { newestQuerySchema, newestResponseSchema } from "@polku/domain";
import { sharedGet } from "../../http/in-process";
import type { MemoCache } from "../../lib/memo-cache";
import { loadListItems, newestModelIds } from "./product-list.repository";

export async function productRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  sharedGet(app, {
    method: "GET",
    url: "/api/products/newest/",
    tag: "Catalogue",
    summary: "The newest products",
    query: newestQuerySchema,
    responses: { 200: newestResponseSchema },
  }, async (request, reply, io) => {
    const { language, taxAreaId, limit } = io.query();
    const results = await opts.cache.get(`newest:${language}:${taxAreaId}:${limit}`, async () =>
      loadListItems(opts.db, await newestModelIds(opts.db, limit), language, taxAreaId),
    );
    reply.header("cache-control", "public, max-age=60");
    return io.output({ results });
  });
}
