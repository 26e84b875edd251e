import { describe, expect, it } from "vitest";
import {
  addToCartBlock,
  amountLimits,
  canAddGiftCard,
  clampToLimits,
  freeShippingProgress,
  isCompletePostcode,
  lineDisplayName,
  needsDutiesAcknowledgement,
  normaliseGiftCardValue,
  sanitisePostcode,
  shouldRememberPostcode,
  showAvailableNotice,
} from "./rules";

describe("amount limits", () => {
  it("are 1 to the variant's max_amount, unlimited when on order or unset", () => {
    expect(amountLimits({ maxAmount: 8, onOrder: false })).toEqual({ min: 1, max: 8, frozen: false });
    expect(amountLimits({ maxAmount: 8, onOrder: true }).max).toBeNull();
    expect(amountLimits({ maxAmount: null, onOrder: false }).max).toBeNull();
  });

  it("do not let a frozen line go above its amount", () => {
    expect(amountLimits({ maxAmount: 8, onOrder: false, frozen: true, currentAmount: 2 })).toEqual({ min: 1, max: 2, frozen: true });
    expect(amountLimits({ maxAmount: null, onOrder: true, frozen: true, currentAmount: 3 }).max).toBe(3);
  });

  it("clamp typed amounts", () => {
    const limits = amountLimits({ maxAmount: 5, onOrder: false });
    expect([clampToLimits(0, limits), clampToLimits(3.7, limits), clampToLimits(12, limits), clampToLimits(Number.NaN, limits)]).toEqual([1, 3, 5, 1]);
    expect(clampToLimits(500, amountLimits({ maxAmount: null, onOrder: true }))).toBe(500);
  });

  it("show 'Available N pcs' at the max or when the max is 5 or less", () => {
    expect(showAvailableNotice(1, amountLimits({ maxAmount: 5, onOrder: false }))).toBe(true);
    expect(showAvailableNotice(2, amountLimits({ maxAmount: 6, onOrder: false }))).toBe(false);
    expect(showAvailableNotice(6, amountLimits({ maxAmount: 6, onOrder: false }))).toBe(true);
    expect(showAvailableNotice(1, amountLimits({ maxAmount: 3, onOrder: true }))).toBe(false);
  });
});

describe("addToCartBlock", () => {
  const ok = { variantId: 101, orderable: true, countryBlocked: false, blockedStock: false, shippingTimeNumber: 1 };

  it("allows an orderable variant", () => {
    expect(addToCartBlock(ok)).toBeNull();
  });

  it("asks for the size while the placeholder variant is selected", () => {
    expect(addToCartBlock({ ...ok, variantId: -1, orderable: false })).toBe("choose_size");
    expect(addToCartBlock({ ...ok, variantId: 0 })).toBe("choose_size");
  });

  it("refuses what cannot be ordered and a blocked delivery country (not in gift campaigns)", () => {
    expect(addToCartBlock({ ...ok, orderable: false })).toBe("not_orderable");
    expect(addToCartBlock({ ...ok, countryBlocked: true })).toBe("country_blocked");
    expect(addToCartBlock({ ...ok, countryBlocked: true, giftCampaign: true })).toBeNull();
  });

  it("refuses blocked stock shipped within 2 days or of unknown time, not on order in between", () => {
    expect(addToCartBlock({ ...ok, blockedStock: true, shippingTimeNumber: 2 })).toBe("blocked_stock");
    expect(addToCartBlock({ ...ok, blockedStock: true, shippingTimeNumber: 999 })).toBe("blocked_stock");
    expect(addToCartBlock({ ...ok, blockedStock: true, shippingTimeNumber: 3 })).toBeNull();
    expect(addToCartBlock({ ...ok, blockedStock: true, shippingTimeNumber: 998 })).toBeNull();
  });
});

describe("gift card value", () => {
  it("goes in steps of 10 within 0-10000 and cannot be added at 0", () => {
    expect([normaliseGiftCardValue(54), normaliseGiftCardValue(-20), normaliseGiftCardValue(20_000), normaliseGiftCardValue(Number.NaN)]).toEqual([50, 0, 10_000, 0]);
    expect(canAddGiftCard(0)).toBe(false);
    expect(canAddGiftCard(10)).toBe(true);
    expect(canAddGiftCard(50, true)).toBe(false);
  });
});

describe("postcode", () => {
  it("keeps 5 digits, looks up only with all 5 and is remembered when empty or complete", () => {
    expect(sanitisePostcode(" 00-1005x7")).toBe("00100");
    expect(isCompletePostcode("00100")).toBe(true);
    expect(isCompletePostcode("0010")).toBe(false);
    expect([shouldRememberPostcode(""), shouldRememberPostcode("001"), shouldRememberPostcode("00100")]).toEqual([true, false, true]);
  });
});

describe("freeShippingProgress", () => {
  it("measures the way to the delivery threshold", () => {
    expect(freeShippingProgress(5_000, 20_000)).toEqual({ threshold: 20_000, remaining: 15_000, ratio: 0.25, reached: false });
    expect(freeShippingProgress(25_000, 20_000)).toMatchObject({ remaining: 0, ratio: 1, reached: true });
    expect(freeShippingProgress(5_000, null)).toBeNull();
  });
});

describe("lineDisplayName", () => {
  it("puts the brand in front once", () => {
    expect(lineDisplayName("Polku", "Retkitakki")).toBe("Polku Retkitakki");
    expect(lineDisplayName("Vinterlys", "Vinterlys Breen takki")).toBe("Vinterlys Breen takki");
  });
});

describe("needsDutiesAcknowledgement", () => {
  it("is asked for the UK, Switzerland and Canada", () => {
    expect(["GB", "ch", "ca", "fi", "se"].map(needsDutiesAcknowledgement)).toEqual([true, true, true, false, false]);
  });
});
