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
import type { MemoCache } from "../../lib/memo-cache";
import { createShellService } from "./shell.service";

export async function shellRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  const service = createShellService(opts.db, opts.cache);
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "GET" && reply.statusCode === 200) reply.header("cache-control", "public, max-age=60");
  });

  sharedGet(app, {
    method: "GET",
    url: "/api/resources/",
    tag: "Shell",
    summary: "The storefront's translated texts",
    query: languageQuerySchema,
    responses: { 200: resourcesResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output(await service.resources(language));
  });
  sharedGet(app, {
    method: "GET",
    url: "/api/product-groups/",
    tag: "Shell",
    summary: "The product group tree of the menu",
    query: languageQuerySchema,
    responses: { 200: productGroupsResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output({ productGroups: await service.productGroupTree(language) });
  });
  sharedGet(app, {
    method: "GET",
    url: "/api/banners/",
    tag: "Shell",
    summary: "Banners of the front page and menus",
    query: languageQuerySchema,
    responses: { 200: bannersResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output(await service.banners(language));
  });
  sharedGet(app, {
    method: "GET",
    url: "/api/brands/",
    tag: "Shell",
    summary: "All brands",
    query: languageQuerySchema,
    responses: { 200: brandsResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output({ brands: await service.brands(language) });
  });
  sharedGet(app, {
    method: "GET",
    url: "/api/keyword-popups/",
    tag: "Shell",
    summary: "Keyword popups of the product texts",
    query: languageQuerySchema,
    responses: { 200: keywordPopupsResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output({ keywords: await service.keywordPopups(language) });
  });
  sharedGet(app, {
    method: "GET",
    url: "/api/route-slugs/",
    tag: "Shell",
    summary: "Translated address words of the storefront's pages",
    query: languageQuerySchema,
    responses: { 200: routeSlugsResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output(await service.routeSlugs(language));
  });
  sharedGet(app, {
    method: "GET",
    url: "/api/general-settings/",
    tag: "Shell",
    summary: "The shop's general settings",
    query: languageQuerySchema,
    responses: { 200: generalSettingsResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output({ settings: await service.generalSettings(language) });
  });
}
