// The OpenAPI 3.1 document of the API (docs/api.md "Contracts and the OpenAPI document"), made
// from the route contracts as registered (http/contract.ts): nothing in it is written twice.
// Request schemas are converted as zod reads them (io "input": defaults optional, transforms'
// input side), response schemas as the handler's answer leaves the output check (io "output").
// A schema exported by @polku/domain keeps its name as a component (checkoutResponseSchema →
// CheckoutResponse; its request side, when it is also a response, CheckoutResponseInput).
import * as domain from "@polku/domain";
import { STALE_VERSION_CODE, staleVersionErrorSchema, versionSchema } from "@polku/domain/admin/common";
import { z } from "zod";
import { responseSchema, type AnyRouteContract, type ResponseEntry } from "../../http/contract";

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: JsonSchema }> }>;
  "x-auth"?: string;
}

export interface Parameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  style?: string;
  explode?: boolean;
}

const REF = "#/components/schemas/";
/** Every error answer of the API is one of the two shapes of DESIGN.md. */
const ERROR_SCHEMA = "Error";
const AUTH_TEXT: Record<string, string> = {
  customer: "A logged-in customer's token (Authorization: Bearer …); without one 401.",
  staff: "A staff member's token; 401 without a token, 403 for a customer who is not staff.",
  admin: "An admin's token; 401 without a token, 403 for staff without the admin role.",
};

/** The names @polku/domain exports its schemas under, for the components. */
function domainNames(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  for (const [exported, value] of Object.entries(domain)) {
    if (!(value instanceof z.ZodType) || names.has(value)) continue;
    const base = exported.replace(/Schema$/, "");
    names.set(value, base.charAt(0).toUpperCase() + base.slice(1));
  }
  return names;
}

/** "/api/orders/:number/" → "/api/orders/{number}/"; Fastify's rest-of-path `*` → "{path}". */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/\*$/, "{path}");
}

function pathParameterNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).concat(url.endsWith("*") ? ["path"] : []);
}

function operationId(c: AnyRouteContract): string {
  const words = c.url.replace(/^\/api\/?/, "").replace(/\*$/, "path").split(/[^A-Za-z0-9]+/).filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join("");
  return `${c.method.toLowerCase()}${camel.charAt(0).toUpperCase()}${camel.slice(1)}` || c.method.toLowerCase();
}

/** Dates leave as ISO strings (JSON.stringify); zod cannot say so itself. */
function override(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = (ctx.zodSchema as { _zod?: { def?: { type?: string } } })._zod?.def;
  if (def?.type === "date") {
    ctx.jsonSchema.type = "string";
    ctx.jsonSchema.format = "date-time";
  }
}

