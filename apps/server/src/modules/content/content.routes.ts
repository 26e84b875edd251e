// Content calls (spec 01 §7; docs/content.md): static pages, pages with tabs, stores, the address
// language of a path, and the customer-service forms. Zod in and out.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_WINDOW_MS,
  contactCreatedSchema,
  contactFormSchema,
  routeLanguageQuerySchema,
  routeLanguageResponseSchema,
  staticPageQuerySchema,
  staticPageResponseSchema,
  staticPageWithTabsResponseSchema,
  storeQuerySchema,
  storesResponseSchema,
} from "@polku/domain";
import type { MemoCache } from "../../lib/memo-cache";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit } from "../../lib/request-limit";
import { createContentService } from "./content.service";
import { registerBusinessFormRoutes } from "./business-forms.routes";
import { registerEditorialRoutes } from "./editorial.routes";
import { registerEntryPathRoutes } from "./entry-path.routes";
import { createEditorialService } from "./editorial.service";
import { registerExperienceRoutes } from "./experiences.routes";
import { createExperiencesService } from "./experiences.service";
import { sentFormRoute } from "./form-route";
import { route } from "../../http/contract";

export interface ContentRoutesOptions {
  db: Database;
  cache: MemoCache;
  rateLimitStore: RateLimitStore;
  mailFrom: string;
  serviceAddress: string;
  shopName: string;
  publicUrl: string;
  secretKey: string;
  now?: () => Date;
  mailQueued?: () => void;
}

export async function contentRoutes(app: FastifyInstance, opts: ContentRoutesOptions): Promise<void> {
  const editorial = createEditorialService(opts.db, opts.cache);
  const service = createContentService({ ...opts, extraAddresses: editorial.addressPaths });
  const byAddress = createRequestLimit(opts.rateLimitStore, "contact-ip", CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
  const byEmail = createRequestLimit(opts.rateLimitStore, "contact-email", CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MS);
  app.addHook("onSend", async (request, reply) => {
    if (request.method === "GET" && reply.statusCode === 200) reply.header("cache-control", "public, max-age=60");
  });

  route(app, {
    method: "GET",
    url: "/api/static-page/",
    tag: "Content",
    summary: "A content page by its address",
    query: staticPageQuerySchema,
    responses: { 200: staticPageResponseSchema },
  }, async (request, _reply, io) => {
    const { slug, language } = io.query();
    return io.output(await service.staticPage(language, slug));
  });
  route(app, {
    method: "GET",
    url: "/api/static-page-with-tabs/",
    tag: "Content",
    summary: "A tabbed content page by its address",
    query: staticPageQuerySchema,
    responses: { 200: staticPageWithTabsResponseSchema },
  }, async (request, _reply, io) => {
    const { slug, language } = io.query();
    return io.output(await service.staticPageWithTabs(language, slug));
  });
  route(app, {
    method: "GET",
    url: "/api/stores/",
    tag: "Content",
    summary: "The shop's stores with opening hours",
    query: storeQuerySchema,
    responses: { 200: storesResponseSchema },
  }, async (request, _reply, io) => {
    const { language } = io.query();
    return io.output({ stores: await service.stores(language) });
  });
  route(app, {
    method: "GET",
    url: "/api/route-language/",
    tag: "Content",
    summary: "The language of an address, for language switching",
    query: routeLanguageQuerySchema,
    responses: { 200: routeLanguageResponseSchema },
  }, async (request, _reply, io) => {
    const { path, language } = io.query();
    return io.output({ language: await service.routeLanguage(path, language) });
  });

  registerEditorialRoutes(app, editorial);
  registerExperienceRoutes(app, createExperiencesService(opts.db, opts.cache));
  registerBusinessFormRoutes(app, { ...opts, salesAddress: opts.serviceAddress });
  registerEntryPathRoutes(app, opts);

  sentFormRoute(app, {
    method: "POST",
    url: "/api/contact/",
    tag: "Content",
    summary: "Send the contact form",
    body: contactFormSchema,
    responses: { 201: contactCreatedSchema },
  }, { byAddress, byEmail }, (input) => service.sendContactMessage(input));
}
