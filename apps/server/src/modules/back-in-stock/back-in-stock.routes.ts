// POST /api/product_availability_email_notify/ (spec 02 §7: email, product_id, lang_code; §8 a
// 400 carries field errors, written in lang_code), rate limited per address, and the notifier
// that queues the e-mails of due requests (docs/product-page.md "Back-in-stock e-mails").
import type { FastifyInstance } from "fastify";
import { backInStockErrorKeys, backInStockRequestSchema, backInStockResponseSchema, languageCodeSchema, type BackInStockErrorKey } from "@polku/domain";
import { badRequest, fieldErrorsFrom } from "../../http/errors";
import { alwaysOurs, type Exclusively } from "../../lib/jobs";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { visitorIp } from "../../http/visitor-ip";
import type { BackInStockService } from "./back-in-stock.service";
import { BACK_IN_STOCK_ERRORS } from "./back-in-stock.texts";
import { route } from "../../http/contract";

/** Requests per address and window: enough for a family's shopping, too few to flood inboxes. */
export const NOTIFY_LIMIT = 10;
export const NOTIFY_WINDOW_MS = 10 * 60_000;

export interface BackInStockRoutesOptions {
  service: BackInStockService;
  rateLimitStore: RateLimitStore;
  /** How often the notifier looks for due requests; 0 runs it only after stock changes made here. */
  notifyIntervalMs: number;
  /** Runs a tick unless another process of the shop runs it (lib/jobs.ts). */
  exclusively?: Exclusively;
}

const isErrorKey = (message: string): message is BackInStockErrorKey => (backInStockErrorKeys as readonly string[]).includes(message);

export async function backInStockRoutes(app: FastifyInstance, opts: BackInStockRoutesOptions): Promise<void> {
  const limit = createRequestLimit(opts.rateLimitStore, "notify", NOTIFY_LIMIT, NOTIFY_WINDOW_MS);

  route(app, {
    method: "POST",
    url: "/api/product_availability_email_notify/",
    tag: "Back in stock",
    summary: "Ask for an e-mail when a sold-out size is back in stock",
    body: backInStockRequestSchema,
    responses: { 200: backInStockResponseSchema },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    await enforceLimit(limit, `ip:${visitorIp(request)}`, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const language = languageCodeSchema.catch("fi").parse(body.lang_code);
    const parsed = io.safeBody(body);
    if (!parsed.success) {
      // The shopper reads these (spec 02 §8): the first problem of each field, as text in their language.
      const errors = Object.entries(fieldErrorsFrom(parsed.error)).map(([field, [first]]) => [
        field,
        [isErrorKey(first!) ? BACK_IN_STOCK_ERRORS[language][first] : first!],
      ]);
      throw badRequest(Object.fromEntries(errors));
    }
    return io.output(await opts.service.request(parsed.data));
  });

  if (opts.notifyIntervalMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      (opts.exclusively ?? alwaysOurs)("back-in-stock", () => opts.service.notifyDue())
        .catch((err: unknown) => app.log.error({ err }, "back-in-stock notifier failed"))
        .finally(() => (running = false));
    }, opts.notifyIntervalMs);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  }
}
