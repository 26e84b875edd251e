import { describe, expect, it } from "vitest";
import { FEW_LEFT_MAX } from "@polku/domain";
import { coloursOf, priceContext, shapeVariants } from "./product-page.assemble";
import type { HistoryRow, PriceRow, StockRow, VariantRow } from "./product-page.repository";

const now = new Date("2026-03-31T12:00:00Z");
const DAY = 86_400_000;
const price = (ownerId: number, active: number, regular = active): PriceRow => ({
  ownerId,
  active,
  club: null,
  regular,
  discountValue: regular - active,
  discountFree: regular,
  priceEnding: null,
});
const history = (modelId: number, variantId: number | null, active: number, fromDaysAgo: number, toDaysAgo: number | null): HistoryRow => ({
  modelId,
  variantId,
  active,
  validFrom: now.getTime() - fromDaysAgo * DAY,
  validTo: toDaysAgo === null ? null : now.getTime() - toDaysAgo * DAY,
});
const variant = (id: number, colour: string, extra: Partial<VariantRow> = {}): VariantRow => ({
  id,
  modelId: 1,
  colourSlug: colour,
  colourName: colour.toUpperCase(),
  colourControl: colour,
  colourHex: "000000",
  colourSort: 0,
  sizeName: "M",
  sizeSort: 4,
  typeName: null,
  typeTitle: null,
  typeSort: null,
  gtin: `64000000000${id}`,
  images: [`product/jacket/000000/${id}.webp`],
  maxAmount: null,
  onOrder: false,
  shippingTimeNumber: 2,
  shippingText: null,
  stockIncomingStr: null,
  ...extra,
});
const stock = (variantId: number, storeSlug: string, sellable: number, blocked = 0, incomingDate: string | null = null): StockRow => ({
  variantId,
  storeSlug,
  nouto: true,
  pikanouto: false,
  sellable,
  blocked,
  incomingDate,
});
const flags = () => ({ outlet: false, showDiscount: true });

describe("shapeVariants", () => {
  it("prices a variant by its own row and history, else by the model's", () => {
    const ctx = priceContext(
      [price(1, 10000)],
      [price(11, 12000), price(12, 10000)],
      [history(1, null, 7000, 20, 10), history(1, null, 10000, 10, null), history(1, 11, 12000, 60, null)],
      now,
    );
    const [dear, same, plain] = shapeVariants([variant(11, "red"), variant(12, "red"), variant(13, "red")], [], flags, ctx);
    expect(dear!.prices).toMatchObject({ active: 12000, lowest_price_30_days: 12000, type: "regular" });
    // Same price as the model and no history of its own: the model's history applies.
    expect(same!.prices).toMatchObject({ active: 10000, lowest_price_30_days: 7000 });
    expect(plain!.prices).toMatchObject({ active: 10000, lowest_price_30_days: 7000 });
  });

  it("leaves out a variant without any price in the tax area and labels a discount", () => {
    const ctx = priceContext([], [price(21, 8000, 10000)], [], now);
    const shaped = shapeVariants([variant(21, "red"), variant(22, "red")], [], flags, ctx);
    expect(shaped.map((v) => v.id)).toEqual([21]);
    expect(shaped[0]!.prices).toMatchObject({ type: "discount", discount_value: 2000, lowest_price_30_days: 8000 });
  });

  it("flags few left from the sellable pieces over all stores, never for none (issue 12 size badges)", () => {
    const ctx = priceContext([price(1, 5000)], [], [], now);
    const shaped = shapeVariants(
      [variant(41, "red"), variant(42, "red"), variant(43, "red")],
      [stock(41, "helsinki", 1), stock(41, "verkkokauppa", FEW_LEFT_MAX - 1), stock(42, "verkkokauppa", FEW_LEFT_MAX + 1), stock(43, "verkkokauppa", 0, 2)],
      flags,
      ctx,
    );
    expect(shaped.map((v) => v.fewLeft)).toEqual([true, false, false]);
  });

  it("lists stores with sellable stock, flags blocked stock and takes the earliest incoming date", () => {
    const ctx = priceContext([price(1, 5000)], [], [], now);
    const [v] = shapeVariants(
      [variant(31, "red", { shippingTimeNumber: 999 })],
      [stock(31, "helsinki", 2), stock(31, "verkkokauppa", 0, 3, "2026-04-20"), stock(31, "tampere", 0, 0, "2026-04-10")],
      flags,
      ctx,
    );
    expect(v!.inStockStores).toEqual([{ slug: "helsinki", nouto: true, pikanouto: false }]);
    expect(v!).toMatchObject({ inStock: true, blockedStock: true, incoming_date: "2026-04-10", shipping_time: { number: 999, string: null } });
    expect(v!.images).toEqual(["/media/product/jacket/000000/31.webp"]);
  });
});

describe("coloursOf", () => {
  it("gives each colour once, in variant order, with its first variant's images", () => {
    const ctx = priceContext([price(1, 5000)], [], [], now);
    const colours = coloursOf(shapeVariants([variant(41, "red"), variant(42, "blue"), variant(43, "red")], [], flags, ctx));
    expect(colours.map((c) => [c.slug, c.image])).toEqual([
      ["red", "/media/product/jacket/000000/41.webp"],
      ["blue", "/media/product/jacket/000000/42.webp"],
    ]);
  });
});
