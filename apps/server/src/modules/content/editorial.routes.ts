// Editorial calls (docs/content.md "Life outdoors", "Campaigns", "FAQ"): zod in and out. They are
// registered by the content module, whose hook sends GET answers with Cache-Control public, 60 s.
import type { FastifyInstance } from "fastify";
import {
  campaignQuerySchema,
  campaignResponseSchema,
  campaignsQuerySchema,
  campaignsResponseSchema,
  faqQuerySchema,
  faqResponseSchema,
  lifeOutdoorsQuerySchema,
  lifeOutdoorsResponseSchema,
  postListQuerySchema,
  postListResponseSchema,
  postQuerySchema,
  postResponseSchema,
} from "@polku/domain";
import { output, parseInput } from "../../http/validate";
import type { EditorialService } from "./editorial.service";

export function registerEditorialRoutes(app: FastifyInstance, service: EditorialService): void {
  app.get("/api/life-outdoors/", async (request) => {
    const { language } = parseInput(lifeOutdoorsQuerySchema, request.query);
    return output(lifeOutdoorsResponseSchema, await service.lifeOutdoors(language));
  });
  app.get("/api/posts/", async (request) => output(postListResponseSchema, await service.posts(parseInput(postListQuerySchema, request.query))));
  app.get("/api/post/", async (request) => output(postResponseSchema, await service.post(parseInput(postQuerySchema, request.query))));
  app.get("/api/campaign/", async (request) => output(campaignResponseSchema, await service.campaign(parseInput(campaignQuerySchema, request.query))));
  app.get("/api/campaigns/", async (request) => {
    const { language } = parseInput(campaignsQuerySchema, request.query);
    return output(campaignsResponseSchema, await service.campaigns(language));
  });
  app.get("/api/faq/", async (request) => {
    const { language, q } = parseInput(faqQuerySchema, request.query);
    return output(faqResponseSchema, await service.faq(language, q));
  });
}
