// API contract of the wishlist (spec 02 §4 "Wishlist toggle", §7 POST /api/customer/wishlist_toggle/;
// docs/accounts.md "Wishlist"). The spec answers `added`; the whole new list comes along so the
// storefront's user (spec 01 §3 wishlistModelIds) is set from the server's truth.
import { z } from "zod";
import { languageCodeSchema, productListItemSchema } from "./shell";

const INT_MAX = 2_147_483_647;

export const modelIdSchema = z
  .number({ error: "model_id must be a whole number." })
  .int("model_id must be a whole number.")
  .positive("model_id must be a positive whole number.")
  .max(INT_MAX, "model_id is too large.");

export const wishlistToggleRequestSchema = z.strictObject({ model_id: modelIdSchema });
export type WishlistToggleRequest = z.infer<typeof wishlistToggleRequestSchema>;

export const wishlistToggleResponseSchema = z.strictObject({
  /** True when the model is now in the wishlist, false when it was removed. */
  added: z.boolean(),
  model_id: z.number().int().positive(),
  /** The customer's wishlist after the change, oldest first. */
  wishlist_model_ids: z.array(z.number().int().positive()),
});
export type WishlistToggleResponse = z.infer<typeof wishlistToggleResponseSchema>;

// GET /api/customer/wishlist/?language=&taxAreaId= (ours): the saved models as product list
// items for the /wishlist/ page's cards, most recently saved first. Models the shop no longer
// shows (hidden, not priced in the tax area) are left out but stay saved.
export const wishlistQuerySchema = z.object({
  language: languageCodeSchema.default("fi"),
  taxAreaId: z.coerce.number().int().positive().max(INT_MAX).default(1),
});
export type WishlistQuery = z.infer<typeof wishlistQuerySchema>;

export const wishlistResponseSchema = z.object({ results: z.array(productListItemSchema) });
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;
