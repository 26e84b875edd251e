import { describe, expect, it } from "vitest";
import { toggledWishlist } from "./wishlist-toggle";

describe("toggledWishlist", () => {
  it("adds a saved product last, as the server lists them, and removes an unsaved one", () => {
    expect(toggledWishlist([3, 2], 5, true)).toEqual([3, 2, 5]);
    expect(toggledWishlist([3, 5, 2], 5, false)).toEqual([3, 2]);
  });
  it("never lists a product twice, and undoing one leaves the others' changes", () => {
    expect(toggledWishlist([5, 3], 5, true)).toEqual([3, 5]);
    const both = toggledWishlist(toggledWishlist([1], 7, true), 8, true);
    expect(toggledWishlist(both, 7, false)).toEqual([1, 8]);
  });
});
