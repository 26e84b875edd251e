// The wishlist a heart shows while the server is asked (issue 12, optimistic toggle; docs/accounts.md
// "Wishlist"): saving adds the product last, as the server's `wishlist_model_ids` lists them
// (oldest first), removing takes it out; the others keep their order, so undoing one heart leaves
// the changes of other hearts asked at the same time alone.
export function toggledWishlist(ids: readonly number[], modelId: number, save: boolean): number[] {
  const rest = ids.filter((id) => id !== modelId);
  return save ? [...rest, modelId] : rest;
}
