// Every answer of the integration tests checked against the OpenAPI document (docs/api.md
// "Contracts and the OpenAPI document"): createTestApp() wraps the application's inject() so that
// an /api answer whose status the document does not describe for its operation, whose content
// type it does not list, or whose JSON body does not match the document's schema for its status
// fails the test that received it, naming the operation and the mismatch.
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { OpenApiDocument } from "../modules/api-docs/openapi";

/** The document's route of a concrete path: a static route before one with parameters, as Fastify matches. */
export function documentPath(doc: OpenApiDocument, method: string, path: string): string | undefined {
  return pathMatchers(doc).get(method.toLowerCase())?.find(({ pattern }) => pattern.test(path))?.path;
}

/**
 * Per method, the document's paths as patterns, the most specific (longest without parameters)
 * first; built once per document, as every answer of every integration test is matched here.
 */
const matchersOf = new WeakMap<OpenApiDocument, Map<string, { path: string; pattern: RegExp }[]>>();
function pathMatchers(doc: OpenApiDocument): Map<string, { path: string; pattern: RegExp }[]> {
  let byMethod = matchersOf.get(doc);
  if (byMethod) return byMethod;
  byMethod = new Map();
  for (const path of Object.keys(doc.paths)) {
    const source = path.replace(/[.+?^$()[\]|\\]/g, "\\$&").replace(/\{path\}$/, ".+").replace(/\{[^}]+\}/g, "[^/]+");
    const pattern = new RegExp(`^${source}$`);
    for (const method of Object.keys(doc.paths[path]!)) {
      if (!doc.paths[path]![method]) continue;
      const list = byMethod.get(method) ?? [];
      list.push({ path, pattern });
      byMethod.set(method, list);
    }
  }
  const fixedLength = (path: string) => path.replace(/\{[^}]+\}/g, "").length;
  // A stable sort: among equally specific paths the document's order decides, as before.
  for (const list of byMethod.values()) list.sort((a, b) => fixedLength(b.path) - fixedLength(a.path));
  matchersOf.set(doc, byMethod);
  return byMethod;
}

/** An answer's body as sent before its content coding (brotli, gzip, deflate). */
function decoded(res: Pick<LightMyRequestResponse, "headers" | "body" | "rawPayload">): string {
  const coding = String(res.headers["content-encoding"] ?? "identity");
  if (coding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
  if (coding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
  if (coding === "deflate") return inflateSync(res.rawPayload).toString("utf8");
  return res.body;
}

export interface AnswerChecker {
  doc: OpenApiDocument;
  ajv: Ajv2020;
  /** The validator of a schema reference ("#/components/schemas/X") of this document. */
  validatorFor(ref: string): ValidateFunction;
  /**
   * What is wrong with an answer against the document, or undefined when it matches. `path` is
   * the operation's document path; undefined when the address is no documented operation.
   */
  problem(method: string, url: string, res: Pick<LightMyRequestResponse, "statusCode" | "headers" | "body" | "rawPayload">): { path: string | undefined; problem: string | undefined };
}

// One schema store per document (apps built with the same routes share one), so each schema is
// compiled once per test worker.
const checkers = new Map<string, AnswerChecker>();

export function answerChecker(doc: OpenApiDocument): AnswerChecker {
  const digest = createHash("sha256").update(JSON.stringify(doc)).digest("hex").slice(0, 16);
  const known = checkers.get(digest);
  if (known) return known;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const id = `https://polku.invalid/openapi-${digest}.json`;
  // The document is the schema store: "#/components/schemas/X" resolves inside it.
  ajv.addSchema({ $id: id, components: doc.components }, undefined, undefined, false);
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `${id}${ref}` });
      validators.set(ref, validate);
    }
    return validate;
  };
  const checker: AnswerChecker = {
    doc,
    ajv,
    validatorFor,
    problem(method, url, res) {
      const path = documentPath(doc, method, url.split("?")[0]!);
      if (!path) return { path, problem: undefined };
      const op = doc.paths[path]![method.toLowerCase()]!;
      const response = op.responses[String(res.statusCode)] ?? op.responses.default;
      if (!response) return { path, problem: `documents no ${res.statusCode}` };
      if (res.statusCode === 204 || res.statusCode === 304) return { path, problem: res.body === "" ? undefined : `${res.statusCode} with a body` };
      const type = String(res.headers["content-type"] ?? "").split(";")[0]!;
      const content = response.content ?? {};
      if (!Object.keys(content).includes(type)) return { path, problem: `${res.statusCode} answered ${type || "no content type"}, the document lists ${Object.keys(content).join(", ") || "none"}` };
      const schema = content[type]?.schema as { $ref?: string } | undefined;
      if (!schema?.$ref || type !== "application/json") return { path, problem: undefined };
      const validate = validatorFor(schema.$ref);
      let body: unknown;
      try {
        body = JSON.parse(decoded(res));
      } catch {
        return { path, problem: `${res.statusCode} is not JSON` };
      }
      return { path, problem: validate(body) ? undefined : `${res.statusCode} does not match ${schema.$ref}: ${ajv.errorsText(validate.errors)}` };
    },
  };
  checkers.set(digest, checker);
  return checker;
}

/**
 * Checks every /api answer the tests receive through `app.inject(options)` against the app's own
 * document. The chained and callback forms of inject are left as they are.
 */
export async function checkEveryAnswer(app: FastifyInstance): Promise<void> {
  const inject = app.inject as unknown as (...args: unknown[]) => unknown;
  const call = (options: InjectOptions | string) => inject.call(app, options) as Promise<LightMyRequestResponse>;
  const documentAnswer = await call({ method: "GET", url: "/api/openapi.json" });
  if (documentAnswer.statusCode !== 200) return; // an app without the API (SERVE=web)
  const checker = answerChecker(documentAnswer.json() as OpenApiDocument);
  const checked = async (options: InjectOptions | string) => {
    const res = await call(options);
    const method = (typeof options === "string" ? "GET" : (options.method ?? "GET")).toUpperCase();
    const url = typeof options === "string" ? options : String(options.url ?? options.path ?? "");
    if (url.startsWith("/api/")) {
      const { path, problem } = checker.problem(method, url, res);
      if (problem) throw new Error(`${method} ${url.length > 200 ? `${url.slice(0, 200)}…` : url} (${path}): the answer does not match the OpenAPI document: ${problem}\n${res.body.slice(0, 500)}`);
    }
    return res;
  };
  Object.defineProperty(app, "inject", {
    configurable: true,
    writable: true,
    value: (options?: InjectOptions | string, callback?: unknown) => (options === undefined || callback !== undefined ? inject.call(app, options, callback) : checked(options)),
  });
}
