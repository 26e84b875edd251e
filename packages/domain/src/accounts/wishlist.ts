// spec 01 §4: the wishlist is added to and removed from by integer model id; spec 02 §4: the
// server replies `added` and the local list follows it.

/** The list after the server said whether `modelId` is now in it; order kept, each id once. */
export function wishlistAfterToggle(ids: readonly number[], modelId: number, added: boolean): number[] {
  const without = ids.filter((id) => id !== modelId);
  return added ? [...without, modelId] : without;
}

export function inWishlist(ids: readonly number[], modelId: number): boolean {
  return ids.includes(modelId);
}
