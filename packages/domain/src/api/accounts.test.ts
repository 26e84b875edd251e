import { describe, expect, it } from "vitest";
import { CART_CONTENT_MAX_LENGTH } from "../cart/limits";
import { saveCartRequestSchema, tokenRequestSchema } from "./accounts";

describe("tokenRequestSchema", () => {
  it("accepts an e-mail and password, trimming the e-mail", () => {
    expect(tokenRequestSchema.parse({ email: " a@b.fi ", password: "x" })).toEqual({ email: "a@b.fi", password: "x" });
  });

  it("refuses missing fields, bad e-mails and unknown fields", () => {
    expect(tokenRequestSchema.safeParse({ email: "a@b.fi" }).success).toBe(false);
    expect(tokenRequestSchema.safeParse({ email: "nope", password: "x" }).success).toBe(false);
    expect(tokenRequestSchema.safeParse({ email: "a@b.fi", password: "x", admin: true }).success).toBe(false);
  });
});

describe("saveCartRequestSchema", () => {
  const cart = (value: unknown) => ({ cart_content: JSON.stringify(value) });

  it("accepts the cart as a JSON string with products, and null", () => {
    const parsed = saveCartRequestSchema.parse(cart({ products: [{ productId: 12, amount: 2 }] }));
    expect(parsed.cart_content).toEqual({ products: [{ productId: 12, amount: 2 }] });
    expect(saveCartRequestSchema.parse({ cart_content: null }).cart_content).toBeNull();
  });

  it("names the field that is wrong", () => {
    const result = saveCartRequestSchema.safeParse(cart({ products: [{ productId: 12, amount: 0 }] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["cart_content", "products", 0, "amount"]);
  });

  it("takes bundle lines by their bundle variant id and gift cards with their value", () => {
    const content = {
      products: [{ productId: "10-201-305", bundleId: 7, bundleHash: "7:10-201-305", amount: 1 }],
      giftCardProducts: [{ uid: "1700000000", modelId: 2427, value: 50, amount: 1, recipientName: "Maija" }],
    };
    expect(saveCartRequestSchema.parse(cart(content)).cart_content).toEqual(content);
    expect(saveCartRequestSchema.safeParse(cart({ products: [{ productId: "10-", amount: 1 }] })).success).toBe(false);
    expect(saveCartRequestSchema.safeParse(cart({ products: [], giftCardProducts: [{ uid: "1", value: 5 }] })).success).toBe(false);
  });

  it("refuses text that is not JSON and carts that are too large", () => {
    expect(saveCartRequestSchema.safeParse({ cart_content: "{products" }).success).toBe(false);
    const big = { products: [{ productId: 1, amount: 1, name: "x".repeat(300) }] };
    expect(saveCartRequestSchema.safeParse({ cart_content: JSON.stringify(big).padEnd(CART_CONTENT_MAX_LENGTH + 1) }).success).toBe(false);
  });
  it("refuses a saved cart whose JSON carries what jsonb cannot store, naming the place", () => {
    const result = saveCartRequestSchema.safeParse({ cart_content: JSON.stringify({ products: [{ productId: 1, amount: 1, note: "a\u0000" }] }) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["cart_content", "products", 0, "note"], message: "Must not contain a NUL character." });
  });
});
