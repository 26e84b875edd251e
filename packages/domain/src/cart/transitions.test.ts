import { describe, expect, it } from "vitest";
import { bundleHash, cartItemCount, emptyCart, type Cart } from "./cart";
import type { Profile } from "../api/account-flows";
import {
  prefillContact,
  setAddressPostcode,
  setDeliveryPostcode,
  refusedCodes,
  addCode,
  addGiftCard,
  addProduct,
  clearCart,
  dropGiftCampaignWhenMixed,
  redeemGiftCampaign,
  removeBundle,
  removeCode,
  removeGiftCard,
  removeProduct,
  setBundleAmount,
  setProductAmount,
  setTransferPick,
  setTransferSources,
} from "./transitions";
import { normaliseCodes } from "./codes";

const withLines = (...lines: Cart["products"]): Cart => ({ ...emptyCart(), products: lines });
const campaign = { code: "LAHJA-1", campaign: "joulu" };

describe("addProduct", () => {
  it("adds a new line and adds to an existing line's amount", () => {
    const one = addProduct(emptyCart(), { productId: 101, amount: 2 });
    expect(one.products).toEqual([{ productId: 101, amount: 2 }]);
    const two = addProduct(one, { productId: 101, amount: 3 });
    expect(two.products).toEqual([{ productId: 101, amount: 5 }]);
  });

  it("replaces the amount when the caller asks", () => {
    const cart = addProduct(withLines({ productId: 101, amount: 4 }), { productId: 101, amount: 1, replace: true });
    expect(cart.products[0]!.amount).toBe(1);
  });

  it("never increases a frozen line, but lets it go down", () => {
    const frozen = withLines({ productId: 101, amount: 2, frozen: true });
    expect(addProduct(frozen, { productId: 101, amount: 1 })).toBe(frozen);
    expect(addProduct(frozen, { productId: 101, amount: 5, replace: true })).toBe(frozen);
    expect(addProduct(frozen, { productId: 101, amount: 1, replace: true }).products[0]!.amount).toBe(1);
  });

  it("keeps amounts between 1 and 999", () => {
    expect(addProduct(emptyCart(), { productId: 1, amount: 0 }).products[0]!.amount).toBe(1);
    expect(addProduct(withLines({ productId: 1, amount: 998 }), { productId: 1, amount: 5 }).products[0]!.amount).toBe(999);
  });

  it("adds a bundle as a line named by its bundle hash and increases it when the same bundle comes again", () => {
    const first = addProduct(emptyCart(), { productId: "10-201-305", bundleId: 7, amount: 1 });
    expect(first.products).toEqual([{ productId: "10-201-305", bundleId: 7, bundleHash: bundleHash(7, "10-201-305"), amount: 1 }]);
    const again = addProduct(first, { productId: "10-201-305", bundleId: 7, amount: 1 });
    expect(again.products).toHaveLength(1);
    expect(again.products[0]!.amount).toBe(2);
    const other = addProduct(again, { productId: "10-202-305", bundleId: 7, amount: 1 });
    expect(other.products).toHaveLength(2);
  });

  it("keeps a bundle line apart from a plain line of the same variant", () => {
    const cart = addProduct(addProduct(emptyCart(), { productId: 101, amount: 1 }), { productId: "10-101", bundleId: 3, amount: 1 });
    expect(addProduct(cart, { productId: 101, amount: 1 }).products.map((line) => line.amount)).toEqual([2, 1]);
  });

  it("clears an active gift campaign and its products first", () => {
    const cart = { ...withLines({ productId: 55, amount: 1 }), giftCampaignData: campaign };
    const next = addProduct(cart, { productId: 101, amount: 1 });
    expect(next.giftCampaignData).toBeNull();
    expect(next.products).toEqual([{ productId: 101, amount: 1 }]);
  });
});

