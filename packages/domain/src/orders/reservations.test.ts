import { describe, expect, it } from "vitest";
import type { CartValidation } from "../checkout/validate-cart";
import { reservationParts } from "./reservations";

type Variant = CartValidation["products"][number]["variant"];
const variant = (id: number, stock: Record<number, number>, onOrder = false) => ({ id, onOrder, sellableByStore: new Map(Object.entries(stock).map(([s, q]) => [Number(s), q])) }) as unknown as Variant;
const cart = (products: { variant: Variant; amount: number; picks?: { storeId: number; quantity: number }[] }[], bundles: { parts: Variant[]; amount: number }[] = []) =>
  ({
    products: products.map((p) => ({ id: p.variant.id, variant: p.variant, amount: p.amount, transferPicks: p.picks ?? null })),
    bundles,
  }) as unknown as CartValidation;

describe("the stock an order reserves (docs/orders.md)", () => {
  it("takes each line from the stores in their order, merged per variant and store", () => {
    const v = variant(1, { 20: 5 });
    expect(reservationParts(cart([{ variant: v, amount: 3 }], [{ parts: [v], amount: 1 }]), [20])).toEqual([{ variantId: 1, storeId: 20, quantity: 4 }]);
    expect(reservationParts(cart([{ variant: variant(2, { 7: 1, 8: 5 }), amount: 4 }]), [7, 8])).toEqual([
      { variantId: 2, storeId: 7, quantity: 1 },
      { variantId: 2, storeId: 8, quantity: 3 },
    ]);
  });

  it("takes a transfer's picked units from their stores, bundle parts from what is left", () => {
    const v = variant(3, { 7: 2, 8: 2 });
    expect(reservationParts(cart([{ variant: v, amount: 3, picks: [{ storeId: 7, quantity: 2 }, { storeId: 8, quantity: 1 }] }], [{ parts: [v], amount: 1 }]), [7, 8])).toEqual([
      { variantId: 3, storeId: 7, quantity: 2 },
      { variantId: 3, storeId: 8, quantity: 2 },
    ]);
    expect(() => reservationParts(cart([{ variant: v, amount: 3, picks: [{ storeId: 7, quantity: 3 }] }]), [7, 8])).toThrow(/does not cover the validated pick/);
  });

  it("reserves what there is of an on-order line; an in-stock line short of stock is a bug", () => {
    expect(reservationParts(cart([{ variant: variant(4, { 20: 1 }, true), amount: 3 }]), [20])).toEqual([{ variantId: 4, storeId: 20, quantity: 1 }]);
    expect(reservationParts(cart([{ variant: variant(5, {}, true), amount: 2 }]), [20])).toEqual([]);
    expect(() => reservationParts(cart([{ variant: variant(6, { 20: 1 }), amount: 2 }]), [20])).toThrow(/does not cover the validated amount/);
  });
});
