// PUT /api/staff/stock/ (ours; staff only, spec 02 §6): sets a variant's stock in one store, as
// a stock system or a store's staff would. Back-in-stock e-mails the change makes due are queued
// right after it commits (docs/product-page.md "Back-in-stock e-mails").
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { staffStockRequestSchema, staffStockChangeResponseSchema } from "@polku/domain";
import { badRequest } from "../../http/errors";
import { requireStaff } from "../../http/authentication";
import { setStock, variantAndStoreExist } from "./stock.repository";
import { route } from "../../http/contract";

export interface StockRoutesOptions {
  db: Database;
  /** Runs after a committed change: queues due back-in-stock e-mails, answers how many. */
  afterChange: () => Promise<number>;
}

export async function stockRoutes(app: FastifyInstance, opts: StockRoutesOptions): Promise<void> {
  route(app, {
    method: "PUT",
    url: "/api/staff/stock/",
    tag: "Stock",
    summary: "Set stock of variants in a store (staff)",
    auth: "staff",
    body: staffStockRequestSchema,
    responses: { 200: staffStockChangeResponseSchema },
  }, async (request, reply, io) => {
    requireStaff(request);
    const input = io.body();
    await opts.db.transaction(async (tx) => {
      const exists = await variantAndStoreExist(tx, input.variant_id, input.store_id);
      if (!exists.variant || !exists.store) {
        throw badRequest({
          ...(exists.variant ? {} : { variant_id: ["Unknown variant."] }),
          ...(exists.store ? {} : { store_id: ["Unknown store."] }),
        });
      }
      await setStock(tx, { variantId: input.variant_id, storeId: input.store_id, quantity: input.quantity, blockedQuantity: input.blocked_quantity });
    });
    const notified = await opts.afterChange();
    reply.header("cache-control", "no-store");
    return io.output({ ...input, notified });
  });
}
