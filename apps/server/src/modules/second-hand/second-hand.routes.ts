// Second-hand calls (docs/second-hand.md):
//   GET /api/second-hand/?language=&taxAreaId=&parent=&group=&brand=&size=&condition=&price_min=&price_max=&sort=
//   GET /api/second-hand/{id}/?language=&taxAreaId=   404 unknown, 410 sold
// Never cached anywhere (no-store): a sold item must disappear from every answer at once.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  languageCodeSchema, secondHandItemParamsSchema, secondHandItemQuerySchema, secondHandItemSchema, secondHandListQuerySchema, secondHandListResponseSchema,
} from "@polku/domain";
import { HttpError, notFound } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import { listSecondHand, secondHandItem } from "./second-hand.service";
import { secondHandText } from "./second-hand.texts";

export async function secondHandRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const languageOf = (query: unknown) => languageCodeSchema.catch("fi").parse((query as Record<string, unknown> | undefined)?.language);

  app.get("/api/second-hand/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const query = parseInput(secondHandListQuerySchema, request.query);
    const answer = await listSecondHand(opts.db, query);
    if (!answer) throw notFound(secondHandText("parent_not_found", query.language), "product_not_found");
    return output(secondHandListResponseSchema, answer);
  });

  app.get("/api/second-hand/:id/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const language = languageOf(request.query);
    const { id } = parseInput(secondHandItemParamsSchema, request.params);
    const query = parseInput(secondHandItemQuerySchema, request.query);
    const answer = await secondHandItem(opts.db, id, query.language, query.taxAreaId);
    if (answer.kind === "unknown") throw notFound(secondHandText("not_found", language), "second_hand_not_found");
    if (answer.kind === "sold") throw new HttpError(410, "second_hand_sold", secondHandText("sold", language));
    return output(secondHandItemSchema, answer.item);
  });
}
