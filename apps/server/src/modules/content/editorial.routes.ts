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
import type { EditorialService } from "./editorial.service";
import { route } from "../../http/contract";

export function registerEditorialRoutes(app: FastifyInstance, service: EditorialService): void {
  route(app, {
    method: "GET",
    url: "/api/life-outdoors/",
    tag: "Content",
    summary: "The editorial front page's articles",
    query: lifeOutdoorsQuerySchema,
    responses: { 200: lifeOutdoorsResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output(await service.lifeOutdoors(language));
  });
  route(app, {
    method: "GET",
    url: "/api/posts/",
    tag: "Content",
    summary: "Editorial articles, paged",
    query: postListQuerySchema,
    responses: { 200: postListResponseSchema },
  }, async (request, _reply, io) => io.output(await service.posts(io.query())));
  route(app, {
    method: "GET",
    url: "/api/post/",
    tag: "Content",
    summary: "One editorial article",
    query: postQuerySchema,
    responses: { 200: postResponseSchema },
  }, async (request, _reply, io) => io.output(await service.post(io.query())));
  route(app, {
    method: "GET",
    url: "/api/campaign/",
    tag: "Content",
    summary: "One campaign page",
    query: campaignQuerySchema,
    responses: { 200: campaignResponseSchema },
  }, async (request, _reply, io) => io.output(await service.campaign(io.query())));
  route(app, {
    method: "GET",
    url: "/api/campaigns/",
    tag: "Content",
    summary: "Current campaigns",
    query: campaignsQuerySchema,
    responses: { 200: campaignsResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output(await service.campaigns(language));
  });
  route(app, {
    method: "GET",
    url: "/api/faq/",
    tag: "Content",
    summary: "Frequently asked questions",
    query: faqQuerySchema,
    responses: { 200: faqResponseSchema },
  }, async (request, _reply, io) => {
    const { language, q } = io.query();
    return io.output(await service.faq(language, q));
  });
}
