// Route rules (spec 01 §2): page requests whose path has a rule are redirected before the
// storefront renders; the rules are also published for clients, as a list and in the build
// manifest (spec 01 §7 builds/meta/{buildId}.json), so client-side navigation can follow them.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { indexRules, redirectFor, routeRulesResponseSchema, buildMetaSchema } from "@polku/domain";
import { sharedGet } from "../../http/in-process";
import { output } from "../../http/validate";
import type { MemoCache } from "../../lib/memo-cache";
import { activeRouteRules } from "./route-rules.repository";

const NOT_PAGES = /^\/(api|media|assets|builds|@|node_modules|__)(\/|$)|^\/(healthz|readyz)$/;

/** Registered on the root instance (not as an encapsulated plugin) so the redirect hook sees
 * every page request, the storefront's included. */
export function registerRouteRules(app: FastifyInstance, opts: { db: Database; cache: MemoCache; buildId: string }): void {
  const rules = () => opts.cache.get("route-rules", () => activeRouteRules(opts.db));
  const index = () => opts.cache.get("route-rules:index", async () => indexRules(await rules()));

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const queryAt = request.url.indexOf("?");
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (NOT_PAGES.test(pathname) || /\.[a-z0-9]+$/i.test(pathname)) return;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return; // malformed escapes: no rule can match; the router answers the request
    }
    const target = redirectFor(await index(), decoded, queryAt === -1 ? "" : request.url.slice(queryAt));
    if (target) return reply.redirect(target.location, target.statusCode);
  });

  sharedGet(app, {
    method: "GET",
    url: "/api/route-rules/",
    tag: "Routing",
    summary: "The storefront's route rules (redirects and renamed addresses)",
    responses: { 200: routeRulesResponseSchema },
  }, async (_request, reply, io) => {
    reply.header("cache-control", "public, max-age=60");
    return io.output({ rules: await rules() });
  });

  app.get<{ Params: { file: string } }>("/builds/meta/:file", async (request, reply) => {
    const id = opts.buildId;
    if (request.params.file !== `${id}.json`) {
      return reply.status(404).send({ detail: "Unknown build", code: "not_found" });
    }
    reply.header("cache-control", "public, max-age=60");
    const routeRules = Object.fromEntries((await rules()).map((r) => [r.from, { redirect: { to: r.to, statusCode: r.statusCode } }]));
    return output(buildMetaSchema, { id, timestamp: Date.now(), routeRules, prerendered: [] });
  });
}
