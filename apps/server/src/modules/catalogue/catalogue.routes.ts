// Catalogue calls (spec 02 §7): the product group by path, the brand by slug and the product
// model list of a group (with its descendant groups) or a brand, by GET with an lz-string
// compressed query object or by POST with the same object as JSON.
import type { FastifyInstance } from "fastify";
import LZString from "lz-string";
import type { Database } from "@polku/db";
import {
  brandQuerySchema,
  manufacturerSchema,
  productGroupQuerySchema,
  productGroupResponseSchema,
  productModelListGetQuerySchema,
  productModelListQuerySchema,
  productModelListResponseSchema,
  type ProductModelListQuery,
} from "@polku/domain";
import { badRequest, fieldErrorsFrom } from "../../http/errors";
import { output, parseInput } from "../../http/validate";
import type { MemoCache } from "../../lib/memo-cache";
import { createCatalogueService } from "./catalogue.service";

const CACHE_CONTROL = "public, max-age=60";

/** Decodes the GET form's `q`; every failure is a field error on `q` (nested ones as `q.source…`). */
export function decodeListQuery(q: string): ProductModelListQuery {
  let json: string | null;
  try {
    json = LZString.decompressFromEncodedURIComponent(q);
  } catch {
    json = null;
  }
  if (!json) throw badRequest({ q: ["The query could not be decompressed."] });
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest({ q: ["The query is not valid JSON."] });
  }
  const result = productModelListQuerySchema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrorsFrom(result.error);
    throw badRequest(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === "__all__" ? "q" : `q.${key}`, messages])));
  }
  return result.data;
}

export async function catalogueRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  const service = createCatalogueService(opts.db, opts.cache);

  app.get("/api/products/productgroup/", async (request, reply) => {
    const { path, language } = parseInput(productGroupQuerySchema, request.query);
    const group = await service.productGroup(path, language);
    reply.header("cache-control", CACHE_CONTROL);
    return output(productGroupResponseSchema, [group]);
  });

  app.get("/api/brand/", async (request, reply) => {
    const { slug, language } = parseInput(brandQuerySchema, request.query);
    const brand = await service.manufacturer(slug, language);
    reply.header("cache-control", CACHE_CONTROL);
    return output(manufacturerSchema, brand);
  });

  app.get("/api/products/productmodellist/", async (request, reply) => {
    const { q } = parseInput(productModelListGetQuerySchema, request.query);
    const items = await service.productModelList(decodeListQuery(q));
    reply.header("cache-control", CACHE_CONTROL);
    return output(productModelListResponseSchema, items);
  });

  app.post("/api/products/productmodellist/", async (request) => {
    const query = parseInput(productModelListQuerySchema, request.body);
    return output(productModelListResponseSchema, await service.productModelList(query));
  });
}
