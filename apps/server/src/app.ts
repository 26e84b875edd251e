// Builds the Fastify application: error handling, compression, API modules and (optionally)
// the storefront. Tests build it without the storefront and call it with inject().
import os from "node:os";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import type { CacheScope, DatabaseHandle } from "@polku/db";
import { inputSafetyIssues, trailingSlashRedirect, type InputIssue } from "@polku/domain";
import { devMailboxEnabled, type Config } from "./config";
import { badRequest, clientErrorBody, registerErrorHandling, registerJsonParsing, type FieldErrors } from "./http/errors";
import { InProcessRoutes } from "./http/in-process";
import { registerSecurityHeaders } from "./http/security-headers";
import { createAfterAnswer, type AfterAnswer } from "./lib/after-answer";
import { createMemoCache, type MemoCache } from "./lib/memo-cache";
import { createMailDispatcher, type MailDispatcher } from "./lib/mail/dispatcher";
import { createMailer, type Mailer } from "./lib/mail/mailer";
import { createRateLimitStore } from "./lib/rate-limit";
import { resolveSecretKey } from "./lib/secret-key";
import { createAccountLimits } from "./modules/accounts";
import { accountFlowsRoutes } from "./modules/accounts/account-flows.routes";
import { createAccountFlowsService } from "./modules/accounts/account-flows.service";
import { profileRoutes } from "./modules/accounts/profile.routes";
import { devMailboxRoutes } from "./modules/dev-mailbox/dev-mailbox.routes";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { backInStockRoutes } from "./modules/back-in-stock/back-in-stock.routes";
import { createBackInStockService } from "./modules/back-in-stock/back-in-stock.service";
import { registerAuthentication } from "./http/authentication";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { checkoutRoutes } from "./modules/checkout/checkout.routes";
import { giftCampaignRoutes } from "./modules/gift-campaigns/gift-campaigns.routes";
import { giftCardRoutes } from "./modules/gift-cards/gift-cards.routes";
import { secondHandRoutes } from "./modules/second-hand/second-hand.routes";
import { rentalRoutes } from "./modules/rental/rental.routes";
import { complaintRoutes } from "./modules/complaints/complaints.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { sitemapRoutes } from "./modules/content/sitemap.routes";
import { returnRoutes } from "./modules/returns/returns.routes";
import { errorReportRoutes } from "./modules/error-reports/error-reports.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { registerMetrics } from "./modules/metrics/metrics.routes";
import { apiDocsRoutes } from "./modules/api-docs/api-docs.routes";
import type { AnyRouteContract } from "./http/contract";
import { loadReference, createVariantFactsCache } from "./modules/checkout";
import { ordersRoutes, registerOrders } from "./modules/orders/orders.routes";
import { localeRoutes } from "./modules/locale/locale.routes";
import { mediaRoutes } from "./modules/media/media.routes";
import { uploadStore } from "./modules/media";
import { adminMediaRoutes } from "./modules/admin-content/admin-media.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { createPaymentsFromConfig } from "./modules/payments/payments.service";
import { productPageRoutes } from "./modules/product-page/product-page.routes";
import { skiWizardRoutes } from "./modules/ski-wizard/ski-wizard.routes";
import { shoeWizardRoutes } from "./modules/shoe-wizard/shoe-wizard.routes";
import { productRoutes } from "./modules/products/products.routes";
import { recoRoutes } from "./modules/reco/reco.routes";
import { startRecoFolding } from "./modules/reco";
import { reviewVotesRoutes } from "./modules/reviews/review-votes.routes";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { reviewPhotoRoutes } from "./modules/reviews/review-photos.routes";
import { createReviewInvitations, REVIEW_INVITATION_INTERVAL_MS, startReviewInvitationJob } from "./modules/reviews/review-invitations.service";
import { registerRouteRules } from "./modules/routing/route-rules.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { shellRoutes } from "./modules/shell/shell.routes";
import { stockRoutes } from "./modules/stock/stock.routes";
import { wishlistRoutes } from "./modules/wishlist/wishlist.routes";
import { staffCustomersRoutes } from "./modules/staff-customers/staff-customers.routes";
import { expireVersionReaders, onScopeChange } from "./lib/cache-version";
import { startCacheBus } from "./lib/cache-bus";
import { adminScope } from "./modules/admin-core";
import { adminCoreRoutes } from "./modules/admin-core/admin-core.routes";
import { adminOrdersRoutes } from "./modules/admin-orders/admin-orders.routes";
import { adminCatalogueRoutes } from "./modules/admin-catalogue/admin-catalogue.routes";
import { adminCustomersRoutes } from "./modules/admin-customers/admin-customers.routes";
import { adminStructureRoutes } from "./modules/admin-catalogue/admin-structure.routes";
import { adminReviewsRoutes } from "./modules/admin-reviews/admin-reviews.routes";
import { adminFlowsRoutes } from "./modules/admin-flows/admin-flows.routes";
import { adminRentalRoutes } from "./modules/admin-rental/admin-rental.routes";
import { adminCodesRoutes } from "./modules/admin-codes/admin-codes.routes";
import { adminGiftCampaignsRoutes } from "./modules/admin-gift-campaigns/admin-gift-campaigns.routes";
import { adminContentRoutes } from "./modules/admin-content/admin-content.routes";
import { adminPagesRoutes } from "./modules/admin-content/admin-pages.routes";
import { adminStoresRoutes } from "./modules/admin-content/admin-stores.routes";
import { adminFaqRoutes } from "./modules/admin-content/admin-faq.routes";
import { adminTransfersRoutes } from "./modules/admin-orders/admin-transfers.routes";

