// GET /api/?err=<message> (spec 02 §7, §8): the storefront reports a page load that failed with
// anything but a 404. The message is logged at warn level with the caller's address and
// answered 204; calls are limited per address so the log cannot be flooded.
import type { FastifyInstance } from "fastify";
import { errorReportQuerySchema } from "@polku/domain";
import type { RateLimitStore } from "../../lib/rate-limit-store";
import { createRequestLimit, enforceLimit } from "../../lib/request-limit";
import { visitorIp } from "../../http/visitor-ip";
import { route } from "../../http/contract";

/** Reports per address and window: a broken page reloaded now and then passes, a flood does not. */
export const ERROR_REPORT_LIMIT = 30;
export const ERROR_REPORT_WINDOW_MS = 60_000;

export interface ErrorReportRoutesOptions {
  rateLimitStore: RateLimitStore;
}

export async function errorReportRoutes(app: FastifyInstance, opts: ErrorReportRoutesOptions): Promise<void> {
  const limit = createRequestLimit(opts.rateLimitStore, "errreport", ERROR_REPORT_LIMIT, ERROR_REPORT_WINDOW_MS);

  route(app, {
    method: "GET",
    url: "/api/",
    tag: "Error reports",
    summary: "Report a failed page load from the storefront (?err=)",
    query: errorReportQuerySchema,
    responses: { 204: { description: "No content" } },
  }, async (request, reply, io) => {
    reply.header("cache-control", "no-store");
    const ip = visitorIp(request);
    await enforceLimit(limit, `ip:${ip}`, reply);
    const { err } = io.query();
    request.log.warn({ ip, report: err }, "storefront reported a failed page load");
    return reply.status(204).send();
  });
}
