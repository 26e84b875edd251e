// GET /api/products/productmodel/{slug}/ (spec 02 §7): the product page model. The slug is the
// model's language-specific path ("brand/model-slug", as a list item's `path`), so the route
// takes the rest of the URL; leading and trailing slashes are optional.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { productModelQuerySchema, productModelSchema, productPathSchema } from "@polku/domain";
import { contract, type RouteIO } from "../../http/contract";
import { badRequest } from "../../http/errors";
import { sharedGet, type ApiReply, type ApiRequest } from "../../http/in-process";
import { createVersionReader } from "../../lib/cache-version";
import type { MemoCache } from "../../lib/memo-cache";
import { createResponseCache } from "../../lib/response-cache";
import { productExtraRoutes } from "../product-extra/product-extra.routes";
import { createProductPageService, type PageBody } from "./product-page.service";

const CACHE_CONTROL = "public, max-age=60";
/** A preview may carry a hidden model: no shared or browser cache keeps it. */
const PREVIEW_CACHE_CONTROL = "private, no-store";
/** Memory for kept pages: a page is 5-30 KB of JSON, so this holds a few thousand of the busiest. */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** Pages older than this are rebuilt in the background while the old one is still served. */
const PAGE_CACHE_TTL_MS = 60_000;

export async function productPageRoutes(app: FastifyInstance, opts: { db: Database; cache: MemoCache }): Promise<void> {
  const pages = createResponseCache<PageBody>({
    name: "product-page",
    maxBytes: PAGE_CACHE_MAX_BYTES,
    ttlMs: PAGE_CACHE_TTL_MS,
    version: createVersionReader(opts.db, "catalogue"),
  });
  const service = createProductPageService(opts.db, opts.cache, pages);

  const handler = async (request: ApiRequest, reply: ApiReply, io: RouteIO<typeof withPath>) => {
    const query = io.query();
    const path = productPathSchema.safeParse((request.params as { "*"?: string })["*"] ?? "");
    if (!path.success) throw badRequest({ slug: path.error.issues.map((issue) => issue.message) });
    const staff = Boolean(request.customer && (request.customer.isStaff || request.customer.isAdmin));
    // A 404 for a hidden model must not be remembered either: staff may ask the same URL next.
    if (query.preview || staff) reply.header("cache-control", PREVIEW_CACHE_CONTROL);
    const page = await service.productModel(path.data, { ...query, staff });
    // Any answer to ?preview is private: a shared cache keys by URL, not by who asked.
    reply.header("cache-control", query.preview || page.private ? PREVIEW_CACHE_CONTROL : CACHE_CONTROL);
    reply.type("application/json; charset=utf-8");
    return reply.send(page.json);
  };
  const withPath = contract({
    method: "GET",
    url: "/api/products/productmodel/*",
    tag: "Product page",
    summary: "A product page's model by its path (brand/model-slug/) in a language",
    description: "The rest of the address is the model's path in the language asked. A hidden model is shown only to staff or with ?preview.",
    query: productModelQuerySchema,
    responses: { 200: productModelSchema },
  });
  sharedGet(app, withPath, handler);
  // Without a path the wildcard does not match; answer the missing slug as a field error.
  sharedGet(app, { ...withPath, url: "/api/products/productmodel/", summary: "Without a model path: a 400 naming the missing slug" }, handler);
  // The extra data starts from the same page service and cache (docs/product-page.md "Extra data").
  await productExtraRoutes(app, { db: opts.db, cache: opts.cache, pages: service });
}
