import { describe, expect, it } from "vitest";
import { wishlistQuerySchema, wishlistToggleRequestSchema } from "./wishlist";

describe("wishlist contract (spec 02 §7, spec 01 §4: by integer model id)", () => {
  it("takes an integer model id only", () => {
    expect(wishlistToggleRequestSchema.safeParse({ model_id: 12 }).success).toBe(true);
    for (const model_id of ["12", 1.5, 0, -3, null]) expect(wishlistToggleRequestSchema.safeParse({ model_id }).success, String(model_id)).toBe(false);
    expect(wishlistToggleRequestSchema.safeParse({ model_id: 1, extra: true }).success).toBe(false);
  });
  it("defaults the list query to Finnish and tax area 1", () => {
    expect(wishlistQuerySchema.parse({})).toEqual({ language: "fi", taxAreaId: 1 });
    expect(wishlistQuerySchema.safeParse({ taxAreaId: "0" }).success).toBe(false);
  });
});
