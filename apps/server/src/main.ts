// The shop's one process: reads config, opens and migrates the database, loads the demo
// catalogue into an empty database, registers the API and mounts the storefront.
import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate, openDatabase } from "@polku/db";
import { buildApp } from "./app";
import { createVersionReader } from "./lib/cache-version";
import { ConfigError, isDemo, loadConfig, type Config } from "./config";
import { httpApiFetch, injectApiFetch } from "./http/api-fetch";
import { isDatabaseEmpty, seedDemoCatalogue } from "./seed/seed";
import { mountStorefront, readBuildId } from "./storefront/storefront";
import { mountAdmin } from "./admin/admin-mount";
import { runPrimary } from "./cluster";

const here = path.dirname(fileURLToPath(import.meta.url));
/** Works from src/ (tsx) and from dist/ (the esbuild bundle): both sit one level below apps/server. */
const serverRoot = path.resolve(here, "..");
const repoRoot = path.resolve(serverRoot, "../..");

async function start(config: Config): Promise<void> {
  const dev = config.NODE_ENV === "development";
  const database =
    config.SERVE === "web"
      ? null
      : await openDatabase({ url: config.DATABASE_URL, replicaUrl: config.DATABASE_REPLICA_URL, dataDir: path.resolve(config.DATA_DIR, "pgdata"), poolMax: config.DATABASE_POOL_MAX });
  if (database) {
    await migrate(database, path.join(repoRoot, "packages/db/drizzle"));
  }
  const webDir = path.join(repoRoot, "apps/web");
  const buildId = dev ? "dev" : readBuildId(webDir);
  const app = await buildApp({ config, database, buildId });
  if (database && config.SEED_DEMO && (await isDatabaseEmpty(database))) {
    app.log.info("empty database: loading the demo catalogue");
    const started = Date.now();
    await seedDemoCatalogue(database, {});
    app.log.info({ ms: Date.now() - started }, "demo catalogue loaded");
  }
  if (config.SERVE !== "api") {
    const apart = config.SERVE === "web" || config.SERVE === "admin";
    const apiFetch = apart ? httpApiFetch(config.API_URL!) : injectApiFetch(app);
    if (apart) {
      const { proxyRoutes } = await import("./http/proxy");
      await app.register(proxyRoutes, { apiUrl: config.API_URL! });
    }
    // The back office (docs/admin.md) at /admin/: with the shop, or alone (SERVE=admin).
    if (config.SERVE !== "web") await mountAdmin(app, { config, adminDir: path.join(repoRoot, "apps/admin"), apiFetch, dev });
    // In one process the render calls the shared GET routes without HTTP (decision 004).
    const apiCall = apart ? undefined : app.inProcessRoutes.call;
    // Anonymous pages' ETags follow these versions (storefront/page-caching.ts).
    const readers = database ? (["catalogue", "content", "settings"] as const).map((scope) => createVersionReader(database.db, scope)) : [];
    const pageVersions = database ? () => Promise.all(readers.map((read) => read())) : undefined;
    if (config.SERVE !== "admin") await mountStorefront(app, { config, webDir, buildId, apiFetch, apiCall, pageVersions, dev });
  }
  app.addHook("onClose", async () => {
    await database?.close();
  });
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    // `on`, not `once`: a worker of WEB_CONCURRENCY may get the signal from its terminal and from
    // the primary, and a second one must not end it mid-drain.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // docs/deployment.md "Graceful shutdown": /readyz fails first, so the load balancer stops
      // sending requests while this process still answers them; then the listener closes.
      app.draining = true;
      app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, "shutting down");
      setTimeout(() => void app.close().then(() => process.exit(0)), config.SHUTDOWN_DRAIN_SECONDS * 1000);
    });
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Polku is serving on ${config.PUBLIC_URL}`);
  if (isDemo(config)) {
    const line = "=".repeat(78);
    app.log.warn(
      `\n${line}\n DEMO MODE (DEMO=true): NOT A REAL SHOP.\n` +
        ` Free test payments are accepted and every e-mail, password reset links included, is readable by\n` +
        ` anyone at ${config.PUBLIC_URL.replace(/\/+$/, "")}/dev/mailbox/. Never run a real shop with DEMO=true.\n${line}`,
    );
  }
}

try {
  const config = loadConfig();
  // WEB_CONCURRENCY > 1: this is the primary, which starts the workers (cluster.ts); they run start().
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) await runPrimary(config, repoRoot);
  else await start(config);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
}
