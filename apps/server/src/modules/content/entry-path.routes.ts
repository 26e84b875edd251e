// GET /api/entry-path/?kind=product|group&id=N&language= (spec 01 §2 "/product, /product-group:
// product and group entry"; docs/content.md "Entry addresses"): the canonical path of a public
// model or an active group in the language, for the storefront's 301; 404 otherwise.
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { sql } from "@polku/db/orm";
import { entryPathQuerySchema, entryPathResponseSchema } from "@polku/domain";
import { notFound } from "../../http/errors";
import { route } from "../../http/contract";

export function registerEntryPathRoutes(app: FastifyInstance, opts: { db: Database }): void {
  route(app, {
    method: "GET",
    url: "/api/entry-path/",
    tag: "Content",
    summary: "Where an old-style entry address (?id=) leads now",
    query: entryPathQuerySchema,
    responses: { 200: entryPathResponseSchema },
  }, async (request, _reply, io) => {
    const { kind, id, language } = io.query();
    const { rows } =
      kind === "product"
        ? await opts.db.execute<{ path: string }>(
            sql`select t.path from product_model_translations t join product_models m on m.id = t.model_id where t.model_id = ${id} and t.language = ${language} and m.is_public`,
          )
        : await opts.db.execute<{ path: string }>(
            sql`select t.path from product_group_translations t join product_groups g on g.id = t.group_id where t.group_id = ${id} and t.language = ${language} and g.is_active`,
          );
    if (!rows[0]) throw notFound(kind === "product" ? "Product not found" : "Product group not found");
    return io.output({ path: `/${rows[0].path}/` });
  });
}
