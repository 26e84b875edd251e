// One error handler maps expected failures to stable JSON (DESIGN.md: errors are
// `{ errors: { field: [message] } }` or `{ detail, code }`) and hides the rest behind a logged 500.
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import { isConnectionError } from "@polku/db";

/** How long a client waits before sending again a request the database could not take. */
export const DATABASE_RETRY_AFTER_SECONDS = 1;
const DATABASE_UNAVAILABLE = "The shop cannot reach its database for a moment. Please try again shortly.";

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
  body(): unknown {
    return this.fieldErrors ? { errors: this.fieldErrors } : { detail: this.message, code: this.code };
  }
}

export const badRequest = (fieldErrors: FieldErrors) => new HttpError(400, "invalid", "Invalid request", fieldErrors);
export const notFound = (detail = "Not found", code = "not_found") => new HttpError(404, code, detail);

/** Turns a zod error into field errors keyed by the dotted path ("__all__" for the whole input). */
export function fieldErrorsFrom(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "__all__";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Headers that describe the failed answer's body, not the JSON error that replaces it. */
const BODY_HEADERS = ["content-type", "content-length", "content-encoding", "content-disposition"];

/**
 * Whether an error answer can still be sent: not when the client has closed the connection, nor
 * when the answer has begun (a streamed body failing after its first bytes), whose connection is
 * closed so the client sees a cut answer rather than a complete-looking one. Otherwise the headers
 * of the body that failed are dropped, also those a stream already put on the raw response, so
 * the error goes out as JSON.
 */
function errorAnswerState(reply: FastifyReply): "gone" | "begun" | "ready" {
  if (reply.raw.destroyed) return "gone";
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.destroy();
    return "begun";
  }
  for (const name of BODY_HEADERS) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
  reply.type("application/json; charset=utf-8");
  return "ready";
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const state = errorAnswerState(reply);
    if (state === "gone") {
      request.log.info({ err: error }, "the client closed the connection before the answer");
      return;
    }
    if (state === "begun") {
      request.log.error({ err: error }, "the answer failed after it had begun");
      return;
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.body());
    }
    // The database dropped or refused the connection: nothing of this request was committed
    // (a transaction in flight is rolled back by the server), so the client may send it again.
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS)).send({ detail: DATABASE_UNAVAILABLE, code: "database_unavailable" });
    }
    // Errors Fastify raises for what the client sent (bad JSON, wrong content type, too large…).
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.message, code: error.code ?? "bad_request" });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: "An unexpected error has occurred. Try again later.", code: "internal" });
  });
}
