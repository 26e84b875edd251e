// Mounts the back office (apps/admin, docs/admin.md) at /admin/: its production build, or in
// development Vite's middleware. It is a build of its own, so nothing of it is in the storefront's
// bundles; its pages call the same API, in-process or over HTTP (SERVE=admin with API_URL).
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../config";
import { pageHelmet, pageNonces } from "../http/security-headers";
import { acceptFormBodies, assertReadableForm } from "../storefront/page-bodies";
import type { ApiFetch } from "../storefront/storefront";
import { sendWebResponse, toWebRequest } from "../storefront/web-request";

/** The back office's urlencoded forms carry at most this much (product texts). */
const ADMIN_PAGE_BODY_LIMIT = 1024 * 1024;
/** Multipart forms carry a banner picture too (8 MB, docs/admin.md "Banner pictures") and the form around it. */
const ADMIN_UPLOAD_BODY_LIMIT = 9 * 1024 * 1024;
/** The price CSV import's file (2 MB) and the form around it. */
const ADMIN_CSV_BODY_LIMIT = 3 * 1024 * 1024;

export interface AdminMountOptions {
  config: Config;
  adminDir: string;
  apiFetch: ApiFetch;
  dev: boolean;
}

/** Writes from another site are refused: a form posted to /admin/ must come from this origin. */
function sameOrigin(request: FastifyRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers["sec-fetch-site"] === undefined || request.headers["sec-fetch-site"] === "same-origin";
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export async function mountAdmin(app: FastifyInstance, options: AdminMountOptions): Promise<void> {
  const { config, adminDir, apiFetch, dev } = options;
  let getBuild: () => Promise<ServerBuild>;
  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({
      root: adminDir,
      configFile: path.join(adminDir, "vite.config.ts"),
      server: { middlewareMode: true, hmr: false },
      appType: "custom",
    });
    if (!app.hasDecorator("use")) await app.register((await import("@fastify/middie")).default);
    app.use("/admin/", vite.middlewares);
    app.addHook("onClose", () => vite.close());
    getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(adminDir, "build/server/index.js");
    if (!existsSync(serverEntry)) throw new Error(`The admin is not built (${serverEntry} is missing): run npm run build`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: path.join(adminDir, "build/client"),
      prefix: "/admin/",
      wildcard: false,
      decorateReply: false,
      // The build writes .br and .gz copies of its assets (scripts/precompress.mjs): sent as
      // they are, not compressed again per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-store");
      },
    });
  }

  let current: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | null = null;
  const handlerFor = (build: ServerBuild) => {
    if (current?.build !== build) current = { build, handler: createRequestHandler(build, dev ? "development" : "production") };
    return current.handler;
  };

  // Back office forms: urlencoded up to 1 MiB (long product texts). Only the banner form carries
  // a picture, so only its addresses take multipart up to 9 MiB: a body is read before the page
  // checks the session, and no other address lets anyone make the server hold that much.
  const mount = (urls: readonly string[], multipartLimit: number) => app.register(async (scope) => {
    acceptFormBodies(scope, ADMIN_PAGE_BODY_LIMIT, multipartLimit);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      await assertReadableForm(request);
      if (!sameOrigin(request)) return reply.status(403).type("text/plain; charset=utf-8").send("Cross-site request refused.");
      // Staff pages are never kept by browsers' or proxies' caches, nor shown in frames (the
      // frame headers and the CSP with its nonce come from http/security-headers.ts), and send
      // their addresses to nobody else.
      reply.header("referrer-policy", "same-origin");
      const response = await handlerFor(await getBuild())(toWebRequest(request, reply, { https: config.PUBLIC_URL.startsWith("https:") }), {
        apiFetch,
        clientIp: request.ip,
        shopName: config.SHOP_NAME,
        publicUrl: config.PUBLIC_URL,
        nonce: pageNonces(reply),
      } as never);
      if (!response.headers.has("cache-control")) response.headers.set("cache-control", "private, no-store");
      return sendWebResponse(reply, response);
    };
    const helmet = pageHelmet(config, "admin");
    for (const url of urls) scope.route({ method: url === "/admin/" ? ["GET", "HEAD", "POST"] : ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], url, handler: handle, helmet });
  });
  await mount(["/admin/*", "/admin/"], ADMIN_PAGE_BODY_LIMIT);
  await mount(["/admin/banners/*"], ADMIN_UPLOAD_BODY_LIMIT);
  // The price and stock CSV forms take a file of up to 2 MB (docs/admin.md "Price CSV", "Stock
  // CSV"); the page says so past that.
  await mount(["/admin/prices/*", "/admin/stock/*"], ADMIN_CSV_BODY_LIMIT);
}
