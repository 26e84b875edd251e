// POST /api/customer/wishlist_toggle/ (spec 02 §7, login required: 401 otherwise) and
// GET /api/customer/wishlist/ for the /wishlist/ page (docs/accounts.md "Wishlist").
import type { FastifyInstance } from "fastify";
import type { Database } from "@polku/db";
import { wishlistQuerySchema, wishlistResponseSchema, wishlistToggleRequestSchema, wishlistToggleResponseSchema } from "@polku/domain";
import { requireCustomer } from "../../http/authentication";
import { createWishlistService } from "./wishlist.service";
import { route } from "../../http/contract";

export async function wishlistRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  const service = createWishlistService(opts.db);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  route(app, {
    method: "POST",
    url: "/api/customer/wishlist_toggle/",
    tag: "Wishlist",
    summary: "Add a model to the wishlist, or remove it",
    auth: "customer",
    body: wishlistToggleRequestSchema,
    responses: { 200: wishlistToggleResponseSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    const { model_id } = io.body();
    return io.output(await service.toggle(customer, model_id));
  });

  route(app, {
    method: "GET",
    url: "/api/customer/wishlist/",
    tag: "Wishlist",
    summary: "The logged-in customer's wishlist",
    auth: "customer",
    query: wishlistQuerySchema,
    responses: { 200: wishlistResponseSchema },
  }, async (request, _reply, io) => {
    const customer = requireCustomer(request);
    const query = io.query();
    return io.output(await service.items(customer, query));
  });
}
