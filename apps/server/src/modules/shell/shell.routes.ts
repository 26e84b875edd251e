// Shared reference data of the shell (spec 01 §3, §7): resources, product groups, banners,
// brands, keyword popups, route slugs and general settings. All translated by `language`,
// cached in memory and for a minute in shared caches.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  bannersResponseSchema,
  brandsResponseSchema,
  generalSettingsResponseSchema,
  keywordPopupsResponseSchema,
  languageQuerySchema,
  productGroupsResponseSchema,
  resourcesResponseSchema,
  routeSlugsResponseSchema,
} from "@polku/domain";
import { sharedGet } from "../../http/in-process";
import { output, parseInput } from "../../http/validate";
import type { MemoCache } from "../../lib/memo-cache";
import { createShellService } from "./shell.service";

export async function shellRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  const service = createShellService(opts.db, opts.cache);
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "GET" && reply.statusCode === 200) reply.header("cache-control", "public, max-age=60");
  });

  sharedGet(app, "/api/resources/", async (request) => {
    const { language } = parseInput(languageQuerySchema, request.query);
    return output(resourcesResponseSchema, await service.resources(language));
  });
  sharedGet(app, "/api/product-groups/", async (request) => {
    const { language } = parseInput(languageQuerySchema, request.query);
    return output(productGroupsResponseSchema, { productGroups: await service.productGroupTree(language) });
  });
  sharedGet(app, "/api/banners/", async (request) => {
    const { language } = parseInput(languageQuerySchema, request.query);
    return output(bannersResponseSchema, await service.banners(language));
  });
  sharedGet(app, "/api/brands/", async (request) => {
    const { language } = parseInput(languageQuerySchema, request.query);
    return output(brandsResponseSchema, { brands: await service.brands(language) });
  });
  sharedGet(app, "/api/keyword-popups/", async (request) => {
    const { language } = parseInput(languageQuerySchema, request.query);
    return output(keywordPopupsResponseSchema, { keywords: await service.keywordPopups(language) });
  });
  sharedGet(app, "/api/route-slugs/", async (request) => {
    const { language } = parseInput(languageQuerySchema, request.query);
    return output(routeSlugsResponseSchema, await service.routeSlugs(language));
  });
  sharedGet(app, "/api/general-settings/", async (request) => {
    const { language } = parseInput(languageQuerySchema, request.query);
    return output(generalSettingsResponseSchema, { settings: await service.generalSettings(language) });
  });
}