declare module "fastify" {
  interface FastifyInstance {
    /** Set on SIGTERM while the process still serves but /readyz sends traffic elsewhere (main.ts). */
    draining: boolean;
    /** Dropped when the catalogue changes (seeding, later the admin). */
    catalogueCache: MemoCache;
    /** Sender, links and the dispatcher's kick for modules that send e-mail (docs/mail.md). */
    mailer: Mailer;
    /** The SMTP dispatcher when SMTP_URL is set, else null (docs/mail.md "Dispatcher"). */
    mailDispatcher: MailDispatcher | null;
    /** Work requests start after their answer (lib/after-answer.ts); close waits for it. */
    afterAnswer: AfterAnswer;
    /** Every route as registered (method and URL pattern), for tooling and the API fuzz test. */
    routeTable: readonly RouteEntry[];
    /** The contract of every route registered with one (http/contract.ts), for the OpenAPI document. */
    routeContracts: readonly AnyRouteContract[];
  }
}

export interface RouteEntry {
  method: string;
  /** Fastify's pattern: `:name` for a parameter, `*` for the rest of the path. */
  url: string;
}

/** How often a running shop looks for back-in-stock requests made due by stock changes. */
const BACK_IN_STOCK_INTERVAL_MS = 30_000;

/** Probes keep the names orchestrators expect, without the page slash. */
const PROBE_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);
/** Vite's development URLs (/@vite/client, /@id/…, /@fs/…, /node_modules/…) are not pages. */
const TOOLING_PREFIXES = ["/@", "/node_modules/", "/__"];
/** The recommendation service keeps the external host's slashless path (docs/recommendations.md). */
const SLASHLESS_PREFIXES = ["/recoApi/"];

export interface AppOptions {
  config: Config;
  database: DatabaseHandle | null;
  logger?: boolean | object;
  /** Id of the storefront build, for builds/meta/{id}.json. */
  buildId?: string;
  /** The clock of time-dependent rules (checkout: express pickup hours, code validity); tests fix it. */
  now?: () => Date;
}

