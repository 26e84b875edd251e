import { describe, expect, it } from "vitest";
import { checkoutAnswer, checkoutLine } from "../testing/checkout-answer";
import { emptyCart, type Cart } from "./cart";
import { estimatedLineTotal, estimatedTotals, rolledBack } from "./optimistic";

const answer = checkoutAnswer({
  products: [checkoutLine({ id: 101, amount: 1, unit_price: 12_900, total_price: 12_900 }), checkoutLine({ id: 102, amount: 2, unit_price: 1_000, total_price: 2_000 })],
  subtotal: 14_900,
  total_price: 15_490,
});
const validatedLines = [{ productId: 101, amount: 1 }, { productId: 102, amount: 2 }];
const cart = (products: Cart["products"]): Cart => ({ ...emptyCart(), products, validation: answer, validateHash: "k1", status: "PENDING" });

describe("estimatedTotals (docs/cart.md \"Optimistic updates\")", () => {
  it("prices a changed amount at once from the last answer's unit prices", () => {
    const estimate = estimatedTotals(cart([{ productId: 101, amount: 3 }, { productId: 102, amount: 2 }]))!;
    expect(estimate.subtotal).toBe(14_900 + 25_800);
    expect(estimate.total).toBe(15_490 + 25_800);
  });

  it("takes a removed line off", () => {
    const estimate = estimatedTotals(cart([{ productId: 101, amount: 1 }]))!;
    expect(estimate.subtotal).toBe(12_900);
    expect(estimate.total).toBe(13_490);
  });

  it("gives no estimate for a product the answer did not price, a bundle line or no answer", () => {
    expect(estimatedTotals(cart([{ productId: 101, amount: 1 }, { productId: 999, amount: 1 }]))).toBeNull();
    expect(estimatedTotals(cart([{ productId: "b-1", amount: 1, bundleHash: "h", bundleId: 5 }]))).toBeNull();
    expect(estimatedTotals({ products: [{ productId: 101, amount: 1 }], validation: null })).toBeNull();
  });
});

describe("estimatedLineTotal", () => {
  it("keeps the answer's own total at its amount (a discount it gave stays) and multiplies the unit price otherwise", () => {
    const priced = { amount: 2, unit_price: 1_000, total_price: 1_800 };
    expect(estimatedLineTotal(priced, 2)).toBe(1_800);
    expect(estimatedLineTotal(priced, 3)).toBe(3_000);
  });
});

describe("rolledBack", () => {
  it("puts back the lines the last answer was for, as validated", () => {
    const back = rolledBack(cart([{ productId: 101, amount: 5 }, { productId: 102, amount: 2 }]), validatedLines)!;
    expect(back.products).toEqual(validatedLines);
    expect(back.status).toBe("VALIDATED");
    expect(back.validation).toBe(answer);
  });

  it("has nothing to go back to without an answer or when the lines are those already", () => {
    expect(rolledBack(cart(validatedLines.map((line) => ({ ...line }))), validatedLines)).toBeNull();
    expect(rolledBack({ ...cart([{ productId: 101, amount: 5 }]), validation: null }, validatedLines)).toBeNull();
    expect(rolledBack(cart([{ productId: 101, amount: 5 }]), null)).toBeNull();
  });
});
