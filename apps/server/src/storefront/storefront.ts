// Mounts the React Router storefront: the production build from apps/web/build, or in
// development Vite's middleware with hot reload. Everything that is not /api/, /media/ or a
// static asset is rendered by React Router with a load context that reaches the API.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { canonicalRedirect } from "@polku/domain";
import type { Config } from "../config";
import type { InProcessCall } from "../http/in-process";
import { keepStoredPolicy, pageHelmet, pageNonces } from "../http/security-headers";
import { withPageCaching, type PageHandler } from "./page-caching";
import { acceptFormBodies, assertReadableForm } from "./page-bodies";
import { sendWebResponse, toWebRequest } from "./web-request";

export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface StorefrontOptions {
  config: Config;
  webDir: string;
  buildId: string;
  apiFetch: ApiFetch;
  /** The API's shared GET routes in this process (decision 004); undefined when the API runs apart. */
  apiCall?: InProcessCall;
  /** The catalogue, content and settings versions for anonymous pages' ETags; none: no shared caching. */
  pageVersions?: () => Promise<readonly number[]>;
  dev: boolean;
}

/** The id of the storefront build, for the hourly new-build check (spec 01 §4). */
export function readBuildId(webDir: string): string {
  const serverEntry = path.join(webDir, "build/server/index.js");
  if (!existsSync(serverEntry)) return "dev";
  return createHash("sha256").update(readFileSync(serverEntry)).digest("hex").slice(0, 12);
}

export async function mountStorefront(app: FastifyInstance, options: StorefrontOptions): Promise<void> {
  const { config, webDir, buildId, apiFetch, apiCall, pageVersions, dev } = options;
  let getBuild: () => Promise<ServerBuild>;

  if (dev) {
    const { createServer } = await import("vite");
    const vite = await createServer({
      root: webDir,
      configFile: path.join(webDir, "vite.config.ts"),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: "custom",
    });
    // The back office may have registered it already (admin-mount.ts).
    if (!app.hasDecorator("use")) await app.register((await import("@fastify/middie")).default);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
    getBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const serverEntry = path.join(webDir, "build/server/index.js");
    if (!existsSync(serverEntry)) {
      throw new Error(`The storefront is not built (${serverEntry} is missing): run npm run build`);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    // One route per file found at start (wildcard off), so the storefront's catch-all keeps
    // every other path. Hashed assets never change: cache them for a year.
    await app.register(fastifyStatic, {
      root: path.join(webDir, "build/client"),
      prefix: "/",
      wildcard: false,
      decorateReply: false,
      // The build writes .br and .gz copies of its assets (scripts/precompress.mjs): sent as
      // they are, not compressed again per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  app.get("/builds/latest.json", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return { id: buildId };
  });

  let current: { build: ServerBuild; handler: ReturnType<typeof createRequestHandler> } | null = null;
  const handlerFor = (build: ServerBuild) => {
    if (current?.build !== build) current = { build, handler: createRequestHandler(build, dev ? "development" : "production") };
    return current.handler;
  };

  await app.register(async (scope) => {
    // Storefront forms post urlencoded or multipart bodies of at most 64 KiB: checked, then
    // handed to React Router untouched (page-bodies.ts).
    acceptFormBodies(scope);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      // One origin for the shopper's pages (cart, cookies, the payment provider's return).
      if (request.method === "GET" || request.method === "HEAD") {
        const target = canonicalRedirect({ canonicalOrigin: config.CANONICAL_ORIGIN, host: request.headers.host, path: request.url, languageHosts: config.LANGUAGE_HOSTS });
        if (target) return reply.redirect(target, 301);
      }
      await assertReadableForm(request);
      const handler = handlerFor(await getBuild());
      const render: PageHandler = (webRequest) => handler(webRequest, {
        apiFetch,
        apiCall,
        buildId,
        clientIp: request.ip,
        languageHosts: config.LANGUAGE_HOSTS,
        gtmId: config.GTM_ID ?? null,
        shopName: config.SHOP_NAME,
        contactEmail: config.CONTACT_EMAIL ?? config.MAIL_FROM,
        publicUrl: config.PUBLIC_URL,
        adminUrl: config.ADMIN_URL?.replace(/\/+$/, "") ?? null,
        recoHost: config.RECO_HOST?.replace(/\/+$/, "") ?? "",
        // This request's CSP nonces for the inline scripts of the render (entry.server.tsx).
        nonce: pageNonces(reply),
        // React Router's data requests of browser navigations end in `.data`; other answers are HTML
        // (apps/web/app/lib/html-only.tsx).
        documentRequest: !new URL(webRequest.url).pathname.endsWith(".data"),
      } as never);
      // Anonymous pages may be kept by shared caches (page-caching.ts); not in development.
      const response = await (pageVersions && !dev ? withPageCaching(render, { buildId, versions: pageVersions }) : render)(toWebRequest(request, reply, { https: config.PUBLIC_URL.startsWith("https:") }));
      // A 304 keeps the CSP stored with the body it revalidates (security-headers.ts).
      keepStoredPolicy(reply, response.status);
      return sendWebResponse(reply, response);
    };
    // Pages: a fresh CSP nonce per request and the storefront's policy (http/security-headers.ts).
    const helmet = pageHelmet(config, "storefront");
    scope.route({ method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"], url: "/*", handler: handle, helmet });
    scope.route({ method: ["GET", "HEAD", "POST"], url: "/", handler: handle, helmet });
  });
}
