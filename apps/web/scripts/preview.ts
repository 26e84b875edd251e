// UI preview without a database: serves the storefront build (npx react-router build) with the
// fixture API of preview-fixtures.ts. For looking at the shell while the API is elsewhere:
//   npx tsx apps/web/scripts/preview.ts   (PORT=3200 by default)
// The real server is apps/server; this is a development aid only.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { fixture, placeholderSvg } from "./preview-fixtures";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3200);
// PREVIEW_DEV=1: Vite's middleware and the virtual server build, as apps/server does in dev.
const dev = process.env.PREVIEW_DEV === "1";
const vite = dev
  ? await (await import("vite")).createServer({ root: webDir, configFile: path.join(webDir, "vite.config.ts"), server: { middlewareMode: true }, appType: "custom" })
  : null;
const getBuild = async () =>
  vite
    ? ((await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild)
    : ((await import(pathToFileURL(path.join(webDir, "build/server/index.js")).href)) as ServerBuild);

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

async function apiFetch(target: string): Promise<Response> {
  const url = new URL(target, "http://preview");
  if (process.env.PREVIEW_FAIL && url.pathname.startsWith(process.env.PREVIEW_FAIL)) return json({ detail: "down", code: "down" }, 503);
  const body = fixture(url.pathname, url.searchParams);
  return body === undefined ? json({ detail: "Not found", code: "not_found" }, 404) : json(body);
}

createServer(async (req, res) => {
  if (vite && !(await new Promise<boolean>((done) => vite.middlewares(req, res, () => done(true))))) return;
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const send = async (response: Response) => {
    res.statusCode = response.status;
    response.headers.forEach((value, name) => name !== "set-cookie" && res.setHeader(name, value));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("set-cookie", cookies);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  try {
    if (url.pathname.startsWith("/api/")) return await send(await apiFetch(url.pathname + url.search));
    if (url.pathname.startsWith("/media/")) return await send(new Response(placeholderSvg(url.pathname), { headers: { "content-type": "image/svg+xml" } }));
    if (url.pathname === "/readyz") return await send(json({ ok: true }));
    if (url.pathname === "/builds/latest.json") return await send(json({ id: "preview" }));
    if (url.pathname.startsWith("/assets/")) {
      const file = path.join(webDir, "build/client", path.normalize(url.pathname));
      const type = file.endsWith(".css") ? "text/css" : "text/javascript";
      return await send(new Response(await readFile(file), { headers: { "content-type": type } }));
    }
    if (!url.pathname.endsWith("/") && !/\.[a-z0-9]+$/i.test(url.pathname)) {
      return await send(new Response(null, { status: 308, headers: { location: `${url.pathname}/${url.search}` } }));
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(url, { method: req.method, headers });
    const handler = createRequestHandler(await getBuild(), dev ? "development" : "production");
    const response = await handler(request, {
      apiFetch,
      buildId: "preview",
      clientIp: "127.0.0.1",
      languageHosts: {},
      gtmId: null,
      shopName: "Polku",
      publicUrl: `http://localhost:${port}`,
    });
    await send(response);
  } catch (error) {
    console.error(error);
    res.statusCode = 500;
    res.end("Preview error");
  }
}).listen(port, "127.0.0.1", () => console.log(`Preview on http://127.0.0.1:${port}`));
