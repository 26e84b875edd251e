import { describe, expect, it } from "vitest";
import { wishlistToggleRequestSchema } from "../api/wishlist";
import { inWishlist, wishlistAfterToggle } from "./wishlist";

describe("wishlistAfterToggle (spec 01 §4: add and remove by integer model id)", () => {
  it("adds a model at the end and removes it wherever it is", () => {
    expect(wishlistAfterToggle([3, 5], 7, true)).toEqual([3, 5, 7]);
    expect(wishlistAfterToggle([3, 5, 7], 5, false)).toEqual([3, 7]);
  });
  it("keeps each id once and follows the server when the local list was stale", () => {
    expect(wishlistAfterToggle([3, 5], 5, true)).toEqual([3, 5]);
    expect(wishlistAfterToggle([3], 9, false)).toEqual([3]);
  });
  it("tells whether a model is saved", () => {
    expect(inWishlist([1, 2], 2)).toBe(true);
    expect(inWishlist([1, 2], 3)).toBe(false);
  });
  it("takes an integer model id only", () => {
    expect(wishlistToggleRequestSchema.safeParse({ model_id: 12 }).success).toBe(true);
    for (const model_id of ["12", 1.5, 0, -3, null]) expect(wishlistToggleRequestSchema.safeParse({ model_id }).success, String(model_id)).toBe(false);
    expect(wishlistToggleRequestSchema.safeParse({ model_id: 1, extra: true }).success).toBe(false);
  });
});