describe("amount updates", () => {
  it("refuses a per-product update for an id with a dash", () => {
    const cart = withLines({ productId: "10-201", bundleId: 1, bundleHash: "1:10-201", amount: 1 });
    expect(setProductAmount(cart, "10-201", 3)).toBe(cart);
  });

  it("changes a new bundle's amount by its bundle hash", () => {
    const cart = withLines({ productId: "10-201", bundleId: 1, bundleHash: "1:10-201", amount: 1 });
    expect(setBundleAmount(cart, "1:10-201", 3).products[0]!.amount).toBe(3);
    expect(setBundleAmount(cart, "1:10-999", 3)).toBe(cart);
  });

  it("sets an ordinary line's amount, never above 999 or below 1, and not up on a frozen line", () => {
    const cart = withLines({ productId: 101, amount: 2 }, { productId: 102, amount: 3, frozen: true });
    expect(setProductAmount(cart, 101, 5).products[0]!.amount).toBe(5);
    expect(setProductAmount(cart, 101, 0).products[0]!.amount).toBe(1);
    expect(setProductAmount(cart, 102, 4)).toBe(cart);
    expect(setProductAmount(cart, 102, 2).products[1]!.amount).toBe(2);
  });
});

describe("removing", () => {
  it("removes a product, a bundle and a gift card by their own ids", () => {
    let cart = withLines({ productId: 101, amount: 1 }, { productId: "10-101", bundleId: 3, bundleHash: "3:10-101", amount: 1 });
    cart = addGiftCard(cart, { modelId: 2427, value: 50, amount: 1 }, 1_700_000_000_000);
    expect(removeProduct(cart, 101).products).toEqual([cart.products[1]]);
    expect(removeBundle(cart, "3:10-101").products).toEqual([cart.products[0]]);
    expect(removeGiftCard(cart, "1700000000").giftCardProducts).toEqual([]);
    expect(removeProduct(cart, 999)).toBe(cart);
  });
});

describe("gift cards", () => {
  it("get time-based uids in seconds, unique within the cart, and count as items", () => {
    const now = 1_700_000_000_500;
    let cart = addGiftCard(emptyCart(), { modelId: 2427, value: 50, amount: 2, recipientName: "  Maija " }, now);
    cart = addGiftCard(cart, { modelId: 1412, value: 100, amount: 1, recipientName: "" }, now);
    expect(cart.giftCardProducts).toEqual([
      { uid: "1700000000", modelId: 2427, value: 50, amount: 2, recipientName: "Maija" },
      { uid: "1700000001", modelId: 1412, value: 100, amount: 1 },
    ]);
    expect(cartItemCount(cart)).toBe(3);
  });
});

describe("discount codes", () => {
  it("are compared case-insensitively, trimmed and de-duplicated", () => {
    expect(normaliseCodes(["KESA10", " kesa10 ", "", "Lahja-ABC"])).toEqual(["KESA10", "Lahja-ABC"]);
    const cart = addCode(addCode(emptyCart(), "Kesa10"), "KESA10");
    expect(cart.codes).toEqual(["Kesa10"]);
    expect(addCode(cart, "  ")).toBe(cart);
    expect(removeCode(cart, "kesa10").codes).toEqual([]);
  });
});

describe("clearCart", () => {
  it("empties products, bundles, codes, form, gift data, post delivery and transfer request", () => {
    const full: Cart = {
      ...withLines({ productId: 101, amount: 1 }),
      bundles: [{ uid: "b" }],
      codes: ["KESA10"],
      form: { ...emptyCart().form, first_name: "Maija" },
      giftCampaignData: campaign,
      postDelivery: true,
      transferRequest: true,
      transferRequestFrom: [3],
      transferRequestTo: 4,
      postcode: "00100",
    };
    const cleared = clearCart(full);
    expect(cleared).toMatchObject({ products: [], bundles: [], codes: [], giftCampaignData: null, postDelivery: false, transferRequest: false, transferRequestFrom: [], transferRequestTo: null });
    expect(cleared.form.first_name).toBe("");
    // What is not the cart's content stays: the postcode is the shopper's, not the order's.
    expect(cleared.postcode).toBe("00100");
  });
});

