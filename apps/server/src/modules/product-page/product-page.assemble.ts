// Shapes the product page rows into the contract (spec 02 §3). Kept apart from the SQL so the
// rules are plain: a variant's price is its own row where the model has variant prices, else
// the model's; the 30-day lowest price follows the same owner in the price history; the
// display kind is the one a visitor without club prices sees (spec 02 §4: the club price is
// used only for logged-in users).
import {
  FEW_LEFT_MAX,
  LOWEST_PRICE_DAYS,
  lowestPriceInDays,
  priceDisplayKind,
  type PricePeriod,
  type ProductPrices,
  type ProductVariant,
} from "@polku/domain";
import { mediaUrl } from "../../lib/media-url";
import type { HistoryRow, PriceRow, StockRow, VariantRow } from "./product-page.repository";

export interface PriceContext {
  modelPrices: Map<number, PriceRow>;
  variantPrices: Map<number, PriceRow>;
  /** Periods by model id (variant_id null) and by variant id. */
  modelHistory: Map<number, PricePeriod[]>;
  variantHistory: Map<number, PricePeriod[]>;
  now: Date;
}

export interface ModelFlags {
  outlet: boolean;
  showDiscount: boolean;
}

export function priceContext(modelPrices: PriceRow[], variantPrices: PriceRow[], history: HistoryRow[], now: Date): PriceContext {
  const modelHistory = new Map<number, PricePeriod[]>();
  const variantHistory = new Map<number, PricePeriod[]>();
  for (const row of history) {
    const period = { active: row.active, validFrom: new Date(row.validFrom), validTo: row.validTo === null ? null : new Date(row.validTo) };
    const [map, key] = row.variantId === null ? [modelHistory, row.modelId] : [variantHistory, row.variantId];
    const list = map.get(key);
    if (list) list.push(period);
    else map.set(key, [period]);
  }
  return {
    modelPrices: new Map(modelPrices.map((row) => [row.ownerId, row])),
    variantPrices: new Map(variantPrices.map((row) => [row.ownerId, row])),
    modelHistory,
    variantHistory,
    now,
  };
}

export function shapePrices(row: PriceRow, history: PricePeriod[] | undefined, flags: ModelFlags, now: Date): ProductPrices {
  const kind = priceDisplayKind(
    { active: row.active, club: row.club, regular: row.regular, discount_free: row.discountFree },
    { outlet: flags.outlet, discountsAllowed: flags.showDiscount },
  );
  return {
    active: row.active,
    regular: row.regular,
    club: row.club,
    discount_value: row.discountValue,
    discount_free: row.discountFree,
    type: kind === "normal" ? "regular" : kind,
    lowest_price_30_days: lowestPriceInDays(history ?? [], now, LOWEST_PRICE_DAYS, row.active),
    price_ending: row.priceEnding,
  };
}

/**
 * The effective price of a variant: its own row, else its model's; undefined without either.
 * A variant row's history is its own; where it has none and costs what the model costs, the
 * model's history is the variant's (the demo data records history only for dearer variants).
 */
export function variantPrices(variantId: number, modelId: number, flags: ModelFlags, ctx: PriceContext): ProductPrices | undefined {
  const own = ctx.variantPrices.get(variantId);
  const model = ctx.modelPrices.get(modelId);
  if (own) {
    const history = ctx.variantHistory.get(variantId) ?? (model && model.active === own.active ? ctx.modelHistory.get(modelId) : undefined);
    return shapePrices(own, history, flags, ctx.now);
  }
  return model ? shapePrices(model, ctx.modelHistory.get(modelId), flags, ctx.now) : undefined;
}

/** Variants in their query order; a variant without any price in the tax area is left out. */
export function shapeVariants(rows: VariantRow[], stock: StockRow[], flags: (modelId: number) => ModelFlags, ctx: PriceContext): ProductVariant[] {
  const stockByVariant = new Map<number, StockRow[]>();
  for (const row of stock) {
    const list = stockByVariant.get(row.variantId);
    if (list) list.push(row);
    else stockByVariant.set(row.variantId, [row]);
  }
  const out: ProductVariant[] = [];
  for (const v of rows) {
    const prices = variantPrices(v.id, v.modelId, flags(v.modelId), ctx);
    if (!prices) continue;
    const stockRows = stockByVariant.get(v.id) ?? [];
    const stocked = stockRows.filter((s) => s.sellable > 0);
    const incoming = stockRows
      .map((s) => s.incomingDate)
      .filter((d): d is string => d !== null)
      .sort();
    const images = v.images.map((image) => mediaUrl(image)).filter((url): url is string => url !== null);
    out.push({
      id: v.id,
      model_id: v.modelId,
      color: { slug: v.colourSlug, name: v.colourName, control: v.colourControl, hex: v.colourHex, image: images[0] ?? null },
      size: v.sizeName === null ? null : { name: v.sizeName, sort_order: v.sizeSort ?? 0 },
      type: v.typeName === null ? null : { name: v.typeName, sort_order: v.typeSort ?? 0, title: v.typeTitle ?? v.typeName },
      teksonumber: v.gtin,
      images,
      prices,
      inStock: stocked.length > 0,
      onOrder: v.onOrder,
      inStockStores: stocked.map((s) => ({ slug: s.storeSlug, nouto: s.nouto, pikanouto: s.pikanouto })),
      shipping_time: { number: v.shippingTimeNumber, string: v.shippingText },
      stock_incoming_str: v.stockIncomingStr,
      incoming_date: incoming[0] ?? null,
      blockedStock: stockRows.some((s) => s.blocked > 0),
      fewLeft: stocked.length > 0 && stocked.reduce((sum, s) => sum + s.sellable, 0) <= FEW_LEFT_MAX,
      max_amount: v.maxAmount,
    });
  }
  return out;
}

/** The model's colours in variant order, each with its main image and every image of its first variant. */
export function coloursOf(variants: ProductVariant[]) {
  const seen = new Map<string, ProductVariant["color"] & { images: string[] }>();
  for (const v of variants) {
    if (!seen.has(v.color.slug)) seen.set(v.color.slug, { ...v.color, images: v.images });
  }
  return [...seen.values()];
}
