// The wishlist toggle use case (spec 02 §4 "Wishlist toggle", spec 01 §4; docs/accounts.md
// "Wishlist"): a saved model is removed, any other model a shopper may see is added. One
// transaction with the customer row locked, so concurrent toggles take turns.
import type { Database } from "@polku/db";
import type { WishlistQuery, WishlistResponse, WishlistToggleResponse } from "@polku/domain";
import { notFound } from "../../http/errors";
import type { AuthenticatedCustomer } from "../../http/authentication";
import { loadListItems } from "../products";
import { addWishlistItem, lockCustomer, modelSaveable, removeWishlistItem, visibleWishlistModelIds, wishlistModelIds } from "./wishlist.repository";

export const PRODUCT_NOT_FOUND = "Product not found";

export function createWishlistService(db: Database) {
  return {
    async toggle(customer: AuthenticatedCustomer, modelId: number): Promise<WishlistToggleResponse> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customer.id);
        // A saved model can always be removed, even once it is hidden from the shop.
        const removed = await removeWishlistItem(tx, customer.id, modelId);
        if (!removed) {
          if (!(await modelSaveable(tx, modelId))) throw notFound(PRODUCT_NOT_FOUND);
          await addWishlistItem(tx, customer.id, modelId);
        }
        return { added: !removed, model_id: modelId, wishlist_model_ids: await wishlistModelIds(tx, customer.id) };
      });
    },

    /** The /wishlist/ page's cards; models without a price in the tax area drop out like in lists. */
    async items(customer: AuthenticatedCustomer, query: WishlistQuery): Promise<WishlistResponse> {
      const ids = await visibleWishlistModelIds(db, customer.id);
      return { results: await loadListItems(db, ids, query.language, query.taxAreaId) };
    },
  };
}
