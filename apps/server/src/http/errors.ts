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

/** Framework errors with a message of their own; others get their status's. */
const FRAMEWORK_ERRORS: Record<string, { code: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "invalid_json", detail: "The body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "invalid_json", detail: "The body is empty, but its content type says JSON." },
  FST_ERR_BAD_URL: { code: "bad_url", detail: "The address is not valid: it has a broken percent-encoding." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "bad_request", detail: "The body's length does not match its Content-Length." },
};

const STATUS_ERRORS: Record<number, { code: string; detail: string }> = {
  400: { code: "bad_request", detail: "The request could not be read." },
  404: { code: "not_found", detail: "Not found" },
  405: { code: "method_not_allowed", detail: "This method is not allowed here." },
  408: { code: "timeout", detail: "The request was not received in time." },
  413: { code: "too_large", detail: "The request body is too large." },
  414: { code: "too_large", detail: "The address is too long." },
  415: { code: "unsupported_media_type", detail: "This content type is not accepted here." },
  431: { code: "too_large", detail: "The request headers are too large." },
};

/** The JSON body of a client error the framework raised (docs/api.md "Errors"). */
export function clientErrorBody(status: number, frameworkCode?: string): { detail: string; code: string } {
  return (frameworkCode ? FRAMEWORK_ERRORS[frameworkCode] : undefined) ?? STATUS_ERRORS[status] ?? { code: "bad_request", detail: "The request could not be read." };
}

export const FORBIDDEN_KEY = "The body may not contain a __proto__ key, nor constructor.prototype.";

/**
 * JSON bodies: parsed with JSON.parse, which never sets a prototype from `__proto__`, and
 * refused with their own message when they carry `__proto__` or `constructor.prototype`, which
 * would poison an object a later merge copies them into.
 */
export function registerJsonParsing(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(new HttpError(400, "invalid_json", FRAMEWORK_ERRORS.FST_ERR_CTP_EMPTY_JSON_BODY!.detail), undefined);
    let forbidden = false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, function (this: unknown, key, value: unknown) {
        if (key === "__proto__" || (key === "constructor" && typeof value === "object" && value !== null && Object.hasOwn(value, "prototype"))) forbidden = true;
        return value;
      });
    } catch {
      return done(new HttpError(400, "invalid_json", FRAMEWORK_ERRORS.FST_ERR_CTP_INVALID_JSON_BODY!.detail), undefined);
    }
    if (forbidden) return done(new HttpError(400, "forbidden_key", FORBIDDEN_KEY), undefined);
    done(null, parsed);
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  // An address no route takes (any method): the shop's error shape, not the framework's.
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ detail: `Nothing at ${request.method} ${request.url.split("?")[0]}`, code: "not_found" }),
  );
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
    // Errors Fastify and its plugins raise for what the client sent (bad JSON, wrong content
    // type, too large…): our own code and words, never the framework's (FST_ERR_…).
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(clientErrorBody(status, error.code));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: "An unexpected error has occurred. Try again later.", code: "internal" });
  });
}
