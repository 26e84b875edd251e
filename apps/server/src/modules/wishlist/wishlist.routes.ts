// POST /api/customer/wishlist_toggle/ (spec 02 §7, login required: 401 otherwise) and
// GET /api/customer/wishlist/ for the /wishlist/ page (docs/accounts.md "Wishlist").
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { wishlistQuerySchema, wishlistResponseSchema, wishlistToggleRequestSchema, wishlistToggleResponseSchema } from "@polku/domain";
import { output, parseInput } from "../../http/validate";
import { requireCustomer } from "../accounts/authentication";
import { createWishlistService } from "./wishlist.service";

export async function wishlistRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createWishlistService(opts.db);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post("/api/customer/wishlist_toggle/", async (request) => {
    const customer = requireCustomer(request);
    const { model_id } = parseInput(wishlistToggleRequestSchema, request.body);
    return output(wishlistToggleResponseSchema, await service.toggle(customer, model_id));
  });

  app.get("/api/customer/wishlist/", async (request) => {
    const customer = requireCustomer(request);
    const query = parseInput(wishlistQuerySchema, request.query);
    return output(wishlistResponseSchema, await service.items(customer, query));
  });
}
