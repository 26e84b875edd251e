// Brand experience calls (docs/content.md "Experiences"): zod in and out. Registered by the
// content module, whose hook sends GET answers with Cache-Control public, 60 s.
import type { FastifyInstance } from "fastify";
import { experienceQuerySchema, experienceResponseSchema, experiencesQuerySchema, experiencesResponseSchema } from "@polku/domain";
import type { ExperiencesService } from "./experiences.service";
import { route } from "../../http/contract";

export function registerExperienceRoutes(app: FastifyInstance, service: ExperiencesService): void {
  route(app, {
    method: "GET",
    url: "/api/experiences/",
    tag: "Content",
    summary: "The brand experiences: introduction and the brands of experience_manufacturer_list",
    query: experiencesQuerySchema,
    responses: { 200: experiencesResponseSchema },
  }, async (_request, _reply, io) => io.output(await service.hub(io.query().language)));
  route(app, {
    method: "GET",
    url: "/api/experience/",
    tag: "Content",
    summary: "One brand's experience page",
    query: experienceQuerySchema,
    responses: { 200: experienceResponseSchema },
  }, async (_request, _reply, io) => {
    const { language, slug } = io.query();
    return io.output(await service.experience(language, slug));
  });
}