describe("gift campaign rule", () => {
  const base: Cart = { ...withLines({ productId: 55, amount: 1 }), giftCampaignData: campaign };

  it("keeps the campaign for its single product", () => {
    expect(dropGiftCampaignWhenMixed(base)).toBe(base);
  });

  it("drops the campaign and empties the products with a second product, a bundle or a gift card", () => {
    const twoProducts = { ...base, products: [...base.products, { productId: 56, amount: 1 }] };
    const bundle = { ...base, products: [{ productId: "5-55", bundleId: 1, bundleHash: "1:5-55", amount: 1 }] };
    const giftCard = addGiftCard(base, { modelId: 1412, value: 20, amount: 1 }, 0);
    for (const cart of [twoProducts, bundle]) expect(dropGiftCampaignWhenMixed(cart)).toMatchObject({ giftCampaignData: null, products: [] });
    expect(giftCard).toMatchObject({ giftCampaignData: null, products: [] });
    expect(giftCard.giftCardProducts).toHaveLength(1);
  });
});

describe("redeemGiftCampaign", () => {
  it("empties the cart, adds the campaign's product once and keeps the code for payment", () => {
    const full = addCode(addGiftCard(withLines({ productId: 7, amount: 3 }, { productId: "5-55", bundleId: 1, bundleHash: "1:5-55", amount: 1 }), { modelId: 1412, value: 20, amount: 1 }, 0), "KESA10");
    const redeemed = redeemGiftCampaign(full, { productId: 42, code: "LAHJA-1", campaign: "joulu" });
    expect(redeemed.products).toEqual([{ productId: 42, amount: 1 }]);
    expect(redeemed.giftCardProducts).toEqual([]);
    expect(redeemed.codes).toEqual([]);
    expect(redeemed.giftCampaignData).toEqual(campaign);
    expect(dropGiftCampaignWhenMixed(redeemed)).toBe(redeemed);
  });
});

describe("transfer picks", () => {
  const transfer = (cart: Cart): Cart => ({ ...cart, transferRequest: true, transferRequestFrom: [1, 2] });

  it("keeps the units picked from a source store, clamped to 0..max and 999", () => {
    const cart = transfer(withLines({ productId: 101, amount: 3 }));
    const one = setTransferPick(cart, 101, 1, 2, 5);
    expect(one.products[0]!.transferAmountsFrom).toEqual({ "1": 2 });
    const two = setTransferPick(one, 101, 2, 9, 4);
    expect(two.products[0]!.transferAmountsFrom).toEqual({ "1": 2, "2": 4 });
    expect(setTransferPick(two, 101, 2, 5000).products[0]!.transferAmountsFrom).toEqual({ "1": 2, "2": 999 });
    expect(setTransferPick(two, 101, 2, -3, 4).products[0]!.transferAmountsFrom).toEqual({ "1": 2 });
    expect(setTransferPick(two, 101, 2, Number.NaN, 4).products[0]!.transferAmountsFrom).toEqual({ "1": 2 });
  });

  it("drops the map when the last pick goes to 0", () => {
    const cart = setTransferPick(transfer(withLines({ productId: 101, amount: 1 })), 101, 1, 1);
    expect(setTransferPick(cart, 101, 1, 0).products[0]).toEqual({ productId: 101, amount: 1 });
  });

  it("refuses a bundle line, a missing line, a store that is not a source and an unchanged pick", () => {
    const cart = transfer(withLines({ productId: "5-1-2", amount: 1, bundleId: 3, bundleHash: "3:5-1-2" }, { productId: 101, amount: 1, transferAmountsFrom: { "1": 1 } }));
    expect(setTransferPick(cart, "5-1-2", 1, 1)).toBe(cart);
    expect(setTransferPick(cart, 999, 1, 1)).toBe(cart);
    expect(setTransferPick(cart, 101, 7, 1)).toBe(cart);
    expect(setTransferPick(cart, 101, 1, 1)).toBe(cart);
  });

  it("drops picks of stores that stop being sources", () => {
    const cart = transfer(withLines({ productId: 101, amount: 3, transferAmountsFrom: { "1": 1, "2": 2 } }, { productId: 102, amount: 1, transferAmountsFrom: { "2": 1 } }));
    const next = setTransferSources(cart, [1, 3, 3]);
    expect(next.transferRequestFrom).toEqual([1, 3]);
    expect(next.products).toEqual([{ productId: 101, amount: 3, transferAmountsFrom: { "1": 1 } }, { productId: 102, amount: 1 }]);
  });
});

