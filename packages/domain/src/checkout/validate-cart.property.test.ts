// Property test: thousands of generated carts against the invariants of docs/checkout.md.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "../api/checkout";
import { validateCart, type CheckoutData } from "./validate-cart";
import { code, data, giftCard, method, variant, withVariants } from "./test-fixtures";

const now = new Date("2026-06-15T09:30:00Z");

const catalogue = fc.array(
  fc.record({
    active: fc.integer({ min: 0, max: 200_000 }),
    clubOff: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: null }),
    web: fc.integer({ min: 0, max: 20 }),
    onOrder: fc.boolean(),
    maxAmount: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    taxClassId: fc.constantFrom(5, 2),
    brandId: fc.integer({ min: 1, max: 3 }),
    shippingTimeNumber: fc.constantFrom(1, 2, 7, 30),
  }),
  { minLength: 1, maxLength: 8 },
);

const codeFacts = fc.record({
  kind: fc.constantFrom("percentage" as const, "fixed" as const),
  value: fc.integer({ min: 0, max: 12_000 }),
  minimumOrder: fc.integer({ min: 0, max: 50_000 }),
  brandIds: fc.subarray([1, 2, 3]),
});

const scenario = fc.record({
  variants: catalogue,
  lines: fc.array(fc.record({ pick: fc.nat(), amount: fc.integer({ min: 1, max: 30 }), frozen: fc.boolean() }), { maxLength: 20 }),
  codes: fc.array(codeFacts, { maxLength: 3 }),
  cards: fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 3 }),
  giftCardValues: fc.array(fc.integer({ min: 1, max: 30 }).map((n) => n * 10), { maxLength: 2 }),
  clubMember: fc.boolean(),
  chargesVat: fc.boolean(),
  repack: fc.boolean(),
  threshold: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
  /** Prices a client might send: extra fields the server must never read. */
  clientPrice: fc.integer({ min: 0, max: 1_000_000 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario): { data: CheckoutData; input: Record<string, unknown> } {
  const variants = s.variants.map((v, i) =>
    variant(i + 1, { active: v.active, club: v.clubOff === null ? null : Math.max(0, v.active - v.clubOff), regular: v.active + 1_000, web: v.web, onOrder: v.onOrder, maxAmount: v.maxAmount, taxClassId: v.taxClassId, brandId: v.brandId, shippingTimeNumber: v.shippingTimeNumber }),
  );
  const d = data({
    taxArea: { chargesVat: s.chargesVat, ratesBp: new Map([[5, 2550], [2, 1400]]) },
    variants: withVariants(...variants),
    discountCodes: new Map(s.codes.map((c, i) => [`c${i}`, code({ id: i + 1, code: `C${i}`, ...c })])),
    giftCards: new Map(s.cards.map((balance, i) => [`g${i}`, giftCard({ code: `G${i}`, balance })])),
    deliveryMethods: [method({ freeThreshold: s.threshold })],
  });
  const input = {
    country_code: "fi",
    language_code: "fi",
    products: s.lines.map((l) => ({ id: (l.pick % variants.length) + 1, amount: l.amount, frozen: l.frozen })),
    gift_card_products: s.giftCardValues.map((value, i) => ({ uid: String(i), model_id: 2427, value, amount: 1 })),
    discount_codes: [...s.codes.map((_, i) => `C${i}`), ...s.cards.map((_, i) => `g${i}`)],
    repack: s.repack,
  };
  return { data: d, input };
}

describe("cart validation over generated carts", () => {
  it("keeps totals whole, non-negative and consistent; discounts within the subtotal; VAT parts summing to the taxed amount", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { data: d, input } = build(s);
        const r = validateCart(checkoutRequestSchema.parse(input), d, { now, shopper: s.clubMember ? { id: 1, clubMember: true, isStaff: false, isOrgUser: false } : null });
        const amounts = [r.subtotal, r.discountTotal, r.deliveryCost, r.repackCost, r.totalPrice, ...r.giftCards.map((g) => g.used), ...r.vat.map((v) => v.vat)];
        for (const a of amounts) expect(Number.isInteger(a) && a >= 0).toBe(true);
        const merchandise = r.products.reduce((sum, p) => sum + p.totalPrice, 0) + r.bundles.reduce((sum, b) => sum + b.totalPrice, 0);
        const giftCardLines = r.giftCardProducts.reduce((sum, g) => sum + g.totalPrice, 0);
        expect(r.subtotal).toBe(merchandise + giftCardLines);
        expect(r.discountTotal).toBeLessThanOrEqual(merchandise);
        // the discount's shares are whole cents, no line above its total, summing to the discount
        for (const p of r.products) expect(Number.isInteger(p.discount) && p.discount >= 0 && p.discount <= p.totalPrice).toBe(true);
        expect(r.products.reduce((sum, p) => sum + p.discount, 0)).toBe(r.discountTotal);
        const used = r.giftCards.reduce((sum, g) => sum + g.used, 0);
        expect(r.totalPrice).toBe(merchandise - r.discountTotal + giftCardLines + r.deliveryCost + r.repackCost - used);
        for (const g of r.giftCards) expect(g.balance).toBeGreaterThanOrEqual(0);
        // VAT: the gross of every rate sums to what is taxed; VAT never above its gross
        const taxed = merchandise - r.discountTotal + r.deliveryCost + r.repackCost;
        if (s.chargesVat) expect(r.vat.reduce((sum, v) => sum + v.gross, 0)).toBe(taxed);
        else expect(r.vat).toEqual([]);
        for (const v of r.vat) expect(v.vat).toBeLessThan(v.gross);
        // stock: no in-stock variant is sold beyond its web stock and maximum
        for (const p of r.products) if (!p.variant.onOrder) expect(p.amount).toBeLessThanOrEqual(Math.min(p.variant.sellableByStore.get(20) ?? 0, p.variant.maxAmount ?? Infinity));
      }),
      { numRuns: 3_000 },
    );
  });

  it("ignores any price a client sends", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { data: d, input } = build(s);
        const baseline = validateCart(checkoutRequestSchema.parse(input), d, { now, shopper: null });
        const tampered = { ...input, total_price: s.clientPrice, products: (input.products as object[]).map((p) => ({ ...p, price: s.clientPrice, unit_price: s.clientPrice })) };
        // The contract refuses price fields outright (a 400 at the endpoint)...
        expect(checkoutRequestSchema.safeParse(tampered).success).toBe(false);
        // ...and the prices come only from the stored facts.
        for (const p of baseline.products) expect(p.unitPrice).toBe(p.variant.price.prices!.active);
      }),
      { numRuns: 1_000 },
    );
  });
});
