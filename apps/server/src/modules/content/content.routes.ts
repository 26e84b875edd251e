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
import { output, parseInput } from "../../http/validate";
import type { MemoCache } from "../../lib/memo-cache";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { visitorIp } from "../../http/visitor-ip";
import { createContentService } from "./content.service";
import { registerBusinessFormRoutes } from "./business-forms.routes";
import { registerEditorialRoutes } from "./editorial.routes";
import { registerEntryPathRoutes } from "./entry-path.routes";
import { createEditorialService } from "./editorial.service";

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

  app.get("/api/static-page/", async (request) => {
    const { slug, language } = parseInput(staticPageQuerySchema, request.query);
    return output(staticPageResponseSchema, await service.staticPage(language, slug));
  });
  app.get("/api/static-page-with-tabs/", async (request) => {
    const { slug, language } = parseInput(staticPageQuerySchema, request.query);
    return output(staticPageWithTabsResponseSchema, await service.staticPageWithTabs(language, slug));
  });
  app.get("/api/stores/", async (request) => {
    const { language } = parseInput(storeQuerySchema, request.query);
    return output(storesResponseSchema, { stores: await service.stores(language) });
  });
  app.get("/api/route-language/", async (request) => {
    const { path, language } = parseInput(routeLanguageQuerySchema, request.query);
    return output(routeLanguageResponseSchema, { language: await service.routeLanguage(path, language) });
  });

  registerEditorialRoutes(app, editorial);
  registerBusinessFormRoutes(app, { ...opts, salesAddress: opts.serviceAddress });
  registerEntryPathRoutes(app, opts);

  app.post("/api/contact/", async (request, reply) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(byAddress, `ip:${visitorIp(request)}`, reply);
    const input = parseInput(contactFormSchema, request.body);
    await enforceLimit(byEmail, input.email.toLowerCase(), reply);
    reply.code(201);
    // A filled honeypot is a bot: it is told "sent" and nothing is stored or mailed.
    if (input.website) return output(contactCreatedSchema, { id: 0 });
    const customerId = request.customer?.id ?? null;
    return output(contactCreatedSchema, await service.sendContactMessage({ ...input, customerId }));
  });
}