describe("refused codes (issue 12)", () => {
  it("are the codes neither taken as the discount nor as a gift card, each with the error naming it", () => {
    const answer = {
      cart_discount: { code: "KESA10", amount: 500 },
      gift_cards: [{ code: "LAHJA-50-DEMO", used: 5_000, balance: 0 }],
      errors: ["Koodi VANHENTUNUT on vanhentunut.", "Vain yksi alennuskoodi tilausta kohden, mutta lahjakortteja voi käyttää useita."],
    };
    expect(refusedCodes(["kesa10", "lahja-50-demo", "vanhentunut", "takit20"], answer)).toEqual([
      { code: "vanhentunut", message: "Koodi VANHENTUNUT on vanhentunut." },
      { code: "takit20", message: null },
    ]);
    expect(refusedCodes([], answer)).toEqual([]);
  });
});

describe("one postcode (issue 12)", () => {
  it("a whole address postcode drives the delivery methods too; a half-typed one does not", () => {
    const cart = emptyCart();
    const half = setAddressPostcode(cart, "001", "fi");
    expect(half.form.postal_code).toBe("001");
    expect(half.postcode).toBe(cart.postcode);
    const whole = setAddressPostcode(half, "00100", "fi");
    expect(whole.postcode).toBe("00100");
    expect(setAddressPostcode(cart, "sw1a 1aa", "gb")).toMatchObject({ postcode: "SW1A 1AA", form: { postal_code: "sw1a 1aa" } });
  });

  it("a whole delivery postcode fills the address's; a half-typed one is not remembered", () => {
    const cart = emptyCart();
    expect(setDeliveryPostcode(cart, "9620", "fi")).toBe(cart);
    const whole = setDeliveryPostcode(cart, "96200", "fi");
    expect(whole).toMatchObject({ postcode: "96200", form: { postal_code: "96200" } });
    expect(setDeliveryPostcode(whole, "", "fi")).toMatchObject({ postcode: "", form: { postal_code: "96200" } });
  });
});

describe("prefill of a member's details (issue 12)", () => {
  const address = (over: Partial<Profile["addresses"][number]>) => ({ id: 1, first_name: "Aino", last_name: "Koski", company: "", street: "Koskikatu 1", postcode: "96200", city: "Rovaniemi", country_code: "fi", phone: "", is_default: false, ...over });
  const profile = { email: "aino@example.fi", first_name: "Aino", last_name: "Koski", phone: "040 1", addresses: [address({ id: 1 }), address({ id: 2, street: "Rantatie 2", postcode: "00100", city: "Helsinki", is_default: true }), address({ id: 3, country_code: "se", street: "Storgatan 1", is_default: true })] };

  it("fills the empty fields from the profile and the default address of the delivery country", () => {
    const filled = prefillContact(emptyCart(), profile, "fi");
    expect(filled.form).toMatchObject({ first_name: "Aino", last_name: "Koski", email: "aino@example.fi", phone: "040 1", address: "Rantatie 2", postal_code: "00100", city: "Helsinki" });
    expect(filled.postcode).toBe("00100");
  });

  it("never replaces what the shopper typed", () => {
    const typed = { ...emptyCart(), form: { ...emptyCart().form, email: "other@example.fi", city: "Espoo" } };
    const filled = prefillContact(typed, profile, "fi");
    expect(filled.form.email).toBe("other@example.fi");
    expect(filled.form.city).toBe("Espoo");
    expect(prefillContact(filled, profile, "fi")).toBe(filled);
  });
});
