// SQL of the wishlist (docs/accounts.md "Wishlist"): the customer's saved models.
import { productModels, wishlistItems, type Executor } from "@polku/db";
import { and, asc, desc, eq, sql } from "@polku/db/orm";

/** Public and already published: what a shopper may save. Null for an unknown model. */
export async function modelSaveable(db: Executor, modelId: number): Promise<boolean | null> {
  const rows = await db
    .select({ visible: sql<boolean>`(${productModels.isPublic} and ${productModels.publishedAt} <= now())` })
    .from(productModels)
    .where(eq(productModels.id, modelId));
  return rows[0]?.visible ?? null;
}

/** Removes the model; true when it was in the wishlist. */
export async function removeWishlistItem(db: Executor, customerId: number, modelId: number): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.modelId, modelId)))
    .returning({ modelId: wishlistItems.modelId });
  return rows.length > 0;
}

/** Adds the model (a repeat, e.g. from a second tab, changes nothing). */
export async function addWishlistItem(db: Executor, customerId: number, modelId: number): Promise<void> {
  await db.insert(wishlistItems).values({ customerId, modelId }).onConflictDoNothing();
}

export async function wishlistModelIds(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ modelId: wishlistItems.modelId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.modelId));
  return rows.map((r) => r.modelId);
}

/** The saved models the shop still shows, most recently saved first. */
export async function visibleWishlistModelIds(db: Executor, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ modelId: wishlistItems.modelId })
    .from(wishlistItems)
    .innerJoin(productModels, eq(productModels.id, wishlistItems.modelId))
    .where(and(eq(wishlistItems.customerId, customerId), eq(productModels.isPublic, true), sql`${productModels.publishedAt} <= now()`))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.modelId));
  return rows.map((r) => r.modelId);
}

/** Serialises one customer's toggles, so two quick clicks cannot both add or both remove. */
export async function lockCustomer(db: Executor, customerId: number): Promise<void> {
  await db.execute(sql`select id from customers where id = ${customerId} for update`);
}
