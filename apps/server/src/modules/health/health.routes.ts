// /healthz: the process is up. /readyz: the database answers, so traffic may be sent here.
import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance, opts: { ping: () => Promise<void> }): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await opts.ping();
      return { status: "ready" };
    } catch (err) {
      request.log.warn({ err }, "readiness check failed");
      return reply.status(503).send({ detail: "Database unreachable", code: "not_ready" });
    }
  });
}
