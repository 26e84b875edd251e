import { describe, expect, it } from "vitest";
import { isVariantOrderable, stockDisplay, storeAvailabilityIcon, transferOrderable, variantSourceStoreIds, WEB_STORE_ID } from "./stock-display";

const facts = (shippingTimeNumber: number, extra: { orderable?: boolean; blockedStock?: boolean } = {}) => ({
  orderable: true,
  blockedStock: false,
  shippingTimeNumber,
  ...extra,
});

describe("stockDisplay", () => {
  it("shows a check for 2 days or less", () => {
    expect(stockDisplay(facts(0))).toEqual({ kind: "in_stock", icon: "check" });
    expect(stockDisplay(facts(2))).toEqual({ kind: "in_stock", icon: "check" });
  });

  it("shows a circle with days above 2 and below 30", () => {
    expect(stockDisplay(facts(3))).toEqual({ kind: "on_order_days", icon: "circle", days: 3 });
    expect(stockDisplay(facts(29))).toEqual({ kind: "on_order_days", icon: "circle", days: 29 });
  });

  it("shows the shipping time text from 30 days on (30 and 60 included) up to 998", () => {
    expect(stockDisplay(facts(30))).toEqual({ kind: "on_order_text", icon: "circle", days: 30 });
    expect(stockDisplay(facts(60))).toEqual({ kind: "on_order_text", icon: "circle", days: 60 });
    expect(stockDisplay(facts(998))).toEqual({ kind: "on_order_text", icon: "circle", days: 998 });
  });

  it("shows the blocked-stock text for 999 with blocked stock, even though it cannot be ordered", () => {
    expect(stockDisplay(facts(999, { blockedStock: true, orderable: false }))).toEqual({ kind: "blocked", icon: "minus" });
  });

  it("treats 999 without blocked stock as unknown", () => {
    expect(stockDisplay(facts(999))).toEqual({ kind: "unknown", icon: "minus" });
  });

  it("is out of stock when the variant cannot be ordered, whatever the shipping number", () => {
    expect(stockDisplay(facts(2, { orderable: false }))).toEqual({ kind: "out_of_stock", icon: "minus" });
    expect(stockDisplay(facts(14, { orderable: false }))).toEqual({ kind: "out_of_stock", icon: "minus" });
  });
});

describe("storeAvailabilityIcon", () => {
  const base = { storeId: 1, storeHasStock: false, onOrder: false, shippingTimeNumber: 5, blockedStock: false };
  it("checks a store holding stock", () => {
    expect(storeAvailabilityIcon({ ...base, storeHasStock: true })).toBe("check");
  });
  it("checks the web store when not blocked and the shipping number is exactly 2", () => {
    expect(storeAvailabilityIcon({ ...base, storeId: WEB_STORE_ID, shippingTimeNumber: 2 })).toBe("check");
    expect(storeAvailabilityIcon({ ...base, storeId: WEB_STORE_ID, shippingTimeNumber: 1 })).toBe("minus");
    expect(storeAvailabilityIcon({ ...base, storeId: WEB_STORE_ID, shippingTimeNumber: 2, blockedStock: true })).toBe("minus");
    expect(storeAvailabilityIcon({ ...base, storeId: 1, shippingTimeNumber: 2 })).toBe("minus");
  });
  it("shows a circle when on order, otherwise a minus", () => {
    expect(storeAvailabilityIcon({ ...base, onOrder: true })).toBe("circle");
    expect(storeAvailabilityIcon(base)).toBe("minus");
  });
});

describe("variant sources and orderable", () => {
  it("always adds store 20 once", () => {
    expect(variantSourceStoreIds([1, 3])).toEqual([1, 3, 20]);
    expect(variantSourceStoreIds([20, 1])).toEqual([20, 1]);
    expect(variantSourceStoreIds([])).toEqual([20]);
  });
  it("is orderable when on order or in stock", () => {
    expect(isVariantOrderable({ onOrder: true, inStockStoreIds: [] })).toBe(true);
    expect(isVariantOrderable({ onOrder: false, inStockStoreIds: [4] })).toBe(true);
    expect(isVariantOrderable({ onOrder: false, inStockStoreIds: [] })).toBe(false);
  });
  it("with transfer sources, needs stock in one of them", () => {
    expect(isVariantOrderable({ onOrder: true, inStockStoreIds: [4] }, [1, 2])).toBe(false);
    expect(isVariantOrderable({ onOrder: false, inStockStoreIds: [4] }, [4])).toBe(true);
    expect(isVariantOrderable({ onOrder: false, inStockStoreIds: [] }, [WEB_STORE_ID])).toBe(true);
  });
});

describe("transferOrderable", () => {
  const stores = [
    { id: 1, slug: "helsinki" },
    { id: 2, slug: "tampere" },
    { id: WEB_STORE_ID, slug: "verkkokauppa" },
  ];
  const heldIn = (...slugs: string[]) => ({ onOrder: true, inStockStores: slugs.map((slug) => ({ slug })) });

  it("is null without sources: the ordinary rule applies", () => {
    expect(transferOrderable(null, stores)).toBeNull();
    expect(transferOrderable([], stores)).toBeNull();
  });

  it("needs stock in a source store, by the stores' slugs; on order is not enough", () => {
    const fromTampere = transferOrderable([2], stores)!;
    expect(fromTampere(heldIn("tampere"))).toBe(true);
    expect(fromTampere(heldIn("helsinki", "verkkokauppa"))).toBe(false);
    expect(fromTampere(heldIn("unknown"))).toBe(false);
  });

  it("a source list with the web warehouse takes any variant (store 20 is always a source, spec 02 §4)", () => {
    expect(transferOrderable([1, WEB_STORE_ID], stores)!(heldIn())).toBe(true);
  });
});
