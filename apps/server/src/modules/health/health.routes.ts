// /healthz: the process is up. /readyz: the database answers and the process is not draining
// before a shutdown (docs/deployment.md "Graceful shutdown"), so traffic may be sent here.
import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<void>; draining?: () => boolean }): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    if (opts.draining?.()) return reply.status(503).send({ detail: "Shutting down", code: "draining" });
    try {
      await opts.ping();
      return { status: "ready" };
    } catch (err) {
      request.log.warn({ err }, "readiness check failed");
      return reply.status(503).send({ detail: "Database unreachable", code: "not_ready" });
    }
  });
}
