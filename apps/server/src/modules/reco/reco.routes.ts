// The recommendation service's calls (docs/recommendations.md): GET /recoApi/v2 in the shape
// of the external personalisation host (spec 02 §7), and POST /api/events/ for the signals the
// storefront reports.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { recoEventSchema, recoQuerySchema, recoResponseSchema } from "@polku/domain";
import { badRequest } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import type { MemoCache } from "../../lib/memo-cache";
import { isPublicModelId } from "./reco.repository";
import { createRecoService } from "./reco.service";
import { recordShopperSignal } from "./reco.signals";
import { route } from "../../http/contract";

export const RECO_API_PATH = "/recoApi/v2";

export async function recoRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  const service = createRecoService(opts.db, opts.cache);

  app.get(RECO_API_PATH, async (request, reply) => {
    const { context } = parseInput(recoQuerySchema, request.query);
    const ids = await service.recommend(context);
    reply.header("cache-control", "public, max-age=60");
    return output(recoResponseSchema, { data: ids.map((id) => ({ id })) });
  });

  route(app, {
    method: "POST",
    url: "/api/events/",
    tag: "Recommendations",
    summary: "Record a shopper's view or cart event for recommendations",
    body: recoEventSchema,
    responses: { 204: { description: "No content" } },
  }, async (request, reply, io) => {
    const event = io.body();
    if (!(await isPublicModelId(opts.db, event.modelId))) throw badRequest({ modelId: ["Unknown product model."] });
    await recordShopperSignal(opts.db, event.modelId, event.type);
    return reply.status(204).send();
  });
}