function clean(schema: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

function convertOne(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  return clean(z.toJSONSchema(schema, { io, unrepresentable: "any", override, target: "draft-2020-12" }) as JsonSchema);
}

/** Splits an object schema into one parameter per property; anything else is one free-form parameter. */
function parametersOf(schema: z.ZodType | undefined, where: "path" | "query", names: string[]): Parameter[] {
  const json = schema ? convertOne(schema, "input") : null;
  if (where === "path") {
    const props = (json?.properties ?? {}) as Record<string, JsonSchema>;
    return names.map((name) => ({ name, in: "path", required: true, schema: props[name] ?? { type: "string" } }));
  }
  if (!json) return [];
  if (json.type === "object" && json.properties) {
    const required = new Set((json.required as string[] | undefined) ?? []);
    return Object.entries(json.properties as Record<string, JsonSchema>).map(([name, prop]) => {
      const { description, ...rest } = prop;
      return { name, in: "query", required: required.has(name), ...(typeof description === "string" ? { description } : {}), schema: rest };
    });
  }
  return [{ name: "query", in: "query", required: false, style: "form", explode: true, schema: json }];
}

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

export function buildOpenApiDocument(contracts: readonly AnyRouteContract[], info: DocumentInfo): OpenApiDocument {
  const names = domainNames();
  const inputs = z.registry<{ id: string }>();
  const outputs = z.registry<{ id: string }>();
  const used = new Set<string>();
  const responseSchemas = new Set<z.ZodType>();
  for (const c of contracts) for (const entry of Object.values(c.responses) as ResponseEntry[]) {
    const schema = responseSchema(entry);
    if (schema) responseSchemas.add(schema);
  }
  /** The component of a schema on one side, registered on first use; null when not named. */
  const register = (schema: z.ZodType, io: "input" | "output", fallback: string): string => {
    const registry = io === "input" ? inputs : outputs;
    const known = registry.get(schema);
    if (known) return known.id;
    let id = names.get(schema) ?? fallback;
    if (io === "input" && responseSchemas.has(schema)) id = `${id}Input`;
    while (used.has(id)) id = `${id}_`;
    used.add(id);
    registry.add(schema, { id });
    return id;
  };
  const errorId = register(z.union([domain.fieldErrorsSchema, domain.detailErrorSchema]), "output", ERROR_SCHEMA);
  const conflictId = register(z.union([staleVersionErrorSchema, domain.detailErrorSchema]), "output", "ConflictError");

  const paths: OpenApiDocument["paths"] = {};
  const tags = new Set<string>();
  for (const c of contracts) {
    const id = operationId(c);
    const pascal = id.charAt(0).toUpperCase() + id.slice(1);
    const op: Operation = { operationId: id, summary: c.summary, tags: [c.tag], responses: {} };
    tags.add(c.tag);
    const auth = c.auth ?? "none";
    const description = [c.description, AUTH_TEXT[auth]].filter(Boolean).join("\n\n");
    if (description) op.description = description;
    if (auth !== "none") {
      op.security = [{ bearerAuth: [] }];
      op["x-auth"] = auth;
    }
    const parameters = [...parametersOf(c.params, "path", pathParameterNames(c.url)), ...parametersOf(c.query, "query", [])];
    if (parameters.length) op.parameters = parameters;
    if (c.body) {
      const bodyId = register(c.body, "input", `${pascal}Body`);
      op.requestBody = { required: true, content: { [c.bodyType ?? "application/json"]: { schema: { $ref: REF + bodyId } } } };
    }
    for (const [status, entry] of Object.entries(c.responses) as [string, ResponseEntry][]) {
      const schema = responseSchema(entry);
      const spec = schema === entry ? null : (entry as { description: string; contentType?: string | string[] });
      const types = [spec?.contentType ?? "application/json"].flat();
      const description = spec?.description ?? (status.startsWith("2") ? "The answer" : `Status ${status}`);
      if (!schema) {
        op.responses[status] = { description, ...(spec?.contentType ? { content: Object.fromEntries(types.map((t) => [t, {}])) } : {}) };
        continue;
      }
      const ref = { $ref: REF + register(schema, "output", `${pascal}Response${status}`) };
      op.responses[status] = { description, content: Object.fromEntries(types.map((t) => [t, { schema: ref }])) };
    }
    const errorContent = { "application/json": { schema: { $ref: REF + errorId } } };
    // A write carrying the version it was made on is refused when the object changed meanwhile
    // (docs/admin.md "Concurrent edits").
    if (carriesVersion(c.body)) {
      op.responses["409"] ??= { description: `${STALE_VERSION_CODE} with the object's version now: it changed meanwhile and nothing was written; or another conflict ({ detail, code }, e.g. a status move not allowed)`, content: { "application/json": { schema: { $ref: REF + conflictId } } } };
    }
    if (c.params || c.query || c.body) op.responses["400"] ??= { description: "Invalid input: field errors ({ errors: { field: [message] } })", content: errorContent };
    if (auth !== "none") op.responses["401"] ??= { description: "Not logged in", content: errorContent };
    if (auth === "staff" || auth === "admin") op.responses["403"] ??= { description: "Not allowed for this user", content: errorContent };
    op.responses.default = { description: "An error: { detail, code } or field errors", content: errorContent };
    const path = openApiPath(c.url);
    (paths[path] ??= {})[c.method.toLowerCase()] = op;
  }

  /**
   * One side's components. Schemas zod had to define once for several components (recursive
   * ones) come as "__shared"'s $defs; they become components of their own, Shared{In,Out}N.
   */
  const convert = (registry: z.core.$ZodRegistry<{ id: string }>, io: "input" | "output"): Record<string, JsonSchema> => {
    const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: "any", override, target: "draft-2020-12", uri: (id) => REF + id }) as { schemas: Record<string, JsonSchema> };
    const { __shared: shared, ...named } = schemas;
    const prefix = io === "input" ? "SharedIn" : "SharedOut";
    const defs = Object.entries((shared?.$defs ?? {}) as Record<string, JsonSchema>).map(([key, schema]) => [`${prefix}${key.replace(/^schema/, "")}`, schema] as const);
    const text = JSON.stringify({ ...named, ...Object.fromEntries(defs) }).replace(/#\/components\/schemas\/__shared#\/\$defs\/schema(\d+)/g, `${REF}${prefix}$1`);
    return JSON.parse(text) as Record<string, JsonSchema>;
  };
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries({ ...convert(inputs, "input"), ...convert(outputs, "output") })) schemas[name] = clean(schema);

  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/" }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", description: "The token of POST /api/token/." } },
    },
  };
}

/** Whether a request body holds the version of the object it changes (a versioned write). */
function carriesVersion(schema: z.ZodType | undefined): boolean {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && Object.values(shape).includes(versionSchema);
}