export async function buildApp({ config, database, logger, buildId = "dev", now }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // Forwarded headers are read only from the proxies TRUST_PROXY names (docs/security.md).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // An address the router cannot decode (`/api/orders/%/`) is the client's error, answered in
    // the shop's own shape instead of the framework's (docs/security.md "Malformed input").
    frameworkErrors: (error, request, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const body = clientErrorBody(400, error.code === "FST_ERR_BAD_URL" ? "FST_ERR_BAD_URL" : undefined);
      if (request.url.startsWith("/api/")) return reply.code(400).send(body);
      return reply.code(400).type("text/plain; charset=utf-8").send(body.detail);
    },
    // A request must arrive whole within the limit, or Node answers 408 and closes the
    // connection: a body trickled in byte by byte no longer holds a connection and its memory.
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    http: { headersTimeout: Math.min(config.REQUEST_TIMEOUT_SECONDS * 1000, 60_000), connectionsCheckingInterval: Math.min(config.REQUEST_TIMEOUT_SECONDS * 1000, 5_000) / 2 },
  });
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  const routeContracts: AnyRouteContract[] = [];
  app.decorate("routeContracts", routeContracts);
  app.decorate("draining", false);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) if (method !== "HEAD") routeTable.push({ method, url: route.url });
    if (route.config?.contract) routeContracts.push(route.config.contract);
  });
  registerErrorHandling(app);
  // The shared GET routes, also callable by the storefront's server render (decision 004).
  app.decorate("inProcessRoutes", new InProcessRoutes());
  registerJsonParsing(app);
  // docs/security.md "Input the database cannot store": NUL, lone surrogates and integers past
  // PostgreSQL's range are a 400 naming the field, for every API call, before its schema runs.
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    const body = request.body !== null && typeof request.body === "object" && !Buffer.isBuffer(request.body) ? request.body : undefined;
    const issues = [...inputSafetyIssues(request.params), ...inputSafetyIssues(request.query), ...inputSafetyIssues(body)];
    if (issues.length > 0) throw badRequest(fieldErrorsOf(issues));
  });
  // Brotli at quality 4 for answers made per request. The size hint lets the encoder size its
  // buffers for a web answer instead of for an input of unknown size: half the CPU of a small
  // answer (an order's 1.6 KB: 0.17 ms instead of 0.37 ms), the same bytes (docs/performance.md).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: 64 * 1024 } },
  });

  // Security headers on every answer: pages, assets, media, API, redirects and errors (http/security-headers.ts).
  await registerSecurityHeaders(app, config);

  // spec 01 §2: every route ends with a slash; a path without one is redirected keeping the query.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const [pathname = "/", search = ""] = splitUrl(request.url);
    if (PROBE_PATHS.has(pathname) || [...TOOLING_PREFIXES, ...SLASHLESS_PREFIXES].some((prefix) => pathname.startsWith(prefix))) return;
    const target = trailingSlashRedirect(pathname, search);
    if (target) return reply.redirect(target, 301);
  });

  if (config.SERVE !== "web" && database) {
    await app.register(healthRoutes, { ping: () => database.ping(), draining: () => app.draining });
    // On the root, not in a plugin of its own: its hook times every route of the app.
    if (config.METRICS_TOKEN) registerMetrics(app, { token: config.METRICS_TOKEN, database });
    // Reference data changes rarely; a minute-long memo keeps the hot calls free of SQL.
    const cache = createMemoCache(60_000);
    app.decorate("catalogueCache", cache);
    // DATABASE_REPLICA_URL (docs/deployment.md "Read replica"): the catalogue's, search's and
    // reference data's reads go to the replica; a change of any cache scope sends them to the
    // primary until the replica has replayed it, so no cache is refilled with older data.
    const readDb = database.replica?.db ?? database.db;
    if (database.replica) {
      const replica = database.replica;
      const unfence = (["catalogue", "content", "settings"] as const).map((scope) => onScopeChange(scope, () => replica.fence()));
      app.addHook("onClose", async () => {
        for (const stop of unfence) stop();
      });
    }
    // Several processes (REDIS_URL on PostgreSQL): a cache version changed anywhere drops this
    // process's memos and re-reads its versions at once (lib/cache-bus.ts, decision 005).
    if (config.REDIS_URL && database.kind === "postgres") {
      const unsubscribe = (["catalogue", "content", "settings"] as const).map((scope) => onScopeChange(scope, () => cache.invalidate()));
      const bus = await startCacheBus(database, app.log);
      app.addHook("onClose", async () => {
        for (const stop of unsubscribe) stop();
        await bus?.stop();
      });
    }
    // request.customer for every module (docs/accounts.md "Authentication").
    registerAuthentication(app, { db: database.db });
    const rateLimitStore = createRateLimitStore(config, app.log);
    app.addHook("onClose", async () => rateLimitStore.close());
    await app.register(accountsRoutes, { db: database.db, rateLimitStore, tokenLifetimeDays: config.AUTH_TOKEN_DAYS });
    // Mail: SMTP through the dispatcher when configured, else the outbox and its mailbox.
    const dispatcher = config.SMTP_URL ? createMailDispatcher({ db: database.db, smtpUrl: config.SMTP_URL, log: app.log }) : null;
    app.decorate("mailDispatcher", dispatcher);
    if (dispatcher) {
      app.addHook("onReady", async () => dispatcher.start());
      app.addHook("onClose", async () => dispatcher.stop());
    }
    const mailer = createMailer({
      from: config.MAIL_FROM,
      shopName: config.SHOP_NAME,
      publicUrl: config.PUBLIC_URL,
      languageHosts: config.LANGUAGE_HOSTS,
      onQueued: () => void dispatcher?.kick(),
    });
    app.decorate("mailer", mailer);
    const afterAnswer = createAfterAnswer(app.log);
    app.decorate("afterAnswer", afterAnswer);
    // Before close, while the database is still open: the work of answered requests finishes.
    app.addHook("preClose", async () => afterAnswer.settled());
    // One key per process for every signed link (stop reminders, newsletter unsubscribes).
    const secretKey = resolveSecretKey(config);
    const accountFlows = createAccountFlowsService(database.db, { mailer, limits: createAccountLimits(rateLimitStore), secretKey, afterAnswer });
    await app.register(accountFlowsRoutes, { service: accountFlows });
    await app.register(profileRoutes, { db: database.db });
    await app.register(shellRoutes, { db: readDb, cache });
    await app.register(localeRoutes, { db: readDb, config, cache });
    await app.register(productRoutes, { db: readDb, cache });
    await app.register(catalogueRoutes, { db: readDb, cache });
    await app.register(productPageRoutes, { db: readDb, cache });
    await app.register(skiWizardRoutes, { db: database.db });
    await app.register(shoeWizardRoutes, { db: readDb, cache });
    // Pictures staff upload (docs/admin.md "Banner pictures") and review photos
    // (docs/product-page.md "Review photos") live in the data folder.
    const uploads = uploadStore(config.NODE_ENV === "test" ? path.join(os.tmpdir(), `polku-uploads-${process.pid}`) : path.resolve(config.DATA_DIR, "uploads"));
    await app.register(reviewsRoutes, { db: database.db, rateLimitStore, uploads });
    await app.register(reviewPhotoRoutes, { uploads, rateLimitStore });
    // Review invitations (docs/product-page.md "Review invitations"): hourly, once across processes.
    const reviewInvitations = createReviewInvitations(database.db, {
      mailFrom: config.MAIL_FROM, shopName: config.SHOP_NAME, publicUrl: config.PUBLIC_URL, languageHosts: config.LANGUAGE_HOSTS, now: now ?? (() => new Date()),
    });
    startReviewInvitationJob(app, reviewInvitations, {
      intervalMs: config.NODE_ENV === "test" ? 0 : REVIEW_INVITATION_INTERVAL_MS,
      exclusively: database.exclusively,
      queued: () => mailer.queued(),
    });
    if (devMailboxEnabled(config)) await app.register(devMailboxRoutes, { db: database.db, reviewInvitations, queued: () => mailer.queued() });
    await app.register(wishlistRoutes, { db: database.db });
    await app.register(staffCustomersRoutes, { db: database.db });
    await app.register(reviewVotesRoutes, { db: database.db });
    const backInStock = createBackInStockService(database.db, {
      mailFrom: config.MAIL_FROM,
      publicUrl: config.PUBLIC_URL,
      languageHosts: config.LANGUAGE_HOSTS,
    });
    await app.register(backInStockRoutes, {
      service: backInStock,
      rateLimitStore,
            // Tests run the notifier themselves; a running shop also picks up stock changed elsewhere.
      notifyIntervalMs: config.NODE_ENV === "test" ? 0 : BACK_IN_STOCK_INTERVAL_MS,
      exclusively: database.exclusively,
    });
    await app.register(stockRoutes, { db: database.db, afterChange: () => backInStock.notifyDue() });
    await app.register(giftCampaignRoutes, { db: database.db, rateLimitStore });
    await app.register(giftCardRoutes, { db: database.db, rateLimitStore, now });
    await app.register(secondHandRoutes, { db: database.db });
    await app.register(rentalRoutes, { db: database.db, rateLimitStore, mailFrom: config.MAIL_FROM, shopName: config.SHOP_NAME, publicUrl: config.PUBLIC_URL, now, mailQueued: () => mailer.queued() });
    // Complaints (docs/complaints.md): attachments live outside the public media, in the data folder.
    await app.register(complaintRoutes, {
      db: database.db, rateLimitStore, mailFrom: config.MAIL_FROM, shopName: config.SHOP_NAME, publicUrl: config.PUBLIC_URL, now,
      attachmentsDir: config.NODE_ENV === "test" ? path.join(os.tmpdir(), `polku-complaints-${process.pid}`) : path.resolve(config.DATA_DIR, "complaint-attachments"),
      mailQueued: () => mailer.queued(),
    });
    // Content (docs/content.md): static pages, tabbed pages, stores, forms, address language.
    await app.register(contentRoutes, {
      db: database.db, cache, rateLimitStore, mailFrom: config.MAIL_FROM, serviceAddress: config.MAIL_FROM, shopName: config.SHOP_NAME, publicUrl: config.PUBLIC_URL, secretKey, now,
      mailQueued: () => mailer.queued(),
    });
    await app.register(sitemapRoutes, { db: readDb, cache, publicUrl: config.PUBLIC_URL, languageHosts: config.LANGUAGE_HOSTS });
    // spec 02 §7: the storefront's reports of failed page loads (GET /api/?err=).
    await app.register(errorReportRoutes, { rateLimitStore });
    // Payment providers (docs/payments.md): the checkout and order modules use app.payments.
    const payments = createPaymentsFromConfig(config, app.log);
    app.decorate("payments", payments);
    app.addHook("onClose", async () => payments.close());
    // Catalogue facts of variants kept for cart validation and order placement (checkout.md "Caching").
    const variantFacts = createVariantFactsCache();
    await app.register(checkoutRoutes, { db: database.db, cache, now, paymentMethods: (query, language) => payments.methods(query, language), facts: variantFacts, rateLimitStore });
    await app.register(searchRoutes, { db: readDb });
    await app.register(recoRoutes, { db: database.db, cache });
    // Queued recommendation signals are added to the counters every few seconds (docs/recommendations.md).
    const recoFolding = startRecoFolding(database.db, config.NODE_ENV === "test" ? 0 : config.RECO_FOLD_INTERVAL_SECONDS, app.log, database.exclusively);
    // Before close, while the database is still open: the last fold. Signals queued after it wait
    // in the table for the next start.
    app.addHook("preClose", async () => recoFolding.stop());
    // Rendered images survive restarts in the data folder (memory cache in front of it).
    await app.register(mediaRoutes, {
      uploads,
      cacheDir: config.NODE_ENV === "test" || config.MEDIA_CACHE_MAX_MB === 0 ? undefined : path.resolve(config.DATA_DIR, "media-cache"),
      maxDiskBytes: config.MEDIA_CACHE_MAX_MB * 1024 * 1024,
    });
    await app.register(paymentsRoutes, { payments, merchantName: config.SHOP_NAME });
    // Orders (docs/orders.md): placement, payment events, expiry of abandoned payments.
    const orders = registerOrders(app, {
      db: database.db,
      reference: () => cache.get("checkout:reference", () => loadReference(database.db)),
      publicUrl: config.PUBLIC_URL,
      mailFrom: config.MAIL_FROM,
      shopName: config.SHOP_NAME,
      businessId: config.SHOP_BUSINESS_ID ?? null,
      reservationMinutes: config.ORDER_RESERVATION_MINUTES,
      facts: variantFacts,
      expiryIntervalSeconds: config.NODE_ENV === "test" ? 0 : config.ORDER_EXPIRY_INTERVAL_SECONDS,
      exclusively: database.exclusively,
      now,
    });
    await app.register(ordersRoutes, { db: database.db, service: orders, rateLimitStore });
    // Returns (docs/returns.md): an approved return's refund goes through the order's provider.
    await app.register(returnRoutes, {
      db: database.db, rateLimitStore, mailFrom: config.MAIL_FROM, shopName: config.SHOP_NAME, now,
      runRefund: (id) => orders.runRefund(id), mailQueued: () => mailer.queued(),
    });
    // The back office's API (docs/admin.md): every /api/admin/ route behind the staff door.
    const catalogueChanged = () => {
      cache.invalidate();
      expireVersionReaders("catalogue");
    };
    await adminScope(app, async (scope) => {
      await scope.register(adminCoreRoutes, { db: database.db });
      await scope.register(adminOrdersRoutes, { db: database.db, orders });
      await scope.register(adminCatalogueRoutes, {
        db: database.db,
        onChange: catalogueChanged,
        afterStockChange: () => void backInStock.notifyDue().catch((err: unknown) => app.log.error({ err }, "back-in-stock after a stock change failed")),
        now,
        // Scheduled prices (docs/admin.md): started and ended at their boundaries, once across processes.
        scheduledPriceJob: config.NODE_ENV !== "test",
        exclusively: database.exclusively,
      });
      await scope.register(adminStructureRoutes, { db: database.db, onChange: catalogueChanged });
      await scope.register(adminCustomersRoutes, { db: database.db });
      await scope.register(adminReviewsRoutes, { db: database.db, onChange: catalogueChanged });
      await scope.register(adminFlowsRoutes, { db: database.db, onChange: catalogueChanged });
      await scope.register(adminRentalRoutes, { db: database.db, orders, mailFrom: config.MAIL_FROM, shopName: config.SHOP_NAME });
      await scope.register(adminCodesRoutes, { db: database.db });
      await scope.register(adminGiftCampaignsRoutes, { db: database.db });
      await scope.register(adminMediaRoutes, { uploads });
      await scope.register(adminTransfersRoutes, { db: database.db });
      const contentChanged = (changed: CacheScope) => {
        cache.invalidate();
        expireVersionReaders(changed);
      };
      await scope.register(adminContentRoutes, { db: database.db, onChange: contentChanged });
      await scope.register(adminPagesRoutes, { db: database.db, onChange: contentChanged });
      await scope.register(adminStoresRoutes, { db: database.db, onChange: contentChanged });
      await scope.register(adminFaqRoutes, { db: database.db, onChange: contentChanged });
    });
    registerRouteRules(app, { db: database.db, cache, buildId });
    // The OpenAPI document and reference page of every route above (docs/api.md).
    await app.register(apiDocsRoutes, {
      contracts: () => routeContracts,
      info: {
        title: `${config.SHOP_NAME} API`,
        // The build the API belongs to: a client can tell two deployments' documents apart.
        version: buildId,
        description: "The shop's HTTP API: the storefront's and the back office's calls, answered as JSON.",
      },
    });
    app.all("/api/*", async (request, reply) =>
      reply.status(404).send({ detail: `No API endpoint at ${request.url.split("?")[0]}`, code: "not_found" }),
    );
  }
  return app;
}

/** TRUST_PROXY as Fastify's trustProxy: a hop count is "the n nearest addresses are proxies". */
function trustProxyOption(setting: Config["TRUST_PROXY"]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === "number" ? (_address, hop) => hop < setting : setting;
}

function fieldErrorsOf(issues: InputIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) (out[issue.path.length ? issue.path.join(".") : "__all__"] ??= []).push(issue.message);
  return out;
}

function splitUrl(url: string): [string, string] {
  const index = url.indexOf("?");
  return index === -1 ? [url, ""] : [url.slice(0, index), url.slice(index)];
}
