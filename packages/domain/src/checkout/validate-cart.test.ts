import { describe, expect, it } from "vitest";
import { validateCart } from "./validate-cart";
import { code, data, giftCard, method, request, variant, withVariants } from "./test-fixtures";

const now = new Date("2026-06-15T05:00:00Z");
const member = { id: 1, clubMember: true, isStaff: false, isOrgUser: false };
const staff = { id: 3, clubMember: false, isStaff: true, isOrgUser: false };

describe("cart validation", () => {
  it("prices lines from the stored prices, the club price for every logged-in customer (spec 02 §4, §6)", () => {
    const d = data({ variants: withVariants(variant(1, { active: 8_000, club: 7_000, regular: 10_000 })) });
    const guest = validateCart(request({ products: [{ id: 1, amount: 2 }] }), d, { now, shopper: null });
    expect(guest.products[0]).toMatchObject({ unitPrice: 8_000, totalPrice: 16_000, priceType: "discount" });
    const club = validateCart(request({ products: [{ id: 1, amount: 2 }] }), d, { now, shopper: member });
    expect(club.products[0]).toMatchObject({ unitPrice: 7_000, totalPrice: 14_000, priceType: "club" });
    expect(validateCart(request({ products: [{ id: 1, amount: 2 }] }), d, { now, shopper: { ...member, clubMember: false } }).products[0]!.unitPrice).toBe(7_000);
  });

  it("drops unknown and unsellable variants with an error", () => {
    const d = data({ variants: withVariants(variant(1, { sellable: false })) });
    const result = validateCart(request({ products: [{ id: 1, amount: 1 }, { id: 2, amount: 1 }] }), d, { now, shopper: null });
    expect(result.products).toEqual([]);
    expect(result.errors.map((e) => e.key)).toEqual(["product_not_found", "product_not_found"]);
  });

  it("clamps amounts to web stock, shared between lines and bundle parts of one variant", () => {
    const d = data({
      variants: withVariants(variant(1, { web: 3 }), variant(2, { web: 0 }), variant(3, { web: 0, onOrder: true, shippingTimeNumber: 14 })),
    });
    const result = validateCart(request({ products: [{ id: 1, amount: 5 }, { id: 2, amount: 1 }, { id: 3, amount: 50 }] }), d, { now, shopper: null });
    expect(result.products.map((p) => [p.amount, p.stock.max_amount, p.errors.map((e) => e.key)])).toEqual([
      [3, 3, ["amount_limited"]],
      [0, 0, ["sold_out"]],
      [50, null, []],
    ]);
  });

  it("offers part delivery when part_delivery_mode allows it and lines ship now and later; selected only when asked and offered (spec 01 §3)", () => {
    const d = data({ variants: withVariants(variant(1, { web: 3 }), variant(3, { web: 0, onOrder: true, shippingTimeNumber: 14 })) });
    const mixed = [{ id: 1, amount: 1 }, { id: 3, amount: 1 }];
    const offered = validateCart(request({ products: mixed }), d, { now, shopper: null });
    expect(offered).toMatchObject({ partDeliveryPossible: true, partDelivery: false });
    const chosen = validateCart(request({ products: mixed, delivery_extra_data: { part_delivery: true } }), d, { now, shopper: null });
    expect(chosen).toMatchObject({ partDeliveryPossible: true, partDelivery: true });
    // All lines ship now: nothing to split, and asking changes nothing.
    const inStock = validateCart(request({ products: [{ id: 1, amount: 1 }], delivery_extra_data: { part_delivery: true } }), d, { now, shopper: null });
    expect(inStock).toMatchObject({ partDeliveryPossible: false, partDelivery: false });
    // The general setting turns it off.
    const off = data({ ...d, settings: { targetCountryDeliveryAddedDays: null, partDeliveryMode: "disabled" } });
    expect(validateCart(request({ products: mixed, delivery_extra_data: { part_delivery: true } }), off, { now, shopper: null })).toMatchObject({ partDeliveryPossible: false, partDelivery: false });
  });

  it("merges repeated lines of a variant but never increases a frozen one", () => {
    const d = data({ variants: withVariants(variant(1), variant(2)) });
    const result = validateCart(request({ products: [{ id: 1, amount: 1 }, { id: 1, amount: 2 }, { id: 2, amount: 1, frozen: true }, { id: 2, amount: 4 }] }), d, { now, shopper: null });
    expect(result.products.map((p) => [p.id, p.amount, p.frozen, p.errors.map((e) => e.key)])).toEqual([
      [1, 3, false, []],
      [2, 1, true, ["frozen_not_increased"]],
    ]);
  });

  it("prices a bundle with the bundle price and checks its parts", () => {
    const main = variant(1, { modelId: 10 });
    const part = variant(2, { modelId: 20, web: 1 });
    const d = data({
      variants: withVariants(main, part, variant(3, { modelId: 30 })),
      bundles: new Map([[5, { id: 5, name: "Ski set", mainModelId: 10, partModelIds: [20], isActive: true, prices: { active: 15_000, regular: 18_000 }, skiBundle: true }]]),
    });
    const ok = validateCart(request({ bundles: [{ uid: "b", bundle_id: 5, id: "10-1-2", amount: 2 }] }), d, { now, shopper: null });
    expect(ok.bundles[0]).toMatchObject({ unitPrice: 15_000, amount: 1, totalPrice: 15_000 });
    expect(ok.bundles[0]!.errors.map((e) => e.key)).toEqual(["amount_limited"]);
    const wrong = validateCart(request({ bundles: [{ uid: "b", bundle_id: 5, id: "10-1-3", amount: 1 }] }), d, { now, shopper: null });
    expect(wrong.bundles).toEqual([]);
    expect(wrong.errors[0]).toEqual({ key: "bundle_parts_invalid", params: { name: "Ski set" } });
  });

  it("accepts one discount code per order and any number of gift cards", () => {
    const d = data({
      variants: withVariants(variant(1, { active: 10_000 })),
      discountCodes: new Map([["kesa10", code()], ["talvi20", code({ id: 2, code: "TALVI20", value: 2000 })]]),
      giftCards: new Map([["a", giftCard({ code: "A", balance: 2_000 })], ["b", giftCard({ code: "B", balance: 50_000 })]]),
    });
    const result = validateCart(request({ products: [{ id: 1, amount: 1 }], discount_codes: ["Kesa10", "talvi20", "a", "B", "kesa10"] }), d, { now, shopper: null });
    expect(result.discount).toEqual({ code: "KESA10", codeId: 1, amount: 1_000 });
    expect(result.errors).toEqual([{ key: "one_discount_code", params: { code: "TALVI20" } }]);
    // 10,000 - 1,000 discount + 690 delivery (below the 10,000 threshold after the discount).
    expect(result.giftCards).toEqual([{ code: "A", used: 2_000, balance: 0 }, { code: "B", used: 7_690, balance: 42_310 }]);
    expect(result.totalPrice).toBe(0);
  });

  it("adds delivery and repack, free from their thresholds after the discount", () => {
    const d = data({ variants: withVariants(variant(1, { active: 10_000 })), discountCodes: new Map([["kesa10", code()]]) });
    const plain = validateCart(request({ products: [{ id: 1, amount: 1 }], repack: true }), d, { now, shopper: null });
    expect([plain.deliveryCost, plain.repackCost, plain.totalPrice]).toEqual([0, 300, 10_300]);
    const discounted = validateCart(request({ products: [{ id: 1, amount: 1 }], discount_codes: ["kesa10"] }), d, { now, shopper: null });
    expect([discounted.discountTotal, discounted.deliveryCost, discounted.totalPrice]).toEqual([1_000, 690, 9_690]);
    expect(discounted.deliveryThresholds).toEqual({ delivery: 10_000, repack: 20_000 });
  });

  it("sums VAT per rate of the lines net of discount plus delivery", () => {
    const d = data({
      taxArea: { chargesVat: true, ratesBp: new Map([[5, 2550], [2, 1400]]) },
      variants: withVariants(variant(1, { active: 5_000 }), variant(2, { active: 2_000, taxClassId: 2 })),
    });
    const result = validateCart(request({ products: [{ id: 1, amount: 1 }, { id: 2, amount: 1 }] }), d, { now, shopper: null });
    expect(result.totalPrice).toBe(7_690);
    expect(result.vat).toEqual([
      { rateBp: 2550, gross: 5_690, vat: 1_156 },
      { rateBp: 1400, gross: 2_000, vat: 246 },
    ]);
  });

  it("refuses the whole cart for Northern Ireland and unacknowledged duties, pricing delivery only for the latter", () => {
    const uk = { code: "gb", name: "Yhdistynyt kuningaskunta", isEnabled: true, isEuMember: false, daysStart: 3, daysEnd: 7, skiDaysStart: 5, skiDaysEnd: 10 };
    const d = data({ country: uk, taxArea: { chargesVat: false, ratesBp: new Map() }, variants: withVariants(variant(1)), deliveryMethods: [method({ countryCodes: [], countryGroup: "non_nordic", freeThreshold: null })] });
    const ni = validateCart(request({ country_code: "gb", postal_code: "BT1 1AA", duties_acknowledged: true, products: [{ id: 1, amount: 1 }] }), d, { now, shopper: null });
    expect(ni.reason?.key).toBe("northern_ireland");
    expect(ni.deliveryOptions).toEqual([]);
    const unack = validateCart(request({ country_code: "gb", postal_code: "SW1A 1AA", products: [{ id: 1, amount: 1 }] }), d, { now, shopper: null });
    expect(unack.reason?.key).toBe("duties_acknowledgement");
    // Shipping is priced before the box is ticked: the cart shows it, the reason stops the order.
    expect(unack.deliveryOptions.map((o) => o.price)).toEqual([690]);
    expect(unack.deliveryCost).toBe(690);
    const ok = validateCart(request({ country_code: "gb", postal_code: "SW1A 1AA", duties_acknowledged: true, products: [{ id: 1, amount: 1 }] }), d, { now, shopper: null });
    expect(ok.reason).toBeNull();
    expect(ok.vat).toEqual([]);
  });

  it("honours transfer requests for staff only and names rows short of picked units", () => {
    const d = data({ variants: withVariants(variant(1, { sellableByStore: new Map([[1, 2], [2, 2]]) })) });
    const line = { id: 1, amount: 3, transfer_amounts_from: { "1": 2 } };
    const asStaff = validateCart(request({ products: [line], transfer_request_from: [1, 2] }), d, { now, shopper: staff });
    expect(asStaff.products[0]!.amount).toBe(3);
    expect(asStaff.reason).toEqual({ key: "transfer_rows", params: { name: "Model 1" } });
    const asGuest = validateCart(request({ products: [line], transfer_request_from: [1, 2] }), d, { now, shopper: null });
    expect(asGuest.transferRequestFrom).toBeNull();
    expect(asGuest.products[0]!.amount).toBe(0);
    expect(asGuest.products[0]!.transferStock).toBeNull();
  });

  it("gives staff each source store's units and the picks an order takes; a pick above a store's stock is short", () => {
    const d = data({ variants: withVariants(variant(1, { sellableByStore: new Map([[1, 2], [2, 2]]) })) });
    const covered = validateCart(request({ products: [{ id: 1, amount: 3, transfer_amounts_from: { "1": 1, "2": 2 } }], transfer_request_from: [1, 2] }), d, { now, shopper: staff });
    expect(covered.reason).toBeNull();
    expect(covered.products[0]).toMatchObject({
      transferStock: [{ storeId: 1, sellable: 2 }, { storeId: 2, sellable: 2 }],
      transferPicks: [{ storeId: 1, quantity: 1 }, { storeId: 2, quantity: 2 }],
    });
    const tooMany = validateCart(request({ products: [{ id: 1, amount: 3, transfer_amounts_from: { "1": 3 } }], transfer_request_from: [1, 2] }), d, { now, shopper: staff });
    expect(tooMany.reason).toEqual({ key: "transfer_rows", params: { name: "Model 1" } });
    expect(tooMany.products[0]!.transferPicks).toBeNull();
    const single = validateCart(request({ products: [{ id: 1, amount: 2 }], transfer_request_from: [1] }), d, { now, shopper: staff });
    expect(single.products[0]).toMatchObject({ transferStock: [{ storeId: 1, sellable: 2 }], transferPicks: null });
  });

  it("charges no delivery for a cart of web gift cards only and never discounts them", () => {
    const d = data({ discountCodes: new Map([["kesa10", code()]]) });
    const result = validateCart(request({ gift_card_products: [{ uid: "1", model_id: 2427, value: 50, amount: 2, recipient_name: "Aino" }], discount_codes: ["kesa10"] }), d, { now, shopper: null });
    expect(result.giftCardProducts[0]).toMatchObject({ totalPrice: 10_000, recipientName: "Aino" });
    expect([result.deliveryCost, result.discountTotal, result.totalPrice]).toEqual([0, 0, 10_000]);
    expect(result.errors[0]?.key).toBe("code_not_applicable");
  });

  it("drops gift campaign data from a cart with more than one product", () => {
    const d = data({ variants: withVariants(variant(1), variant(2)) });
    const campaign = { code: "X1", campaign: "kevat" };
    expect(validateCart(request({ products: [{ id: 1, amount: 1 }], giftcampaign_data: campaign }), d, { now, shopper: null }).giftCampaignData).toEqual(campaign);
    expect(validateCart(request({ products: [{ id: 1, amount: 1 }, { id: 2, amount: 1 }], giftcampaign_data: campaign }), d, { now, shopper: null }).giftCampaignData).toBeNull();
  });

  it("lets a gift campaign pay its one product: the line costs 0, delivery is charged; otherwise the cart says why", () => {
    const giftCampaign = {
      campaign: { id: 4, slug: "kevat", isActive: true, startsAt: new Date("2026-01-01T00:00:00Z"), endsAt: null },
      code: { id: 9, code: "X1", maxUses: 1, usedCount: 0, validUntil: null },
      modelIds: [10],
    };
    const d = data({ variants: withVariants(variant(1, { active: 5_000 }), variant(2)), deliveryMethods: [method()], giftCampaign });
    const campaign = { code: "X1", campaign: "kevat" };
    const paid = validateCart(request({ products: [{ id: 1, amount: 1 }], giftcampaign_data: campaign }), d, { now, shopper: null });
    expect(paid.products[0]).toMatchObject({ unitPrice: 0, totalPrice: 0, regularUnitPrice: 5_000 });
    expect([paid.subtotal, paid.deliveryCost, paid.totalPrice, paid.reason]).toEqual([0, 690, 690, null]);
    expect(paid.giftCampaign).toEqual({ campaignId: 4, codeId: 9, code: "X1" });
    const outside = validateCart(request({ products: [{ id: 2, amount: 1 }], giftcampaign_data: campaign }), d, { now, shopper: null });
    expect([outside.reason?.key, outside.giftCampaign, outside.products[0]!.unitPrice]).toEqual(["campaign_product_not_in_campaign", null, 10_000]);
    const two = validateCart(request({ products: [{ id: 1, amount: 2 }], giftcampaign_data: campaign }), d, { now, shopper: null });
    expect([two.reason?.key, two.totalPrice]).toEqual(["campaign_one_product", 10_000]);
    const used = validateCart(request({ products: [{ id: 1, amount: 1 }], giftcampaign_data: campaign }), data({ ...d, giftCampaign: { ...giftCampaign, code: { ...giftCampaign.code, usedCount: 1 } } }), { now, shopper: null });
    expect(used.reason?.key).toBe("campaign_code_used");
    // Without campaign data nothing changes.
    expect(validateCart(request({ products: [{ id: 1, amount: 1 }] }), d, { now, shopper: null }).products[0]!.unitPrice).toBe(5_000);
  });
});
