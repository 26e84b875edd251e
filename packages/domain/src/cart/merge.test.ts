import { describe, expect, it } from "vitest";
import { cartContentSchema } from "../api/accounts";
import { emptyCart, type Cart } from "./cart";
import { mergeServerCart, sameCartContent, toCartContent } from "./merge";
import { addGiftCard } from "./transitions";

const cart = (...products: Cart["products"]): Cart => ({ ...emptyCart(), products });

describe("mergeServerCart", () => {
  it("keeps the stored cart when the server cart holds the same lines in another order", () => {
    const stored = cart({ productId: 1, amount: 1 }, { productId: 2, amount: 3 });
    expect(mergeServerCart(stored, { products: [{ productId: 2, amount: 3 }, { productId: 1, amount: 1 }] })).toBe(stored);
    expect(mergeServerCart(stored, null)).toBe(stored);
  });

  it("combines differing carts, de-duplicated by productId with the stored line kept", () => {
    const stored = cart({ productId: 1, amount: 1 }, { productId: 2, amount: 3 });
    const merged = mergeServerCart(stored, { products: [{ productId: 2, amount: 9 }, { productId: 3, amount: 1 }, { productId: "4-5", bundleId: 1, bundleHash: "1:4-5", amount: 1 }] });
    expect(merged.products).toEqual([
      { productId: 1, amount: 1 },
      { productId: 2, amount: 3 },
      { productId: 3, amount: 1 },
      { productId: "4-5", bundleId: 1, bundleHash: "1:4-5", amount: 1 },
    ]);
  });

  it("takes the server's gift cards it does not have", () => {
    const stored = addGiftCard(emptyCart(), { modelId: 2427, value: 50, amount: 1 }, 1_000);
    const merged = mergeServerCart(stored, { products: [], giftCardProducts: [{ uid: "1", modelId: 2427, value: 50, amount: 1 }, { uid: "9", modelId: 1412, value: 30 }] });
    expect(merged.giftCardProducts.map((card) => [card.uid, card.amount])).toEqual([["1", 1], ["9", 1]]);
  });
});

describe("toCartContent", () => {
  it("saves what PUT /api/customer/cart/ accepts, bundle lines included", () => {
    let full = cart({ productId: 1, amount: 2 }, { productId: "10-201-305", bundleId: 7, bundleHash: "7:10-201-305", amount: 1 });
    full = addGiftCard(full, { modelId: 2427, value: 50, amount: 1, recipientName: "Maija" }, 5_000);
    const content = toCartContent(full);
    expect(cartContentSchema.parse(content)).toEqual(content);
    expect(sameCartContent(content, toCartContent(full))).toBe(true);
  });
});
