import { describe, expect, it } from "vitest";
import { emptyCart } from "./cart";
import { parseStoredCart, toStoredCart } from "./stored-cart";
import { addGiftCard, addProduct } from "./transitions";

describe("stored cart", () => {
  it("comes back as it was stored, without any answer and not validated", () => {
    let cart = addProduct(emptyCart(), { productId: 101, amount: 2 });
    cart = addProduct(cart, { productId: "10-201", bundleId: 3, amount: 1 });
    cart = addGiftCard(cart, { modelId: 2427, value: 50, amount: 1 }, 2_000);
    cart = { ...cart, codes: ["KESA10"], postcode: "00100", status: "VALIDATED", totalPrice: 500 };
    const back = parseStoredCart(JSON.stringify(toStoredCart(cart)));
    expect(back).toMatchObject({ products: cart.products, giftCardProducts: cart.giftCardProducts, codes: ["KESA10"], postcode: "00100", status: "IDLE", totalPrice: 0, validation: null });
  });

  it("keeps a staff transfer request with its reserve and priority choices over a reload", () => {
    const cart = { ...addProduct(emptyCart(), { productId: 101, amount: 1 }), transferRequest: true, transferRequestFrom: [1], transferRequestTo: 3, transferrequest_reserve_quantity: true, transferrequest_high_priority: true };
    expect(parseStoredCart(JSON.stringify(toStoredCart(cart)))).toMatchObject({ transferRequest: true, transferRequestFrom: [1], transferRequestTo: 3, transferrequest_reserve_quantity: true, transferrequest_high_priority: true });
    // A cart stored before these choices were kept still parses, with both off.
    const { transferrequest_reserve_quantity: _r, transferrequest_high_priority: _h, ...older } = toStoredCart(cart);
    expect(parseStoredCart(JSON.stringify(older))).toMatchObject({ transferRequest: true, transferrequest_reserve_quantity: false, transferrequest_high_priority: false });
  });

  it("ignores missing, corrupt and foreign data", () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart("{not json")).toBeNull();
    expect(parseStoredCart(JSON.stringify({ products: "all" }))).toBeNull();
    const stored = toStoredCart(emptyCart());
    expect(parseStoredCart(JSON.stringify({ ...stored, products: [{ productId: -4, amount: 1 }] }))).toBeNull();
    expect(parseStoredCart(JSON.stringify({ ...stored, products: [{ productId: 4, amount: 1000 }] }))).toBeNull();
  });
});
