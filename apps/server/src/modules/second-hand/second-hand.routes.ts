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
import { listSecondHand, secondHandItem } from "./second-hand.service";
import { secondHandText } from "./second-hand.texts";
import { route } from "../../http/contract";

export async function secondHandRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const languageOf = (query: unknown) => languageCodeSchema.catch("fi").parse((query as Record<string, unknown> | undefined)?.language);

  route(app, {
    method: "GET",
    url: "/api/second-hand/",
    tag: "Second-hand",
    summary: "Second-hand products for sale",
    query: secondHandListQuerySchema,
    responses: { 200: secondHandListResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const query = io.query();
    const answer = await listSecondHand(opts.db, query);
    if (!answer) throw notFound(secondHandText("parent_not_found", query.language), "product_not_found");
    return io.output(answer);
  });

  route(app, {
    method: "GET",
    url: "/api/second-hand/:id/",
    tag: "Second-hand",
    summary: "One second-hand product",
    params: secondHandItemParamsSchema,
    query: secondHandItemQuerySchema,
    responses: { 200: secondHandItemSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const language = languageOf(request.query);
    const { id } = io.params();
    const query = io.query();
    const answer = await secondHandItem(opts.db, id, query.language, query.taxAreaId);
    if (answer.kind === "unknown") throw notFound(secondHandText("not_found", language), "second_hand_not_found");
    if (answer.kind === "sold") throw new HttpError(410, "second_hand_sold", secondHandText("sold", language));
    return io.output(answer.item);
  });
}
